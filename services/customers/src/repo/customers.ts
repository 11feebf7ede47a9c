import type { Customer, CustomerDuplicate, CustomerType, DuplicateReason } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { cardColumns, toCustomer, type CardRow } from './customer-row.ts';

/** Column values as the service writes them (already trimmed and normalised). */
export type CustomerValues = Record<string, string | boolean | string[] | null>;

export const getCustomer = async (tx: Tx, id: string): Promise<Customer | null> => {
  const [row] = await tx<CardRow[]>`select ${cardColumns(tx)} from customers.customers c where c.id = ${id}`;
  return row ? toCustomer(row) : null;
};

export const insertCustomer = async (tx: Tx, values: CustomerValues): Promise<Customer> => {
  const [inserted] = await tx<{ id: string }[]>`insert into customers.customers ${tx(values)} returning id`;
  return (await getCustomer(tx, inserted!.id))!;
};

/**
 * Updates the visible customer; false when RLS hides it. No RETURNING: a change of team may take the row
 * out of the caller's sight, and the caller re-reads what it still may see.
 */
export const updateCustomer = async (tx: Tx, id: string, values: CustomerValues): Promise<boolean> => {
  if (Object.keys(values).length === 0) return (await tx`select 1 from customers.customers where id = ${id}`).length > 0;
  // An industry rewritten by hand replaces the register's names in every language (they would contradict it); the
  // right-hand side reads the row as it was.
  const industry = 'industry_name' in values ? (values.industry_name as string | null) : undefined;
  const result = industry === undefined
    ? await tx`update customers.customers set ${tx(values)}, updated_at = now() where id = ${id}`
    : await tx`update customers.customers set ${tx(values)}, updated_at = now(),
        industry_names = case when industry_name is distinct from ${industry}::text then null else industry_names end
      where id = ${id}`;
  return result.count > 0;
};

/** New owner user and/or team; allowed to take the customer out of the caller's sight (definer function). */
export const handOver = async (tx: Tx, id: string, change: { users_id?: string; teams_id?: string | null }): Promise<boolean> => {
  const [row] = await tx<{ done: boolean }[]>`select customers.hand_over(${id}, ${'users_id' in change},
    ${change.users_id ?? null}::uuid, ${'teams_id' in change}, ${change.teams_id ?? null}::uuid) as done`;
  return row?.done ?? false;
};

/**
 * The starter is the caller when the clock is switched on; switching it off clears the starter and records who
 * turned it off and why (the audit trail keeps every change); switching it on clears the reason. A clock on
 * without a date alarms after the customer's review cycle (migration 00015).
 */
export const setKycclock = async (
  tx: Tx,
  id: string,
  usersId: string,
  isKycclock: boolean,
  /** The alarm day, YYYY-MM-DD (null: on without a date takes the review cycle, migration 00015). */
  alarmAt: string | null,
  offReason: string | null = null,
): Promise<boolean> => {
  const result = await tx`update customers.customers set
      is_kycclock = ${isKycclock},
      kycclock_alarm_at = ${alarmAt}::date,
      kycclock_off_reason = ${isKycclock ? null : offReason},
      kycclock_off_by = ${isKycclock ? null : usersId}::uuid,
      kycclock_off_at = ${isKycclock ? null : tx`now()`},
      kycclock_users_id = case when not ${isKycclock} then null
                               when is_kycclock and kycclock_users_id is not null then kycclock_users_id
                               else ${usersId}::uuid end,
      updated_at = now()
    where id = ${id}`;
  return result.count > 0;
};

export interface DuplicateIdentity {
  type: CustomerType;
  name: string;
  businessid: string | null;
  ssn: string | null;
}

/** Duplicates in the whole organisation, whoever may see them (definer function; id/name/type/businessid only). */
export const findDuplicates = async (
  tx: Tx,
  who: DuplicateIdentity,
  excludeId: string | null = null,
  reasons: ReadonlySet<DuplicateReason> | null = null,
): Promise<CustomerDuplicate[]> => {
  const rows = await tx<CustomerDuplicate[]>`select id, name, type, businessid, reason
    from customers.find_duplicates(${who.type}, ${who.name}, ${who.businessid}, ${who.ssn}, ${excludeId}::uuid)`;
  const seen = new Set<string>();
  return rows.filter((row) => (!reasons || reasons.has(row.reason)) && !seen.has(row.id) && seen.add(row.id));
};

/**
 * Customers with both this name and this identifier (business id or identity code) besides `excludeId`: the possible
 * duplicates a unique-name alert names (the spec §5 warning asks for either; this is the stronger case of both).
 */
export const findNameAndIdentifierMatches = async (tx: Tx, who: DuplicateIdentity, excludeId: string): Promise<{ id: string; name: string }[]> => {
  if (!(who.type === 'business' ? who.businessid : who.ssn)) return [];
  const rows = await tx<CustomerDuplicate[]>`select id, name, type, businessid, reason
    from customers.find_duplicates(${who.type}, ${who.name}, ${who.businessid}, ${who.ssn}, ${excludeId}::uuid)`;
  const reasons = new Map<string, { name: string; reasons: Set<DuplicateReason> }>();
  for (const row of rows) {
    if (row.id === excludeId) continue;
    const entry = reasons.get(row.id) ?? { name: row.name, reasons: new Set<DuplicateReason>() };
    entry.reasons.add(row.reason);
    reasons.set(row.id, entry);
  }
  return [...reasons].filter(([, entry]) => entry.reasons.has('name') && entry.reasons.size > 1).map(([id, entry]) => ({ id, name: entry.name }));
};

export interface ArchiveState {
  is_removed: boolean;
  is_monitored: boolean;
  /** A freeze is in force (a confirmed sanctions hit): the customer may be neither archived nor deleted (issue 25 §1). */
  is_frozen: boolean;
  expired: boolean;
}

export const archiveState = async (tx: Tx, id: string): Promise<ArchiveState | null> => {
  const [row] = await tx<ArchiveState[]>`select is_removed, is_monitored, is_frozen,
      coalesce(removes_at <= now(), false) as expired
    from customers.customers where id = ${id}`;
  return row ?? null;
};

/** Archives until now + the organisation's archive days (identity's remove_archive_days, through its port). */
export const archiveCustomer = async (tx: Tx, id: string, archiveDays: number): Promise<void> => {
  await tx`update customers.customers
    set is_removed = true, removes_at = now() + make_interval(days => ${archiveDays}::int), relationship_ended_at = now(),
      updated_at = now()
    where id = ${id} and not is_removed`;
};

export const restoreCustomer = async (tx: Tx, id: string): Promise<void> => {
  // The relationship resumes: the record that would have been retained is the live one again.
  await tx`update customers.customers set is_removed = false, removes_at = null, relationship_ended_at = null, updated_at = now()
    where id = ${id} and is_removed and removes_at > now()`;
};

/** Delete at once: the customer leaves the register and its record is retained (migration 00013); false when not visible. */
export const deleteCustomer = async (tx: Tx, id: string): Promise<boolean> => {
  const [row] = await tx<{ deleted: boolean }[]>`select customers.delete_customer(${id}) as deleted`;
  return row?.deleted ?? false;
};

/** The domains in use among the customers the caller sees. */
export const listDomains = async (tx: Tx): Promise<string[]> => {
  const rows = await tx<{ domain: string }[]>`select distinct domain from customers.customers
    where domain is not null order by domain`;
  return rows.map((row) => row.domain);
};
