import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@tunne/app-kit/error-text';
import { FormFooter } from '../shared/FormFooter.tsx';
import * as styles from '../shared/public.module.css';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad.tsx';
import { StepHeading } from './StepHeading.tsx';

export interface ScreenSignatureStepProps {
  /** Sends the PNG data URL; throws to show the problem. */
  submit: (image: string) => Promise<void>;
  onBack: () => void;
  submitLabel: string;
  /** Something more to agree to before sending (the signatory's statement and checkbox); null when ready. */
  extra?: ReactNode;
  /** Why the extra part is not ready yet (shown on submit), or null. */
  extraProblem?: string | null;
  readOnly?: boolean;
}

/** Draw a signature on the screen, then send it; the submit waits until something is drawn. */
export function ScreenSignatureStep({ submit, onBack, submitLabel, extra, extraProblem = null, readOnly = false }: ScreenSignatureStepProps) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const pad = useRef<SignaturePadHandle>(null);
  const [drawn, setDrawn] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!drawn || !pad.current) return setProblem(t('screensignature.empty'));
    if (extraProblem) return setProblem(extraProblem);
    setProblem(null);
    setSending(true);
    try {
      await submit(pad.current.toDataUrl());
    } catch (error) {
      setProblem(errorText(error));
      setSending(false);
    }
  };

  return (
    <form className={styles.step} onSubmit={(event) => void send(event)} noValidate aria-labelledby="screensignature-title">
      <StepHeading id="screensignature-title">{t('screensignature.title')}</StepHeading>
      <p className={styles.stepDescription}>{t('screensignature.intro')}</p>
      <SignaturePad ref={pad} onDrawnChange={setDrawn} disabled={readOnly || sending} />
      {extra}
      <FormFooter problem={problem} submitLabel={submitLabel} busy={sending} submitDisabled={readOnly || !drawn} onBack={onBack} />
    </form>
  );
}
