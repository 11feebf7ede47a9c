import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '@tunne/app-kit/api-error';
import { useErrorText } from '@tunne/app-kit/error-text';
import { Spinner } from '@tunne/design-system/Spinner';
import type { EidCompleteBody, PublicIdentificationReceipt, PublicOrganisation } from '@tunne/contracts';
import { publicClient } from '../shared/api.ts';
import { clearEidReturn, eidItemPath, readEidReturn, storeEidReceipt } from '../shared/eid-return.ts';
import { Frame } from '../shared/Frame.tsx';
import { changePageLanguage, isPageLanguage } from '../shared/i18n.ts';
import { Message } from '../shared/Message.tsx';
import * as styles from '../shared/public.module.css';

type CallbackState =
  | { status: 'working' }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown; back: string | null };

/**
 * Where the eID provider returns the browser (`/p/eid/callback?code&state` or `?error=`): hands the answer to the
 * page's …/eid/complete with the link's token and the PEP answer kept before leaving, then goes back to the page
 * (`path#token`), which shows the receipt or the confirm-and-sign step.
 */
export function EidCallbackPage() {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const [entry] = useState(readEidReturn);
  const [state, setState] = useState<CallbackState>(() => (entry ? { status: 'working' } : { status: 'missing' }));
  const started = useRef(false);

  useEffect(() => {
    if (entry?.language && isPageLanguage(entry.language)) void changePageLanguage(entry.language);
  }, [entry]);

  useEffect(() => {
    if (!entry || started.current) return;
    started.current = true;
    const path = eidItemPath(entry.path);
    const back = `${entry.path}#${entry.token}`;
    if (!path) {
      clearEidReturn();
      setState({ status: 'missing' });
      return;
    }
    const body: EidCompleteBody = { callback: window.location.search || '?', ...(entry.kind === 'identification' && entry.pep ? { pep: entry.pep } : {}) };
    publicClient(() => ({ token: entry.token }))
      .post<PublicIdentificationReceipt | { name: string }>(`${path}/eid/complete`, body, { timeoutMs: 30_000 })
      .then(
        (answer) => {
          clearEidReturn();
          if (entry.kind === 'identification') storeEidReceipt(entry.path, (answer as Partial<PublicIdentificationReceipt> | null)?.awaits_acceptance === true);
          window.location.replace(back);
        },
        (error: unknown) => {
          clearEidReturn();
          setState({ status: 'failed', error, back });
        },
      );
  }, [entry]);

  const organisation: PublicOrganisation | null = entry?.organisation ?? null;
  const title = t(entry?.kind === 'signatory' ? 'pageTitle.signatory' : 'pageTitle.identification');
  if (state.status === 'working') {
    return (
      <Frame organisation={organisation} title={title}>
        <div className={styles.loading}>
          <Spinner label={t('callback.working')} showLabel delayMs={0} />
        </div>
      </Frame>
    );
  }
  if (state.status === 'missing') {
    return (
      <Frame organisation={organisation} title={title}>
        <Message tone="problem" title={t('callback.missing.title')}>
          <p>{t('callback.missing.text')}</p>
        </Message>
      </Frame>
    );
  }
  const code = isApiCallError(state.error) ? state.error.code : null;
  const linkProblem = code === 'LINK_INVALID' || code === 'LINK_EXPIRED';
  return (
    <Frame organisation={organisation} title={title}>
      <Message tone="problem" title={linkProblem ? t(`problem.${code}.title`) : t('callback.failedTitle')}>
        <p>{code === 'EID_INVALID' ? t('callback.cancelled') : linkProblem ? t(`problem.${code}.text`) : errorText(state.error)}</p>
        {state.back && !linkProblem && (
          <p>
            <a className={styles.retryLink} href={state.back}>
              {t('callback.retry')}
            </a>
          </p>
        )}
      </Message>
    </Frame>
  );
}
