import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@tunne/app-kit/api';
import { useErrorText } from '@tunne/app-kit/error-text';
import { formatDateTime } from '@tunne/app-kit/format';
import { Spinner } from '@tunne/design-system/Spinner';
import type { OutboundFile, PublicReceipt, PublicRequestView, RequestAnswerBody } from '@tunne/contracts';
import { itemPath, publicClient } from '../shared/api.ts';
import { Frame } from '../shared/Frame.tsx';
import { useItemLanguage } from '../shared/i18n.ts';
import { takeLinkToken } from '../shared/link-token.ts';
import { LinkProblem, pageProblemOf } from '../shared/LinkProblem.tsx';
import { Message } from '../shared/Message.tsx';
import type { ItemRoute } from '../shared/route.ts';
import * as styles from '../shared/public.module.css';
import { RequestSteps } from './RequestSteps.tsx';
import type { FilesControl } from './step-props.ts';

/** No token in the address or this tab: the page says so without asking the server. */
const linkInvalid = { code: 'LINK_INVALID' };

type PageState =
  | { status: 'loading' }
  | { status: 'problem'; error: unknown }
  | { status: 'ready'; view: PublicRequestView }
  | { status: 'done'; view: PublicRequestView; receipt: PublicReceipt };

/** The answer a recipient starts from: their saved draft, else what the customer has now (prefill). */
export const startingAnswer = (view: PublicRequestView): RequestAnswerBody => {
  if (view.draft) return view.draft;
  const { basic, ...people } = view.prefill;
  return { ...(basic ? { basic } : {}), ...people };
};

/** A request's public page (spec §3 Request): the asked parts step by step, a summary, the receipt. */
export function RequestPage({ route }: { route: ItemRoute }) {
  const { t } = useTranslation('public');
  const adoptLanguage = useItemLanguage();
  const errorText = useErrorText();
  const token = useMemo(() => (route.preview ? null : takeLinkToken(route.id)), [route]);
  const client = useMemo(() => publicClient(() => ({ token: token ?? '' })), [token]);
  const base = itemPath('requests', route.organisationsId, route.customersId, route.id);
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const [files, setFiles] = useState<OutboundFile[]>([]);

  useEffect(() => {
    let live = true;
    const load = route.preview
      ? api.get<PublicRequestView>(`v2.5/user/requests/${route.id}/preview`)
      : token
        ? client.get<PublicRequestView>(base)
        : Promise.reject(linkInvalid);
    load.then(
      (view) => {
        if (!live) return;
        adoptLanguage(view.language);
        setFiles(view.files);
        // Staff may preview an answered request; the recipient gets the already-answered page.
        setState(view.answered_at && !route.preview ? { status: 'problem', error: { code: 'LINK_ALREADY_ANSWERED' } } : { status: 'ready', view });
      },
      (error: unknown) => live && setState({ status: 'problem', error }),
    );
    return () => {
      live = false;
    };
  }, [route, token, client, base, adoptLanguage]);

  const filesControl: FilesControl = {
    files,
    upload: async (chosen) => {
      for (const file of chosen) {
        const form = new FormData();
        form.append('file', file, file.name);
        const added = await client.upload<OutboundFile>(`${base}/files`, form);
        setFiles((current) => [...current, added]);
      }
    },
    remove: async (file) => {
      await client.delete(`${base}/files/${file.id}`);
      setFiles((current) => current.filter((item) => item.id !== file.id));
    },
  };

  const saveDraft = useCallback((draft: RequestAnswerBody) => client.put(`${base}/draft`, draft), [client, base]);
  const submit = useCallback(async (answer: RequestAnswerBody) => {
    const { step: _step, ...body } = answer;
    try {
      const receipt = await client.post<PublicReceipt>(`${base}/submit`, body);
      setState((current) => (current.status === 'ready' ? { status: 'done', view: current.view, receipt } : current));
      return null;
    } catch (error) {
      if (pageProblemOf(error) !== 'OTHER') {
        setState({ status: 'problem', error });
        return null;
      }
      return errorText(error);
    }
  }, [client, base, errorText]);

  if (state.status === 'loading') {
    return (
      <Frame preview={route.preview}>
        <div className={styles.loading}>
          <Spinner label={t('loading')} />
        </div>
      </Frame>
    );
  }
  if (state.status === 'problem') {
    return (
      <Frame preview={route.preview}>
        <LinkProblem error={state.error} />
      </Frame>
    );
  }
  const { view } = state;
  if (state.status === 'done') {
    return (
      <Frame organisation={view.organisation}>
        <Message tone="success" title={t('receipt.title')}>
          <p>{t('receipt.received', { date: formatDateTime(state.receipt.answered_at) })}</p>
          <p>{state.receipt.awaits_acceptance ? t('receipt.awaitsAcceptance', { organisation: view.organisation.name }) : t('receipt.stored', { organisation: view.organisation.name })}</p>
          <p>{t('receipt.close')}</p>
        </Message>
      </Frame>
    );
  }
  return (
    <Frame organisation={view.organisation} preview={route.preview}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>{t('request.eyebrow', { organisation: view.organisation.name })}</p>
        <h1 className={styles.pageTitle}>{t('request.title', { customer: view.customer_name })}</h1>
        {view.description && <p className={styles.cover}>{view.description}</p>}
        <p className={styles.help}>{t('request.expires', { date: formatDateTime(view.expires_at) })}</p>
      </div>
      <RequestSteps view={view} initial={startingAnswer(view)} files={filesControl} readOnly={route.preview} saveDraft={saveDraft} submit={submit} />
    </Frame>
  );
}
