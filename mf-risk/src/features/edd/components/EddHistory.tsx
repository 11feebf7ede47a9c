import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@tunne/design-system';
import { formatDateTime } from '@tunne/app-kit';
import type { EddEvent } from '@tunne/contracts';
import { eddHistoryNewestFirst } from '../edd-text.ts';
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
  const columns: DataTableColumn<EddEvent>[] = [
    { id: 'when', header: t('edd.history.when'), nowrap: true, cell: (event) => formatDateTime(event.created_at) },
    { id: 'action', header: t('edd.history.action'), cell: (event) => t(`edd.events.${event.action}`) },
    { id: 'user', header: t('edd.history.user'), cell: (event) => (event.users_id ? userName(event.users_id) : t('edd.history.system')) },
    { id: 'reason', header: t('edd.history.reason'), cell: (event) => <span className={styles.pre}>{event.reason ?? '–'}</span> },
  ];
  return (
    <details className={styles.history} open={rows.some((event) => event.id === highlightId) || undefined}>
      <summary className={styles.summary}>{t('edd.history.title', { count: rows.length })}</summary>
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(event) => event.id}
        label={t('edd.history.label')}
        rowAttributes={(event) => ({ 'data-row-id': event.id, highlighted: event.id === highlightId })}
      />
    </details>
  );
};
