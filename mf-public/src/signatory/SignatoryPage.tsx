import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '@tunne/app-kit/api-error';
import { useErrorText } from '@tunne/app-kit/error-text';
import { formatDateTime } from '@tunne/app-kit/format';
import { Button } from '@tunne/design-system/Button';
import { Checkbox } from '@tunne/design-system/Checkbox';
import {
  isLocalEidMethod,
  type EidMethod,
  type EidStartResult,
  type EsignatureFile,
  type PublicEidMethod,
  type PublicSignatoryView,
  type PublicSignReceipt,
} from '@tunne/contracts';
import { MethodChooser } from '../identify/MethodChooser.tsx';
import { ScreenSignatureStep } from '../identify/ScreenSignatureStep.tsx';
import { StepHeading } from '../identify/StepHeading.tsx';
import { fetchLinkFile, saveBlob, signatoryPath } from '../shared/api.ts';
import { storeEidReturn } from '../shared/eid-return.ts';
import { FormFooter } from '../shared/FormFooter.tsx';
import { Frame } from '../shared/Frame.tsx';
import { ItemPageStatus } from '../shared/ItemPageStatus.tsx';
import { pageProblemOf } from '../shared/LinkProblem.tsx';
import { Message } from '../shared/Message.tsx';
import type { SignatoryRoute } from '../shared/route.ts';
import { useItemPage } from '../shared/use-item-page.ts';
import * as styles from '../shared/public.module.css';
import { DocumentFiles } from './DocumentFiles.tsx';

/** Codes after which the view has changed under the page (someone paused it, it is signed …): load it again. */
const reloadCodes = new Set(['ALREADY_SIGNED', 'NOT_YOUR_TURN', 'ESIGNATURE_PAUSED']);

/**
 * The methods a signatory may use: with force_passportreader only the passport reader; a photographed document is no
 * way to sign (it is an identification's method only).
 */
export const signingMethods = (view: Pick<PublicSignatoryView, 'methods' | 'force_passportreader'>): PublicEidMethod[] => {
  if (view.force_passportreader) {
    return [view.methods.find((entry) => entry.method === 'PASSPORTREADER') ?? { method: 'PASSPORTREADER', available: false }];
  }
  return view.methods.filter((entry) => entry.method !== 'PASSPORTFILE');
};

const pdfName = (name: string): string => `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'document'}.pdf`;

