import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, EmptyState, PageHeader, Paging, Select, Spinner, TextInput } from '@tunne/design-system';
import { appHref, handleLinkClick, navigate, useAppLocation, useLoad } from '@tunne/app-kit';
import { leadStatuses, type Lead, type LeadStatus, type Page } from '@tunne/contracts';
import { duplicatesOf } from '../features/customers/api.ts';
import { DuplicateDialog } from '../features/customers/components/DuplicateDialog.tsx';
import { pageCount } from '../features/customers/list-query.ts';
import type { Duplicate } from '../features/customers/types.ts';
import { convertLead, deleteLead, listLeads, updateLead } from '../features/leads/api.ts';
import { LeadTable, type LeadAction } from '../features/leads/components/LeadTable.tsx';
import { useLeadErrorDialog } from '../features/leads/components/useLeadErrorDialog.tsx';
import { leadPageSize, nextLeadSort, readLeadQuery, writeLeadQuery, type LeadListQuery } from '../features/leads/list-query.ts';
import { useLeadNotice } from '../features/leads/store.ts';
import * as listStyles from './CustomerListPage.module.css';
import * as styles from './LeadListPage.module.css';
import { usePagingLabels } from './use-paging-labels.ts';

const searchDelayMs = 300;

type Pending = { action: Exclude<LeadAction, 'restore'>; lead: Lead } | null;

/** /customers/leads: the prospective customers, searched and filtered by status, converted or discarded here. */
export const LeadListPage = () => {
  const { t } = useTranslation('customers');
  const { search } = useAppLocation();
  const searchText = search.toString();
  const query = readLeadQuery(search);
  const [searchInput, setSearchInput] = useState(query.search);
  const [shown, setShown] = useState<Page<Lead> | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [duplicates, setDuplicates] = useState<{ lead: Lead; matches: Duplicate[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const savedName = useLeadNotice((state) => state.savedName);
  const [notice, setNotice] = useState<string | null>(savedName ? t('leads.saved', { name: savedName }) : null);
  const [errorDialog, showError] = useLeadErrorDialog();
  const pagingLabels = usePagingLabels();

  const go = (next: LeadListQuery, replace = false): void => navigate(`${appHref('/customers/leads')}${writeLeadQuery(next)}`, { replace });

  // The form's notice is shown once.
  useEffect(() => {
    useLeadNotice.getState().setSaved(null);
  }, []);

  useEffect(() => {
    const fromUrl = readLeadQuery(new URLSearchParams(searchText)).search;
    setSearchInput((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
  }, [searchText]);

  useEffect(() => {
    if (searchInput.trim() === query.search.trim()) return undefined;
    const timer = window.setTimeout(() => go({ ...query, search: searchInput, page: 1 }, true), searchDelayMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchInput]);

  const load = useLoad((signal) => listLeads({ ...query, size: leadPageSize }, signal), [searchText]);
  useEffect(() => {
    if (load.state === 'done') setShown(load.data);
  }, [load]);

  const total = shown?.total ?? null;
  const pages = total === null ? 1 : pageCount(total, leadPageSize);
  const filtered = Boolean(query.search.trim()) || query.status !== '';

  const convert = async (lead: Lead, confirmDuplicate: boolean) => {
    setBusy(true);
    try {
      const { customer } = await convertLead(lead.id, confirmDuplicate ? { confirm_duplicate: true } : {});
      navigate(appHref(`/customers/${customer.id}`));
    } catch (error) {
      const matches = duplicatesOf(error);
      if (matches) setDuplicates({ lead, matches });
      else showError(error);
    } finally {
      setPending(null);
      setBusy(false);
    }
  };

  const change = async (lead: Lead, action: 'discard' | 'restore' | 'remove') => {
    setBusy(true);
    try {
      if (action === 'remove') await deleteLead(lead.id);
      else await updateLead(lead.id, { status: action === 'discard' ? 'DISCARDED' : 'NEW' });
      setNotice(t(`leads.done.${action}`, { name: lead.name }));
      load.reload();
    } catch (error) {
      showError(error);
    } finally {
      setPending(null);
      setBusy(false);
    }
  };

  const handleAction = (action: LeadAction, lead: Lead) => {
    if (action === 'restore') void change(lead, 'restore');
    else setPending({ action, lead });
  };

  const handleConfirm = () => {
    if (!pending) return;
    if (pending.action === 'convert') void convert(pending.lead, false);
    else void change(pending.lead, pending.action);
  };

  return (
    <div className={listStyles.page}>
      <a className={styles.back} href={appHref('/customers')} onClick={handleLinkClick}>
        ← {t('list.title')}
      </a>
      <PageHeader
        title={t('leads.title')}
        context={total === null ? t('leads.context') : `${t('leads.total', { count: total })} · ${t('leads.context')}`}
        actions={
          <Button variant="primary" onClick={() => navigate(appHref('/customers/leads/new'))}>
            {t('leads.add')}
          </Button>
        }
      />
      <div className={styles.tools} role="search" aria-label={t('leads.toolsLabel')}>
        <TextInput
          label={t('leads.search')}
          type="search"
          placeholder={t('leads.searchPlaceholder')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          fieldClassName={styles.search}
        />
        <Select
          label={t('leads.statusFilter')}
          value={query.status}
          onChange={(event) => go({ ...query, status: event.target.value as LeadStatus | '', page: 1 })}
          fieldClassName={styles.select}
        >
          <option value="">{t('leads.allStatuses')}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`leads.status.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={listStyles.bar}>
        <span className={listStyles.status} aria-live="polite">
          {load.state === 'loading' ? <Spinner label={t('leads.loading')} size="sm" showLabel /> : notice && <span className={listStyles.notice}>{notice}</span>}
        </span>
      </div>
      {load.state === 'error' && (
        <p className={listStyles.error} role="alert">
          {t('leads.error')}
        </p>
      )}
      {shown && shown.items.length === 0 && load.state !== 'loading' && (
        <EmptyState
          title={filtered ? t('leads.noMatches') : t('leads.empty')}
          headingLevel={2}
          action={filtered ? undefined : <Button onClick={() => navigate(appHref('/customers/leads/new'))}>{t('leads.add')}</Button>}
        >
          {filtered ? t('leads.noMatchesText') : t('leads.emptyText')}
        </EmptyState>
      )}
      {shown && shown.items.length > 0 && (
        <>
          <LeadTable
            leads={shown.items}
            sort={query.sort}
            onSort={(column) => go({ ...query, sort: nextLeadSort(query.sort, column), page: 1 })}
            onAction={handleAction}
          />
          <Paging page={Math.min(query.page, pages)} pageCount={pages} onPageChange={(page) => go({ ...query, page })} labels={pagingLabels} />
        </>
      )}
      <Dialog
        open={pending !== null}
        kind="confirm"
        title={pending ? t(`leads.confirm.${pending.action}Title`) : ''}
        message={pending ? t(`leads.confirm.${pending.action}`, { name: pending.lead.name }) : ''}
        confirmLabel={pending ? t(`leads.actions.${pending.action}`) : undefined}
        destructive={pending?.action === 'remove'}
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setPending(null)}
        onConfirm={handleConfirm}
      />
      <DuplicateDialog
        duplicates={duplicates?.matches ?? null}
        busy={busy}
        onCancel={() => setDuplicates(null)}
        onConfirm={() => {
          if (duplicates) void convert(duplicates.lead, true).then(() => setDuplicates(null));
        }}
      />
      {errorDialog}
    </div>
  );
};
