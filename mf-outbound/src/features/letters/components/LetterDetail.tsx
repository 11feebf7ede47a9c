import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner, TrafficLight } from '@tunne/design-system';
import { formatDateTime, useLoad } from '@tunne/app-kit';
import { letterLight, type Letter, type SendBody } from '@tunne/contracts';
import { ConfirmDialog, type Confirmation } from '../../../shared/ConfirmDialog.tsx';
import { Facts } from '../../../shared/Facts.tsx';
import { ItemHistory } from '../../../shared/ItemHistory.tsx';
import { ItemFiles } from '../../../shared/ItemFiles.tsx';
import { deleteItem, openPreview, sendItem } from '../../../shared/item-api.ts';
import { SendLaterDialog } from '../../../shared/SendLaterDialog.tsx';
import { useMarkedLink, type WithMarkedLink } from '../../../shared/MarkedLinkDialog.tsx';
import * as styles from '../../../shared/Detail.module.css';
import { FrozenSendNote, isSendRefusal } from '../../../shared/SendRefusal.tsx';
import { getLetter } from '../api.ts';
import { letterStatusKey } from '../letter-status.ts';

type Props = {
  letterId: string;
  senderName: string | null;
  onChanged: (letter: Letter) => void;
  onDeleted: (id: string) => void;
  onEdit: (letter: Letter) => void;
  /** The customer is frozen: the send buttons are disabled and say why (the service refuses them too). */
  frozen?: boolean;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** A secure message with its files, the recipient's answer and the actions its state allows (spec §4). */
export const LetterDetail = ({ letterId, senderName, onChanged, onDeleted, onEdit, frozen = false, onClose, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const frozenNoteId = useId();
  const load = useLoad((signal) => getLetter(letterId, signal), [letterId]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const markedLink = useMarkedLink();
  const [later, setLater] = useState(false);
  const [busy, setBusy] = useState(false);
  const letter = load.state === 'done' ? load.data : null;

  const changed = (next: Letter) => {
    load.set(next);
    onChanged(next);
  };
  const send = (body: SendBody) => async () => {
    if (letter) changed(markedLink.take(await sendItem<WithMarkedLink<Letter>>('letters', letter.id, body)));
  };
  const handleSendNow = async () => {
    setBusy(true);
    try {
      await send({ mode: 'NOW' })();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const footer = letter && (
    <>
      <Button variant="ghost" className={styles.actionsStart} onClick={() => openPreview(letter.public_url)}>
        {t('actions.preview')}
      </Button>
      {letter.state === 'draft' && (
        <>
          <Button
            disabled={frozen}
            onClick={() =>
              setConfirmation({ title: t('confirm.markTitle'), message: t('confirm.mark', { email: letter.email }), confirmLabel: t('actions.markSent'), run: send({ mode: 'MARK' }), runWithEddOverride: (reason) => send({ mode: 'MARK', edd_override_reason: reason })() })
            }
          >
            {t('actions.markSent')}
          </Button>
          <Button disabled={frozen} onClick={() => setLater(true)}>{t('actions.sendLaterEllipsis')}</Button>
          <Button disabled={frozen} variant="primary" loading={busy} onClick={() => void handleSendNow()}>
            {t('actions.sendNow')}
          </Button>
        </>
      )}
      {letter.state === 'error' && (
        <Button
          disabled={frozen}
          variant="primary"
          onClick={() =>
            setConfirmation({ title: t('confirm.resendTitle'), message: t('confirm.resend', { email: letter.email }), confirmLabel: t('actions.resend'), run: send({ mode: 'NOW' }), runWithEddOverride: (reason) => send({ mode: 'NOW', edd_override_reason: reason })() })
          }
        >
          {t('actions.resend')}
        </Button>
      )}
    </>
  );

  const attachments = letter?.files.filter((file) => file.role === 'attachment') ?? [];
  const answerFiles = letter?.files.filter((file) => file.role === 'answer') ?? [];

  return (
    <Modal
      open
      title={letter ? t('letters.detailTitle', { email: letter.email }) : t('letters.detailLoading')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="lg"
      footer={footer}
    >
      {frozen && <FrozenSendNote id={frozenNoteId} />}
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
      {load.state === 'error' && (
        <p className={styles.muted} role="alert">
          {t('common.loadError')}
        </p>
      )}
      {letter && (
        <div className={styles.stack} data-letter={letter.id} data-state={letter.state}>
          <div className={styles.head}>
            <TrafficLight status={letterLight(letter.state)} label={t(letterStatusKey(letter))} />
            {letter.send_at && letter.state === 'draft' && <span className={styles.muted}>{t('requests.scheduled', { at: formatDateTime(letter.send_at) })}</span>}
            {letter.state === 'draft' && (
              <span className={styles.headActions}>
                <Button size="sm" onClick={() => onEdit(letter)}>{t('common.edit')}</Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    setConfirmation({
                      title: t('confirm.deleteTitle'),
                      message: t('confirm.deleteLetter', { email: letter.email }),
                      confirmLabel: t('common.delete'),
                      destructive: true,
                      run: async () => {
                        await deleteItem('letters', letter.id);
                        onDeleted(letter.id);
                      },
                    })
                  }
                >
                  {t('common.delete')}
                </Button>
              </span>
            )}
          </div>
          <Facts
            label={t('letters.facts')}
            items={[
              [t('fields.email'), letter.email],
              [t('fields.tel'), letter.tel],
              [t('fields.language'), t(`languages.${letter.language}`)],
              [t('letters.allowAnswer'), letter.allow_answer ? t('common.yes') : t('common.no')],
              [t('columns.sender'), senderName],
              [t('fields.created_at'), formatDateTime(letter.created_at)],
              [t('columns.sent'), formatDateTime(letter.sent_at)],
              [t('fields.resent'), letter.resend_cnt > 0 ? t('fields.resentValue', { count: letter.resend_cnt, at: formatDateTime(letter.resent_at) }) : null],
              [t('fields.expires_at'), formatDateTime(letter.expires_at)],
              [t('columns.opened'), formatDateTime(letter.opened_at)],
              [t('columns.answered'), formatDateTime(letter.answered_at)],
            ]}
          />
          <section className={styles.part}>
            <h3 className={styles.partTitle}>{t('fields.text')}</h3>
            <p className={styles.text}>{letter.text}</p>
          </section>
          {letter.note && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('fields.note')}</h3>
              <p className={styles.text}>{letter.note}</p>
            </section>
          )}
          <section className={styles.part}>
            <h3 className={styles.partTitle}>{t('files.attachments')}</h3>
            <ItemFiles
              kind="letters"
              itemId={letter.id}
              files={attachments}
              label={t('files.attachments')}
              canEdit={letter.state === 'draft'}
              onRemoved={(id) => changed({ ...letter, files: letter.files.filter((file) => file.id !== id) })}
              onAdded={(file) => changed({ ...letter, files: [...letter.files, file] })}
              onError={onError}
            />
          </section>
          {(letter.answered_at || answerFiles.length > 0) && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('letters.answer')}</h3>
              {letter.answer_text && <p className={styles.text}>{letter.answer_text}</p>}
              <ItemFiles
                kind="letters"
                itemId={letter.id}
                files={answerFiles}
                label={t('letters.answerFiles')}
                canEdit={false}
                onRemoved={() => undefined}
                onAdded={() => undefined}
                onError={onError}
              />
            </section>
          )}
          <ItemHistory kind="letters" itemId={letter.id} version={letter} />
        </div>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} onError={onError} />
      {markedLink.dialog}
      {later && letter && (
        <SendLaterDialog
          onSend={async (body) => {
            try {
              await send(body)();
              setLater(false);
            } catch (error) {
              // A refusal (frozen, EDD, …) is said in the dialog, which offers an admin the EDD override.
              if (isSendRefusal(error)) throw error;
              onError(error);
            }
          }}
          onClose={() => setLater(false)}
        />
      )}
    </Modal>
  );
};
