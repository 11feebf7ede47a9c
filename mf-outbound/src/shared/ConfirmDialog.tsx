import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@tunne/design-system';
import { useErrorText } from '@tunne/app-kit';
import { isEddRefusal, SendRefusal } from './SendRefusal.tsx';

export type Confirmation = {
  title: string;
  message: string;
  confirmLabel: string;
  destructive?: boolean;
  run: () => Promise<void>;
  /**
   * A send (mark as sent, resend): the same with an admin's EDD override reason. With it an EDD refusal (409
   * EDD_NOT_APPROVED) is said in the dialog, which stays open and offers an admin the override (issue 25 §3).
   */
  runWithEddOverride?: (reason: string) => Promise<void>;
  /** The send was already refused with this text (a detail's "Send now"): the dialog opens on it, offering the override. */
  refused?: string;
};

/** Asks before an action that mails someone or loses something; busy while it runs, errors to onError. */
export const ConfirmDialog = ({ confirmation, onClose, onError }: { confirmation: Confirmation | null; onClose: () => void; onError: (error: unknown) => void }) => {
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const attempt = async (run: () => Promise<void>) => {
    if (!confirmation) return;
    setBusy(true);
    setRefusal(null);
    let refused = false;
    try {
      await run();
    } catch (error) {
      refused = confirmation.runWithEddOverride !== undefined && isEddRefusal(error);
      if (refused) setRefusal(errorText(error));
      else onError(error);
    } finally {
      setBusy(false);
      if (!refused) close();
    }
  };
  const override = confirmation?.runWithEddOverride;
  const shownRefusal = refusal ?? confirmation?.refused ?? null;
  return (
    <Dialog
      open={confirmation !== null}
      kind="confirm"
      title={confirmation?.title ?? ''}
      message={
        shownRefusal ? (
          <>
            {confirmation?.message}
            <SendRefusal text={shownRefusal} onOverride={override ? (reason) => attempt(() => override(reason)) : null} />
          </>
        ) : (confirmation?.message ?? '')
      }
      confirmLabel={confirmation?.confirmLabel}
      destructive={confirmation?.destructive ?? false}
      confirmLoading={busy}
      closeLabel={t('common.cancel')}
      onClose={() => !busy && close()}
      onConfirm={() => void (confirmation && attempt(confirmation.run))}
    />
  );
};
