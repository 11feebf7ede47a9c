import { api, withSignal } from '@tunne/app-kit';
import type { Page, PendingItem, PendingQuery } from '@tunne/contracts';

export const pendingPageSize = 50;

/** GET /api/v2.5/user/pending (spec §7): sent items waiting on the customer or on staff. */
export const listPending = (query: PendingQuery, signal?: AbortSignal): Promise<Page<PendingItem>> =>
  api.get<Page<PendingItem>>('v2.5/user/pending', {
    searchParams: { older_than_days: query.older_than_days, own: query.own ? true : undefined, timeframe: query.timeframe, page: query.page, size: query.size },
    ...withSignal(signal),
  });
