import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, Modal, Spinner, TrafficLight } from '@tunne/design-system';
import { announceCustomerChange, appHref, formatDate, formatDateTime, handleLinkClick, useErrorText, useLoad, useSessionStore } from '@tunne/app-kit';
import { maskSsn, type CustomerSummary, type Identification, type IdentificationRow, type MismatchDecision, type SendBody } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { ConfirmDialog, type Confirmation } from '../../../shared/ConfirmDialog.tsx';
import { DenyDialog } from '../../../shared/DenyDialog.tsx';
import { Facts } from '../../../shared/Facts.tsx';
import { ItemHistory } from '../../../shared/ItemHistory.tsx';
import { ItemFiles } from '../../../shared/ItemFiles.tsx';
import { deleteItem, openPreview, sendItem } from '../../../shared/item-api.ts';
import { SendLaterDialog } from '../../../shared/SendLaterDialog.tsx';
import { useMarkedLink, type WithMarkedLink } from '../../../shared/MarkedLinkDialog.tsx';
import * as styles from '../../../shared/Detail.module.css';
import { FrozenSendNote, isEddRefusal, isSendRefusal } from '../../../shared/SendRefusal.tsx';
import { acceptIdentification, decideMismatch, denyIdentification, getIdentification, resolveSsnConflict, screenSignatureLink, verifyDocument } from '../api.ts';
import { CopyDialog } from './CopyDialog.tsx';
import { MetadataForm } from './MetadataForm.tsx';

