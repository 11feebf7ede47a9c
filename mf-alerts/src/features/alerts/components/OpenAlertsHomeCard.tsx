import { useTranslation } from 'react-i18next';
import { Link, SummaryCard, TrafficLight, type SummaryItem } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, useLoad, useSessionStore } from '@tunne/app-kit';
import { alertLink, type Alert } from '@tunne/contracts';
import { newestOpenAlerts } from '../api.ts';

/** Home page (issue 16 §6): how many alerts are open, the newest few, and the way to all of them. */
export const OpenAlertsHomeCard = () => {
  const usesAlerts = useSessionStore((state) => state.organisation?.use_alerts ?? false);
  return usesAlerts ? <OpenAlertsCard /> : null;
};

const OpenAlertsCard = () => {
  const { t } = useTranslation('alerts');
  const load = useLoad((signal) => newestOpenAlerts(signal), []);
  const page = load.state === 'done' ? load.data : null;
  const items = (page?.items ?? []).map((alert: Alert): SummaryItem => ({
    id: alert.id,
    primary: (
      <Link href={appHref(alert.subject === 'lead' ? alertLink(alert) : `/customers/${alert.customers_id}/alerts/${alert.id}`)} onClick={handleLinkClick}>
        {alert.customer.name}
      </Link>
    ),
    // A mismatch found by outbound (issue 25 §5) is no list match: no source.
    secondary: [alert.metadata.name2, alert.metadata.source ? t(`sources.${alert.metadata.source}`) : null, formatDate(alert.created_at)].filter(Boolean).join(' · '),
    trailing: <TrafficLight status="red" label={t('light.open')} compact />,
  }));
  const more = page ? page.total - page.items.length : 0;
  return (
    <SummaryCard
      title={t('home.title')}
      state={load.state}
      count={page?.total}
      countLabel={page ? t('home.count', { count: page.total }) : undefined}
      items={items}
      emptyTitle={t('alerts.empty.open')}
      emptyText={t('home.emptyText')}
      loadingLabel={t('alerts.loading')}
      errorText={t('alerts.error')}
      action={
        <Link href={appHref('/alerts?view=open')} onClick={handleLinkClick}>
          {t('home.showAll')}
        </Link>
      }
      footer={more > 0 ? t('home.more', { count: more }) : undefined}
    />
  );
};
