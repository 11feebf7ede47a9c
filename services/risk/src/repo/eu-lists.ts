import type { EuCountryList, EuCountryListRef } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface ListRow {
  id: string;
  organisations_id: string | null;
  act: string;
  in_force_at: string;
  countries: string[];
  sources: string | null;
  origin: EuCountryList['origin'];
  loaded_at: Date;
}

const toList = (row: ListRow): EuCountryList => ({
  id: row.id,
  act: row.act,
  in_force_at: row.in_force_at,
  countries: row.countries,
  sources: row.sources,
  origin: row.origin,
  scope: row.organisations_id === null ? 'SHARED' : 'ORGANISATION',
  loaded_at: row.loaded_at.toISOString(),
});

export const euListRef = (list: EuCountryList | null): EuCountryListRef | null =>
  list ? { id: list.id, act: list.act, in_force_at: list.in_force_at } : null;

/** YYYY-MM-DD of a moment in UTC (the EU acts' dates are calendar days). */
const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The version in force on `at` for the caller's organisation (its own uploads and the shared ones, by RLS). */
export const currentEuList = async (tx: Tx, at: Date = new Date()): Promise<EuCountryList | null> => {
  const [row] = await tx<ListRow[]>`
    select id, organisations_id, act, to_char(in_force_at, 'YYYY-MM-DD') as in_force_at, countries, sources, origin, loaded_at
      from risk.eu_country_lists where in_force_at <= ${dayOf(at)}::date
     order by in_force_at desc, loaded_at desc limit 1`;
  return row ? toList(row) : null;
};

export const listEuLists = async (tx: Tx): Promise<EuCountryList[]> => {
  const rows = await tx<ListRow[]>`
    select id, organisations_id, act, to_char(in_force_at, 'YYYY-MM-DD') as in_force_at, countries, sources, origin, loaded_at
      from risk.eu_country_lists order by in_force_at desc, loaded_at desc limit 100`;
  return rows.map(toList);
};

export interface NewEuList {
  act: string;
  in_force_at: string;
  countries: string[];
  sources: string | null;
}

/** A version loaded by an admin of the caller's organisation: it applies to that organisation only. */
export const addOwnEuList = async (tx: Tx, list: NewEuList): Promise<void> => {
  await tx`insert into risk.eu_country_lists (act, in_force_at, countries, sources, origin)
    values (${list.act}, ${list.in_force_at}::date, ${list.countries}::text[], ${list.sources}, 'FILE')`;
};

/** A shared version (operator: the scheduled refresh). False when the same act, date and countries exist. */
export const addSharedEuList = async (tx: Tx, list: NewEuList, origin: 'SEED' | 'URL'): Promise<boolean> => {
  const [row] = await tx<{ id: string | null }[]>`
    select risk.add_shared_eu_list(${list.act}, ${list.in_force_at}::date, ${list.countries}::text[], ${list.sources}, ${origin}) as id`;
  return !!row?.id;
};

/**
 * Records the version in force as the one the organisation's scores use; true when it changed (then the caller
 * starts a full recalculation in the same transaction).
 */
export const markEuListApplied = async (tx: Tx, at: Date = new Date()): Promise<boolean> => {
  const current = await currentEuList(tx, at);
  if (!current) return false;
  const result = await tx`insert into risk.eu_list_applied (eu_country_lists_id) values (${current.id})
    on conflict (organisations_id) do update set eu_country_lists_id = excluded.eu_country_lists_id, applied_at = now()
    where risk.eu_list_applied.eu_country_lists_id is distinct from excluded.eu_country_lists_id`;
  return result.count > 0;
};
