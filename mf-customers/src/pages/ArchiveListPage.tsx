import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, EmptyState, PageHeader, Spinner } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, navigate, useAppLocation, useLoad } from '@tunne/app-kit';
import type { Page } from '@tunne/contracts';
import { deleteCustomerPermanently, listCustomers, restoreCustomer } from '../features/customers/api.ts';
import { Paging } from '../features/customers/components/Paging.tsx';
import { useIsAdmin } from '../features/customers/hooks.ts';
import { useErrorDialog } from '../features/customers/components/useErrorDialog.tsx';
import { defaultPageSize, defaultQuery, nextSort, pageCount, readListQuery, sortDirection, writeListQuery, type ListQuery, type SortColumn } from '../features/customers/list-query.ts';
import type { CustomerListItem } from '../features/customers/types.ts';
import * as tableStyles from '../features/customers/components/CustomerTable.module.css';
import * as styles from './CustomerListPage.module.css';

type Pending = { action: 'restore' | 'delete'; customer: CustomerListItem } | null;

/** /removedcustomers: archived customers with their removal date, restore, an admin's delete at once, and (admins) the way to the retained records. */
export const ArchiveListPage = () => {
  const { t } = useTranslation('customers');
  const { search } = useAppLocation();
  const searchText = search.toString();
  const query = readListQuery(search);
  const isAdmin = useIsAdmin();
  const [errorDialog, showError] = useErrorDialog();
  const captionId = useId();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [shown, setShown] = useState<Page<CustomerListItem> | null>(null);

  const load = useLoad((signal) => listCustomers({ ...defaultQuery, sort: query.sort, page: query.page, archived: true, size: defaultPageSize }, signal), [searchText]);
  useEffect(() => {
    if (load.state === 'done') setShown(load.data);
  }, [load]);

  const go = (next: ListQuery) => navigate(`${appHref('/removedcustomers')}${writeListQuery(next)}`);
  const total = shown?.total ?? null;
  const pages = total === null ? 1 : pageCount(total, defaultPageSize);

  const handleConfirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.action === 'restore') await restoreCustomer(pending.customer.id);
      else await deleteCustomerPermanently(pending.customer.id);
      setNotice(t(pending.action === 'restore' ? 'archive.restored' : 'archive.deleted', { name: pending.customer.name }));
      setPending(null);
      load.reload();
    } catch (error) {
      setPending(null);
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const sortHeader = (column: SortColumn, right = false) => {
    const direction = sortDirection(query.sort, column);
    return (
      <th scope="col" aria-sort={direction} className={right ? tableStyles.right : undefined}>
        <button type="button" className={tableStyles.sortButton} onClick={() => go({ ...query, sort: nextSort(query.sort, column), page: 1 })}>
          {t(`columns.${column}`)}
          <span aria-hidden="true" className={direction === 'none' ? tableStyles.sortMarkIdle : tableStyles.sortMark}>
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('list.archiveTitle')}
        context={total === null ? t('list.archiveContext') : `${t('list.total', { count: total })} · ${t('list.archiveContext')}`}
        actions={
          isAdmin && (
            <a className={tableStyles.nameLink} href={appHref('/customers/retained')} onClick={handleLinkClick}>
              {t('retained.link')}
            </a>
          )
        }
      />
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {load.state === 'loading' && !shown && <Spinner label={t('list.loading')} showLabel />}
      {load.state === 'error' && (
        <p className={styles.error} role="alert">
          {t('list.error')}
        </p>
      )}
      {shown && shown.items.length === 0 && (
        <EmptyState title={t('list.archiveEmpty')} headingLevel={2}>
          {t('list.archiveEmptyText')}
        </EmptyState>
      )}
      {shown && shown.items.length > 0 && (
        <div className={tableStyles.tableWrap}>
          <table className={tableStyles.table} aria-labelledby={captionId}>
            <caption id={captionId} className={tableStyles.caption}>
              {t('list.archiveTableLabel')}
            </caption>
            <thead>
              <tr>
                {sortHeader('name')}
                <th scope="col">{t('columns.type')}</th>
                {sortHeader('removes_at', true)}
                <th scope="col" className={tableStyles.right}>
                  {t('archive.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.items.map((customer) => (
                <tr key={customer.id}>
                  <td>
                    <a className={tableStyles.nameLink} href={appHref(`/customers/${customer.id}`)} onClick={handleLinkClick}>
                      {customer.name}
                    </a>
                  </td>
                  <td>{t(`type.${customer.type}`)}</td>
                  <td className={tableStyles.right}>{formatDate(customer.removes_at)}</td>
                  <td className={tableStyles.right}>
                    <span className={tableStyles.lightCell}>
                      <Button size="sm" onClick={() => setPending({ action: 'restore', customer })} aria-label={t('archive.restoreNamed', { name: customer.name })}>
                        {t('archive.restore')}
                      </Button>
                      {isAdmin && (
                        <Button size="sm" variant="danger" onClick={() => setPending({ action: 'delete', customer })} aria-label={t('archive.deleteNamed', { name: customer.name })}>
                          {t('archive.delete')}
                        </Button>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && <Paging page={Math.min(query.page, pages)} pages={pages} onPage={(page) => go({ ...query, page })} />}
      <Dialog
        open={pending !== null}
        kind="confirm"
        title={pending?.action === 'delete' ? t('archive.deleteTitle') : t('archive.restoreTitle')}
        message={pending ? t(pending.action === 'delete' ? 'archive.deleteConfirm' : 'archive.restoreConfirm', { name: pending.customer.name }) : ''}
        confirmLabel={pending?.action === 'delete' ? t('archive.delete') : t('archive.restore')}
        destructive={pending?.action === 'delete'}
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setPending(null)}
        onConfirm={() => void handleConfirm()}
      />
      {errorDialog}
    </div>
  );
};
