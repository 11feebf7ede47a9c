import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner, TrafficLight } from '@tunne/design-system';
import { announceCustomerChange, formatDateTime, useErrorText, useLoad, useSessionStore } from '@tunne/app-kit';
import { requestAskFlags, requestLight, requestRecordKinds, type Request, type SendBody } from '@tunne/contracts';
import { ConfirmDialog, type Confirmation } from '../../../shared/ConfirmDialog.tsx';
import { Facts } from '../../../shared/Facts.tsx';
import { ItemHistory } from '../../../shared/ItemHistory.tsx';
import { ItemFiles } from '../../../shared/ItemFiles.tsx';
import { deleteItem, openPreview, sendItem } from '../../../shared/item-api.ts';
import { SendLaterDialog } from '../../../shared/SendLaterDialog.tsx';
import { useMarkedLink, type WithMarkedLink } from '../../../shared/MarkedLinkDialog.tsx';
import * as styles from '../../../shared/Detail.module.css';
import { FrozenSendNote, isEddRefusal, isSendRefusal } from '../../../shared/SendRefusal.tsx';
import { DenyDialog } from '../../../shared/DenyDialog.tsx';
import { acceptRequest, denyRequest, getRequest } from '../api.ts';
import { askSubOptions, describedAsks } from '../request-form.ts';
import { AnswerComparison } from './AnswerComparison.tsx';

type Props = {
  requestId: string;
  /** The sender's name (the list has it). */
  senderName: string | null;
  onChanged: (request: Request) => void;
  onDeleted: (id: string) => void;
  onEdit: (request: Request) => void;
  /** The customer is frozen: the send buttons are disabled and say why (the service refuses them too). */
  frozen?: boolean;
  onClose: () => void;
  onError: (error: unknown) => void;
};

const isDescribed = (flag: string): flag is (typeof describedAsks)[number] => (describedAsks as readonly string[]).includes(flag);

/** What was asked, with the descriptions and the sub-options that are on. */
const AskedParts = ({ request }: { request: Request }) => {
  const { t } = useTranslation('outbound');
  const asked = requestAskFlags.filter((flag) => request[flag]);
  const filled = requestRecordKinds.flatMap((kind) => [
    ...(request[`prefill_${kind}`] ? [t(`prefill.${kind}`)] : []),
    ...(request[`autofill_${kind}`] ? [t(`autofill.${kind}`)] : []),
  ]);
  return (
    <>
      <ul className={styles.list} aria-label={t('requests.asked')}>
        {asked.map((flag) => (
          <li key={flag}>
            <strong>{t(`asks.${flag}`)}</strong>
            {flag === 'ask_riskquestions' && request.riskquestions_type && ` (${t(`riskquestionsType.${request.riskquestions_type}`)})`}
            {(askSubOptions[flag] ?? []).filter((sub) => request[sub]).map((sub) => ` · ${t(`asks.${sub}`)}`)}
            {isDescribed(flag) && request[`${flag}_description`] && <span className={styles.hash}>{request[`${flag}_description`]}</span>}
          </li>
        ))}
      </ul>
      {(filled.length > 0 || request.prefill_changes) && (
        <p className={styles.muted}>{[...filled, ...(request.prefill_changes ? [t('prefill.changes')] : [])].join(' · ')}</p>
      )}
    </>
  );
};

