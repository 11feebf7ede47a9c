import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@tunne/design-system';

export type Confirmation = {
  title: string;
  message: string;
  confirmLabel: string;
  destructive?: boolean;
  run: () => Promise<void>;
};

/** Asks before an action that mails someone or loses something; busy while it runs, errors to onError. */
export const ConfirmDialog = ({ confirmation, onClose, onError }: { confirmation: Confirmation | null; onClose: () => void; onError: (error: unknown) => void }) => {
  const { t } = useTranslation('outbound');
  const [busy, setBusy] = useState(false);
  const handleConfirm = async () => {
    if (!confirmation) return;
    setBusy(true);
    try {
      await confirmation.run();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={confirmation !== null}
      kind="confirm"
      title={confirmation?.title ?? ''}
      message={confirmation?.message ?? ''}
      confirmLabel={confirmation?.confirmLabel}
      destructive={confirmation?.destructive ?? false}
      confirmLoading={busy}
      closeLabel={t('common.cancel')}
      onClose={() => !busy && onClose()}
      onConfirm={() => void handleConfirm()}
    />
  );
};
