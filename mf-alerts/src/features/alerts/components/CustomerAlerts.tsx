import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@tunne/design-system';
import { alertLight, combinedLight, isSanctionsCheckPending, type Alert, type Page } from '@tunne/contracts';
import { listOrgUsers, useLoad, useShowError } from '@tunne/app-kit';
import { getScreeningSettings } from '../../../shared/screening-api.ts';
import { customerAlerts, refreshCustomerAlerts } from '../api.ts';
import { AlertTable } from './AlertTable.tsx';
import * as section from '@tunne/design-system/section.module.css';
import * as styles from './CustomerAlerts.module.css';

type Props = { customerId: string; highlightId?: string | undefined };

/** The customer card's alerts section (mounted by mf-customers through './CardSections'): list, silence, refresh. */
export const CustomerAlerts = ({ customerId, highlightId }: Props) => {
  const { t } = useTranslation('alerts');
  const showError = useShowError();
  const load = useLoad((signal) => customerAlerts(customerId, signal), [customerId]);
  const users = useLoad((signal) => listOrgUsers(signal), []);
  const settings = useLoad((signal) => getScreeningSettings(signal), []);
  const [refreshing, setRefreshing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const handleRefresh = async () => {
    setRefreshing(true);
    setNotice(null);
    try {
      const page: Page<Alert> = await refreshCustomerAlerts(customerId);
      load.set(page);
      setNotice(t('card.refreshed', { count: page.total }));
    } catch (error) {
      showError(error);
    } finally {
      setRefreshing(false);
    }
  };

  const handleChanged = (changed: Alert) => {
    if (load.state !== 'done') return;
    load.set({ ...load.data, items: load.data.items.map((alert) => (alert.id === changed.id ? changed : alert)) });
  };

  const alerts = load.state === 'done' ? load.data.items : [];
  const open = alerts.filter((alert) => !alert.is_silenced).length;
  const summary = combinedLight(alerts.map(alertLight));
  // Issue 25 §3: an undecided potential sanctions match at or above the threshold holds the customer (high risk, nothing sent).
  const pendingCheck = settings.state === 'done' && alerts.some((alert) => isSanctionsCheckPending(alert, settings.data.threshold));

  return (
    <div className={section.section} data-alerts-light={summary}>
      <div className={section.bar}>
        <span className={section.summary} aria-live="polite">
          {load.state === 'done' && (alerts.length === 0 ? t('card.empty') : t('card.summary', { count: alerts.length, open }))}
          {load.state === 'loading' && <Spinner label={t('card.loading')} size="sm" showLabel />}
        </span>
        <Button size="sm" onClick={() => void handleRefresh()} loading={refreshing}>
          {t('card.refresh')}
        </Button>
      </div>
      {pendingCheck && (
        <p className={styles.pendingCheck} role="alert" data-testid="sanctions-check-pending">
          {t('decision.pendingCheck')}
        </p>
      )}
      {notice && (
        <p className={section.notice} role="status">
          {notice}
        </p>
      )}
      {load.state === 'error' && (
        <p className={section.error} role="alert">
          {t('card.error')}
        </p>
      )}
      {alerts.length > 0 && (
        <AlertTable
          alerts={alerts}
          label={t('card.tableLabel')}
          showCustomer={false}
          users={users.state === 'done' ? users.data : []}
          highlightId={highlightId}
          onChanged={handleChanged}
          onError={showError}
        />
      )}
    </div>
  );
};
