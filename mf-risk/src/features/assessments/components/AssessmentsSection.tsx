import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TrafficLight } from '@tunne/design-system';
import { formatDate, formatDateTime, useLoad } from '@tunne/app-kit';
import { riskAssessmentExpired, type RiskAssessment } from '@tunne/contracts';
import { deleteAssessment, listAssessments, listRatings, listUsers } from '../../../api.ts';
import { useErrorDialog } from '../../../components/useErrorDialog.tsx';
import { todayIso } from '../../../hooks.ts';
import { ScorePanel } from '../../score/components/ScorePanel.tsx';
import { AssessmentDialog } from './AssessmentDialog.tsx';
import * as styles from '../../../components/Table.module.css';

type Props = { customerId: string; highlightId?: string | undefined };

/**
 * The body of the card's risk assessment section (mf-customers draws the section frame and mounts this through
 * './CardSections'): the automatic risk score with its breakdown and history, and the manual assessments. A day picker shows both as they stood then.
 */
export const AssessmentsSection = ({ customerId, highlightId }: Props) => {
  const { t } = useTranslation('risk');
  const [at, setAt] = useState<string | null>(null);
  const assessments = useLoad((signal) => listAssessments(customerId, at ? new Date(`${at}T23:59:59.999`).toISOString() : null, signal), [customerId, at]);
  const ratings = useLoad((signal) => listRatings(signal), []);
  const users = useLoad((signal) => listUsers(signal), []);
  const [editing, setEditing] = useState<{ row: RiskAssessment | null } | null>(null);
  const [deleting, setDeleting] = useState<RiskAssessment | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [errorDialog, showError] = useErrorDialog();
  const rows = assessments.state === 'done' ? assessments.data : [];
  const today = todayIso();
  const userName = (id: string | null) => (users.state === 'done' ? users.data.find((u) => u.id === id)?.name : null) ?? '–';
  // The newest assessment is the one in force: its light is the section's (spec §4: red if expired).
  const current = rows[0];
  const light = current ? (riskAssessmentExpired(current.expires_at, today) ? 'red' : 'green') : 'grey';

  useEffect(() => {
    if (!highlightId || assessments.state !== 'done') return;
    document.querySelector(`[data-row-id="${CSS.escape(highlightId)}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlightId, assessments.state]);

  const handleDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAssessment(customerId, deleting.id);
      assessments.reload();
    } catch (error) {
      showError(error);
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  };

  return (
    <div className={styles.stack} data-testid="risk-assessments">
      <div className={`${styles.toolbar} ${styles.spread}`}>
        <label className={styles.inline}>
          <span>{t('assessments.onDate')}</span>
          <input type="date" className={styles.date} value={at ?? ''} max={today} onChange={(event) => setAt(event.target.value || null)} />
        </label>
        {at && (
          <Button size="sm" variant="ghost" onClick={() => setAt(null)}>
            {t('assessments.backToNow')}
          </Button>
        )}
        <span className={styles.grow} />
        {current && <TrafficLight status={light} label={t(`lights.assessment.${light}`)} />}
        <Button size="sm" variant="primary" onClick={() => setEditing({ row: null })} disabled={at !== null}>
          {t('assessments.add')}
        </Button>
      </div>
      <h3 className={styles.subheading}>{t('score.title')}</h3>
      <ScorePanel customerId={customerId} at={at} />
      <h3 className={styles.subheading}>{t('assessments.title')}</h3>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {assessments.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
      {assessments.state === 'done' && rows.length === 0 && <p className={styles.muted}>{t('assessments.empty')}</p>}
      {rows.length > 0 && (
        <div className={styles.wrap}>
          <table className={styles.table} aria-label={t('assessments.title')}>
            <thead>
              <tr>
                <th scope="col">{t('assessments.fields.name')}</th>
                <th scope="col">{t('assessments.fields.rating')}</th>
                <th scope="col">{t('assessments.fields.description')}</th>
                <th scope="col">{t('assessments.fields.user')}</th>
                <th scope="col">{t('assessments.fields.created_at')}</th>
                <th scope="col">{t('assessments.fields.updated_at')}</th>
                <th scope="col">{t('assessments.fields.expires_at')}</th>
                <th scope="col" className={styles.right}>
                  <span className={styles.hidden}>{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const expired = riskAssessmentExpired(row.expires_at, today);
                const name = row.name ?? t('assessments.unnamed');
                return (
                  <tr key={row.id} data-row-id={row.id} className={row.id === highlightId ? styles.highlight : undefined}>
                    <td>{name}</td>
                    <td>{row.riskrating ? `${row.riskrating.number} – ${row.riskrating.name}` : '–'}</td>
                    <td className={styles.pre}>{row.description ?? '–'}</td>
                    <td>{userName(row.users_id)}</td>
                    <td>{formatDateTime(row.created_at)}</td>
                    <td>{formatDateTime(row.updated_at)}</td>
                    <td>
                      {row.expires_at ? (
                        <TrafficLight status={expired ? 'red' : 'green'} label={`${formatDate(`${row.expires_at}T12:00:00`)}${expired ? ` (${t('assessments.expired')})` : ''}`} />
                      ) : (
                        '–'
                      )}
                    </td>
                    <td className={styles.actions}>
                      {!at && (
                        <div className={styles.buttons}>
                          <Button size="sm" variant="ghost" aria-label={t('common.editNamed', { name })} onClick={() => setEditing({ row })}>
                            {t('common.edit')}
                          </Button>
                          <Button size="sm" variant="ghost" aria-label={t('common.deleteNamed', { name })} onClick={() => setDeleting(row)}>
                            {t('common.delete')}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <AssessmentDialog
          customerId={customerId}
          row={editing.row}
          ratings={ratings.state === 'done' ? ratings.data : []}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(saved.kycclock?.kycclock_alarm_at ? t('assessments.kycStarted', { date: formatDate(saved.kycclock.kycclock_alarm_at * 1000) }) : null);
            assessments.reload();
          }}
          onClose={() => setEditing(null)}
          onError={showError}
        />
      )}
      <Dialog
        open={deleting !== null}
        kind="confirm"
        title={t('common.deleteTitle')}
        message={deleting ? t('assessments.deleteConfirm', { name: deleting.name ?? t('assessments.unnamed') }) : ''}
        confirmLabel={t('common.delete')}
        destructive
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={() => void handleDelete()}
      />
      {errorDialog}
    </div>
  );
};
