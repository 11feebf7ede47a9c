import { pendingAgeDays, pendingTimeFrames, type PendingQuery, type PendingTimeFrame } from '@tunne/contracts';
import { pendingPageSize } from './api.ts';

/** The pending page's filters as they live in the URL (?days=7&own=1&timeframe=this_month&page=2). */
export interface PendingFilters {
  days: number | null;
  own: boolean;
  timeframe: PendingTimeFrame;
  page: number;
}

export const readPendingFilters = (search: URLSearchParams): PendingFilters => {
  const days = Number(search.get('days'));
  const timeframe = search.get('timeframe') ?? 'all';
  return {
    days: (pendingAgeDays as readonly number[]).includes(days) ? days : null,
    own: search.get('own') === '1',
    timeframe: (pendingTimeFrames as readonly string[]).includes(timeframe) ? (timeframe as PendingTimeFrame) : 'all',
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
  };
};

/** The query string for filters (defaults left out); '' when all are defaults. */
export const pendingSearch = (filters: PendingFilters): string => {
  const params = new URLSearchParams();
  if (filters.days !== null) params.set('days', String(filters.days));
  if (filters.own) params.set('own', '1');
  if (filters.timeframe !== 'all') params.set('timeframe', filters.timeframe);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** What the API is asked for. */
export const pendingQuery = (filters: PendingFilters, size = pendingPageSize): PendingQuery => ({
  ...(filters.days !== null ? { older_than_days: filters.days } : {}),
  ...(filters.own ? { own: true } : {}),
  ...(filters.timeframe !== 'all' ? { timeframe: filters.timeframe } : {}),
  page: filters.page,
  size,
});
