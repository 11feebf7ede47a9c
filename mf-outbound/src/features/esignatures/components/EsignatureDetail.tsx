import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileList, Modal, Select, Spinner, TrafficLight, formatFileSize } from '@tunne/design-system';
import { currentLanguage, formatDateTime, useErrorText, useLoad } from '@tunne/app-kit';
import { esignatureLight, type Esignature, type MismatchDecision, type Signatory } from '@tunne/contracts';
import { ConfirmDialog, type Confirmation } from '../../../shared/ConfirmDialog.tsx';
import { Facts } from '../../../shared/Facts.tsx';
import { ItemHistory } from '../../../shared/ItemHistory.tsx';
import { Sha256 } from '../../../shared/Sha256.tsx';
import * as styles from '../../../shared/Detail.module.css';
import { FrozenSendNote, isEddRefusal } from '../../../shared/SendRefusal.tsx';
import {
  decideSignatoryMismatch, deleteEsignature, esignatureFileLink, getEsignature, pauseEsignature, resendToSignatory, resumeEsignature, sendEsignature,
  signedPdfLanguages,
  signedPdfLink, type SignedPdfLanguage,
} from '../api.ts';
import { byOrder } from '../esignature-form.ts';

type Props = {
  esignatureId: string;
  /** The signatory a deep link points at. */
  highlightSignatoryId?: string | undefined;
  onChanged: (esignature: Esignature) => void;
  onDeleted: (id: string) => void;
  onEdit: (esignature: Esignature) => void;
  /** The customer is frozen: the send buttons are disabled and say why (the service refuses them too). */
  frozen?: boolean;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** The UI language as the certificate page's l parameter (sv → se, da → dk: the app's codes already are these). */
const pdfLanguageOf = (language: string): SignedPdfLanguage =>
  (signedPdfLanguages as readonly string[]).includes(language) ? (language as SignedPdfLanguage) : 'fi';

