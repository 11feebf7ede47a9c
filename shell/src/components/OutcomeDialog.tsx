import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tunne/design-system';
import * as styles from '../pages/forms.module.css';

/** What a form's submit came to: nothing yet, done, or the error text to show. */
export type Outcome = { kind: 'done' } | { kind: 'error'; message: string } | null;

/** The dialog that tells a form's outcome: success with `doneMessage`, or the error's text. */
export const OutcomeDialog = ({ outcome, doneMessage, onClose }: { outcome: Outcome; doneMessage: string; onClose: () => void }) => {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open={outcome !== null}
      kind={outcome?.kind === 'done' ? 'success' : 'error'}
      title={outcome?.kind === 'done' ? t('dialog.doneTitle') : t('dialog.errorTitle')}
      message={outcome?.kind === 'done' ? doneMessage : (outcome?.message ?? '')}
      onClose={onClose}
      closeLabel={t('dialog.ok')}
    />
  );
};

/** A settings form's footer: the submit button at the right, its outcome in a dialog. */
export const SaveFooter = ({ label, submitting, outcome, doneMessage, onClose }: {
  label: string;
  submitting: boolean;
  outcome: Outcome;
  doneMessage: string;
  onClose: () => void;
}) => (
  <>
    <div className={styles.actions}>
      <span />
      <Button type="submit" variant="primary" loading={submitting}>
        {label}
      </Button>
    </div>
    <OutcomeDialog outcome={outcome} doneMessage={doneMessage} onClose={onClose} />
  </>
);
