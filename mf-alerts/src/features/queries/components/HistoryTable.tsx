import { useTranslation } from 'react-i18next';
import { Button, DataTable, type DataTableColumn, type PagingProps } from '@tunne/design-system';
import { appHref, formatDateTime, handleLinkClick, openDownload, percent } from '@tunne/app-kit';
import type { SanctionQuerySummary } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { queryPdfPath } from '../api.ts';

type Props = { queries: SanctionQuerySummary[]; label: string; paging: PagingProps; onError: (error: unknown) => void };

/** The user's saved queries, newest first (spec §9), with the result count, a link to the results and the PDF. */
export const HistoryTable = ({ queries, label, paging, onError }: Props) => {
  const { t } = useTranslation('alerts');
  const columns: DataTableColumn<SanctionQuerySummary>[] = [
    { id: 'created_at', header: t('columns.created_at'), nowrap: true, cell: (query) => formatDateTime(query.created_at) },
    {
      id: 'query',
      header: t('columns.query'),
      cell: (query) => (
        <a className={cells.link} href={appHref(`/queries/${query.id}`)} onClick={handleLinkClick}>
          {query.query}
        </a>
      ),
    },
    { id: 'kind', header: t('columns.kind'), nowrap: true, cell: (query) => t(`kinds.${query.entityType}`) },
    { id: 'similarity', header: t('columns.similarity'), align: 'end', cell: (query) => t('common.percent', { value: percent(query.similarity) }) },
    {
      id: 'cnt',
      header: t('columns.cnt'),
      align: 'end',
      cell: (query) => <span className={query.cnt > 0 ? cells.strong : cells.muted}>{query.cnt}</span>,
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={queries}
      getRowId={(query) => query.id}
      label={label}
      paging={paging}
      rowActions={{
        header: t('columns.actions'),
        render: (query) => (
          <Button size="sm" onClick={() => openDownload(queryPdfPath(query.id)).catch(onError)} aria-label={t('queries.pdfNamed', { query: query.query })}>
            {t('queries.pdf')}
          </Button>
        ),
      }}
    />
  );
};
