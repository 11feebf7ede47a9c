import { api } from '@tunne/app-kit';
import type { EntityType, Page, SanctionQuery, SanctionQuerySummary } from '@tunne/contracts';
import { opts } from '../shared/api.ts';

export const historyPageSize = 20;

export const runQuery = (body: { query: string; entityType: EntityType; similarity: number }): Promise<SanctionQuery> =>
  api.post<SanctionQuery>('v2.5/user/queries', body);

export const listQueries = (page: number, signal?: AbortSignal): Promise<Page<SanctionQuerySummary>> =>
  api.get<Page<SanctionQuerySummary>>('v2.5/user/queries', { searchParams: { page, size: historyPageSize }, ...opts(signal) });

export const getQuery = (id: string, signal?: AbortSignal): Promise<SanctionQuery> =>
  api.get<SanctionQuery>(`v2.5/user/queries/${encodeURIComponent(id)}`, opts(signal));

export const queryPdfPath = (id: string): string => `v2.5/user/queries/${encodeURIComponent(id)}/pdf`;
