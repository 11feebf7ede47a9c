import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '@tunne/app-kit/api-error';
import { useErrorText } from '@tunne/app-kit/error-text';
import { formatFileSize } from '@tunne/design-system/FileList';
import { Spinner } from '@tunne/design-system/Spinner';
import { outboundFileLimits, type OutboundFile } from '@tunne/contracts';
import { FormFooter } from '../shared/FormFooter.tsx';
import * as styles from '../shared/public.module.css';
import { StepHeading } from './StepHeading.tsx';

export const passportAccept = 'image/jpeg,image/png,application/pdf';
const acceptedTypes = passportAccept.split(',');
/** PassportBody takes at most four files (both sides of a card, a page more). */
export const maxPassportFiles = 4;

/** A phone or tablet: the camera button is offered besides the file chooser. */
const hasCamera = (): boolean => {
  try {
    return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  } catch {
    return false;
  }
};

export interface PassportStepProps {
  upload: (file: File) => Promise<OutboundFile>;
  submit: (filesIds: string[]) => Promise<void>;
  onBack: () => void;
  readOnly?: boolean;
}

/** A photo of an identity document (PASSPORTFILE): take or choose JPEG/PNG/PDF, upload each, then send them. */
export function PassportStep({ upload, submit, onBack, readOnly = false }: PassportStepProps) {
  const { t, i18n } = useTranslation('public');
  const errorText = useErrorText();
  const cameraId = useId();
  const chooseId = useId();
  const hintId = useId();
  const [files, setFiles] = useState<OutboundFile[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [camera] = useState(hasCamera);
  const maxMb = outboundFileLimits.maxBytes / 1024 / 1024;
  const full = files.length >= maxPassportFiles;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.type && !acceptedTypes.includes(file.type)) return setProblem(t('passport.wrongType'));
    if (file.size > outboundFileLimits.maxBytes) return setProblem(t('passport.tooLarge', { mb: maxMb }));
    if (full) return setProblem(t('passport.tooMany', { count: maxPassportFiles }));
    setUploading(file.name);
    try {
      const added = await upload(file);
      setFiles((current) => [...current, added]);
    } catch (error) {
      // The service's own text for a refused type speaks of PDFs only; here images are fine too.
      const refused = isApiCallError(error) && (error.code === 'UNSUPPORTED_FILE' || error.code === 'IMAGE_UNSUPPORTED');
      setProblem(refused ? t('passport.wrongType') : errorText(error));
    } finally {
      setUploading(null);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return setProblem(t('passport.none'));
    setProblem(null);
    setSending(true);
    try {
      await submit(files.map((file) => file.id));
    } catch (error) {
      setProblem(errorText(error));
      setSending(false);
    }
  };

  const off = readOnly || uploading !== null || sending || full;
  return (
    <form className={styles.step} onSubmit={(event) => void send(event)} noValidate aria-labelledby="passport-title">
      <StepHeading id="passport-title">{t('passport.title')}</StepHeading>
      <p className={styles.stepDescription}>{t('passport.intro')}</p>
      <div className={styles.pickRow}>
        {camera && (
          <div>
            <input id={cameraId} className={styles.pickInput} type="file" accept="image/jpeg,image/png" capture="environment" disabled={off} aria-describedby={hintId} onChange={(event) => void choose(event)} />
            <label htmlFor={cameraId} className={`${styles.pickButton} ${styles.pickPrimary}`}>
              {t('passport.camera')}
            </label>
          </div>
        )}
        <div>
          <input id={chooseId} className={styles.pickInput} type="file" accept={passportAccept} disabled={off} aria-describedby={hintId} onChange={(event) => void choose(event)} />
          <label htmlFor={chooseId} className={styles.pickButton}>
            {t('passport.choose')}
          </label>
        </div>
      </div>
      <p id={hintId} className={styles.help}>
        {t('passport.hint', { mb: maxMb })}
      </p>
      <div aria-live="polite">
        {uploading && (
          <p className={styles.busyLine}>
            <Spinner label={t('loading')} size="sm" delayMs={0} />
            <span>{t('passport.uploading', { name: uploading })}</span>
          </p>
        )}
      </div>
      {files.length > 0 && (
        <ul className={styles.fileRows} aria-label={t('passport.uploaded')}>
          {files.map((file) => (
            <li key={file.id} className={styles.fileRow}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>{formatFileSize(file.size, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
      <FormFooter problem={problem} submitLabel={t('passport.submit')} busy={sending} submitDisabled={readOnly || uploading !== null || files.length === 0} onBack={onBack} />
    </form>
  );
}
