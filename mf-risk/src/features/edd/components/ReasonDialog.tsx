import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextArea } from '@tunne/design-system';
import { reasonMaxLength, validateReason } from '../edd-form.ts';
import * as styles from '../../../styles/form.module.css';

type Props = {
  title: string;
  label: string;
  hint?: string;
  /** What the dialog does, on its confirm button. */
  confirmLabel: string;
  destructive?: boolean;
  /** Resolves when done (the caller closes the dialog); a rejection keeps it open with the text. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** A decision that needs a written reason (refusing an EDD, lifting a freeze): the reason is mandatory. */
export const ReasonDialog = ({ title, label, hint, confirmLabel, destructive = false, onConfirm, onClose }: Props) => {
  const { t } = useTranslation('risk');
  const formId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = validateReason(reason);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      await onConfirm(reason.trim());
    } catch {
      // The caller has shown the error; the reason stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="md"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant={destructive ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <div className={styles.wide}>
          <TextArea
            label={label}
            hint={hint}
            required
            markRequired
            rows={4}
            maxLength={reasonMaxLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && problem ? t(`edd.errors.${problem}`, { max: reasonMaxLength }) : undefined}
          />
        </div>
      </form>
    </Modal>
  );
};
