import { api, withSignal } from '@tunne/app-kit';
import type { EntityType, Page, SanctionQuery, SanctionQuerySummary } from '@tunne/contracts';

export const historyPageSize = 20;

export const runQuery = (body: { query: string; entityType: EntityType; similarity: number }): Promise<SanctionQuery> =>
  api.post<SanctionQuery>('v2.5/user/queries', body);

export const listQueries = (page: number, signal?: AbortSignal): Promise<Page<SanctionQuerySummary>> =>
  api.get<Page<SanctionQuerySummary>>('v2.5/user/queries', { searchParams: { page, size: historyPageSize }, ...withSignal(signal) });

export const getQuery = (id: string, signal?: AbortSignal): Promise<SanctionQuery> =>
  api.get<SanctionQuery>(`v2.5/user/queries/${encodeURIComponent(id)}`, withSignal(signal));

export const queryPdfPath = (id: string): string => `v2.5/user/queries/${encodeURIComponent(id)}/pdf`;