/** A request with everything about it and the actions its state allows (spec §4). */
export const RequestDetail = ({ requestId, senderName, onChanged, onDeleted, onEdit, frozen = false, onClose, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const frozenNoteId = useId();
  const usesApproval = useSessionStore((state) => state.organisation?.use_requests_accept ?? false);
  const load = useLoad((signal) => getRequest(requestId, signal), [requestId]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const markedLink = useMarkedLink();
  const [dialog, setDialog] = useState<'later' | 'deny' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // After an accept the button is gone: focus goes to the new state (issue 26), not to the page, so Esc still closes.
  const stateRef = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || confirmation !== null) return;
    stateRef.current?.focus();
    setRefocus(false);
  }, [refocus, confirmation]);

  const request = load.state === 'done' ? load.data : null;
  const changed = (next: Request) => {
    load.set(next);
    onChanged(next);
  };
  /** Runs a footer action; a send refused for the EDD (`eddRetry`) opens the confirmation that offers an admin the override. */
  const act = async (key: string, action: () => Promise<Request>, eddRetry?: Confirmation) => {
    setBusy(key);
    try {
      changed(await action());
    } catch (error) {
      if (eddRetry && isEddRefusal(error)) setConfirmation({ ...eddRetry, refused: errorText(error) });
      else onError(error);
    } finally {
      setBusy(null);
    }
  };
  const send = (body: SendBody) => async () => {
    if (request) changed(markedLink.take(await sendItem<WithMarkedLink<Request>>('requests', request.id, body)));
  };

  const title = request ? t('requests.detailTitle', { email: request.email }) : t('requests.detailLoading');
  const answered = request && ['wait', 'done', 'accepted'].includes(request.state);

  const footer = request && (
    <>
      <Button variant="ghost" className={styles.actionsStart} onClick={() => openPreview(request.public_url)}>
        {t('actions.preview')}
      </Button>
      {request.state === 'draft' && (
        <>
          <Button
            disabled={frozen}
            onClick={() =>
              setConfirmation({
                title: t('confirm.markTitle'),
                message: t('confirm.mark', { email: request.email }),
                confirmLabel: t('actions.markSent'),
                run: send({ mode: 'MARK' }),
                runWithEddOverride: (reason) => send({ mode: 'MARK', edd_override_reason: reason })(),
              })
            }
          >
            {t('actions.markSent')}
          </Button>
          <Button disabled={frozen} onClick={() => setDialog('later')}>{t('actions.sendLaterEllipsis')}</Button>
          <Button disabled={frozen} variant="primary" loading={busy === 'now'} onClick={() =>
              void act('now', () => sendItem<Request>('requests', request.id, { mode: 'NOW' }), {
                title: t('confirm.sendTitle'),
                message: t('confirm.send', { email: request.email }),
                confirmLabel: t('actions.sendNow'),
                run: send({ mode: 'NOW' }),
                runWithEddOverride: (reason) => send({ mode: 'NOW', edd_override_reason: reason })(),
              })
            }>
            {t('actions.sendNow')}
          </Button>
        </>
      )}
      {request.state === 'error' && (
        <Button
          disabled={frozen}
          variant="primary"
          onClick={() =>
            setConfirmation({
              title: t('confirm.resendTitle'),
              message: t('confirm.resend', { email: request.email }),
              confirmLabel: t('actions.resend'),
              run: send({ mode: 'NOW' }),
              runWithEddOverride: (reason) => send({ mode: 'NOW', edd_override_reason: reason })(),
            })
          }
        >
          {t('actions.resend')}
        </Button>
      )}
      {request.state === 'wait' && usesApproval && (
        <>
          <Button onClick={() => setDialog('deny')}>{t('actions.deny')}</Button>
          <Button
            variant="primary"
            onClick={() =>
              setConfirmation({
                title: t('confirm.acceptTitle'),
                message: t('confirm.acceptRequest', { email: request.email }),
                confirmLabel: t('actions.accept'),
                run: async () => {
                  changed(await acceptRequest(request.id));
                  setRefocus(true);
                  // The answer landed in the customer: the card's other sections (risk score, EDD; records) read again.
                  announceCustomerChange('risk', request.customers_id);
                  announceCustomerChange('records', request.customers_id);
                },
              })
            }
          >
            {t('actions.accept')}
          </Button>
        </>
      )}
    </>
  );

  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('common.close')} size="lg" footer={footer}>
      {frozen && <FrozenSendNote id={frozenNoteId} />}
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
      {load.state === 'error' && (
        <p className={styles.muted} role="alert">
          {t('common.loadError')}
        </p>
      )}
      {request && (
        <div className={styles.stack} data-request={request.id} data-state={request.state}>
          <div className={styles.head} ref={stateRef} tabIndex={-1}>
            <TrafficLight status={requestLight(request.state)} label={t(`state.request.${request.state}`)} />
            {request.send_at && request.state === 'draft' && <span className={styles.muted}>{t('requests.scheduled', { at: formatDateTime(request.send_at) })}</span>}
            {request.state === 'draft' && (
              <span className={styles.headActions}>
                <Button size="sm" onClick={() => onEdit(request)}>{t('common.edit')}</Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    setConfirmation({
                      title: t('confirm.deleteTitle'),
                      message: t('confirm.deleteRequest', { email: request.email }),
                      confirmLabel: t('common.delete'),
                      destructive: true,
                      run: async () => {
                        await deleteItem('requests', request.id);
                        onDeleted(request.id);
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
            label={t('requests.facts')}
            items={[
              [t('fields.email'), request.email],
              [t('fields.language'), t(`languages.${request.language}`)],
              [t('columns.sender'), senderName],
              [t('fields.created_at'), formatDateTime(request.created_at)],
              [t('columns.sent'), formatDateTime(request.sent_at)],
              [t('fields.resent'), request.resend_cnt > 0 ? t('fields.resentValue', { count: request.resend_cnt, at: formatDateTime(request.resent_at) }) : null],
              [t('fields.expires_at'), formatDateTime(request.expires_at)],
              [t('columns.answered'), formatDateTime(request.answered_at)],
              [t('fields.accepted_at'), formatDateTime(request.accepted_at)],
              [t('fields.denied_at'), formatDateTime(request.denied_at)],
            ]}
          />
          {request.description && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('fields.description')}</h3>
              <p className={styles.text}>{request.description}</p>
            </section>
          )}
          {request.note && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('fields.note')}</h3>
              <p className={styles.text}>{request.note}</p>
            </section>
          )}
          <section className={styles.part}>
            <h3 className={styles.partTitle}>{t('requests.asked')}</h3>
            <AskedParts request={request} />
          </section>
          <section className={styles.part}>
            <h3 className={styles.partTitle}>{t('files.attachments')}</h3>
            <ItemFiles
              kind="requests"
              itemId={request.id}
              files={request.files.filter((file) => file.role === 'attachment')}
              label={t('files.attachments')}
              canEdit={request.state === 'draft'}
              onRemoved={(id) => changed({ ...request, files: request.files.filter((file) => file.id !== id) })}
              onAdded={(file) => changed({ ...request, files: [...request.files, file] })}
              onError={onError}
            />
          </section>
          {request.files.some((file) => file.role === 'answer') && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('requests.answerFiles')}</h3>
              <ItemFiles
                kind="requests"
                itemId={request.id}
                files={request.files.filter((file) => file.role === 'answer')}
                label={t('requests.answerFiles')}
                canEdit={false}
                onRemoved={() => undefined}
                onAdded={() => undefined}
                onError={onError}
              />
            </section>
          )}
          {answered && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('answer.title')}</h3>
              <AnswerComparison requestId={request.id} />
            </section>
          )}
          <ItemHistory kind="requests" itemId={request.id} version={request} />
        </div>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} onError={onError} />
      {markedLink.dialog}
      {dialog === 'later' && request && (
        <SendLaterDialog
          onSend={async (body) => {
            try {
              await send(body)();
              setDialog(null);
            } catch (error) {
              // A refusal (frozen, EDD, …) is said in the dialog, which offers an admin the EDD override.
              if (isSendRefusal(error)) throw error;
              onError(error);
            }
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'deny' && request && (
        <DenyDialog
          deny={(body) => denyRequest(request.id, body)}
          onDenied={(next) => {
            changed(next);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
          onError={onError}
        />
      )}
    </Modal>
  );
};
