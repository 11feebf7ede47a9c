/** A table's sort as the URL keeps it: the column, or the column with a leading '-' for descending. */
export type Sort<C extends string> = C | `-${C}`;

/** Clicking a column: ascending first, then toggling the direction. */
export const toggleSort = <C extends string>(current: Sort<C>, column: C): Sort<C> => (current === column ? `-${column}` : column);

export const sortDirectionOf = (current: string, column: string): 'ascending' | 'descending' | 'none' =>
  current === column ? 'ascending' : current === `-${column}` ? 'descending' : 'none';

/** The sort named in the URL when it is one of `columns`, otherwise the fallback. */
export const readSort = <C extends string>(value: string | null, columns: readonly C[], fallback: Sort<C>): Sort<C> =>
  value !== null && (columns as readonly string[]).includes(value.replace(/^-/, '')) ? (value as Sort<C>) : fallback;

export const sortColumnOf = <C extends string>(sort: Sort<C>): C => sort.replace(/^-/, '') as C;

/** The page number in the URL, 1 when missing or not a positive integer. */
export const readPage = (value: string | null): number => {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
};

/** Names compared as people read them: case and accents aside, numbers in order. */
export const compareNames = (a: string, b: string, language = 'fi'): number =>
  a.localeCompare(b, language === 'se' ? 'sv' : language, { sensitivity: 'base', numeric: true });
