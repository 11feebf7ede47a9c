import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tunne/app-kit';
import type { EddEvent } from '@tunne/contracts';
import { eddHistoryNewestFirst } from '../edd-text.ts';
import * as table from '../../../components/Table.module.css';
import * as styles from './EddSection.module.css';

type Props = {
  events: readonly EddEvent[];
  highlightId?: string | undefined;
  userName: (id: string | null) => string;
};

/** The EDD's history, newest first, folded away until asked for (open when a deep link points into it). */
export const EddHistory = ({ events, highlightId, userName }: Props) => {
  const { t } = useTranslation('risk');
  const rows = eddHistoryNewestFirst(events);
  if (rows.length === 0) return null;
  return (
    <details className={styles.history} open={rows.some((event) => event.id === highlightId) || undefined}>
      <summary className={styles.summary}>{t('edd.history.title', { count: rows.length })}</summary>
      <div className={table.wrap}>
        <table className={table.table} aria-label={t('edd.history.label')}>
          <thead>
            <tr>
              <th scope="col">{t('edd.history.when')}</th>
              <th scope="col">{t('edd.history.action')}</th>
              <th scope="col">{t('edd.history.user')}</th>
              <th scope="col">{t('edd.history.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((event) => (
              <tr key={event.id} data-row-id={event.id} className={event.id === highlightId ? table.highlight : undefined}>
                <td>{formatDateTime(event.created_at)}</td>
                <td>{t(`edd.events.${event.action}`)}</td>
                <td>{event.users_id ? userName(event.users_id) : t('edd.history.system')}</td>
                <td className={table.pre}>{event.reason ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
};
