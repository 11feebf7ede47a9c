import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, Dialog, EmptyState, Link, PageHeader, Spinner, sortFromParam } from '@tunne/design-system';
import type { DataTableColumn } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, navigate, useAppLocation, useLoad } from '@tunne/app-kit';
import type { Page } from '@tunne/contracts';
import { deleteCustomerPermanently, listCustomers, restoreCustomer } from '../features/customers/api.ts';
import { useIsAdmin } from '../shared/hooks.ts';
import { useErrorDialog } from '../features/customers/components/useErrorDialog.tsx';
import { defaultPageSize, defaultQuery, nextSort, pageCount, readListQuery, writeListQuery, type ListQuery, type SortColumn } from '../features/customers/list-query.ts';
import type { CustomerListItem } from '../features/customers/types.ts';
import * as styles from './CustomerListPage.module.css';
import { usePagingLabels } from './use-paging-labels.ts';

type Pending = { action: 'restore' | 'delete'; customer: CustomerListItem } | null;

/** /removedcustomers: archived customers with their removal date, restore, an admin's delete at once, and (admins) the way to the retained records. */
export const ArchiveListPage = () => {
  const { t } = useTranslation('customers');
  const { search } = useAppLocation();
  const searchText = search.toString();
  const query = readListQuery(search);
  const isAdmin = useIsAdmin();
  const [errorDialog, showError] = useErrorDialog();
  const pagingLabels = usePagingLabels();
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

  const sortable = (column: SortColumn) => ({ id: column, header: t(`columns.${column}`), sortValue: () => 0 });
  const columns: DataTableColumn<CustomerListItem>[] = [
    {
      ...sortable('name'),
      cell: (customer) => (
        <Link emphasis="strong" href={appHref(`/customers/${customer.id}`)} onClick={handleLinkClick}>
          {customer.name}
        </Link>
      ),
    },
    { id: 'type', header: t('columns.type'), cell: (customer) => t(`type.${customer.type}`) },
    { ...sortable('removes_at'), align: 'end', cell: (customer) => formatDate(customer.removes_at) },
  ];

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('list.archiveTitle')}
        context={total === null ? t('list.archiveContext') : `${t('list.total', { count: total })} · ${t('list.archiveContext')}`}
        actions={
          isAdmin && (
            <Link emphasis="strong" href={appHref('/customers/retained')} onClick={handleLinkClick}>
              {t('retained.link')}
            </Link>
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
        <DataTable
          columns={columns}
          data={shown.items}
          getRowId={(customer) => customer.id}
          label={t('list.archiveTableLabel')}
          sort={sortFromParam(query.sort)}
          manualSorting
          onSortChange={(next) => next && go({ ...query, sort: nextSort(query.sort, next.id as SortColumn), page: 1 })}
          rowActions={{
            header: t('archive.actions'),
            render: (customer) => (
              <>
                <Button size="sm" onClick={() => setPending({ action: 'restore', customer })} aria-label={t('archive.restoreNamed', { name: customer.name })}>
                  {t('archive.restore')}
                </Button>
                {isAdmin && (
                  <Button size="sm" variant="danger" onClick={() => setPending({ action: 'delete', customer })} aria-label={t('archive.deleteNamed', { name: customer.name })}>
                    {t('archive.delete')}
                  </Button>
                )}
              </>
            ),
          }}
          paging={{ page: Math.min(query.page, pages), pageCount: pages, onPageChange: (page) => go({ ...query, page }), labels: pagingLabels }}
        />
      )}
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
