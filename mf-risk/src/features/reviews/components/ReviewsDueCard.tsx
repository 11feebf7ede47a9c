import { useTranslation } from 'react-i18next';
import { Card, DataTable, EmptyState, Spinner, TrafficLight, type DataTableColumn } from '@tunne/design-system';
import { appHref, formatIsoDate, handleLinkClick, useLoad } from '@tunne/app-kit';
import { helsinkiToday, type DueReviews } from '@tunne/contracts';
import { getDueReviews } from '../api.ts';
import * as styles from './ReviewsDueCard.module.css';

type DueReview = DueReviews['items'][number];

/**
 * Home page: the customers whose review falls due within a month or is overdue (the KYC clock as the review cycle,
 * AMLR art. 26), soonest first, as far as the user may see them.
 */
export const ReviewsDueCard = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => getDueReviews(signal), []);
  // The alarm is a day (YYYY-MM-DD); on or past it the review is overdue (today in Helsinki, as the service counts).
  const today = helsinkiToday();
  const columns: DataTableColumn<DueReview>[] = [
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
      cell: (item) => {
        const overdue = item.kycclock_alarm_at <= today;
        return <TrafficLight status={overdue ? 'red' : 'yellow'} label={`${formatIsoDate(item.kycclock_alarm_at)} (${t(overdue ? 'reviews.overdue' : 'reviews.soon')})`} />;
      },
    },
  ];
  return (
    <Card title={t('reviews.title')}>
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" />}
      {load.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
      {load.state === 'done' && load.data.items.length === 0 && (
        <EmptyState title={t('reviews.empty')} headingLevel={3}>
          {t('reviews.emptyText')}
        </EmptyState>
      )}
      {load.state === 'done' && load.data.items.length > 0 && (
        <>
          <p className={styles.hint}>{t('reviews.hint')}</p>
          <DataTable columns={columns} data={load.data.items} getRowId={(item) => item.id} label={t('reviews.title')} />
          {load.data.total > load.data.items.length && (
            <p className={styles.hint}>{t('reviews.more', { count: load.data.total - load.data.items.length })}</p>
          )}
        </>
      )}
    </Card>
  );
};