/** The statement to confirm and its required checkbox. */
function Statement({ text, accepted, onChange }: { text: string; accepted: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation('public');
  return (
    <>
      <p className={styles.statement}>{text}</p>
      <Checkbox label={t('signatory.accept')} checked={accepted} onChange={(event) => onChange(event.target.checked)} required />
    </>
  );
}

/**
 * A signatory's public page (spec §3 Signatory; issue 14): the documents to read, then by stage — waiting for an
 * earlier signer, paused, signed (the receipt and the final PDF), or open: choose a method, identify (eID round trip,
 * back here with `identified`) or draw, confirm the statement, sign.
 */
export function SignatoryPage({ route }: { route: SignatoryRoute }) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const base = signatoryPath(route.organisationsId, route.customersId, route.esignaturesId, route.id);
  const [screen, setScreen] = useState(false);
  const [busy, setBusy] = useState<EidMethod | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [signing, setSigning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { token, credentials, client, state, setState, fail, reload } = useItemPage<PublicSignatoryView, PublicSignReceipt>({
    id: route.id,
    path: base,
    stateOf: (view) => {
      setScreen(false);
      return { status: 'ready', view };
    },
  });

  /** A failure that ends the step: the link's problem page, or the view again when it changed; else false. */
  const handled = (error: unknown): boolean => {
    if (pageProblemOf(error) !== 'OTHER') {
      fail(error);
      return true;
    }
    if (isApiCallError(error) && reloadCodes.has(error.code)) {
      reload();
      return true;
    }
    return false;
  };

  const sign = async (view: PublicSignatoryView, method: EidMethod, image?: string) => {
    try {
      const receipt = await client.post<PublicSignReceipt>(`${base}/sign`, { method, accept: true, ...(image ? { image } : {}) });
      setState({ status: 'done', view, receipt });
    } catch (error) {
      if (!handled(error)) throw error;
    }
  };

  const choose = async (view: PublicSignatoryView, method: EidMethod) => {
    setProblem(null);
    if (method === 'SCREENSIGNATURE') {
      setAccepted(false);
      setScreen(true);
      return;
    }
    if (isLocalEidMethod(method)) return;
    setBusy(method);
    try {
      const { url } = await client.post<EidStartResult>(`${base}/eid/start`, { method });
      storeEidReturn({ path: window.location.pathname, token: token ?? '', kind: 'signatory', method, language: view.language, organisation: view.organisation });
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      if (!handled(error)) setProblem(errorText(error));
    }
  };

  const download = async (path: string, name: string) => saveBlob(await fetchLinkFile(credentials, path), name);

  const title = t('pageTitle.signatory');
  if (state.status === 'loading' || state.status === 'problem') return <ItemPageStatus state={state} title={title} />;
  const { view } = state;
  const organisation = view.organisation.name;
  const finalPdf = () => download(`${base}/pdf`, pdfName(view.signature_name));

  if (state.status === 'done' || view.stage === 'signed') {
    const signedAt = state.status === 'done' ? state.receipt.signed_at : view.signed_at;
    const everyone = state.status === 'done' ? state.receipt.esignature_signed : view.esignature_status === 'SIGNED';
    const pdfReady = state.status === 'done' ? state.receipt.esignature_signed : view.final_pdf_available;
    return (
      <Frame organisation={view.organisation} title={title}>
        <Message tone="success" title={t('signatory.signed.title')}>
          <p>
            <strong>{view.signature_name}</strong>
          </p>
          {signedAt && <p>{t('signatory.signed.time', { date: formatDateTime(signedAt) })}</p>}
          <p>{everyone ? t('signatory.signed.everyone') : t('signatory.signed.others')}</p>
          {pdfReady && <FinalPdfButton download={finalPdf} />}
        </Message>
      </Frame>
    );
  }
  if (view.stage === 'waiting_turn' || view.stage === 'paused') {
    const key = view.stage === 'paused' ? 'paused' : 'waiting';
    return (
      <Frame organisation={view.organisation} title={title}>
        <Message tone="info" title={t(`signatory.${key}.title`)}>
          <p>
            <strong>{view.signature_name}</strong>
          </p>
          <p>{t(`signatory.${key}.text`, { organisation })}</p>
        </Message>
      </Frame>
    );
  }

  const statement = view.signtext?.trim() || t('signatory.defaultSigntext');
  const signer = [view.name, view.companyname, view.role].filter((part): part is string => Boolean(part)).join(', ');
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!view.identified) return;
    if (!accepted) return setProblem(t('signatory.acceptRequired'));
    setProblem(null);
    setSigning(true);
    try {
      await sign(view, view.identified.method);
    } catch (error) {
      setSigning(false);
      setProblem(errorText(error));
      // The identification is no longer valid (it is kept for ten minutes): choose a method again.
      if (isApiCallError(error) && error.code === 'EID_INVALID') setState({ status: 'ready', view: { ...view, identified: null } });
    }
  };

  return (
    <Frame organisation={view.organisation} title={title}>
      <article className={styles.panel} aria-labelledby="signatory-title">
        <p className={styles.eyebrow}>{t('signatory.eyebrow', { organisation })}</p>
        <h1 id="signatory-title" className={styles.pageTitle}>
          {view.signature_name}
        </h1>
        {view.description && <p className={styles.lead}>{view.description}</p>}
        <dl className={styles.facts}>
          <dt>{t('signatory.signer')}</dt>
          <dd>{signer}</dd>
        </dl>
        {view.files.length > 0 && <DocumentFiles files={view.files} download={(file: EsignatureFile) => download(`${base}/files/${file.id}`, file.name)} />}
        {view.identified ? (
          <form className={styles.step} onSubmit={(event) => void confirm(event)} noValidate aria-labelledby="confirm-title">
            <StepHeading id="confirm-title">{t('signatory.confirmTitle')}</StepHeading>
            <p className={styles.identified}>{t('signatory.identified', { name: view.identified.name })}</p>
            <Statement text={statement} accepted={accepted} onChange={setAccepted} />
            <FormFooter problem={problem} submitLabel={t('signatory.sign')} busy={signing} />
          </form>
        ) : screen ? (
          <ScreenSignatureStep
            submitLabel={t('signatory.sign')}
            onBack={() => setScreen(false)}
            extra={<Statement text={statement} accepted={accepted} onChange={setAccepted} />}
            extraProblem={accepted ? null : t('signatory.acceptRequired')}
            submit={(image) => sign(view, 'SCREENSIGNATURE', image)}
          />
        ) : (
          <section className={styles.step} aria-labelledby="methods-title">
            <StepHeading id="methods-title">{t('signatory.methodsTitle')}</StepHeading>
            <p className={styles.help}>{t('signatory.methodsIntro')}</p>
            <MethodChooser methods={signingMethods(view)} busy={busy} onChoose={(method) => void choose(view, method)} />
            <div role="alert">{problem && <p className={styles.formError}>{problem}</p>}</div>
          </section>
        )}
      </article>
    </Frame>
  );
}

function FinalPdfButton({ download }: { download: () => Promise<void> }) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await download();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className={styles.receiptActions}>
        <Button variant="primary" loading={busy} onClick={() => void run()}>
          {t('signatory.signed.download')}
        </Button>
      </div>
      <div role="alert">{problem && <p className={styles.fieldError}>{problem}</p>}</div>
    </>
  );
}
