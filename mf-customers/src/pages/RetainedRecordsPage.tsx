import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, DataTable, EmptyState, PageHeader, Spinner, TextInput } from '@tunne/design-system';
import type { DataTableColumn } from '@tunne/design-system';
import { appHref, currentLanguage, formatDate, navigate, useAppLocation, useLoad } from '@tunne/app-kit';
import { minRetentionYears, type Page, type RetainedRecordSummary, type RetentionSettings } from '@tunne/contracts';
import { useErrorDialog } from '../features/customers/components/useErrorDialog.tsx';
import { useIsAdmin } from '../shared/hooks.ts';
import { openLink } from '../shared/open-link.ts';
import { defaultPageSize, pageCount } from '../features/customers/list-query.ts';
import { getRetention, listRetained, retainedPdfHref } from '../features/retained/api.ts';
import { RetainedFreezeDialog } from '../features/retained/components/RetainedFreezeDialog.tsx';
import { RetentionDialog } from '../features/retained/components/RetentionDialog.tsx';
import * as listStyles from './CustomerListPage.module.css';
import * as styles from './RetainedRecordsPage.module.css';
import { usePagingLabels } from './use-paging-labels.ts';

/**
 * /customers/retained (admins): the records of customers who left the register, kept read-only until their deletion
 * date (issue 11 §1), each downloadable as a PDF for an inspector; and the organisation's retention period.
 */
const searchDelayMs = 300;

const hrefFor = (page: number, name: string): string => {
  const params = new URLSearchParams();
  if (name) params.set('name', name);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${appHref('/customers/retained')}${query ? `?${query}` : ''}`;
};

export const RetainedRecordsPage = () => {
  const { t } = useTranslation('customers');
  const isAdmin = useIsAdmin();
  const { search } = useAppLocation();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const name = search.get('name') ?? '';
  const [nameInput, setNameInput] = useState(name);
  const [errorDialog, showError] = useErrorDialog();
  const pagingLabels = usePagingLabels();
  const [shown, setShown] = useState<Page<RetainedRecordSummary> | null>(null);
  const [settings, setSettings] = useState<RetentionSettings | null>(null);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  // Issue 25 §1: the record whose freeze is looked at (lifted by two admins).
  const [freezeOf, setFreezeOf] = useState<RetainedRecordSummary | null>(null);

  const load = useLoad((signal) => (isAdmin ? listRetained(page, defaultPageSize, name, signal) : Promise.resolve(null)), [page, name, isAdmin]);
  // The search follows typing after a pause, from the first page; the address keeps it (back and reload).
  useEffect(() => {
    if (nameInput.trim() === name.trim()) return undefined;
    const timer = window.setTimeout(() => navigate(hrefFor(1, nameInput.trim()), { replace: true }), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [nameInput, name]);
  const loadSettings = useLoad((signal) => (isAdmin ? getRetention(signal) : Promise.resolve(null)), [isAdmin]);
  useEffect(() => {
    if (load.state === 'done') setShown(load.data);
  }, [load]);
  useEffect(() => {
    if (loadSettings.state === 'done') setSettings(loadSettings.data);
  }, [loadSettings]);

  if (!isAdmin) {
    return (
      <div className={listStyles.page}>
        <PageHeader title={t('retained.title')} />
        <EmptyState title={t('retained.onlyAdmins')} headingLevel={2} />
      </div>
    );
  }

  const total = shown?.total ?? null;
  const pages = total === null ? 1 : pageCount(total, defaultPageSize);

  const handlePdf = async (record: RetainedRecordSummary) => {
    setDownloading(record.id);
    try {
      openLink(await retainedPdfHref(record.id, currentLanguage()), { download: `retained-record-${record.id}.pdf` });
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(null);
    }
  };

  const columns: DataTableColumn<RetainedRecordSummary>[] = [
    { id: 'name', header: t('retained.columns.name'), cell: (record) => record.name },
    { id: 'type', header: t('retained.columns.type'), cell: (record) => t(`type.${record.type}`) },
    { id: 'identifier', header: t('retained.columns.identifier'), cell: (record) => record.businessid ?? record.ssn ?? '' },
    { id: 'ended', header: t('retained.columns.ended'), align: 'end', cell: (record) => formatDate(record.relationship_ended_at) },
    { id: 'deletes', header: t('retained.columns.deletes'), align: 'end', cell: (record) => formatDate(record.deletes_at) },
  ];

  return (
    <div className={listStyles.page}>
      <PageHeader title={t('retained.title')} context={total === null ? t('retained.context') : `${t('retained.total', { count: total })} · ${t('retained.context')}`} />
      <p className={listStyles.notice} role="status">
        {notice}
      </p>
      {settings && (
        <Card
          title={t('retained.period')}
          headingLevel={2}
          actions={
            <Button size="sm" onClick={() => setEditing(true)}>
              {t('retained.periodEdit')}
            </Button>
          }
        >
          <div className={styles.period}>
            <p className={styles.periodValue}>{t('retained.periodValue', { count: settings.retention_years })}</p>
            <p className={styles.muted}>
              {settings.retention_years === minRetentionYears || !settings.reason ? t('retained.periodLaw') : t('retained.periodReason', { reason: settings.reason })}
            </p>
          </div>
        </Card>
      )}
      <div className={styles.tools} role="search" aria-label={t('retained.search')}>
        <TextInput
          label={t('retained.search')}
          type="search"
          placeholder={t('retained.searchPlaceholder')}
          value={nameInput}
          onChange={(event) => setNameInput(event.target.value)}
          fieldClassName={styles.search}
        />
      </div>
      {load.state === 'loading' && !shown && <Spinner label={t('retained.loading')} showLabel />}
      {load.state === 'error' && (
        <p className={listStyles.error} role="alert">
          {t('retained.error')}
        </p>
      )}
      {shown && shown.items.length === 0 && (
        <EmptyState title={t('retained.empty')} headingLevel={2}>
          {t('retained.emptyText')}
        </EmptyState>
      )}
      {shown && shown.items.length > 0 && (
        <DataTable
          columns={columns}
          data={shown.items}
          getRowId={(record) => record.id}
          label={t('retained.tableLabel')}
          rowActions={{
            header: t('retained.columns.actions'),
            render: (record) => (
              <>
                <Button size="sm" loading={downloading === record.id} onClick={() => void handlePdf(record)} aria-label={t('retained.pdfNamed', { name: record.name })}>
                  {t('retained.pdf')}
                </Button>{' '}
                <Button size="sm" onClick={() => setFreezeOf(record)} aria-label={t('retained.freeze.openNamed', { name: record.name })}>
                  {t('retained.freeze.open')}
                </Button>
              </>
            ),
          }}
          paging={{ page: Math.min(page, pages), pageCount: pages, onPageChange: (next) => navigate(hrefFor(next, name.trim())), labels: pagingLabels }}
        />
      )}
      {editing && settings && (
        <RetentionDialog
          settings={settings}
          onClose={() => setEditing(false)}
          onError={(error) => {
            setEditing(false);
            showError(error);
          }}
          onSaved={(saved) => {
            setSettings(saved);
            setEditing(false);
            setNotice(t('retained.saved'));
          }}
        />
      )}
      {freezeOf && (
        <RetainedFreezeDialog
          record={freezeOf}
          onClose={() => setFreezeOf(null)}
          onError={(error) => {
            setFreezeOf(null);
            showError(error);
          }}
          onDone={(message) => {
            setFreezeOf(null);
            setNotice(message);
          }}
        />
      )}
      {errorDialog}
    </div>
  );
};
