import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@tunne/design-system';

interface CardDialogProps {
  title: string;
  /** The save; resolves when done. While it runs the dialog is busy; what it throws goes to onError. */
  onSave: () => Promise<void>;
  onClose: () => void;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** The card's small edit dialogs (assignment, KYC clock, monitoring): a form dialog in the register's words. */
export const CardDialog = ({ title, onSave, onClose, onError, children }: CardDialogProps) => {
  const { t } = useTranslation('customers');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={title}
      onSubmit={() => void save()}
      onClose={onClose}
      submitLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={busy}
      size="sm"
    >
      {children}
    </FormDialog>
  );
};
