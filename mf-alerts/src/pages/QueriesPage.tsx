import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, PageHeader, Spinner, pageCount } from '@tunne/design-system';
import { formatDateTime, openDownload, percent, useLoad, useShowError } from '@tunne/app-kit';
import { minSimilarity, type Page, type SanctionQuery, type SanctionQuerySummary } from '@tunne/contracts';
import { historyPageSize, listQueries, queryPdfPath } from '../features/queries/api.ts';
import { HistoryTable } from '../features/queries/components/HistoryTable.tsx';
import { QueryForm } from '../features/queries/components/QueryForm.tsx';
import { ResultTable } from '../features/queries/components/ResultTable.tsx';
import { getScreeningSettings } from '../shared/screening-api.ts';
import { usePagingLabels } from './paging-labels.ts';
import * as styles from '@tunne/design-system/page.module.css';

/** /queries: run a sanction-list query and see its results; the history below (spec §2, §3 Sanction query). */
export const QueriesPage = ({ focusNew }: { focusNew: boolean }) => {
  const { t } = useTranslation('alerts');
  const showError = useShowError();
  const pagingLabels = usePagingLabels();
  const [latest, setLatest] = useState<SanctionQuery | null>(null);
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<Page<SanctionQuerySummary> | null>(null);
  const settings = useLoad((signal) => getScreeningSettings(signal), []);
  const load = useLoad((signal) => listQueries(page, signal), [page]);

  useEffect(() => {
    if (load.state === 'done') setHistory(load.data);
  }, [load]);

  const handleDone = (query: SanctionQuery) => {
    setLatest(query);
    if (page === 1) load.reload();
    else setPage(1);
  };

  const defaultSimilarity = settings.state === 'done' ? settings.data.threshold : Math.max(minSimilarity, 0.85);
  const pages = history ? pageCount(history.total, historyPageSize) : 1;

  return (
    <div className={styles.page}>
      <PageHeader title={t('queries.title')} context={t('queries.context')} />
      <QueryForm defaultSimilarity={defaultSimilarity} autoFocus={focusNew} onDone={handleDone} onError={showError} />
      {latest && (
        <Card
          title={t('queries.results', { query: latest.query })}
          actions={
            <Button size="sm" onClick={() => openDownload(queryPdfPath(latest.id)).catch(showError)}>
              {t('queries.pdf')}
            </Button>
          }
        >
          <div className={styles.page}>
            <p className={styles.muted} aria-live="polite">
              {t('queries.summary', {
                count: latest.cnt,
                similarity: percent(latest.similarity),
                lists: latest.sources.map((source) => t(`sourcesShort.${source}`)).join(', '),
                date: formatDateTime(latest.created_at),
              })}
            </p>
            {latest.results.length === 0 ? (
              <EmptyState title={t('queries.noResults')} headingLevel={3}>
                {t('queries.noResultsText')}
              </EmptyState>
            ) : (
              <ResultTable results={latest.results} label={t('queries.resultsLabel')} onError={showError} />
            )}
          </div>
        </Card>
      )}
      <h2 className={styles.sectionTitle}>{t('queries.history')}</h2>
      <div className={styles.status} aria-live="polite">
        {load.state === 'loading' && <Spinner label={t('queries.loading')} size="sm" showLabel />}
      </div>
      {load.state === 'error' && (
        <p className={styles.error} role="alert">
          {t('queries.error')}
        </p>
      )}
      {history && history.items.length === 0 && (
        <EmptyState title={t('queries.historyEmpty')} headingLevel={3}>
          {t('queries.historyEmptyText')}
        </EmptyState>
      )}
      {history && history.items.length > 0 && (
        <HistoryTable
          queries={history.items}
          label={t('queries.history')}
          paging={{ page: Math.min(page, pages), pageCount: pages, onPageChange: setPage, labels: pagingLabels }}
          onError={showError}
        />
      )}
    </div>
  );
};
