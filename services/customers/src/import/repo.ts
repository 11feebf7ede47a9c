import type { CustomerDuplicate, DuplicateReason } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import type { CustomerValues, DuplicateIdentity } from '../repo/customers.ts';


/** The keys two customers are duplicates by (spec §5): the name of any type, the business id or the ssn of its type. */
export const duplicateKeys = (who: DuplicateIdentity): { key: string; reason: DuplicateReason }[] => {
  const keys: { key: string; reason: DuplicateReason }[] = [{ key: `name:${who.name.trim().toLowerCase()}`, reason: 'name' }];
  if (who.type === 'business' && who.businessid) keys.push({ key: `businessid:${who.businessid.trim().toUpperCase()}`, reason: 'businessid' });
  if (who.type === 'person' && who.ssn) keys.push({ key: `ssn:${who.ssn.trim().toUpperCase()}`, reason: 'ssn' });
  return keys;
};

const matchByKeys = (who: readonly DuplicateIdentity[], found: readonly (DuplicateIdentity & { id: string })[]): Map<number, CustomerDuplicate[]> => {
  const byKey = new Map<string, { customer: DuplicateIdentity & { id: string }; reason: DuplicateReason }[]>();
  for (const customer of found) {
    for (const { key, reason } of duplicateKeys(customer)) byKey.set(key, [...(byKey.get(key) ?? []), { customer, reason }]);
  }
  const byIndex = new Map<number, CustomerDuplicate[]>();
  who.forEach((one, index) => {
    const matches: CustomerDuplicate[] = [];
    for (const { key } of duplicateKeys(one)) {
      for (const { customer, reason } of byKey.get(key) ?? []) {
        if (!matches.some((m) => m.id === customer.id)) {
          matches.push({ id: customer.id, name: customer.name, type: customer.type, businessid: customer.businessid, reason });
        }
      }
    }
    if (matches.length > 0) byIndex.set(index, matches);
  });
  return byIndex;
};

/**
 * Existing customers that duplicate any of the given ones (the rules of customers.find_duplicates, archived
 * customers included), keyed by index into `who`.
 *
 * A caller without a restriction sees the whole organisation through RLS, so one scan with `= any(array)` filters
 * finds them for all rows (no join: with the register's statistics stale after a big import the planner would pick a
 * nested loop). A restricted caller must not see the customers it is compared with and goes through the definer
 * function, one call per row.
 */
export const findExistingDuplicates = async (
  tx: Tx,
  who: readonly DuplicateIdentity[],
  seesWholeOrganisation: boolean,
): Promise<Map<number, CustomerDuplicate[]>> => {
  if (!seesWholeOrganisation) {
    const rows = await tx<(CustomerDuplicate & { ord: number })[]>`
      select u.ord::int - 1 as ord, d.id, d.name, d.type, d.businessid, d.reason
        from unnest(${tx.array(who.map((w) => w.type))}::text[], ${tx.array(who.map((w) => w.name))}::text[],
                    ${tx.array(who.map((w) => w.businessid))}::text[], ${tx.array(who.map((w) => w.ssn))}::text[])
             with ordinality as u(type, name, businessid, ssn, ord)
       cross join lateral customers.find_duplicates(u.type, u.name, u.businessid, u.ssn) d`;
    const byIndex = new Map<number, CustomerDuplicate[]>();
    for (const { ord, ...duplicate } of rows) {
      const list = byIndex.get(ord) ?? [];
      if (!list.some((d) => d.id === duplicate.id)) byIndex.set(ord, [...list, duplicate]);
    }
    return byIndex;
  }
  const names = [...new Set(who.map((w) => w.name.trim().toLowerCase()))];
  const businessids = [...new Set(who.flatMap((w) => (w.type === 'business' && w.businessid ? [w.businessid.trim().toUpperCase()] : [])))];
  const ssns = [...new Set(who.flatMap((w) => (w.type === 'person' && w.ssn ? [w.ssn.trim().toUpperCase()] : [])))];
  const found = await tx<(DuplicateIdentity & { id: string })[]>`select id, name, type, businessid, ssn from customers.customers
    where lower(name) = any(${tx.array(names)}::text[])
       or (type = 'business' and businessid = any(${tx.array(businessids)}::text[]))
       or (type = 'person' and ssn = any(${tx.array(ssns)}::text[]))`;
  return matchByKeys(who, found);
};

/** One multi-row insert as the caller (RLS and the audit trigger apply); every row has every column. */
export const insertCustomers = async (tx: Tx, columns: readonly string[], rows: readonly CustomerValues[]): Promise<number> => {
  const result = await tx`insert into customers.customers ${tx(rows as CustomerValues[], columns as string[])}`;
  return result.count;
};

// An import's rows are staged hidden (imports_id of a 'staging' import) and published at once (migration 00012).

/** A new staging import of the caller's organisation, owned by the caller. */
export const createImport = async (tx: Tx): Promise<string> => {
  const [row] = await tx<{ id: string }[]>`insert into customers.imports default values returning id`;
  return row!.id;
};

/** Marks the import alive; false when it is no longer staging (the cleanup took it for abandoned). */
export const touchImport = async (tx: Tx, importsId: string): Promise<boolean> => {
  const result = await tx`update customers.imports set touched_at = now() where id = ${importsId} and state = 'staging'`;
  return result.count > 0;
};

/** A staged row that duplicates a customer published while the import ran (customers.import_duplicates). */
export type LateDuplicate = CustomerDuplicate & { row_id: string };

/** Takes the organisation's duplicate lock (to the end of the transaction) and compares what changed meanwhile. */
export const lateDuplicates = (tx: Tx, importsId: string): Promise<LateDuplicate[]> =>
  tx<LateDuplicate[]>`select row_id, id, name, type, businessid, reason from customers.import_duplicates(${importsId})`;

/** Publishes the staged rows but `drop` at this transaction's commit; false when the import is no longer staging. */
export const publishImport = async (tx: Tx, importsId: string, drop: readonly string[]): Promise<boolean> => {
  const [row] = await tx<{ published: boolean }[]>`select customers.publish_import(${importsId}, ${tx.array(drop as string[])}::uuid[]) as published`;
  return row?.published ?? false;
};

/** The caller's failed import: its rows stay hidden until they are cleared. */
export const discardImport = async (tx: Tx, importsId: string): Promise<void> => {
  await tx`select customers.discard_import(${importsId})`;
};

export interface UnfinishedImport {
  organisations_id: string;
  id: string;
  state: 'published' | 'discarded';
}

/** Abandons staging imports untouched for `staleSeconds`; lists those with rows to clear or events to write. */
export const unfinishedImports = (tx: Tx, staleSeconds: number): Promise<UnfinishedImport[]> =>
  tx<UnfinishedImport[]>`select organisations_id, id, state from customers.unfinished_imports(make_interval(secs => ${staleSeconds}))`;

/** Deletes up to `limit` rows of a discarded import (the import itself when none are left); how many went. */
export const clearDiscardedImport = async (tx: Tx, organisationsId: string, importsId: string, limit: number): Promise<number> => {
  const [row] = await tx<{ n: number }[]>`select customers.clear_discarded_import(${organisationsId}, ${importsId}, ${limit}) as n`;
  return row?.n ?? 0;
};

/** Writes the customer.changed events of up to `limit` more rows of a published import; how many. */
export const emitImportEvents = async (tx: Tx, organisationsId: string, importsId: string, limit: number): Promise<number> => {
  const [row] = await tx<{ n: number }[]>`select customers.emit_import_events(${organisationsId}, ${importsId}, ${limit}) as n`;
  return row?.n ?? 0;
};
