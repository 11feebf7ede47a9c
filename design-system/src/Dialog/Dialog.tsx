import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { AlertIcon, CheckIcon, QuestionIcon } from '../internal/icons';
import { Modal } from '../Modal/Modal';
import * as styles from './Dialog.module.css';

export type DialogKind = 'error' | 'success' | 'confirm';

export type DialogProps = {
  open: boolean;
  /** error: the spec's 'Virhe' dialog; success: 'Valmis!'; confirm: asks before acting. */
  kind: DialogKind;
  title: string;
  message: ReactNode;
  onClose: () => void;
  /** The OK button of error/success dialogs, the cancel button of confirm dialogs. */
  closeLabel: string;
  onConfirm?: () => void;
  confirmLabel?: string;
  /** Confirm button styled as danger, for destructive actions. */
  destructive?: boolean;
  /** Shows the confirm button as busy while the action runs. */
  confirmLoading?: boolean;
};

const icons = { error: AlertIcon, success: CheckIcon, confirm: QuestionIcon } satisfies Record<DialogKind, unknown>;

export function Dialog({
  open,
  kind,
  title,
  message,
  onClose,
  closeLabel,
  onConfirm,
  confirmLabel,
  destructive = false,
  confirmLoading = false,
}: DialogProps) {
  const messageId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const Icon = icons[kind];
  const isConfirm = kind === 'confirm';

  const footer = isConfirm ? (
    <>
      <Button ref={cancelRef} variant="secondary" onClick={onClose}>
        {closeLabel}
      </Button>
      <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={confirmLoading}>
        {confirmLabel ?? title}
      </Button>
    </>
  ) : (
    <Button ref={primaryRef} variant="primary" onClick={onClose}>
      {closeLabel}
    </Button>
  );

  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={closeLabel}
      size="sm"
      role={kind === 'error' ? 'alertdialog' : 'dialog'}
      describedBy={messageId}
      // Confirmations focus the safe choice; messages focus their only button.
      initialFocusRef={isConfirm ? cancelRef : primaryRef}
      closeOnBackdropClick={kind !== 'error'}
      hideCloseButton
      icon={<Icon className={styles[kind]} width={20} height={20} />}
      footer={footer}
    >
      <div id={messageId} className={styles.message}>
        {message}
      </div>
    </Modal>
  );
}
