import { api, withSignal } from '@tunne/app-kit';
import type { DueReviews } from '@tunne/contracts';

// The reviews due, for the home page (services/risk).

export const getDueReviews = (signal?: AbortSignal) => api.get<DueReviews>('v2.5/user/reviews/due', { searchParams: { size: 20 }, ...withSignal(signal) });
