import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeader, Spinner, TextInput } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, navigate, useAppLocation } from '@tunne/app-kit';
import type { CustomerSummary, Page } from '@tunne/contracts';
import { listCustomers } from '../features/customers/api.ts';
import { nextSort, pageCount, pageSize, readListQuery, sortDirection, writeListQuery, type ListQuery } from '../features/customers/list-query.ts';
import * as styles from './CustomerListPage.module.css';

type Load = { state: 'loading' } | { state: 'done'; page: Page<CustomerSummary> } | { state: 'error' };

const searchDelayMs = 300;

/** The organisation's customers (archived=false) or the archive (archived=true). */
export const CustomerListPage = ({ archived }: { archived: boolean }) => {
  const { t } = useTranslation('customers');
  const { search } = useAppLocation();
  const query = readListQuery(search);
  const [nameInput, setNameInput] = useState(query.name);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const listPath = archived ? '/removedcustomers' : '/customers';

  const go = (next: ListQuery, replace = false): void => navigate(`${appHref(listPath)}${writeListQuery(next)}`, { replace });

  // Typing searches after a short pause; the URL keeps the search for back/forward and reload.
  useEffect(() => {
    if (nameInput.trim() === query.name.trim()) return undefined;
    const timer = window.setTimeout(() => go({ ...query, name: nameInput, page: 1 }, true), searchDelayMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nameInput]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    listCustomers({ name: query.name, archived, sort: query.sort, page: query.page, size: pageSize }, controller.signal)
      .then((page) => setLoad({ state: 'done', page }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec §8: fetch errors in customer-data calls are only logged; the page says it failed.
        console.error('Loading customers failed', error);
        setLoad({ state: 'error' });
      });
    return () => controller.abort();
  }, [archived, query.name, query.sort, query.page]);

  const total = load.state === 'done' ? load.page.total : null;
  const pages = total === null ? 1 : pageCount(total, pageSize);

  return (
    <div className={styles.page}>
      <PageHeader
        title={archived ? t('list.archiveTitle') : t('list.title')}
        context={total === null ? (archived ? t('list.archiveContext') : undefined) : t('list.total', { count: total })}
      />
      <div className={styles.tools} role="search">
        <TextInput
          label={t('list.search')}
          type="search"
          placeholder={t('list.searchPlaceholder')}
          value={nameInput}
          onChange={(event) => setNameInput(event.target.value)}
          fieldClassName={styles.searchField}
        />
      </div>
      {load.state === 'loading' && <Spinner label={t('list.loading')} showLabel />}
      {load.state === 'error' && (
        <p className={styles.error} role="alert">
          {t('list.error')}
        </p>
      )}
      {load.state === 'done' && load.page.items.length === 0 && (
        <EmptyState
          title={query.name ? t('list.noMatches') : archived ? t('list.archiveEmpty') : t('list.empty')}
          headingLevel={2}
        >
          {query.name ? t('list.noMatchesText', { name: query.name }) : archived ? t('list.archiveEmptyText') : t('list.emptyText')}
        </EmptyState>
      )}
      {load.state === 'done' && load.page.items.length > 0 && (
        <>
          <CustomerTable
            customers={load.page.items}
            archived={archived}
            sort={query.sort}
            onSort={(column) => go({ ...query, sort: nextSort(query.sort, column), page: 1 })}
            label={archived ? t('list.archiveTableLabel') : t('list.tableLabel')}
          />
          {pages > 1 && <Paging page={query.page} pages={pages} onPage={(page) => go({ ...query, page })} />}
        </>
      )}
    </div>
  );
};

const CustomerTable = ({
  customers,
  archived,
  sort,
  onSort,
  label,
}: {
  customers: CustomerSummary[];
  archived: boolean;
  sort: ListQuery['sort'];
  onSort: (column: 'name' | 'created_at') => void;
  label: string;
}) => {
  const { t } = useTranslation('customers');
  const captionId = useId();
  const sortHeader = (column: 'name' | 'created_at') => {
    const direction = sortDirection(sort, column);
    return (
      <th scope="col" aria-sort={direction} className={column === 'created_at' ? styles.dateCell : undefined}>
        <button type="button" className={styles.sortButton} onClick={() => onSort(column)} title={t('list.sortBy', { column: t(`columns.${column}`) })}>
          {t(`columns.${column}`)}
          <span aria-hidden="true" className={styles.sortMark}>
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={styles.caption}>
          {label}
        </caption>
        <thead>
          <tr>
            {sortHeader('name')}
            <th scope="col">{t('columns.type')}</th>
            <th scope="col">{t('columns.businessid')}</th>
            <th scope="col">{t('columns.city')}</th>
            <th scope="col">{t('columns.country')}</th>
            {archived && (
              <th scope="col" className={styles.dateCell}>
                {t('columns.removes_at')}
              </th>
            )}
            {sortHeader('created_at')}
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id}>
              <td>
                <a className={styles.nameLink} href={appHref(`/customers/${customer.id}`)} onClick={handleLinkClick}>
                  {customer.name}
                </a>
              </td>
              <td>{t(`type.${customer.type}`)}</td>
              <td className={styles.mono}>{customer.type === 'business' ? customer.businessid : customer.ssn}</td>
              <td>{customer.city}</td>
              <td>{customer.country}</td>
              {archived && <td className={styles.dateCell}>{formatDate(customer.removes_at)}</td>}
              <td className={styles.dateCell}>{formatDate(customer.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const Paging = ({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) => {
  const { t } = useTranslation('customers');
  return (
    <nav className={styles.paging} aria-label={t('paging.label')}>
      <Button size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('paging.previous')}
      </Button>
      <span aria-current="page">{t('paging.page', { page, pages })}</span>
      <Button size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('paging.next')}
      </Button>
    </nav>
  );
};
