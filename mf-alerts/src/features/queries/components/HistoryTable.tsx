import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { appHref, formatDateTime, handleLinkClick } from '@tunne/app-kit';
import type { SanctionQuerySummary } from '@tunne/contracts';
import * as table from '../../../components/Table.module.css';
import { openDownload } from '../../shared/api.ts';
import { percent } from '../../shared/format.ts';
import { queryPdfPath } from '../api.ts';

type Props = { queries: SanctionQuerySummary[]; label: string; onError: (error: unknown) => void };

/** The user's saved queries, newest first (spec §9), with the result count, a link to the results and the PDF. */
export const HistoryTable = ({ queries, label, onError }: Props) => {
  const { t } = useTranslation('alerts');
  const captionId = useId();
  return (
    <div className={table.wrap}>
      <table className={table.table} aria-labelledby={captionId}>
        <caption id={captionId} className={table.caption}>
          {label}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.created_at')}</th>
            <th scope="col">{t('columns.query')}</th>
            <th scope="col">{t('columns.kind')}</th>
            <th scope="col" className={table.right}>
              {t('columns.similarity')}
            </th>
            <th scope="col" className={table.right}>
              {t('columns.cnt')}
            </th>
            <th scope="col" className={table.right}>
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {queries.map((query) => (
            <tr key={query.id} className={table.row}>
              <td className={table.nowrap}>{formatDateTime(query.created_at)}</td>
              <td>
                <a className={table.link} href={appHref(`/queries/${query.id}`)} onClick={handleLinkClick}>
                  {query.query}
                </a>
              </td>
              <td className={table.nowrap}>{t(`kinds.${query.entityType}`)}</td>
              <td className={table.right}>{t('common.percent', { value: percent(query.similarity) })}</td>
              <td className={table.right}>
                <span className={query.cnt > 0 ? table.strong : table.muted}>{query.cnt}</span>
              </td>
              <td>
                <div className={table.actions}>
                  <Button size="sm" onClick={() => openDownload(queryPdfPath(query.id)).catch(onError)} aria-label={t('queries.pdfNamed', { query: query.query })}>
                    {t('queries.pdf')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
