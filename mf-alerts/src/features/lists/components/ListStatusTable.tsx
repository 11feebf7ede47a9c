import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TrafficLight } from '@tunne/design-system';
import { formatDate, formatDateTime } from '@tunne/app-kit';
import type { ListStatus } from '@tunne/contracts';
import * as table from '../../../components/Table.module.css';

/** Each list: its current version (published, imported, last read), entity counts and whether it is stale (> 24 h). */
export const ListStatusTable = ({ statuses }: { statuses: ListStatus[] }) => {
  const { t } = useTranslation('alerts');
  const captionId = useId();
  return (
    <div className={table.wrap}>
      <table className={table.table} aria-labelledby={captionId}>
        <caption id={captionId} className={table.caption}>
          {t('settings.versions')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.list')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('settings.published')}</th>
            <th scope="col">{t('settings.refreshedAt')}</th>
            <th scope="col" className={table.right}>
              {t('settings.entities')}
            </th>
            <th scope="col" className={table.right}>
              {t('settings.history')}
            </th>
          </tr>
        </thead>
        <tbody>
          {statuses.map((status) => {
            const current = status.current;
            const light = !current ? 'grey' : status.is_stale ? 'red' : 'green';
            const counts = current
              ? Object.entries(current.entity_counts)
                  .map(([kind, count]) => `${t(`kinds.${kind}`)} ${count}`)
                  .join(', ')
              : '';
            return (
              <tr key={status.source} className={table.row}>
                <td>
                  <span className={table.strong}>{t(`sources.${status.source}`)}</span>
                  {current && <span className={table.sub}>{t(`settings.scope.${current.scope}`)}</span>}
                  {current && <span className={table.sub}>{current.files.join(', ')}</span>}
                  {counts && <span className={table.sub}>{counts}</span>}
                </td>
                <td className={table.nowrap}>
                  <TrafficLight status={light} label={t(`settings.light.${light}`)} />
                </td>
                <td className={table.nowrap}>{current?.published_at ? formatDate(current.published_at) : t('common.none')}</td>
                <td className={table.nowrap}>{current ? formatDateTime(current.refreshed_at) : t('common.none')}</td>
                <td className={table.right}>{current ? current.entity_total : t('common.none')}</td>
                <td className={table.right}>{status.versions.length}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
