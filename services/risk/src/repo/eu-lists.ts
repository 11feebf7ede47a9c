import type { EuCountryList, EuCountryListRef } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';

interface ListRow {
  id: string;
  organisations_id: string | null;
  act: string;
  in_force_at: string;
  countries: string[];
  sources: string | null;
  origin: EuCountryList['origin'];
  loaded_at: Date;
  state: EuCountryList['state'];
  users_id: string | null;
  approved_by: string | null;
}

const columns = (tx: Tx) => tx`id, organisations_id, act, to_char(in_force_at, 'YYYY-MM-DD') as in_force_at, countries, sources, origin, loaded_at,
  state, users_id, approved_by`;

const toList = (row: ListRow): EuCountryList => ({
  id: row.id,
  act: row.act,
  in_force_at: row.in_force_at,
  countries: row.countries,
  sources: row.sources,
  origin: row.origin,
  scope: row.organisations_id === null ? 'SHARED' : 'ORGANISATION',
  loaded_at: row.loaded_at.toISOString(),
  state: row.state,
  users_id: row.users_id,
  approved_by: row.approved_by,
});

export const euListRef = (list: EuCountryList | null): EuCountryListRef | null =>
  list ? { id: list.id, act: list.act, in_force_at: list.in_force_at } : null;

/** YYYY-MM-DD of a moment in UTC (the EU acts' dates are calendar days). */
const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The shared version in force on `at` (null before any). */
const sharedEuList = async (tx: Tx, at: Date): Promise<EuCountryList | null> => {
  const [row] = await tx<ListRow[]>`select ${columns(tx)} from risk.eu_country_lists
    where organisations_id is null and in_force_at <= ${dayOf(at)}::date order by in_force_at desc, loaded_at desc limit 1`;
  return row ? toList(row) : null;
};

/**
 * The version in force on `at` for the caller's organisation (its own approved uploads and the shared ones, by RLS).
 * An organisation cannot weaken the shared list (issue 25 §3): its own version in force always holds every country of
 * the shared version in force too.
 */
export const currentEuList = async (tx: Tx, at: Date = new Date()): Promise<EuCountryList | null> => {
  const [row] = await tx<ListRow[]>`select ${columns(tx)} from risk.eu_country_lists
    where in_force_at <= ${dayOf(at)}::date and state = 'ACTIVE' order by in_force_at desc, loaded_at desc limit 1`;
  if (!row) return null;
  const list = toList(row);
  if (list.scope === 'SHARED') return list;
  const shared = await sharedEuList(tx, at);
  const missing = (shared?.countries ?? []).filter((c) => !list.countries.includes(c));
  return missing.length === 0 ? list : { ...list, countries: [...list.countries, ...missing] };
};

export const listEuLists = async (tx: Tx): Promise<EuCountryList[]> => {
  const rows = await tx<ListRow[]>`select ${columns(tx)} from risk.eu_country_lists order by in_force_at desc, loaded_at desc limit 100`;
  return rows.map(toList);
};

/** When the operator's source of shared versions was last checked successfully (null: never). */
export const lastSharedCheck = async (tx: Tx): Promise<Date | null> => {
  const [row] = await tx<{ checked_at: Date }[]>`select checked_at from risk.eu_list_checks where source = 'URL' and ok`;
  return row?.checked_at ?? null;
};

/** Records a successful check of the operator's source (the scheduled refresh; nothing new counts as checked too). */
export const recordSharedCheck = async (tx: Tx, at: Date = new Date()): Promise<void> => {
  await tx`insert into risk.eu_list_checks (source, checked_at, ok) values ('URL', ${at}, true)
    on conflict (source) do update set checked_at = excluded.checked_at, ok = true`;
};

export interface NewEuList {
  act: string;
  in_force_at: string;
  countries: string[];
  sources: string | null;
}

/**
 * A version loaded by an admin of the caller's organisation: it applies to that organisation only, once another admin
 * approves it (PENDING until then). It may only add countries to the shared version in force (on its date and today;
 * 409 EU_LIST_WEAKENED naming the missing ones) and may not be dated before the upload (400 EU_LIST_BACKDATED).
 */
export const addOwnEuList = async (tx: Tx, list: NewEuList, now: Date = new Date()): Promise<void> => {
  if (list.in_force_at < dayOf(now)) {
    throw new AppError('EU_LIST_BACKDATED', `An organisation's version comes into force today or later, not ${list.in_force_at}`, '/in_force_at');
  }
  const shared = [await sharedEuList(tx, now), await sharedEuList(tx, new Date(`${list.in_force_at}T12:00:00Z`))];
  const missing = [...new Set(shared.flatMap((l) => l?.countries ?? []))].filter((c) => !list.countries.includes(c));
  if (missing.length > 0) {
    throw new AppError('EU_LIST_WEAKENED', `An organisation's version may only add countries to the shared list; missing: ${missing.join(', ')}`, '/countries');
  }
  await tx`insert into risk.eu_country_lists (act, in_force_at, countries, sources, origin, state)
    values (${list.act}, ${list.in_force_at}::date, ${list.countries}::text[], ${list.sources}, 'FILE', 'PENDING')`;
};

/** A second admin approves the organisation's pending version (not whoever loaded it). */
export const approveOwnEuList = async (tx: Tx, id: string, usersId: string): Promise<EuCountryList> => {
  const [row] = await tx<ListRow[]>`select ${columns(tx)} from risk.eu_country_lists
    where id = ${id} and organisations_id = (select risk.caller_organisation()) for update`;
  if (!row) throw new AppError('NOT_FOUND', 'No such version of the organisation');
  if (row.state !== 'PENDING') throw new AppError('EU_LIST_NOT_PENDING', 'The version does not wait for approval');
  if (row.users_id === usersId) throw new AppError('EU_LIST_SAME_USER', 'Another admin must approve the version you loaded');
  await tx`update risk.eu_country_lists set state = 'ACTIVE', approved_by = ${usersId}, approved_at = clock_timestamp() where id = ${id}`;
  return toList({ ...row, state: 'ACTIVE', approved_by: usersId });
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
