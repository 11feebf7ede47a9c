import { customerSorts } from '@tunne/contracts';
import type { CustomerSort } from './api.ts';

export const pageSize = 50;

export interface ListQuery {
  name: string;
  sort: CustomerSort;
  page: number;
}

const isSort = (value: string | null): value is CustomerSort => value !== null && (customerSorts as readonly string[]).includes(value);

/** The list's state lives in the URL (?name=&sort=&page=) so back/forward and reload keep it. */
export const readListQuery = (search: URLSearchParams): ListQuery => {
  const sort = search.get('sort');
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    name: search.get('name') ?? '',
    sort: isSort(sort) ? sort : 'name',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
};

export const writeListQuery = (query: ListQuery): string => {
  const params = new URLSearchParams();
  if (query.name.trim()) params.set('name', query.name.trim());
  if (query.sort !== 'name') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Clicking a column: ascending first, then toggling direction. */
export const nextSort = (current: CustomerSort, column: 'name' | 'created_at'): CustomerSort =>
  current === column ? (`-${column}` as CustomerSort) : column;

export const sortDirection = (current: CustomerSort, column: string): 'ascending' | 'descending' | 'none' =>
  current === column ? 'ascending' : current === `-${column}` ? 'descending' : 'none';

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
