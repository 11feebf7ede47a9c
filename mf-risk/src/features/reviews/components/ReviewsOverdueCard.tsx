import { useTranslation } from 'react-i18next';
import { TrafficLight } from '@tunne/design-system';
import { formatIsoDate, useLoad, useSessionStore } from '@tunne/app-kit';
import { getOverdueReviews } from '../api.ts';
import { ReviewsTableCard } from './ReviewsTableCard.tsx';

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
  return (
    <ReviewsTableCard
      texts="reviewsOverdue"
      load={load}
      dueCell={(item) => <TrafficLight status="red" label={`${formatIsoDate(item.kycclock_alarm_at)} (${t('reviews.overdue')})`} />}
    />
  );
};
