import { customerSortColumns, type CustomerSortColumn } from '@tunne/contracts';
import type { RiskLevel } from './types.ts';

/** Rows per page the list offers; the table draws only the visible ones, so even 500 scroll smoothly. */
export const pageSizes = [50, 100, 200, 500] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 100;

/** Sortable columns of the list, as GET /customers?sort= takes them. */
export const sortColumns = customerSortColumns;
export type SortColumn = CustomerSortColumn;
export type CustomerSort = SortColumn | `-${SortColumn}`;

export const riskLevels = ['LOW', 'REGULAR', 'HIGH'] as const satisfies readonly RiskLevel[];
type ListRisk = (typeof riskLevels)[number];

/** The list's tool settings; everything lives in the URL so back/forward and reload keep the view. */
export interface ListFilters {
  /**
   * The text box: part of a name, or a business id / personal identity code typed with or without the dash, in any
   * case (issue 16 §5). Sent, and kept in the URL, as `search`; an old link's `name=` still reads.
   */
  name: string;
  team: string;
  tag: string;
  owner: string;
  risk: ListRisk | '';
  not_in_prepayment: boolean;
  kycclock_alarming: boolean;
  monitored: boolean;
  own: boolean;
}

export interface ListQuery extends ListFilters {
  sort: CustomerSort;
  page: number;
  size: PageSize;
}

export const flagFilters = ['not_in_prepayment', 'kycclock_alarming', 'monitored', 'own'] as const;
export type FlagFilter = (typeof flagFilters)[number];

export const defaultQuery: ListQuery = {
  name: '',
  team: '',
  tag: '',
  owner: '',
  risk: '',
  not_in_prepayment: false,
  kycclock_alarming: false,
  monitored: false,
  own: false,
  sort: 'name',
  page: 1,
  size: defaultPageSize,
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isSort = (value: string | null): value is CustomerSort =>
  value !== null && (sortColumns as readonly string[]).includes(value.replace(/^-/, ''));

const readId = (search: URLSearchParams, key: string): string => {
  const value = search.get(key) ?? '';
  return uuidPattern.test(value) ? value.toLowerCase() : '';
};

export const readListQuery = (search: URLSearchParams): ListQuery => {
  const sort = search.get('sort');
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const size = Number(search.get('size'));
  const risk = search.get('risk');
  return {
    name: search.get('search') ?? search.get('name') ?? '',
    team: readId(search, 'team'),
    tag: readId(search, 'tag'),
    owner: readId(search, 'owner'),
    risk: (riskLevels as readonly string[]).includes(risk ?? '') ? (risk as ListRisk) : '',
    not_in_prepayment: search.get('not_in_prepayment') === 'true',
    kycclock_alarming: search.get('kycclock_alarming') === 'true',
    monitored: search.get('monitored') === 'true',
    own: search.get('own') === 'true',
    sort: isSort(sort) ? sort : 'name',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    size: (pageSizes as readonly number[]).includes(size) ? (size as PageSize) : defaultPageSize,
  };
};

/** The filter part as API search params: only what is set (the CSV and PDF links take the same). */
export const filterParams = (filters: ListFilters): Record<string, string> => {
  const params: Record<string, string> = {};
  if (filters.name.trim()) params.search = filters.name.trim();
  for (const key of ['team', 'tag', 'owner', 'risk'] as const) if (filters[key]) params[key] = filters[key];
  for (const key of flagFilters) if (filters[key]) params[key] = 'true';
  return params;
};

export const writeListQuery = (query: ListQuery): string => {
  const params = new URLSearchParams(filterParams(query));
  if (query.sort !== 'name') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== defaultPageSize) params.set('size', String(query.size));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const activeFilterCount = (filters: ListFilters): number =>
  Object.keys(filterParams({ ...filters, name: '' })).length;

/** Clicking a column: ascending first, then toggling direction. */
export const nextSort = (current: CustomerSort, column: SortColumn): CustomerSort =>
  current === column ? `-${column}` : column;


export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
