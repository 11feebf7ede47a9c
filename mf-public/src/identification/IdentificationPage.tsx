import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '@tunne/app-kit/api-error';
import { useErrorText } from '@tunne/app-kit/error-text';
import { formatDateTime } from '@tunne/app-kit/format';
import {
  isLocalEidMethod,
  type EidMethod,
  type EidStartResult,
  type OutboundFile,
  type PepAnswer,
  type PublicIdentificationReceipt,
  type PublicIdentificationView,
} from '@tunne/contracts';
import { MethodChooser } from '../identify/MethodChooser.tsx';
import { PassportStep } from '../identify/PassportStep.tsx';
import { PepQuestions } from '../identify/PepQuestions.tsx';
import { ScreenSignatureStep } from '../identify/ScreenSignatureStep.tsx';
import { StepHeading } from '../identify/StepHeading.tsx';
import { itemPath } from '../shared/api.ts';
import { storeEidReturn, takeEidReceipt } from '../shared/eid-return.ts';
import { Frame } from '../shared/Frame.tsx';
import { ItemPageStatus } from '../shared/ItemPageStatus.tsx';
import { pageProblemOf } from '../shared/LinkProblem.tsx';
import type { ItemRoute } from '../shared/route.ts';
import { useItemPage } from '../shared/use-item-page.ts';
import * as styles from '../shared/public.module.css';
import { IdentificationReceipt } from './IdentificationReceipt.tsx';

type Step = 'pep' | 'methods' | 'SCREENSIGNATURE' | 'PASSPORTFILE';

/** Whether a failed call ends the page (a link that cannot be used, or already identified). */
const endsPage = (error: unknown): boolean => pageProblemOf(error) !== 'OTHER' || (isApiCallError(error) && error.code === 'ALREADY_IDENTIFIED');

/**
 * An identification's public page (spec §3 Identification; issue 14): whom and why, the PEP questions when asked,
 * the methods (an eID round trip, a drawn signature or a photo of an identity document), then the receipt.
 */
