import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import type { ModalSize } from '../Modal/Modal';
import * as styles from './FormDialog.module.css';

export type FormDialogProps = {
  open: boolean;
  title: string;
  /** The fields. */
  children: ReactNode;
  /** Called with the submit event (already prevented); the page validates and saves. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  submitLabel: string;
  cancelLabel: string;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** While saving: the submit button is busy (no double submit); closing waits. */
  busy?: boolean;
  /** A message for the whole form (e.g. the server refused), shown above the fields. */
  error?: ReactNode;
  /** Submit styled as danger (the form confirms a destructive act). */
  destructive?: boolean;
  size?: ModalSize;
};

/** A modal holding one form: fields, an error slot, cancel and submit (Enter submits). */
export function FormDialog({
  open,
  title,
  children,
  onSubmit,
  onClose,
  submitLabel,
  cancelLabel,
  closeLabel,
  busy = false,
  error,
  destructive = false,
  size = 'md',
}: FormDialogProps) {
  const formId = useId();
  const handleClose = () => {
    if (!busy) onClose();
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit(event);
  }

  return (
    <Modal
      open={open}
      title={title}
      onClose={handleClose}
      closeLabel={closeLabel}
      size={size}
      footer={
        <>
          <Button onClick={handleClose}>{cancelLabel}</Button>
          <Button type="submit" form={formId} variant={destructive ? 'danger' : 'primary'} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={busy || undefined}>
        {error && (
          <div className={styles.error} role="alert">
            {error}
          </div>
        )}
        {children}
      </form>
    </Modal>
  );
}
