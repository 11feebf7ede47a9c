import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, DataTable, EmptyState, Spinner, type DataTableColumn } from '@tunne/design-system';
import { appHref, handleLinkClick, type LoadResult } from '@tunne/app-kit';
import type { DueReviews } from '@tunne/contracts';
import * as styles from './ReviewsDueCard.module.css';

export type ReviewItem = DueReviews['items'][number];

interface ReviewsTableCardProps {
  /** The locale group of the card's title, hint and empty state: `reviews` (due) or `reviewsOverdue` (escalated). */
  texts: 'reviews' | 'reviewsOverdue';
  load: LoadResult<DueReviews>;
  /** The review day's cell (its light and words). */
  dueCell: (item: ReviewItem) => ReactNode;
}

/** A home card listing customers by their review day: customer, risk level, the day; "N more" under a full page. */
export const ReviewsTableCard = ({ texts, load, dueCell }: ReviewsTableCardProps) => {
  const { t } = useTranslation('risk');
  const columns: DataTableColumn<ReviewItem>[] = [
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
    { id: 'due', header: t('reviews.due'), cell: dueCell },
  ];
  return (
    <Card title={t(`${texts}.title`)}>
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" />}
      {load.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
      {load.state === 'done' && load.data.items.length === 0 && (
        <EmptyState title={t(`${texts}.empty`)} headingLevel={3}>
          {t(`${texts}.emptyText`)}
        </EmptyState>
      )}
      {load.state === 'done' && load.data.items.length > 0 && (
        <>
          <p className={styles.hint}>{t(`${texts}.hint`)}</p>
          <DataTable columns={columns} data={load.data.items} getRowId={(item) => item.id} label={t(`${texts}.title`)} />
          {load.data.total > load.data.items.length && (
            <p className={styles.hint}>{t('reviews.more', { count: load.data.total - load.data.items.length })}</p>
          )}
        </>
      )}
    </Card>
  );
};
