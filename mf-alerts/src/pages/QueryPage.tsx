import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeader, Spinner } from '@tunne/design-system';
import { appHref, formatDateTime, handleLinkClick, isApiCallError, openDownload, percent, useLoad, useShowError } from '@tunne/app-kit';
import { getQuery, queryPdfPath } from '../features/queries/api.ts';
import { ResultTable } from '../features/queries/components/ResultTable.tsx';
import * as styles from '@tunne/design-system/page.module.css';

/** /queries/{id}: one saved query with every result as it was found. */
export const QueryPage = ({ id }: { id: string }) => {
  const { t } = useTranslation('alerts');
  const showError = useShowError();
  const load = useLoad((signal) => getQuery(id, signal), [id]);
  const back = (
    <a className={styles.back} href={appHref('/queries')} onClick={handleLinkClick}>
      ← {t('query.back')}
    </a>
  );
  if (load.state === 'loading') return <Spinner label={t('query.loading')} showLabel />;
  if (load.state === 'error') {
    const notFound = isApiCallError(load.error) && [400, 404].includes(load.error.status);
    return (
      <div className={styles.page}>
        {back}
        <EmptyState title={notFound ? t('query.notFound') : t('query.error')} headingLevel={2} />
      </div>
    );
  }
  const query = load.data;
  return (
    <div className={styles.page}>
      {back}
      <PageHeader
        title={t('query.title', { query: query.query })}
        context={`${t(`kinds.${query.entityType}`)} · ${t('queries.summary', {
          count: query.cnt,
          similarity: percent(query.similarity),
          lists: query.sources.map((source) => t(`sourcesShort.${source}`)).join(', '),
          date: formatDateTime(query.created_at),
        })}`}
        actions={
          <Button variant="primary" onClick={() => openDownload(queryPdfPath(query.id)).catch(showError)}>
            {t('queries.pdf')}
          </Button>
        }
      />
      {query.results.length === 0 ? (
        <EmptyState title={t('queries.noResults')} headingLevel={2}>
          {t('queries.noResultsText')}
        </EmptyState>
      ) : (
        <ResultTable results={query.results} label={t('queries.resultsLabel')} onError={showError} />
      )}
    </div>
  );
};
