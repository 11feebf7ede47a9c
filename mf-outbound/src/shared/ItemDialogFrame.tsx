import { useId, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner } from '@tunne/design-system';
import { FrozenSendNote } from './SendRefusal.tsx';
import * as styles from './Form.module.css';

/** What the footer asks for: save the draft, save and send now, or save and choose a later send time. */
export type DialogAction = 'draft' | 'now' | 'later';

type Props = {
  title: string;
  /** What is running: its button spins, the other actions wait; anything else running (e.g. 'defaults') holds them all. */
  busy: string | null;
  /** The customer is frozen: the send buttons are disabled and the note says why (the service refuses them too). */
  frozen: boolean;
  /** The send button's text ("Send now", "Save and send"). */
  sendLabel: string;
  /** "Send later…" is offered (mailed items; an e-signature goes at once). */
  sendLater: boolean;
  /** Runs an action with the form's values (react-hook-form's handleSubmit for it). */
  run: (action: DialogAction) => (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  /** The form's content under the frozen note: the refusal or progress, then the fields. */
  children: ReactNode;
};

/** A new form's wait for what it starts from (the user's defaults, the customer's contact). */
export const ItemDialogLoading = ({ title, onClose }: { title: string; onClose: () => void }) => {
  const { t } = useTranslation('outbound');
  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('common.close')} size="lg">
      <Spinner label={t('common.loading')} size="sm" showLabel />
    </Modal>
  );
};

/** The outbound item dialog's frame: the modal, the form, the frozen note and the footer of save and send actions. */
export const ItemDialogFrame = ({ title, busy, frozen, sendLabel, sendLater, run, onClose, children }: Props) => {
  const { t } = useTranslation('outbound');
  const formId = useId();
  const frozenNoteId = useId();
  const waits = (action: DialogAction) => busy !== null && busy !== action;
  const sending = (action: DialogAction) => ({
    onClick: () => void run(action)(),
    loading: busy === action,
    disabled: frozen || waits(action),
    'aria-describedby': frozen ? frozenNoteId : undefined,
  });
  return (
    <Modal
      open
      title={title}
      onClose={() => busy === null && onClose()}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <>
          <Button onClick={onClose} disabled={busy !== null}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy === 'draft'} disabled={waits('draft')}>
            {t('actions.saveDraft')}
          </Button>
          {sendLater && <Button {...sending('later')}>{t('actions.sendLaterEllipsis')}</Button>}
          <Button variant="primary" {...sending('now')}>
            {sendLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        aria-busy={busy !== null || undefined}
        onSubmit={(event) => {
          // A dialog opened from this one (a signatory's) is portalled out of the form, but its submit still bubbles
          // here through React: only this form's own submit saves the draft.
          if (event.target !== event.currentTarget) return;
          event.preventDefault();
          void run('draft')(event);
        }}
      >
        {frozen && <FrozenSendNote id={frozenNoteId} />}
        {children}
      </form>
    </Modal>
  );
};