/** Opens a file the browser fetches itself. */
const openLink = (href: string) => {
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

type SignatoryCardProps = {
  signatory: Signatory;
  esignature: Esignature;
  highlighted: boolean;
  /** The customer is frozen: nothing is sent (issue 25 §1). */
  frozen: boolean;
  onResend: () => void;
  /** The staff decision on an eID that named another person (issue 25 §5). */
  onDecide: (decision: MismatchDecision) => void;
};

const SignatoryCard = ({ signatory, esignature, highlighted, frozen, onResend, onDecide }: SignatoryCardProps) => {
  const { t } = useTranslation('outbound');
  const light = signatory.light;
  const canResend = esignature.status === 'SEND' && signatory.status === 'error';
  return (
    <div className={`${styles.signatory} ${highlighted ? styles.highlighted : ''}`} data-signatory={signatory.id} aria-current={highlighted ? 'true' : undefined}>
      <div className={styles.inline}>
        {light ? <TrafficLight status={light} label={t(`state.signatory.${signatory.status}`)} /> : <span className={styles.muted}>{t('state.signatory.draft')}</span>}
        <strong>{signatory.name}</strong>
        <span className={styles.muted}>{[signatory.email, signatory.companyname, signatory.role].filter(Boolean).join(' · ')}</span>
        {canResend && (
          <span className={styles.headActions}>
            {signatory.resend_in_progress ? (
              <span className={styles.muted} role="status">
                {t('signatories.resendInProgress')}
              </span>
            ) : (
              <Button disabled={frozen} size="sm" onClick={onResend} aria-label={t('signatories.resendNamed', { name: signatory.name })}>
                {t('actions.resend')}
              </Button>
            )}
          </span>
        )}
      </div>
      <Facts
        label={t('signatories.factsOf', { name: signatory.name })}
        items={[
          [t('columns.sent'), formatDateTime(signatory.sent_at)],
          [t('fields.resent'), signatory.resend_cnt > 0 ? t('fields.resentValue', { count: signatory.resend_cnt, at: formatDateTime(signatory.resent_at) }) : null],
          [t('signatories.signed_at'), formatDateTime(signatory.signed_at)],
          [t('identifications.method'), signatory.method ? t(`eid.method.${signatory.method}`) : null],
          [t('identifications.identified_name'), signatory.identified_name],
          // hide_ssn: the API never sends it; the column says so instead of showing nothing.
          [t('identifications.ssn'), signatory.hide_ssn ? t('signatories.hidden') : signatory.ssn],
          [t('identifications.ipaddress'), signatory.ipaddress],
          [t('eid.signLegend'), signatory.available_eidmethods.map((method) => t(`eid.method.${method}`)).join(', ')],
          [t('identifications.level'), signatory.eid_acr],
        ]}
      />
      {signatory.mismatch && signatory.status !== 'done' && (
        <section className={styles.warning} role="alert" data-mismatch={signatory.mismatch_decision ?? 'pending'}>
          <h4 className={styles.partTitle}>{t('mismatch.title')}</h4>
          <p className={styles.text}>
            {signatory.mismatch_decision
              ? t(`mismatch.decided.${signatory.mismatch_decision}`)
              : signatory.mismatch.name
                ? t('mismatch.signatoryText')
                : t('mismatch.signatoryLevelText')}
          </p>
          <Facts
            label={t('mismatch.title')}
            items={[
              [t('mismatch.expectedName'), signatory.mismatch.name?.expected ?? null],
              [t('mismatch.identifiedName'), signatory.mismatch.name?.identified ?? null],
              [t('mismatch.requiredLevel'), signatory.mismatch.level ? t(`eidLevel.${signatory.mismatch.level.required}`) : null],
              [t('mismatch.identifiedLevel'), signatory.mismatch.level ? t(`eidLevel.${signatory.mismatch.level.identified ?? 'unknown'}`) : null],
            ]}
          />
          {!signatory.mismatch_decision && (
            <div className={styles.actions}>
              <Button size="sm" onClick={() => onDecide('REJECTED')}>
                {t('mismatch.action.REJECTED')}
              </Button>
              <Button size="sm" variant="primary" onClick={() => onDecide('ACCEPTED')}>
                {t('mismatch.action.ACCEPTED')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
};

/** An e-signature with its files, signatories by order and the actions its status allows (spec §3, §4, §7). */
export const EsignatureDetail = ({ esignatureId, highlightSignatoryId, onChanged, onDeleted, onEdit, frozen = false, onClose, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const frozenNoteId = useId();
  const load = useLoad((signal) => getEsignature(esignatureId, signal), [esignatureId]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [pdfLanguage, setPdfLanguage] = useState<SignedPdfLanguage>(() => pdfLanguageOf(currentLanguage()));
  const item = load.state === 'done' ? load.data : null;
  const language = currentLanguage();

  const changed = (next: Esignature) => {
    load.set(next);
    onChanged(next);
  };
  /** Runs a footer action; a send refused for the EDD (`eddRetry`) opens the confirmation that offers an admin the override. */
  const act = async (key: string, action: () => Promise<Esignature>, eddRetry?: Confirmation) => {
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
  const downloadPdf = async () => {
    if (!item) return;
    setBusy('pdf');
    try {
      openLink(await signedPdfLink(item.id, pdfLanguage));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  const title = item ? t('esignatures.detailTitle', { name: item.signature_name }) : t('esignatures.detailLoading');
  const signed = item?.signatories.filter((signatory) => signatory.status === 'done').length ?? 0;

  const footer = item && (
    <>
      {item.status === 'DRAFT' && (
        <Button disabled={frozen} variant="primary" loading={busy === 'send'} onClick={() =>
            void act('send', () => sendEsignature(item.id), {
              title: t('confirm.sendTitle'),
              message: t('esignatures.sendText'),
              confirmLabel: t('actions.sendNow'),
              run: async () => changed(await sendEsignature(item.id)),
              runWithEddOverride: async (reason) => changed(await sendEsignature(item.id, reason)),
            })
          }>
          {t('actions.sendNow')}
        </Button>
      )}
      {item.status === 'SEND' && (
        <>
          <Button loading={busy === 'pause'} onClick={() => void act('pause', () => pauseEsignature(item.id))}>
            {t('esignatures.pause')}
          </Button>
          <Button
            disabled={frozen}
            variant="primary"
            onClick={() =>
              setConfirmation({
                title: t('confirm.resendTitle'),
                message: t('esignatures.resendAllText'),
                confirmLabel: t('actions.resend'),
                run: async () => changed(await sendEsignature(item.id)),
                runWithEddOverride: async (reason) => changed(await sendEsignature(item.id, reason)),
              })
            }
          >
            {t('esignatures.resendAll')}
          </Button>
        </>
      )}
      {item.status === 'PAUSED' && (
        <Button disabled={frozen} variant="primary" loading={busy === 'resume'} onClick={() => void act('resume', () => resumeEsignature(item.id))}>
          {t('esignatures.resume')}
        </Button>
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
      {item && (
        <div className={styles.stack} data-esignature={item.id} data-status={item.status}>
          <div className={styles.head}>
            <TrafficLight status={esignatureLight(item.status)} label={t(`esignatureStatus.${item.status}`)} />
            <span className={styles.muted}>{t('esignatures.signedCount', { signed, total: item.signatories.length })}</span>
            {item.status === 'DRAFT' && (
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
                      message: t('confirm.deleteEsignature', { name: item.signature_name }),
                      confirmLabel: t('common.delete'),
                      destructive: true,
                      run: async () => {
                        await deleteEsignature(item.id);
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
          <Facts
            label={t('esignatures.facts')}
            items={[
              [t('esignatures.name'), item.name],
              [t('fields.language'), t(`languages.${item.language}`)],
              [t('columns.sender'), item.user_name],
              [t('fields.created_at'), formatDateTime(item.created_at)],
              [t('columns.sent'), formatDateTime(item.sent_at)],
              [t('fields.resent'), item.resend_cnt > 0 ? t('fields.resentValue', { count: item.resend_cnt, at: formatDateTime(item.resent_at) }) : null],
              [t('columns.signedAt'), formatDateTime(item.signed_at)],
              [t('esignatures.currentOrder'), item.current_order === null ? null : t('signatories.orderTitle', { order: item.current_order })],
              [t('esignatures.passportreader'), item.force_passportreader ? t('esignatures.force_passportreader') : item.allow_passportreader ? t('esignatures.allow_passportreader') : null],
            ]}
          />
          {(item.note || item.description || item.signtext) && (
            <section className={styles.part}>
              <h3 className={styles.partTitle}>{t('esignatures.texts')}</h3>
              {item.note && <p className={styles.text}>{item.note}</p>}
              {item.description && <p className={styles.text}>{item.description}</p>}
              {item.signtext && <p className={styles.text}>{item.signtext}</p>}
            </section>
          )}
          {item.status === 'SIGNED' && (
            <section className={styles.part} data-signed-pdf="">
              <h3 className={styles.partTitle}>{t('esignatures.signedPdf')}</h3>
              <div className={styles.inline}>
                <Select label={t('esignatures.pdfLanguage')} size="sm" value={pdfLanguage} onChange={(event) => setPdfLanguage(event.target.value as SignedPdfLanguage)}>
                  {signedPdfLanguages.map((code) => (
                    <option key={code} value={code}>
                      {t(`languages.${code}`)}
                    </option>
                  ))}
                </Select>
                <Button variant="primary" loading={busy === 'pdf'} onClick={() => void downloadPdf()}>
                  {t('esignatures.downloadSigned')}
                </Button>
              </div>
              {item.signed_sha256 && <Sha256 value={item.signed_sha256} />}
            </section>
          )}
          <section className={styles.part}>
            <h3 className={styles.partTitle}>{t('esignatures.files')}</h3>
            <FileList
              files={item.files}
              label={t('esignatures.files')}
              hrefOf={(file) => esignatureFileLink(item.id, file.id)}
              downloadLabel={(file) => t('files.download', { name: file.name })}
              details={(file) => (
                <>
                  {t('esignatures.pages', { count: file.pages })} · {formatFileSize(file.size, language)}
                  <Sha256 value={file.sha256} />
                </>
              )}
              onError={onError}
              empty={<p className={styles.muted}>{t('esignatures.noFiles')}</p>}
            />
          </section>
          <section className={styles.part}>
            <h3 className={styles.partTitle}>{t('signatories.title')}</h3>
            {item.signatories.length === 0 && <p className={styles.muted}>{t('signatories.none')}</p>}
            <ol className={styles.orders}>
              {byOrder(item.signatories).map(([order, group]) => (
                <li key={order} className={styles.order} data-order={order}>
                  <h4 className={styles.orderTitle}>
                    {t('signatories.orderTitle', { order })}
                    {order === item.current_order && ` · ${t('signatories.currentTurn')}`}
                  </h4>
                  {group.map((signatory) => (
                    <SignatoryCard
                      key={signatory.id}
                      signatory={signatory}
                      esignature={item}
                      highlighted={signatory.id === highlightSignatoryId}
                      frozen={frozen}
                      onResend={() =>
                        setConfirmation({
                          title: t('confirm.resendTitle'),
                          message: t('confirm.resend', { email: signatory.email }),
                          confirmLabel: t('actions.resend'),
                          run: async () => changed(await resendToSignatory(item.id, signatory.id)),
                        })
                      }
                      onDecide={(decision) =>
                        setConfirmation({
                          title: t(`mismatch.confirmTitle.${decision}`),
                          message: t(`mismatch.signatoryConfirm.${decision}`, { identified: signatory.identified_name ?? '', expected: signatory.name }),
                          confirmLabel: t(`mismatch.action.${decision}`),
                          destructive: decision === 'ACCEPTED',
                          run: async () => changed(await decideSignatoryMismatch(item.id, signatory.id, { decision })),
                        })
                      }
                    />
                  ))}
                </li>
              ))}
            </ol>
          </section>
          <ItemHistory kind="esignatures" itemId={item.id} version={item} />
        </div>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} onError={onError} />
    </Modal>
  );
};
