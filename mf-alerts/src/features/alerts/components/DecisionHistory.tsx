import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Spinner, type DataTableColumn } from '@tunne/design-system';
import { formatDateTime, formatIsoDate, useLoad } from '@tunne/app-kit';
import type { AlertDecision, AlertType } from '@tunne/contracts';
import type { OrgUser } from '@tunne/app-kit';
import { alertDecisions } from '../api.ts';
import { classLabelKey } from '../light.ts';
import * as styles from './AlertDecisions.module.css';

type Props = {
  alertId: string;
  /** A sanction or PEP alert's classes read as decisions on the match ("Confirm match" …). */
  type?: AlertType;
  /** Changes whenever the alert changes, so the history is read again. */
  version: string;
  users: OrgUser[];
};

/** The decisions that set a silence, and so have a valid_at to show. */
const withValidAt: ReadonlySet<AlertDecision['action']> = new Set(['SILENCE', 'CLASS_CHANGE', 'SILENCE_REQUESTED', 'SILENCE_APPROVED', 'REOPENED']);

/** What a decision says beyond its action: the class, the grounds, until when, or why screening closed the alert. */
const useDecisionText = () => {
  const { t } = useTranslation('alerts');
  return (decision: AlertDecision): string => {
    if (decision.action === 'CLOSED') {
      return decision.closed_reason === 'LIST_REMOVED'
        ? t('closed.LIST_REMOVED', { version: decision.list_version ?? t('common.none') })
        : t(`closed.${decision.closed_reason ?? 'NO_MATCH'}`);
    }
    return decision.description ?? '';
  };
};

/** The alert's decision history (issue 11 §3): every silence, change of class, unsilence, four-eyes step and closing. */
export const DecisionHistory = ({ alertId, type, version, users }: Props) => {
  const { t } = useTranslation('alerts');
  const captionId = useId();
  const load = useLoad((signal) => alertDecisions(alertId, signal), [alertId, version]);
  const text = useDecisionText();
  const userName = (id: string | null) => (id ? users.find((user) => user.id === id)?.name ?? t('common.unknownUser') : t('history.screening'));

  const columns: DataTableColumn<AlertDecision>[] = [
    { id: 'when', header: t('history.when'), nowrap: true, cell: (decision) => formatDateTime(decision.created_at) },
    { id: 'who', header: t('history.who'), cell: (decision) => userName(decision.users_id) },
    { id: 'action', header: t('history.action'), cell: (decision) => t(`history.actions.${decision.action}`) },
    { id: 'class', header: t('silence.class'), cell: (decision) => (decision.silenceclass ? t(classLabelKey(type, decision.silenceclass)) : '') },
    { id: 'details', header: t('history.details'), cell: (decision) => text(decision) },
    {
      id: 'validAt',
      header: t('silence.validAt'),
      nowrap: true,
      cell: (decision) =>
        withValidAt.has(decision.action) ? (decision.valid_at ? formatIsoDate(decision.valid_at) : t('silence.untilLifted')) : '',
    },
  ];

  return (
    <section className={styles.history} aria-labelledby={captionId}>
      <h3 id={captionId} className={styles.title}>
        {t('history.title')}
      </h3>
      {load.state === 'loading' && <Spinner label={t('history.loading')} size="sm" showLabel />}
      {load.state === 'error' && <p className={styles.muted}>{t('common.loadError')}</p>}
      {load.state === 'done' && load.data.length === 0 && <p className={styles.muted}>{t('history.empty')}</p>}
      {load.state === 'done' && load.data.length > 0 && (
        <DataTable
          columns={columns}
          data={load.data}
          getRowId={(decision) => decision.id}
          label={t('history.title')}
          labelledBy={captionId}
          tableAttributes={{ 'data-testid': 'decision-history' }}
        />
      )}
    </section>
  );
};
