import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system/Button';
import * as styles from './public.module.css';

export interface FormFooterProps {
  /** The form's problem, announced. */
  problem: string | null;
  submitLabel: string;
  /** Sending: the submit button spins and Back waits. */
  busy: boolean;
  submitDisabled?: boolean;
  /** Back to the methods (a ghost button at the start); without it the start stays empty. */
  onBack?: () => void;
}

/** The end of a recipient's form: its problem, then Back at the start and the submit button at the end. */
export function FormFooter({ problem, submitLabel, busy, submitDisabled, onBack }: FormFooterProps) {
  const { t } = useTranslation('public');
  return (
    <>
      <div role="alert">{problem && <p className={styles.formError}>{problem}</p>}</div>
      <div className={styles.actions}>
        {onBack ? (
          <Button variant="ghost" onClick={onBack} disabled={busy}>
            {t('identification.back')}
          </Button>
        ) : (
          <span />
        )}
        <div className={styles.actionsEnd}>
          <Button variant="primary" type="submit" loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </>
  );
}
