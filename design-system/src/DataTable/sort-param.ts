import type { DataTableSort } from './DataTable';

/** A table's sort as a URL keeps it: the column, or the column with a leading '-' for descending. */
export type SortParam<C extends string> = C | `-${C}`;

/** A sort as a URL keeps it ('name' ascending, '-name' descending) and as the table takes it. */
export const sortFromParam = (value: string): DataTableSort => ({ id: value.replace(/^-/, ''), desc: value.startsWith('-') });

export const sortToParam = <C extends string>(sort: { id: C; desc: boolean }): SortParam<C> => (sort.desc ? `-${sort.id}` : sort.id);

/** The sort named in the URL when it is one of `columns`, otherwise the fallback. */
export const readSortParam = <C extends string>(value: string | null, columns: readonly C[], fallback: SortParam<C>): SortParam<C> =>
  value !== null && (columns as readonly string[]).includes(value.replace(/^-/, '')) ? (value as SortParam<C>) : fallback;

export const sortColumnOf = <C extends string>(sort: SortParam<C>): C => sort.replace(/^-/, '') as C;

/** The page number in the URL, 1 when missing or not a positive integer. */
export const readPageParam = (value: string | null): number => {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
};

/** Names compared as people read them in a table sorted by name: case and accents aside, numbers in order. */
export const compareNames = (a: string, b: string, language = 'fi'): number =>
  a.localeCompare(b, language === 'se' ? 'sv' : language, { sensitivity: 'base', numeric: true });
