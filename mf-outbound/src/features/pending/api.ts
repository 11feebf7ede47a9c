import { api, withSignal } from '@tunne/app-kit';
import type { OwnerNotice, Page, PendingItem, PendingQuery } from '@tunne/contracts';

export const pendingPageSize = 50;

/** GET /api/v2.5/user/pending (spec §7): sent items waiting on the customer or on staff. */
export const listPending = (query: PendingQuery, signal?: AbortSignal): Promise<Page<PendingItem>> =>
  api.get<Page<PendingItem>>('v2.5/user/pending', {
    searchParams: { older_than_days: query.older_than_days, own: query.own ? true : undefined, timeframe: query.timeframe, page: query.page, size: query.size },
    ...withSignal(signal),
  });

/** GET /api/v2.5/user/pending/notices (issue 26): the caller's unseen notices of answers and replies to their items. */
export const listNotices = (signal?: AbortSignal): Promise<OwnerNotice[]> => api.get<OwnerNotice[]>('v2.5/user/pending/notices', withSignal(signal));

/** POST /api/v2.5/user/pending/notices/seen: dismisses one. */
export const dismissNotice = (id: string): Promise<unknown> => api.post<unknown>('v2.5/user/pending/notices/seen', { id });
