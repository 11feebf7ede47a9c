import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@tunne/app-kit/error-text';
import { formatDateTime } from '@tunne/app-kit/format';
import { Button } from '@tunne/design-system/Button';
import { Spinner } from '@tunne/design-system/Spinner';
import { outboundFileLimits, type Language, type PublicVerifyResult } from '@tunne/contracts';
import { useMethodName } from '../identify/MethodChooser.tsx';
import { StepHeading } from '../identify/StepHeading.tsx';
import { anonymousClient } from '../shared/api.ts';
import { Frame } from '../shared/Frame.tsx';
import { changePageLanguage, isPageLanguage } from '../shared/i18n.ts';
import * as styles from '../shared/public.module.css';

/** The browser's language among the public pages' five (sv → se, nb/nn → no, da → dk), else Finnish. */
export const browserLanguage = (languages: readonly string[]): Language => {
  const map: Record<string, Language> = { fi: 'fi', en: 'en', sv: 'se', se: 'se', nb: 'no', nn: 'no', no: 'no', da: 'dk', dk: 'dk' };
  for (const tag of languages) {
    const found = map[tag.toLowerCase().split('-')[0] ?? ''];
    if (found && isPageLanguage(found)) return found;
  }
  return 'fi';
};

const maxBytes = outboundFileLimits.maxBytes;
const isPdfName = (file: File): boolean => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

type VerifyState =
  | { status: 'idle' }
  | { status: 'checking'; name: string }
  | { status: 'result'; name: string; result: PublicVerifyResult }
  | { status: 'failed'; problem: string };

/** Verified only when the exact file is on record and its PDF signature is intact (a match with a broken one is not). */
export const isVerified = (result: PublicVerifyResult): boolean => result.match && result.pdf_signature === 'valid' && result.document !== null;

function VerifyResult({ name, result }: { name: string; result: PublicVerifyResult }) {
  const { t } = useTranslation('public');
  const methodName = useMethodName();
  const verified = isVerified(result);
  const document = result.document;
  const reason = result.pdf_signature === 'invalid' ? 'modified' : result.pdf_signature === 'none' ? 'none' : 'unknown';
  return (
    <div className={`${styles.result} ${verified ? styles.resultValid : styles.resultInvalid}`}>
      <StepHeading id="verify-result">
        <span className={styles.resultTitle}>
          <span className={styles.resultIcon} aria-hidden="true">
            {verified ? '✓' : '!'}
          </span>
          <span>{verified ? t('verify.valid.title') : t('verify.invalid.title')}</span>
        </span>
      </StepHeading>
      {!verified && <p>{t(`verify.invalid.${reason}`)}</p>}
      <dl className={styles.facts}>
        {verified && document && (
          <>
            <dt>{t('verify.valid.document')}</dt>
            <dd>{document.signature_name}</dd>
            <dt>{t('verify.valid.organisation')}</dt>
            <dd>{document.organisation_name}</dd>
            <dt>{t('verify.valid.signedAt')}</dt>
            <dd>{formatDateTime(document.signed_at)}</dd>
            <dt>{t('verify.valid.signatories')}</dt>
            <dd>
              <ul className={styles.signatoryList}>
                {document.signatories.map((signatory, index) => (
                  <li key={`${signatory.name}-${index}`}>
                    {[signatory.name, signatory.method ? methodName(signatory.method) : null, signatory.signed_at ? formatDateTime(signatory.signed_at) : null]
                      .filter(Boolean)
                      .join(', ')}
                  </li>
                ))}
              </ul>
            </dd>
            {result.timestamp && (
              <>
                <dt>{t('verify.valid.timestamp')}</dt>
                <dd>
                  {result.timestamp.authority
                    ? t('verify.valid.timestampBy', { time: formatDateTime(result.timestamp.time), authority: result.timestamp.authority })
                    : formatDateTime(result.timestamp.time)}
                  {!result.timestamp.intact && <> ({t('verify.valid.timestampBroken')})</>}
                </dd>
              </>
            )}
          </>
        )}
        <dt>{t('verify.file')}</dt>
        <dd>{name}</dd>
        <dt>{t('verify.sha')}</dt>
        <dd>
          <code>{result.sha256}</code>
        </dd>
      </dl>
    </div>
  );
}

/**
 * "Verify a signed document" (issue 14): choose or drop a PDF, the service says whether it is a final PDF it signed,
 * unchanged. No organisation and no link: the product's own frame, in the browser's language.
 */
export function VerifyPage() {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<VerifyState>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);
  const maxMb = maxBytes / 1024 / 1024;

  useEffect(() => {
    void changePageLanguage(browserLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'fi']));
  }, []);

  const check = async (file: File | undefined) => {
    if (!file) return;
    if (!isPdfName(file)) return setState({ status: 'failed', problem: t('verify.wrongType') });
    if (file.size > maxBytes) return setState({ status: 'failed', problem: t('verify.tooLarge', { mb: maxMb }) });
    setState({ status: 'checking', name: file.name });
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const result = await anonymousClient().upload<PublicVerifyResult>('v2.5/public/verify', form);
      setState({ status: 'result', name: file.name, result });
    } catch (error) {
      setState({ status: 'failed', problem: errorText(error) });
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void check(file);
  };
  const dropped = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  };

  const checking = state.status === 'checking';
  return (
    <Frame product title={t('pageTitle.verify')}>
      <article className={styles.panel} aria-labelledby="verify-title">
        <h1 id="verify-title" className={styles.pageTitle}>
          {t('verify.title')}
        </h1>
        <p className={styles.stepDescription}>{t('verify.intro')}</p>
        <div
          className={`${styles.dropZone} ${dragging ? styles.dropActive : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={dropped}
        >
          <span aria-hidden="true">{t('verify.drop')}</span>
          <span aria-hidden="true" className={styles.help}>
            {t('verify.or')}
          </span>
          <input ref={input} id={inputId} className={styles.pickInput} type="file" accept="application/pdf,.pdf" disabled={checking} aria-describedby={hintId} onChange={chosen} />
          <label htmlFor={inputId} className={`${styles.pickButton} ${styles.pickPrimary}`}>
            {t('verify.choose')}
          </label>
          <span id={hintId} className={styles.help}>
            {t('verify.hint', { mb: maxMb })}
          </span>
        </div>
        <div role="status" aria-live="polite" aria-atomic="true">
          {state.status === 'checking' && (
            <p className={styles.busyLine}>
              <Spinner label={t('loading')} size="sm" delayMs={0} />
              <span>{t('verify.checking', { name: state.name })}</span>
            </p>
          )}
          {state.status === 'result' && <VerifyResult name={state.name} result={state.result} />}
          {state.status === 'failed' && <p className={styles.formError}>{state.problem}</p>}
        </div>
        {state.status === 'result' && (
          <div className={styles.actions}>
            <span />
            <div className={styles.actionsEnd}>
              <Button variant="secondary" onClick={() => input.current?.click()}>
                {t('verify.again')}
              </Button>
            </div>
          </div>
        )}
      </article>
    </Frame>
  );
}
