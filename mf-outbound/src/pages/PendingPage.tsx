import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, pageCount } from '@tunne/design-system';
import { appHref, navigate, useAppLocation, useLoad } from '@tunne/app-kit';
import type { Page, PendingItem } from '@tunne/contracts';
import { listPending, pendingPageSize } from '../features/pending/api.ts';
import { PendingFilterBar } from '../features/pending/components/PendingFilterBar.tsx';
import { PendingTable } from '../features/pending/components/PendingTable.tsx';
import { pendingQuery, pendingSearch, readPendingFilters, type PendingFilters } from '../features/pending/pending-query.ts';
import { usePagingLabels } from './paging-labels.ts';
import * as styles from '@tunne/design-system/page.module.css';

/** /pending: the pending customer actions with the spec's filters, kept in the URL (spec §2). */
export const PendingPage = () => {
  const { t } = useTranslation('outbound');
  const { search } = useAppLocation();
  const filters = readPendingFilters(search);
  const key = pendingSearch(filters);
  const pagingLabels = usePagingLabels();
  const load = useLoad((signal) => listPending(pendingQuery(filters), signal), [key]);
  const [shown, setShown] = useState<Page<PendingItem> | null>(null);

  useEffect(() => {
    if (load.state === 'done') setShown(load.data);
  }, [load]);

  const go = (next: PendingFilters) => navigate(appHref(`/pending${pendingSearch(next)}`));
  const pages = shown ? pageCount(shown.total, pendingPageSize) : 1;
  const filtered = filters.days !== null || filters.own || filters.timeframe !== 'all';

  return (
    <div className={styles.page}>
      <PageHeader title={t('pending.title')} context={shown ? t('pending.total', { count: shown.total }) : t('pending.context')} />
      <PendingFilterBar filters={filters} onChange={go} />
      {load.state === 'error' && (
        <p className={styles.error} role="alert">
          {t('common.loadError')}
        </p>
      )}
      <PendingTable
        items={shown?.items ?? []}
        label={t('pending.title')}
        status={load.state === 'loading' ? 'loading' : load.state === 'error' ? 'error' : 'ready'}
        empty={
          <EmptyState title={filtered ? t('pending.emptyFiltered') : t('pending.empty')} headingLevel={2}>
            {filtered ? t('pending.emptyFilteredText') : t('pending.emptyText')}
          </EmptyState>
        }
        paging={pages > 1 ? { page: Math.min(filters.page, pages), pageCount: pages, onPageChange: (page) => go({ ...filters, page }), labels: pagingLabels } : undefined}
      />
    </div>
  );
};
