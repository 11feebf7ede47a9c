import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tunne/design-system';
import { useErrorText } from '@tunne/app-kit';
import * as styles from '../pages/forms.module.css';

/** What a form's submit came to: nothing yet, done, or the error text to show. */
export type Outcome = { kind: 'done' } | { kind: 'error'; message: string } | null;

/** A form's outcome and how it is set: done, failed (the error's text by `textOf`, else the usual one), cleared. */
export const useOutcome = (textOf?: (error: unknown) => string) => {
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  return {
    outcome,
    done: () => setOutcome({ kind: 'done' }),
    failed: (error: unknown) => setOutcome({ kind: 'error', message: (textOf ?? errorText)(error) }),
    clear: () => setOutcome(null),
  };
};

/** A settings form: its problems shown once a field is left, the outcome of its save told in a dialog. */
export const useSettingsForm = <V extends FieldValues>(defaultValues: DefaultValues<V>) => ({
  form: useForm<V>({ mode: 'onTouched', defaultValues }),
  saving: useOutcome(),
});

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

/** An action's failure (null: none) in an error dialog, in the error's own words. */
export const FailureDialog = ({ failure, onClose }: { failure: unknown; onClose: () => void }) => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  return (
    <Dialog
      open={failure !== null}
      kind="error"
      title={t('dialog.errorTitle')}
      message={failure === null ? '' : errorText(failure)}
      onClose={onClose}
      closeLabel={t('dialog.ok')}
    />
  );
};
