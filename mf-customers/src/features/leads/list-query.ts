import { leadSortColumns, leadStatuses, type LeadSort, type LeadSortColumn, type LeadStatus } from '@tunne/contracts';
import type { TrafficLightStatus } from '@tunne/design-system';

/** The leads list's view; it lives in the URL so back/forward and reload keep it. */
export interface LeadListQuery {
  search: string;
  status: LeadStatus | '';
  sort: LeadSort;
  page: number;
}

export const leadPageSize = 50;
export const defaultLeadQuery: LeadListQuery = { search: '', status: '', sort: 'name', page: 1 };

const isLeadSort = (value: string | null): value is LeadSort =>
  value !== null && (leadSortColumns as readonly string[]).includes(value.replace(/^-/, ''));

export const readLeadQuery = (search: URLSearchParams): LeadListQuery => {
  const sort = search.get('sort');
  const status = search.get('status') ?? '';
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    search: search.get('search') ?? '',
    status: (leadStatuses as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    sort: isLeadSort(sort) ? sort : 'name',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
};

export const writeLeadQuery = (query: LeadListQuery): string => {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.status) params.set('status', query.status);
  if (query.sort !== 'name') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Clicking a column: ascending first, then toggling direction. */
export const nextLeadSort = (current: LeadSort, column: LeadSortColumn): LeadSort => (current === column ? `-${column}` : column);

/**
 * Spec §4 lights for a lead: NEW not started (grey), CONTACTED waiting (yellow), CONVERTED done (green).
 * DISCARDED is closed without being an error, so grey as well; its label tells it apart.
 */
export const leadStatusLight = (status: LeadStatus): TrafficLightStatus =>
  status === 'CONTACTED' ? 'yellow' : status === 'CONVERTED' ? 'green' : 'grey';
