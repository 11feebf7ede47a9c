import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeader, Paging, Spinner } from '@tunne/design-system';
import { appHref, navigate, useAppLocation, useLoad } from '@tunne/app-kit';
import type { Page } from '@tunne/contracts';
import { listCustomers } from '../features/customers/api.ts';
import { CustomerTable } from '../features/customers/components/CustomerTable.tsx';
import { ExportButtons } from '../features/customers/components/ExportButtons.tsx';
import { ListTools } from '../features/customers/components/ListTools.tsx';
import { activeFilterCount, nextSort, pageCount, pageSizes, readListQuery, writeListQuery, type ListFilters, type ListQuery, type PageSize } from '../features/customers/list-query.ts';
import type { CustomerListItem } from '../features/customers/types.ts';
import * as styles from './CustomerListPage.module.css';
import { usePagingLabels } from './use-paging-labels.ts';

const searchDelayMs = 300;

/** The organisation's active customers with the spec's tools; the view's state is the URL query. */
export const CustomerListPage = () => {
  const { t } = useTranslation('customers');
  const { search } = useAppLocation();
  const searchText = search.toString();
  const query = readListQuery(search);
  const [nameInput, setNameInput] = useState(query.name);
  // The last answer stays on screen while the next page or filter loads, so nothing jumps.
  const [shown, setShown] = useState<Page<CustomerListItem> | null>(null);
  const pagingLabels = usePagingLabels();

  const go = (next: ListQuery, replace = false): void => navigate(`${appHref('/customers')}${writeListQuery(next)}`, { replace });

  // Back/forward changes the URL under the input: follow it.
  useEffect(() => {
    const fromUrl = readListQuery(new URLSearchParams(searchText)).name;
    setNameInput((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
  }, [searchText]);

  useEffect(() => {
    if (nameInput.trim() === query.name.trim()) return undefined;
    const timer = window.setTimeout(() => go({ ...query, name: nameInput, page: 1 }, true), searchDelayMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nameInput]);

  const load = useLoad((signal) => listCustomers({ ...query, archived: false }, signal), [searchText]);
  useEffect(() => {
    if (load.state === 'done') setShown(load.data);
  }, [load]);

  const total = shown?.total ?? null;
  const pages = total === null ? 1 : pageCount(total, query.size);
  const filtered = Boolean(query.name) || activeFilterCount(query) > 0;
  const changeFilters = (next: Partial<ListFilters>) => go({ ...query, ...next, page: 1 });

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('list.title')}
        context={total === null ? undefined : t('list.total', { count: total })}
        actions={
          <>
            <Button variant="primary" onClick={() => navigate(appHref('/customers/new?type=business'))}>
              {t('add.business')}
            </Button>
            <Button onClick={() => navigate(appHref('/customers/new?type=person'))}>{t('add.person')}</Button>
            <Button onClick={() => navigate(appHref('/customers/import'))}>{t('import.open')}</Button>
            <Button onClick={() => navigate(appHref('/customers/leads'))}>{t('leads.title')}</Button>
          </>
        }
      />
      <ListTools filters={query} nameInput={nameInput} onNameInput={setNameInput} onChange={changeFilters} />
      <div className={styles.bar}>
        <span className={styles.status} aria-live="polite">
          {load.state === 'loading' && <Spinner label={t('list.loading')} size="sm" showLabel />}
        </span>
        <ExportButtons filters={query} sort={query.sort} />
      </div>
      {load.state === 'error' && (
        <p className={styles.error} role="alert">
          {t('list.error')}
        </p>
      )}
      {shown && shown.items.length === 0 && load.state !== 'loading' && (
        <EmptyState title={filtered ? t('list.noMatches') : t('list.empty')} headingLevel={2}>
          {filtered ? (query.name ? t('list.noMatchesText', { name: query.name }) : t('list.noFilterMatchesText')) : t('list.emptyText')}
        </EmptyState>
      )}
      {shown && shown.items.length > 0 && (
        <>
          <CustomerTable
            customers={shown.items}
            sort={query.sort}
            onSort={(column) => go({ ...query, sort: nextSort(query.sort, column), page: 1 })}
            label={t('list.tableLabel')}
            resetKey={`${query.sort}/${query.page}/${query.size}`}
          />
          <Paging
            page={Math.min(query.page, pages)}
            pageCount={pages}
            onPageChange={(page) => go({ ...query, page })}
            labels={pagingLabels}
            pageSize={{ value: query.size, options: pageSizes, label: t('paging.size'), onChange: (size) => go({ ...query, size: size as PageSize, page: 1 }) }}
          />
        </>
      )}
    </div>
  );
};
