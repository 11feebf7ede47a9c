import { useTranslation } from 'react-i18next';
import { Link, SummaryCard, summaryMaxItems, TrafficLight, type SummaryItem } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, useLoad, useSessionStore } from '@tunne/app-kit';
import { alertLink, type Alert } from '@tunne/contracts';
import { alertSummary, newestOpenAlerts } from '../api.ts';

/** Home page (issue 16 §6): how many alerts are open, the newest few, and the way to all of them. */
export const OpenAlertsHomeCard = () => {
  const usesAlerts = useSessionStore((state) => state.organisation?.use_alerts ?? false);
  return usesAlerts ? <OpenAlertsCard /> : null;
};

/**
 * The open matters (issue 25 §3): the open alerts, and the confirmed matches too — a confirmed sanctions match freezes
 * its customer, which is never "0 open alerts" — with the customers whose sanctions check is pending and the
 * decisions awaiting approval.
 */
const OpenAlertsCard = () => {
  const { t } = useTranslation('alerts');
  const load = useLoad((signal) => newestOpenAlerts(signal), []);
  const summaryLoad = useLoad((signal) => alertSummary(signal), []);
  const page = load.state === 'done' ? load.data : null;
  const summary = summaryLoad.state === 'done' ? summaryLoad.data : null;
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
  const confirmed = summary?.confirmed_matches ?? 0;
  const matters: SummaryItem[] = [
    ...(confirmed > 0
      ? [{
          id: 'confirmed-matches',
          primary: <Link href={appHref('/alerts?view=silenced')} onClick={handleLinkClick}>{t('home.confirmed', { count: confirmed })}</Link>,
          trailing: <TrafficLight status="red" label={t('matchState.TRUEPOSITIVE')} compact />,
        }]
      : []),
    ...(summary && summary.sanctions_pending_customers > 0
      ? [{
          id: 'sanctions-pending',
          primary: <Link href={appHref('/alerts?view=open')} onClick={handleLinkClick}>{t('home.pending', { count: summary.sanctions_pending_customers })}</Link>,
          trailing: <TrafficLight status="red" label={t('light.open')} compact />,
        }]
      : []),
  ];
  const total = page ? page.total + confirmed : undefined;
  // The matters come first; the newest open alerts fill the rest of the rows.
  const shown = [...matters, ...items].slice(0, summaryMaxItems);
  const more = page ? page.total - (shown.length - matters.length) : 0;
  const awaiting = summary?.awaiting_approval ?? 0;
  const footer = [more > 0 ? t('home.more', { count: more }) : null, awaiting > 0 ? t('home.awaiting', { count: awaiting }) : null].filter(Boolean).join(' ');
  return (
    <SummaryCard
      title={t('home.title')}
      state={load.state}
      count={total}
      countLabel={total === undefined ? undefined : confirmed > 0 ? t('home.matters', { count: total }) : t('home.count', { count: total })}
      items={shown}
      emptyTitle={t('alerts.empty.open')}
      emptyText={t('home.emptyText')}
      loadingLabel={t('alerts.loading')}
      errorText={t('alerts.error')}
      action={
        <Link href={appHref('/alerts?view=open')} onClick={handleLinkClick}>
          {t('home.showAll')}
        </Link>
      }
      footer={footer || undefined}
    />
  );
};
