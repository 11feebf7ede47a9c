import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tunne/design-system';
import { formatDate, formatDateTime, useLoad } from '@tunne/app-kit';
import type { AlertDecision } from '@tunne/contracts';
import * as table from '../../../components/Table.module.css';
import type { OrgUser } from '../../shared/api.ts';
import { alertDecisions } from '../api.ts';
import * as styles from './AlertDecisions.module.css';

type Props = {
  alertId: string;
  /** Changes whenever the alert changes, so the history is read again. */
  version: string;
  users: OrgUser[];
};

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
export const DecisionHistory = ({ alertId, version, users }: Props) => {
  const { t } = useTranslation('alerts');
  const captionId = useId();
  const load = useLoad((signal) => alertDecisions(alertId, signal), [alertId, version]);
  const text = useDecisionText();
  const userName = (id: string | null) => (id ? users.find((user) => user.id === id)?.name ?? t('common.unknownUser') : t('history.screening'));

  return (
    <section className={styles.history} aria-labelledby={captionId}>
      <h3 id={captionId} className={styles.title}>
        {t('history.title')}
      </h3>
      {load.state === 'loading' && <Spinner label={t('history.loading')} size="sm" showLabel />}
      {load.state === 'error' && <p className={styles.muted}>{t('common.loadError')}</p>}
      {load.state === 'done' && load.data.length === 0 && <p className={styles.muted}>{t('history.empty')}</p>}
      {load.state === 'done' && load.data.length > 0 && (
        <table className={`${table.table} ${styles.table}`} aria-labelledby={captionId} data-testid="decision-history">
          <thead>
            <tr>
              <th scope="col">{t('history.when')}</th>
              <th scope="col">{t('history.who')}</th>
              <th scope="col">{t('history.action')}</th>
              <th scope="col">{t('silence.class')}</th>
              <th scope="col">{t('history.details')}</th>
              <th scope="col">{t('silence.validAt')}</th>
            </tr>
          </thead>
          <tbody>
            {load.data.map((decision) => (
              <tr key={decision.id} className={table.row}>
                <td className={table.nowrap}>{formatDateTime(decision.created_at)}</td>
                <td>{userName(decision.users_id)}</td>
                <td>{t(`history.actions.${decision.action}`)}</td>
                <td>{decision.silenceclass ? t(`silenceClass.${decision.silenceclass}`) : ''}</td>
                <td>{text(decision)}</td>
                <td className={table.nowrap}>
                  {decision.action === 'SILENCE' || decision.action === 'CLASS_CHANGE' || decision.action === 'SILENCE_REQUESTED' || decision.action === 'SILENCE_APPROVED'
                    ? decision.valid_at ? formatDate(decision.valid_at) : t('silence.untilLifted')
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
