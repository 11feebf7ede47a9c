import type { SavedFilter } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface SavedFilterRow extends Omit<SavedFilter, 'created_at'> {
  created_at: Date;
}

const toSavedFilter = (row: SavedFilterRow): SavedFilter => ({ ...row, created_at: row.created_at.toISOString() });

const columns = (tx: Tx) => tx`id, name, items, created_at`;

/** The organisation's shortcuts by name (RLS: the tenancy set on tx). */
export const listSavedFilters = async (tx: Tx): Promise<SavedFilter[]> =>
  (await tx<SavedFilterRow[]>`select ${columns(tx)} from identity.saved_filters order by lower(name), id`).map(toSavedFilter);

export const insertSavedFilter = async (tx: Tx, values: { name: string; items: unknown[] }): Promise<SavedFilter> => {
  const [row] = await tx<SavedFilterRow[]>`insert into identity.saved_filters (name, items)
    values (${values.name}, ${tx.json(values.items as never)}) returning ${columns(tx)}`;
  return toSavedFilter(row!);
};

export const deleteSavedFilter = async (tx: Tx, id: string): Promise<SavedFilter | null> => {
  const [row] = await tx<SavedFilterRow[]>`delete from identity.saved_filters where id = ${id} returning ${columns(tx)}`;
  return row ? toSavedFilter(row) : null;
};
