import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export type DeleteRowActionProps = {
  /** The button's text, e.g. "Poista". */
  label: string;
  /** The button's accessible name when the text alone is ambiguous in a list, e.g. "Poista: Esimerkki Oy". */
  accessibleName?: string;
  /** The confirm dialog's title, e.g. "Poista kysymys?". */
  title: string;
  /** Names what will be lost. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the deletion; the dialog stays open and busy until it settles. */
  onConfirm: () => Promise<unknown> | void;
  /** A failed deletion closes the dialog and hands the error on (the page shows its 'Virhe' dialog). */
  onError?: (error: unknown) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
};

/** A row's delete button: asks in a confirm dialog, then deletes with a busy confirm button. */
export function DeleteRowAction({
  label,
  accessibleName,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onError,
  variant = 'ghost',
  size = 'sm',
  disabled,
}: DeleteRowActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function handleConfirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setOpen(false);
      if (onError) onError(error);
      else throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant={variant} size={size} aria-label={accessibleName} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog
        open={open}
        kind="confirm"
        title={title}
        message={message}
        closeLabel={cancelLabel}
        confirmLabel={confirmLabel}
        destructive
        confirmLoading={busy}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}
