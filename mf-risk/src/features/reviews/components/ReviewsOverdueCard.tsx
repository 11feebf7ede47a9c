import { useTranslation } from 'react-i18next';
import { Card, DataTable, EmptyState, Spinner, TrafficLight, type DataTableColumn } from '@tunne/design-system';
import { appHref, formatIsoDate, handleLinkClick, useLoad, useSessionStore } from '@tunne/app-kit';
import type { DueReviews } from '@tunne/contracts';
import { getOverdueReviews } from '../api.ts';
import * as styles from './ReviewsDueCard.module.css';

type OverdueReview = DueReviews['items'][number];

/**
 * Home page (issue 25 §7, AMLR art. 26): the escalation of overdue reviews to the compliance officer — every customer
 * of the organisation whose review day has passed, whoever owns it, oldest first. Until a compliance officer is
 * named, the organisation's admins receive it (the service decides; others see nothing here).
 */
export const ReviewsOverdueCard = () => {
  const isAdmin = useSessionStore((state) => Boolean(state.user?.is_admin));
  return isAdmin ? <OverdueCard /> : null;
};

const OverdueCard = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => getOverdueReviews(signal), []);
  const columns: DataTableColumn<OverdueReview>[] = [
    {
      id: 'customer',
      header: t('reviews.customer'),
      cell: (item) => (
        <a className={styles.link} href={appHref(`/customers/${item.id}`)} onClick={handleLinkClick}>
          {item.name}
        </a>
      ),
    },
    { id: 'level', header: t('reviews.level'), cell: (item) => t(`levels.${item.riskscores_level ?? 'NA'}`) },
    {
      id: 'due',
      header: t('reviews.due'),
      cell: (item) => <TrafficLight status="red" label={`${formatIsoDate(item.kycclock_alarm_at)} (${t('reviews.overdue')})`} />,
    },
  ];
  return (
    <Card title={t('reviewsOverdue.title')}>
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" />}
      {load.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
      {load.state === 'done' && load.data.items.length === 0 && (
        <EmptyState title={t('reviewsOverdue.empty')} headingLevel={3}>
          {t('reviewsOverdue.emptyText')}
        </EmptyState>
      )}
      {load.state === 'done' && load.data.items.length > 0 && (
        <>
          <p className={styles.hint}>{t('reviewsOverdue.hint')}</p>
          <DataTable columns={columns} data={load.data.items} getRowId={(item) => item.id} label={t('reviewsOverdue.title')} />
          {load.data.total > load.data.items.length && (
            <p className={styles.hint}>{t('reviews.more', { count: load.data.total - load.data.items.length })}</p>
          )}
        </>
      )}
    </Card>
  );
};
