import { useId, useState, type FormEvent } from 'react';
import { Button, Modal, TextInput } from '@tunne/design-system';
import * as styles from './TypedConfirmDialog.module.css';

/** Drawn only while asked (its typed text starts empty each time). */
type Props = {
  title: string;
  message: string;
  /** What the user must type (the customer's name) before the destructive button enables. */
  expected: string;
  inputLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Letter case and extra spaces do not matter; every letter must match. */
const same = (typed: string, expected: string) => typed.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === expected.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * A confirmation for what cannot be undone (the customer's permanent deletion): the red button stays disabled until
 * the user has typed the given text, so a slip of the mouse never deletes anything.
 */
export const TypedConfirmDialog = ({ title, message, expected, inputLabel, confirmLabel, cancelLabel, busy, onConfirm, onClose }: Props) => {
  const [typed, setTyped] = useState('');
  const messageId = useId();
  const matches = same(typed, expected);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !busy) onConfirm();
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      closeLabel={cancelLabel}
      size="sm"
      describedBy={messageId}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant="danger" type="submit" form={`${messageId}-form`} disabled={!matches} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={`${messageId}-form`} className={styles.form} onSubmit={handleSubmit}>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        <TextInput label={inputLabel} value={typed} autoComplete="off" spellCheck={false} onChange={(event) => setTyped(event.target.value)} />
      </form>
    </Modal>
  );
};
