import { useTranslation } from 'react-i18next';
import { TrafficLight } from '@tunne/design-system';
import { formatIsoDate, useLoad } from '@tunne/app-kit';
import { helsinkiToday } from '@tunne/contracts';
import { getDueReviews } from '../api.ts';
import { ReviewsTableCard } from './ReviewsTableCard.tsx';

/**
 * Home page: the customers whose review falls due within a month or is overdue (the KYC clock as the review cycle,
 * AMLR art. 26), soonest first, as far as the user may see them.
 */
export const ReviewsDueCard = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => getDueReviews(signal), []);
  // The alarm is a day (YYYY-MM-DD); on or past it the review is overdue (today in Helsinki, as the service counts).
  const today = helsinkiToday();
  return (
    <ReviewsTableCard
      texts="reviews"
      load={load}
      dueCell={(item) => {
        const overdue = item.kycclock_alarm_at <= today;
        return <TrafficLight status={overdue ? 'red' : 'yellow'} label={`${formatIsoDate(item.kycclock_alarm_at)} (${t(overdue ? 'reviews.overdue' : 'reviews.soon')})`} />;
      }}
    />
  );
};