export function IdentificationPage({ route }: { route: ItemRoute }) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const base = itemPath('identifications', route.organisationsId, route.customersId, route.id);
  const [step, setStep] = useState<Step>('methods');
  const [pep, setPep] = useState<Partial<PepAnswer>>({});
  const [busy, setBusy] = useState<EidMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { token, client, state, setState, fail, reload } = useItemPage<PublicIdentificationView, Omit<PublicIdentificationReceipt, 'name'>>({
    id: route.id,
    path: base,
    previewPath: route.preview ? `v2.5/user/identifications/${route.id}/preview` : null,
    stateOf: (view) => {
      if (view.identified_at && view.eidmethod) {
        // Back from an eID round trip: the callback page kept whether the organisation reviews it first.
        const returned = takeEidReceipt(window.location.pathname);
        return { status: 'done', view, receipt: { identified_at: view.identified_at, eidmethod: view.eidmethod, awaits_acceptance: returned?.awaits_acceptance ?? false } };
      }
      setStep(view.ask_pep ? 'pep' : 'methods');
      return { status: 'ready', view };
    },
  });

  /** A call's failure that ends the page goes to its page (already identified: the view again, with its receipt). */
  const endPage = (error: unknown) => {
    if (isApiCallError(error) && error.code === 'ALREADY_IDENTIFIED') reload();
    else fail(error);
  };

  /** Runs a step's call: the receipt when it succeeds; a page-ending failure ends the page, others go to the step. */
  const finish = async (call: () => Promise<PublicIdentificationReceipt>, view: PublicIdentificationView) => {
    try {
      const receipt = await call();
      setState({ status: 'done', view, receipt });
    } catch (error) {
      if (endsPage(error)) endPage(error);
      else throw error;
    }
  };

  const pepBody = (view: PublicIdentificationView): { pep?: PepAnswer } => (view.ask_pep ? { pep: pep as PepAnswer } : {});

  const choose = async (view: PublicIdentificationView, method: EidMethod) => {
    setProblem(null);
    if (isLocalEidMethod(method)) {
      setStep(method);
      return;
    }
    setBusy(method);
    try {
      const { url } = await client.post<EidStartResult>(`${base}/eid/start`, { method });
      storeEidReturn({
        path: window.location.pathname,
        token: token ?? '',
        kind: 'identification',
        method,
        ...pepBody(view),
        language: view.language,
        organisation: view.organisation,
      });
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      if (endsPage(error)) endPage(error);
      else setProblem(errorText(error));
    }
  };

  if (state.status === 'loading' || state.status === 'problem') return <ItemPageStatus state={state} preview={route.preview} title={t('pageTitle.identification')} />;
  const { view } = state;
  if (state.status === 'done') {
    return (
      <Frame organisation={view.organisation} preview={route.preview} title={t('pageTitle.identification')}>
        <IdentificationReceipt organisation={view.organisation.name} receipt={state.receipt} />
      </Frame>
    );
  }

  const toMethods = () => setStep('methods');
  return (
    <Frame organisation={view.organisation} preview={route.preview} title={t('pageTitle.identification')}>
      <article className={styles.panel} aria-labelledby="identification-title">
        <p className={styles.eyebrow}>{t('identification.eyebrow', { organisation: view.organisation.name })}</p>
        <h1 id="identification-title" className={styles.pageTitle}>
          {t('identification.title', { name: view.name })}
        </h1>
        {view.description && <p className={styles.lead}>{view.description}</p>}
        {view.instructions && (
          <section className={styles.instructions} aria-labelledby="identification-instructions">
            <h2 id="identification-instructions">{t('identification.instructions')}</h2>
            <p>{view.instructions}</p>
          </section>
        )}
        {step === 'pep' ? (
          <PepQuestions
            initial={pep}
            onContinue={(answer) => {
              setPep(answer);
              setStep('methods');
            }}
          />
        ) : step === 'SCREENSIGNATURE' ? (
          <ScreenSignatureStep
            submitLabel={t('screensignature.submit')}
            readOnly={route.preview}
            onBack={toMethods}
            submit={(image) => finish(() => client.post<PublicIdentificationReceipt>(`${base}/screensignature`, { image, ...pepBody(view) }), view)}
          />
        ) : step === 'PASSPORTFILE' ? (
          <PassportStep
            readOnly={route.preview}
            onBack={toMethods}
            upload={(file) => {
              const form = new FormData();
              form.append('file', file, file.name);
              return client.upload<OutboundFile>(`${base}/files`, form);
            }}
            submit={(filesIds) => finish(() => client.post<PublicIdentificationReceipt>(`${base}/passport`, { files_id: filesIds, ...pepBody(view) }), view)}
          />
        ) : (
          <section className={styles.step} aria-labelledby="methods-title">
            <StepHeading id="methods-title">{t('identification.methodsTitle')}</StepHeading>
            {/* Only a bank or mobile ID leaves the page; a drawing or a photo is done here. */}
            {view.methods.some((entry) => entry.available && !isLocalEidMethod(entry.method) && entry.method !== 'PASSPORTREADER') && (
              <p className={styles.help}>{t('methods.eidHint')}</p>
            )}
            <MethodChooser methods={view.methods} busy={busy} readOnly={route.preview} onChoose={(method) => void choose(view, method)} />
            <div role="alert">{problem && <p className={styles.formError}>{problem}</p>}</div>
            {view.ask_pep && (
              <div className={styles.actions}>
                <button type="button" className={styles.linkButton} onClick={() => setStep('pep')}>
                  {t('identification.back')}
                </button>
              </div>
            )}
          </section>
        )}
        <p className={styles.help}>{t('identification.expires', { date: formatDateTime(view.expires_at) })}</p>
      </article>
    </Frame>
  );
}
