import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, EmptyState, PageHeader, Spinner, Tabs, pageCount } from '@tunne/design-system';
import { appHref, listOrgUsers, navigate, useAppLocation, useLoad, useSessionStore, useShowError } from '@tunne/app-kit';
import { alertViews, type Alert, type AlertView, type Page } from '@tunne/contracts';
import { alertPageSize, listAlerts } from '../features/alerts/api.ts';
import { AlertTable } from '../features/alerts/components/AlertTable.tsx';
import { usePagingLabels } from './paging-labels.ts';
import * as styles from '@tunne/design-system/page.module.css';

const readView = (search: URLSearchParams): AlertView => {
  const view = search.get('view');
  return (alertViews as readonly string[]).includes(view ?? '') ? (view as AlertView) : 'all';
};

/** /alerts: every alert of the user's customers (spec §4 views all / open / silenced), sorted by description. */
export const AlertsPage = () => {
  const { t } = useTranslation('alerts');
  const { search } = useAppLocation();
  const view = readView(search);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const isAdmin = useSessionStore((state) => state.user?.is_admin ?? false);
  const showError = useShowError();
  const pagingLabels = usePagingLabels();
  const [shown, setShown] = useState<Page<Alert> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useLoad((signal) => listAlerts(view, page, signal), [view, page]);
  const users = useLoad((signal) => listOrgUsers(signal), []);

  useEffect(() => {
    if (load.state === 'done') setShown(load.data);
  }, [load]);

  const go = (next: { view?: AlertView; page?: number }) => {
    const params = new URLSearchParams();
    const nextView = next.view ?? view;
    if (nextView !== 'all') params.set('view', nextView);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    const query = params.toString();
    navigate(appHref(`/alerts${query ? `?${query}` : ''}`));
  };

  const handleChanged = () => load.reload();
  const pages = shown ? pageCount(shown.total, alertPageSize) : 1;

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('alerts.title')}
        context={shown ? t('alerts.total', { count: shown.total }) : t('alerts.context')}
        actions={
          isAdmin ? (
            <Button onClick={() => navigate(appHref('/settings/alerts'))}>{t('settings.alertsTitle')}</Button>
          ) : undefined
        }
      />
      <Tabs
        label={t('alerts.tabs.label')}
        tabs={alertViews.map((key) => ({ key, label: t(`alerts.tabs.${key}`) }))}
        selected={view}
        onSelect={(key) => go({ view: key })}
      />
      <div className={styles.status} aria-live="polite">
        {load.state === 'loading' && <Spinner label={t('alerts.loading')} size="sm" showLabel />}
      </div>
      {load.state === 'error' && (
        <p className={styles.error} role="alert">
          {t('alerts.error')}
        </p>
      )}
      {shown && shown.items.length === 0 && load.state !== 'loading' && (
        <EmptyState title={t(`alerts.empty.${view}`)} headingLevel={2}>
          {t(`alerts.emptyText.${view}`)}
        </EmptyState>
      )}
      {shown && shown.items.length > 0 && (
        <AlertTable
          alerts={shown.items}
          label={t('alerts.tableLabel')}
          showCustomer
          users={users.state === 'done' ? users.data : []}
          onChanged={handleChanged}
          onError={showError}
          onNotice={setNotice}
          paging={{ page: Math.min(page, pages), pageCount: pages, onPageChange: (next) => go({ page: next }), labels: pagingLabels }}
        />
      )}
      <Dialog open={notice !== null} kind="success" title={t('common.doneTitle')} message={notice ?? ''} closeLabel={t('common.ok')} onClose={() => setNotice(null)} />
    </div>
  );
};
