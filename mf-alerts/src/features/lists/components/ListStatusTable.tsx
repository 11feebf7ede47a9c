import { useTranslation } from 'react-i18next';
import { DataTable, TrafficLight, type DataTableColumn } from '@tunne/design-system';
import { formatDate, formatDateTime } from '@tunne/app-kit';
import type { ListStatus } from '@tunne/contracts';
import { summariseList } from '../list-summary.ts';
import * as cells from '@tunne/design-system/cells.module.css';

// A sample is never "up to date": it holds a few entries of the list (issue 16 §6).
const lightOf = (status: ListStatus) => (!status.current ? 'grey' : status.is_stale ? 'red' : summariseList(status).isSample ? 'yellow' : 'green');

/** Each list: its current version (published, imported, last read), entity counts and whether it is stale (> 24 h). */
export const ListStatusTable = ({ statuses }: { statuses: ListStatus[] }) => {
  const { t } = useTranslation('alerts');
  const columns: DataTableColumn<ListStatus>[] = [
    {
      id: 'list',
      header: t('columns.list'),
      cell: (status) => {
        const current = status.current;
        const counts = current
          ? Object.entries(current.entity_counts)
              .map(([kind, count]) => `${t(`kinds.${kind}`)} ${count}`)
              .join(', ')
          : '';
        return (
          <>
            <span className={cells.strong}>{t(`sources.${status.source}`)}</span>
            {current && <span className={cells.sub}>{t(`settings.scope.${current.scope}`)}</span>}
            {current && <span className={cells.sub}>{current.files.join(', ')}</span>}
            {counts && <span className={cells.sub}>{counts}</span>}
          </>
        );
      },
    },
    {
      id: 'status',
      header: t('columns.status'),
      nowrap: true,
      cell: (status) => <TrafficLight status={lightOf(status)} label={t(`settings.light.${lightOf(status)}`)} />,
    },
    {
      id: 'published',
      header: t('settings.published'),
      nowrap: true,
      cell: (status) => (status.current?.published_at ? formatDate(status.current.published_at) : t('common.none')),
    },
    {
      id: 'refreshed',
      header: t('settings.refreshedAt'),
      nowrap: true,
      cell: (status) => (status.current ? formatDateTime(status.current.refreshed_at) : t('common.none')),
    },
    { id: 'entities', header: t('settings.entities'), align: 'end', cell: (status) => (status.current ? status.current.entity_total : t('common.none')) },
    { id: 'history', header: t('settings.history'), align: 'end', cell: (status) => status.versions.length },
  ];
  return <DataTable columns={columns} data={statuses} getRowId={(status) => status.source} label={t('settings.versions')} />;
};