type Props = {
  identificationId: string;
  onChanged: (identification: Identification) => void;
  onDeleted: (id: string) => void;
  onEdit: (identification: Identification) => void;
  /** The customer is frozen: the send buttons are disabled and say why (the service refuses them too). */
  frozen?: boolean;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** The methods whose result is an identity document staff describe (spec §3 Identification metadata). */
const documentMethods = new Set(['PASSPORTFILE', 'PASSPORTREADER']);

/** "kopio, manuaalinen": an identification copied from another customer (or entered by hand). */
export const CopyBadges = ({ item }: { item: Pick<Identification, 'is_copy' | 'is_manual'> }) => {
  const { t } = useTranslation('outbound');
  return (
    <>
      {item.is_copy && <span className={cells.badge}>{t('identifications.copyBadge')}</span>}
      {item.is_manual && <span className={cells.badge}>{t('identifications.manualBadge')}</span>}
    </>
  );
};

/** The drawn signature, shown through a link with a temporary token. */
const ScreenSignature = ({ identificationId }: { identificationId: string }) => {
  const { t } = useTranslation('outbound');
  const link = useLoad(() => screenSignatureLink(identificationId), [identificationId]);
  if (link.state === 'loading') return <Spinner label={t('common.loading')} size="sm" showLabel />;
  if (link.state === 'error') return <p className={styles.muted}>{t('common.loadError')}</p>;
  return <img className={styles.signature} src={link.data} alt={t('identifications.screensignatureAlt')} data-screensignature="" />;
};

/**
 * The light's label: the state's, except an identified one that is not strong (issue 25 §5): "identity not verified"
 * for a drawn signature or an unverified document, "below the required level" for a weak eID, "mismatch" in red.
 */
export const identificationStateLabel = (t: (key: string) => string, item: Pick<IdentificationRow, 'state' | 'assurance'>): string =>
  item.assurance === 'none' || item.assurance === 'identified' || item.state === 'draft' || item.state === 'error'
    ? t(`state.identification.${item.state}`)
    : t(`assurance.${item.assurance}`);

const pepText = (t: (key: string) => string, value: boolean | null) => (value === null ? t('identifications.pepUnanswered') : value ? t('common.yes') : t('common.no'));

/** An identification with its result and the actions its state allows (spec §3 Identification, §4, §7). */
export const IdentificationDetail = ({ identificationId, onChanged, onDeleted, onEdit, frozen = false, onClose, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const frozenNoteId = useId();
  const usesApproval = useSessionStore((state) => state.organisation?.use_identifications_accept ?? false);
  const load = useLoad((signal) => getIdentification(identificationId, signal), [identificationId]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const markedLink = useMarkedLink();
  const [dialog, setDialog] = useState<'later' | 'deny' | 'copy' | null>(null);
  const me = useSessionStore((state) => state.user?.id ?? null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; customer?: CustomerSummary; copyId?: string } | null>(null);
  // After an accept the button is gone: focus goes to the new state (issue 26), not to the page, so Esc still closes.
  const stateRef = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || confirmation !== null) return;
    stateRef.current?.focus();
    setRefocus(false);
  }, [refocus, confirmation]);

  const item = load.state === 'done' ? load.data : null;
  const changed = (next: Identification) => {
    load.set(next);
    onChanged(next);
  };
  /** Runs a footer action; a send refused for the EDD (`eddRetry`) opens the confirmation that offers an admin the override. */
  const act = async (key: string, action: () => Promise<Identification>, eddRetry?: Confirmation) => {
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
    if (item) changed(markedLink.take(await sendItem<WithMarkedLink<Identification>>('identifications', item.id, body)));
  };
  const announce = (customerId: string) => {
    announceCustomerChange('risk', customerId);
    announceCustomerChange('records', customerId);
  };

  const title = item ? t('identifications.detailTitle', { name: item.name }) : t('identifications.detailLoading');
  const identified = item !== null && item.is_identified;

  const footer = item && (
    <>
      <Button variant="ghost" className={styles.actionsStart} onClick={() => openPreview(item.public_url)}>
        {t('actions.preview')}
      </Button>
      {identified && !item.is_copy && item.ssn !== null && <Button onClick={() => setDialog('copy')}>{t('copy.open')}</Button>}
      {item.state === 'draft' && (
        <>
          <Button
            disabled={frozen}
            onClick={() =>
              setConfirmation({ title: t('confirm.markTitle'), message: t('confirm.mark', { email: item.email }), confirmLabel: t('actions.markSent'), run: send({ mode: 'MARK' }), runWithEddOverride: (reason) => send({ mode: 'MARK', edd_override_reason: reason })() })
            }
          >
            {t('actions.markSent')}
          </Button>
          <Button disabled={frozen} onClick={() => setDialog('later')}>{t('actions.sendLaterEllipsis')}</Button>
          <Button disabled={frozen} variant="primary" loading={busy === 'now'} onClick={() =>
              void act('now', () => sendItem<Identification>('identifications', item.id, { mode: 'NOW' }), {
                title: t('confirm.sendTitle'),
                message: t('confirm.send', { email: item.email }),
                confirmLabel: t('actions.sendNow'),
                run: send({ mode: 'NOW' }),
                runWithEddOverride: (reason) => send({ mode: 'NOW', edd_override_reason: reason })(),
              })
            }>
            {t('actions.sendNow')}
          </Button>
        </>
      )}
      {item.state === 'error' && (
        <Button
          disabled={frozen}
          variant="primary"
          onClick={() =>
            setConfirmation({ title: t('confirm.resendTitle'), message: t('confirm.resend', { email: item.email }), confirmLabel: t('actions.resend'), run: send({ mode: 'NOW' }), runWithEddOverride: (reason) => send({ mode: 'NOW', edd_override_reason: reason })() })
          }
        >
          {t('actions.resend')}
        </Button>
      )}
      {item.state === 'wait' && usesApproval && (
        <>
          <Button onClick={() => setDialog('deny')}>{t('actions.deny')}</Button>
          <Button
            variant="primary"
            onClick={() =>
              setConfirmation({
                title: t('confirm.acceptTitle'),
                message: t('confirm.acceptIdentification', { name: item.identified_name ?? item.name }),
                confirmLabel: t('actions.accept'),
                run: async () => {
                  changed(await acceptIdentification(item.id));
                  setRefocus(true);
                  announce(item.customers_id);
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

  const conflict = item?.ssn_conflict === 'pending';
  return (
    <Modal open title={title} onClose={onClose} closeLabel={t('common.close')} size="lg" footer={footer}>
      {frozen && <FrozenSendNote id={frozenNoteId} />}
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
      {load.state === 'error' && (
        <p className={styles.muted} role="alert">
          {t('common.loadError')}
        </p>
      )}
      {item && (
        <div className={styles.stack} data-identification={item.id} data-state={item.state}>
          <div className={styles.head} ref={stateRef} tabIndex={-1}>
            <TrafficLight status={item.light} label={identificationStateLabel(t, item)} />
            <CopyBadges item={item} />
            {item.send_at && item.state === 'draft' && <span className={styles.muted}>{t('requests.scheduled', { at: formatDateTime(item.send_at) })}</span>}
            {item.state === 'draft' && (
              <span className={styles.headActions}>
                <Button size="sm" onClick={() => onEdit(item)}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    setConfirmation({
                      title: t('confirm.deleteTitle'),
                      message: t('confirm.deleteIdentification', { name: item.name }),
                      confirmLabel: t('common.delete'),
                      destructive: true,
                      run: async () => {
                        await deleteItem('identifications', item.id);
                        onDeleted(item.id);
                      },
                    })
                  }
                >
                  {t('common.delete')}
                </Button>
              </span>
            )}
          </div>
          {notice && (
            <p className={styles.notice} role="status">
              {notice.text}{' '}
              {notice.customer && notice.copyId && (
                <Link href={appHref(`/customers/${notice.customer.id}/identifications/${notice.copyId}`)} onClick={handleLinkClick}>
                  {t('copy.openCopy')}
                </Link>
              )}
            </p>
          )}
          {identified && item.assurance !== 'identified' && item.assurance !== 'mismatch' && (
            <section className={styles.warning} role="status" data-assurance={item.assurance}>
              <h3 className={styles.partTitle}>{t(`assurance.${item.assurance}`)}</h3>
              <p className={styles.text}>{t(`assurance.${item.assurance}Text`)}</p>
              {item.assurance === 'not_verified' && item.eidmethod === 'PASSPORTFILE' && (
                <div className={styles.actions}>
                  {item.users_id === me ? (
                    <span className={styles.muted}>{t('assurance.verifyBySecond')}</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="primary"
                      onClick={() =>
                        setConfirmation({
                          title: t('assurance.verifyTitle'),
                          message: t('assurance.verifyConfirm', { name: item.name }),
                          confirmLabel: t('assurance.verify'),
                          run: async () => changed(await verifyDocument(item.id)),
                        })
                      }
                    >
                      {t('assurance.verify')}
                    </Button>
                  )}
                </div>
              )}
            </section>
          )}
          {item.mismatch && (
            <section className={styles.warning} role="alert" data-mismatch={item.mismatch_decision ?? 'pending'}>
              <h3 className={styles.partTitle}>{t('mismatch.title')}</h3>
              <p className={styles.text}>{item.mismatch_decision ? t(`mismatch.decided.${item.mismatch_decision}`) : t('mismatch.text')}</p>
              <Facts
                label={t('mismatch.title')}
                items={[
                  [t('mismatch.expectedName'), item.mismatch.name?.expected ?? null],
                  [t('mismatch.identifiedName'), item.mismatch.name?.identified ?? null],
                  [t('mismatch.expectedBirthdate'), formatDate(item.mismatch.birthdate?.expected ?? null)],
                  [t('mismatch.identifiedBirthdate'), formatDate(item.mismatch.birthdate?.identified ?? null)],
                  [t('mismatch.decidedAt'), formatDateTime(item.mismatch_decided_at)],
                ]}
              />
              {!item.mismatch_decision && (
                <div className={styles.actions}>
                  {(['REJECTED', 'ACCEPTED'] as MismatchDecision[]).map((decision) => (
                    <Button
                      key={decision}
                      size="sm"
                      variant={decision === 'ACCEPTED' ? 'primary' : 'secondary'}
                      onClick={() =>
                        setConfirmation({
                          title: t(`mismatch.confirmTitle.${decision}`),
                          message: t(`mismatch.confirm.${decision}`, { identified: item.identified_name ?? '', expected: item.mismatch?.name?.expected ?? item.name }),
                          confirmLabel: t(`mismatch.action.${decision}`),
                          destructive: decision === 'ACCEPTED',
                          run: async () => {
                            changed(await decideMismatch(item.id, { decision }));
                            if (decision === 'ACCEPTED') announce(item.customers_id);
                          },
                        })
                      }
                    >
                      {t(`mismatch.action.${decision}`)}
                    </Button>
                  ))}
                </div>
              )}
            </section>
          )}
          {conflict && (
            <section className={styles.warning} role="alert" data-ssn-conflict="">
              <h3 className={styles.partTitle}>{t('conflict.title')}</h3>
              <p className={styles.text}>{t('conflict.text')}</p>
              <Facts
                label={t('conflict.title')}
                items={[
                  [t('conflict.stored'), <code key="stored">{maskSsn(item.stored_ssn) ?? t('common.none')}</code>],
                  [t('conflict.eid'), <code key="eid">{maskSsn(item.ssn) ?? t('common.none')}</code>],
                ]}
              />
              <div className={styles.actions}>
                <Button size="sm" loading={busy === 'keep'} onClick={() => void act('keep', () => resolveSsnConflict(item.id, { resolution: 'KEEP_STORED' }))}>
                  {t('conflict.keep')}
                </Button>
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() =>
                    setConfirmation({
                      title: t('conflict.confirmTitle'),
                      message: t('conflict.confirm', { from: maskSsn(item.stored_ssn) ?? '', to: maskSsn(item.ssn) ?? '' }),
                      confirmLabel: t('conflict.useEid'),
                      destructive: true,
                      run: async () => {
                        changed(await resolveSsnConflict(item.id, { resolution: 'USE_EID' }));
                        announce(item.customers_id);
                      },
                    })
                  }
                >
                  {t('conflict.useEid')}
                </Button>
              </div>
            </section>
          )}
          <Facts
            label={t('identifications.facts')}
            items={[
              [t('identifications.name'), item.name],
              [t('fields.email'), item.email],
              [t('fields.language'), t(`languages.${item.language}`)],
              [t('columns.sender'), item.user_name],
              [t('fields.created_at'), formatDateTime(item.created_at)],
              [t('columns.sent'), formatDateTime(item.sent_at)],
              [t('fields.resent'), item.resend_cnt > 0 ? t('fields.resentValue', { count: item.resend_cnt, at: formatDateTime(item.resent_at) }) : null],
              [t('fields.expires_at'), formatDateTime(item.expires_at)],
              [t('fields.accepted_at'), formatDateTime(item.accepted_at)],
              [t('fields.denied_at'), formatDateTime(item.denied_at)],
              [t('eid.legend'), item.available_eidmethods.map((method) => t(`eid.method.${method}`)).join(', ')],
              [t('identifications.ask_pep'), item.ask_pep ? (item.autofill_pep ? t('identifications.pepAutofill') : t('common.yes')) : null],
            ]}
          />
          {(item.note || item.description || item.instructions) && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('identifications.groups.message')}</h3>
              {item.note && <p className={styles.text}>{item.note}</p>}
              {item.description && <p className={styles.text}>{item.description}</p>}
              {item.instructions && <p className={styles.text}>{item.instructions}</p>}
            </section>
          )}
          {identified && (
            <section className={styles.part} data-result="">
              <h3 className={styles.partTitle}>{t('identifications.result')}</h3>
              <Facts
                label={t('identifications.result')}
                items={[
                  [t('identifications.identified_at'), formatDateTime(item.identified_at)],
                  [t('identifications.method'), item.eidmethod ? t(`eid.method.${item.eidmethod}`) : null],
                  [t('identifications.provider'), item.eid_issuer],
                  [t('identifications.level'), item.eid_acr ? `${item.eid_level ? t(`eidLevel.${item.eid_level}`) : t('eidLevel.unknown')} (${item.eid_acr})` : null],
                  [t('identifications.authTime'), formatDateTime(item.eid_auth_time)],
                  [t('identifications.documentVerified'), item.document_verified_at ? formatDateTime(item.document_verified_at) : null],
                  [t('identifications.identified_name'), item.identified_name],
                  // Masked as everywhere on the card (contracts maskSsn); the code in full is the audit trail's logged "show".
                  [t('identifications.ssn'), maskSsn(item.ssn)],
                  [t('identifications.birthdate'), formatDate(item.birthdate)],
                  [t('identifications.ipaddress'), item.ipaddress],
                  ...(item.ask_pep
                    ? ([
                        [t('identifications.is_pep_self'), pepText(t, item.is_pep_self)],
                        [t('identifications.is_pep_family'), pepText(t, item.is_pep_family)],
                        [t('identifications.is_pep_partner'), pepText(t, item.is_pep_partner)],
                      ] as [string, string][])
                    : []),
                ]}
              />
            </section>
          )}
          {item.has_screensignature && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('identifications.screensignature')}</h3>
              <ScreenSignature identificationId={item.id} />
            </section>
          )}
          {item.files.length > 0 && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('identifications.documents')}</h3>
              <ItemFiles
                kind="identifications"
                itemId={item.id}
                files={item.files}
                label={t('identifications.documents')}
                canEdit={false}
                onRemoved={() => undefined}
                onAdded={() => undefined}
                onError={onError}
              />
            </section>
          )}
          {item.eidmethod && documentMethods.has(item.eidmethod) && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('metadata.title')}</h3>
              <MetadataForm
                identification={item}
                onSaved={(next) => {
                  changed(next);
                  setNotice({ text: t('metadata.saved') });
                }}
                onError={onError}
              />
            </section>
          )}
          <ItemHistory kind="identifications" itemId={item.id} version={item} />
        </div>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} onError={onError} />
      {markedLink.dialog}
      {dialog === 'later' && item && (
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
      {dialog === 'deny' && item && (
        <DenyDialog
          deny={(body) => denyIdentification(item.id, body)}
          onDenied={(next) => {
            changed(next);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
          onError={onError}
        />
      )}
      {dialog === 'copy' && item && (
        <CopyDialog
          identification={item}
          onCopied={(copy, customer) => {
            setDialog(null);
            setNotice({ text: t('copy.done', { name: customer.name }), customer, copyId: copy.id });
          }}
          onClose={() => setDialog(null)}
          onError={onError}
        />
      )}
    </Modal>
  );
};
