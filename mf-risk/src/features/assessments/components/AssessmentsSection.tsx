import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, TrafficLight, type DataTableColumn } from '@tunne/design-system';
import { announceCustomerChange, EditDeleteActions, formatDateTime, formatIsoDate, listOrgUsers, todayIso, useLoad, useShowError } from '@tunne/app-kit';
import { riskAssessmentExpired, type RiskAssessment } from '@tunne/contracts';
import { deleteAssessment, listAssessments, listRatings } from '../api.ts';
import { AssessmentDialog } from './AssessmentDialog.tsx';
import * as styles from '../../../styles/section.module.css';

type Props = {
  customerId: string;
  highlightId?: string | undefined;
  /** The automatic score as it stood on the chosen day (null: now), drawn by the page that composes the section. */
  scorePanel: (at: string | null) => ReactNode;
};

/**
 * The body of the card's risk assessment section (mf-customers draws the section frame and mounts this through
 * './CardSections'): the automatic risk score with its breakdown and history, and the manual assessments. A day picker shows both as they stood then.
 */
export const AssessmentsSection = ({ customerId, highlightId, scorePanel }: Props) => {
  const { t } = useTranslation('risk');
  const [at, setAt] = useState<string | null>(null);
  const assessments = useLoad((signal) => listAssessments(customerId, at ? new Date(`${at}T23:59:59.999`).toISOString() : null, signal), [customerId, at]);
  const ratings = useLoad((signal) => listRatings(signal), []);
  const users = useLoad((signal) => listOrgUsers(signal), []);
  const [editing, setEditing] = useState<{ row: RiskAssessment | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const showError = useShowError();
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

  const nameOf = (row: RiskAssessment) => row.name ?? t('assessments.unnamed');
  const columns: DataTableColumn<RiskAssessment>[] = [
    { id: 'name', header: t('assessments.fields.name'), cell: nameOf },
    { id: 'rating', header: t('assessments.fields.rating'), cell: (row) => (row.riskrating ? `${row.riskrating.number} – ${row.riskrating.name}` : '–') },
    { id: 'description', header: t('assessments.fields.description'), cell: (row) => <span className={styles.pre}>{row.description ?? '–'}</span> },
    { id: 'user', header: t('assessments.fields.user'), cell: (row) => userName(row.users_id) },
    { id: 'created_at', header: t('assessments.fields.created_at'), nowrap: true, cell: (row) => formatDateTime(row.created_at) },
    { id: 'updated_at', header: t('assessments.fields.updated_at'), nowrap: true, cell: (row) => formatDateTime(row.updated_at) },
    {
      id: 'expires_at',
      header: t('assessments.fields.expires_at'),
      cell: (row) => {
        if (!row.expires_at) return '–';
        const expired = riskAssessmentExpired(row.expires_at, today);
        return <TrafficLight status={expired ? 'red' : 'green'} label={`${formatIsoDate(row.expires_at)}${expired ? ` (${t('assessments.expired')})` : ''}`} />;
      },
    },
  ];

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
      {scorePanel(at)}
      <h3 className={styles.subheading}>{t('assessments.title')}</h3>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {assessments.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
      {assessments.state === 'done' && rows.length === 0 && <p className={styles.muted}>{t('assessments.empty')}</p>}
      {rows.length > 0 && (
        <DataTable
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          label={t('assessments.title')}
          rowAttributes={(row) => ({ 'data-row-id': row.id, highlighted: row.id === highlightId })}
          rowActions={{
            header: t('common.actions'),
            hideHeader: true,
            render: (row) => {
              if (at) return null;
              const name = nameOf(row);
              return (
                <>
                  <EditDeleteActions
                    name={name}
                    deleteMessage={t('assessments.deleteConfirm', { name })}
                    onEdit={() => setEditing({ row })}
                    onDelete={async () => {
                      await deleteAssessment(customerId, row.id);
                      assessments.reload();
                      announceCustomerChange('risk', customerId);
                    }}
                    onError={showError}
                  />
                </>
              );
            },
          }}
        />
      )}
      {editing && (
        <AssessmentDialog
          customerId={customerId}
          row={editing.row}
          ratings={ratings.state === 'done' ? ratings.data : []}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(saved.kycclock?.kycclock_alarm_at ? t('assessments.kycStarted', { date: formatIsoDate(saved.kycclock.kycclock_alarm_at) }) : null);
            assessments.reload();
            // The card's header shows the risk and the KYC clock a rating may have started: it reads the customer again.
            announceCustomerChange('risk', customerId);
            if (saved.kycclock) announceCustomerChange('kycclock', customerId);
          }}
          onClose={() => setEditing(null)}
          onError={showError}
        />
      )}
    </div>
  );
};
