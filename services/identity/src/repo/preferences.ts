import type { Preference, PreferenceType } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface PreferenceRow extends Omit<Preference, 'updated_at'> {
  updated_at: Date;
}

const toPreference = (row: PreferenceRow): Preference => ({ ...row, updated_at: row.updated_at.toISOString() });

const columns = (tx: Tx) => tx`id, name, type, value, updated_at`;

export interface PreferenceValues {
  name: string;
  type: PreferenceType;
  value: string | null;
}

/** The organisation's preferences by name; reset ones (empty name) first (RLS: the tenancy set on tx). */
export const listPreferences = async (tx: Tx): Promise<Preference[]> =>
  (await tx<PreferenceRow[]>`select ${columns(tx)} from identity.preferences order by lower(name), id`).map(toPreference);

export const getPreference = async (tx: Tx, id: string): Promise<Preference | null> => {
  const [row] = await tx<PreferenceRow[]>`select ${columns(tx)} from identity.preferences where id = ${id}`;
  return row ? toPreference(row) : null;
};

export const insertPreference = async (tx: Tx, values: PreferenceValues): Promise<Preference> => {
  const [row] = await tx<PreferenceRow[]>`insert into identity.preferences (name, type, value)
    values (${values.name}, ${values.type}, ${values.value}) returning ${columns(tx)}`;
  return toPreference(row!);
};

export const updatePreference = async (tx: Tx, id: string, values: PreferenceValues): Promise<Preference | null> => {
  const [row] = await tx<PreferenceRow[]>`update identity.preferences
    set name = ${values.name}, type = ${values.type}, value = ${values.value}, updated_at = now()
    where id = ${id} returning ${columns(tx)}`;
  return row ? toPreference(row) : null;
};

export const deletePreference = async (tx: Tx, id: string): Promise<Preference | null> => {
  const [row] = await tx<PreferenceRow[]>`delete from identity.preferences where id = ${id} returning ${columns(tx)}`;
  return row ? toPreference(row) : null;
};
