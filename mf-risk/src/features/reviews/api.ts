import { api, withSignal } from '@tunne/app-kit';
import type { DueReviews } from '@tunne/contracts';

// The reviews due, for the home page (services/risk).

export const getDueReviews = (signal?: AbortSignal) => api.get<DueReviews>('v2.5/user/reviews/due', { searchParams: { size: 20 }, ...withSignal(signal) });

/** Issue 25 §7: every overdue review of the organisation, for the compliance officer (others get an empty list). */
export const getOverdueReviews = (signal?: AbortSignal) => api.get<DueReviews>('v2.5/user/reviews/overdue', { searchParams: { size: 20 }, ...withSignal(signal) });
