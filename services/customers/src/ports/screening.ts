/**
 * In-process read access for sanction and PEP screening (services/alerts): what to screen for a customer, who may
 * see it, and the customer events that say when to screen again. Another service reads the customer register only
 * through these functions (ARCHITECTURE.md: no cross-schema queries); each runs in its own transaction, so callers
 * must not hold one open (the embedded database has a single connection).
 */
import { validateIdentifier, type CustomerType } from '@tunne/contracts';
import type { Database, Tenancy } from '@tunne/platform';

export type ScreenedRecordKind = 'owners' | 'actualbeneficiaries' | 'peps' | 'responsiblepersons';

/** One name to screen: the customer itself (target 'customer') or one of its records. */
export interface ScreeningSubject {
  target: 'customer' | ScreenedRecordKind;
  /** The record id; null for the customer. */
  targetId: string | null;
  type: CustomerType;
  name: string;
  /** YYYY-MM-DD: a person's birth date (from the record or the identity code); null when unknown. */
  birthDate: string | null;
  nationality: string | null;
  country: string | null;
  /** Business id, identity code. */
  identifiers: string[];
}

export interface CustomerScreening {
  organisationsId: string;
  customersId: string;
  name: string;
  type: CustomerType;
  /** Owner user and team: who may see the customer (restriction NONE / TEAM / USER). */
  usersId: string | null;
  teamsId: string | null;
  isRemoved: boolean;
  subjects: ScreeningSubject[];
}

export interface CustomerEvent {
  id: number;
  /** The writing transaction; (xid, id) is the consumer's cursor. */
  xid: number;
  organisationsId: string;
  customersId: string;
  type: 'customer.changed' | 'customer.removed';
  createdAt: Date;
}

interface CustomerRow {
  organisations_id: string;
  id: string;
  type: CustomerType;
  name: string;
  ssn: string | null;
  businessid: string | null;
  country: string | null;
  nationality: string | null;
  users_id: string | null;
  teams_id: string | null;
  is_removed: boolean;
}

interface RecordRow {
  kind: ScreenedRecordKind;
  customers_id: string;
  id: string;
  type: CustomerType;
  name: string;
  ssn: string | null;
  businessid: string | null;
  dob: string | null;
  nationality: string | null;
  country: string | null;
}

const birthDateFromSsn = (ssn: string | null, countries: (string | null)[]): string | null => {
  if (!ssn) return null;
  for (const country of [...countries, 'FI']) {
    if (!country) continue;
    const check = validateIdentifier(country, 'person', ssn);
    if (check.valid && check.birthDate) return check.birthDate;
  }
  return null;
};

const identifiers = (...values: (string | null)[]): string[] => values.filter((v): v is string => Boolean(v));

/**
 * The customers (of `tenancy`'s organisation, as its restriction lets it see them) with every name to screen.
 * Customers that do not exist or are not visible are missing from the answer.
 */
export const readScreeningSubjects = async (db: Database, tenancy: Tenancy, customerIds: readonly string[]): Promise<CustomerScreening[]> => {
  if (customerIds.length === 0) return [];
  const ids = [...new Set(customerIds)];
  const { customers, records } = await db.tx(tenancy, async (tx) => {
    const customers = await tx<CustomerRow[]>`select organisations_id, id, type, name, ssn, businessid, country, nationality,
        users_id, teams_id, is_removed
      from customers.customers where id = any(${ids}::uuid[])`;
    const visible = customers.map((c) => c.id);
    const records = visible.length === 0 ? [] : await tx<RecordRow[]>`
      select 'owners' as kind, customers_id, id, type, name, ssn, businessid, to_char(dob, 'YYYY-MM-DD') as dob, nationality, country
        from customers.owners where customers_id = any(${visible}::uuid[])
      union all
      select 'actualbeneficiaries', customers_id, id, 'person', name, ssn, null, to_char(dob, 'YYYY-MM-DD'), nationality, country
        from customers.actualbeneficiaries where customers_id = any(${visible}::uuid[])
      union all
      select 'peps', customers_id, id, 'person', name, null, null, null, null, null
        from customers.peps where customers_id = any(${visible}::uuid[])
      union all
      select 'responsiblepersons', customers_id, id, 'person', name, ssn, null, to_char(dob, 'YYYY-MM-DD'), nationality, country
        from customers.responsiblepersons where customers_id = any(${visible}::uuid[])
      order by 2, 1, 3`;
    return { customers, records };
  });
  return customers.map((c) => ({
    organisationsId: c.organisations_id,
    customersId: c.id,
    name: c.name,
    type: c.type,
    usersId: c.users_id,
    teamsId: c.teams_id,
    isRemoved: c.is_removed,
    subjects: [
      {
        target: 'customer',
        targetId: null,
        type: c.type,
        name: c.name,
        birthDate: c.type === 'person' ? birthDateFromSsn(c.ssn, [c.nationality, c.country]) : null,
        nationality: c.type === 'person' ? c.nationality ?? c.country : null,
        country: c.country,
        identifiers: identifiers(c.businessid, c.ssn),
      },
      ...records
        .filter((r) => r.customers_id === c.id)
        .map((r): ScreeningSubject => ({
          target: r.kind,
          targetId: r.id,
          type: r.type,
          name: r.name,
          birthDate: r.type === 'person' ? r.dob ?? birthDateFromSsn(r.ssn, [r.nationality, r.country]) : null,
          nationality: r.type === 'person' ? r.nationality : null,
          country: r.country,
          identifiers: identifiers(r.businessid, r.ssn),
        })),
    ],
  }));
};

/** A page of the organisation's customer ids (archived ones too) in id order, after `after`. */
export const listCustomerIds = async (db: Database, organisationsId: string, after: string | null, limit: number): Promise<string[]> => {
  const rows = await db.tx({ organisationsId }, (tx) => tx<{ id: string }[]>`
    select id from customers.customers where ${after === null ? tx`true` : tx`id > ${after}::uuid`} order by id limit ${limit}`);
  return rows.map((r) => r.id);
};

/** Every organisation that has customers (for a full re-screen when a list changes). */
export const screeningOrganisations = async (db: Database): Promise<string[]> => {
  const rows = await db.tx(null, (tx) => tx<{ id: string }[]>`select customers.organisations_with_customers() as id`);
  return rows.map((r) => r.id);
};

/**
 * Customer events after the cursor, from finished transactions only, oldest first. `consumer` names the reader: the
 * cursor it passes is recorded as how far it has handled the outbox (it must be the position the consumer has
 * stored), and pruning keeps every event after the slowest consumer's cursor.
 */
export const readCustomerEvents = async (
  db: Database,
  consumer: string,
  cursor: { xid: number; id: number },
  limit: number,
): Promise<CustomerEvent[]> => {
  const rows = await db.tx(null, async (tx) => {
    await tx`select customers.save_event_cursor(${consumer}, ${cursor.xid}, ${cursor.id})`;
    return tx<{ id: string; xid: string; organisations_id: string; customers_id: string; type: CustomerEvent['type']; created_at: Date }[]>`
      select id::text, xid::text, organisations_id, customers_id, type, created_at
        from customers.events_after(${cursor.xid}, ${cursor.id}, ${limit})`;
  });
  return rows.map((r) => ({
    id: Number(r.id),
    xid: Number(r.xid),
    organisationsId: r.organisations_id,
    customersId: r.customers_id,
    type: r.type,
    createdAt: r.created_at,
  }));
};

/** Drops events older than a day that every consumer has read (up to the slowest consumer's cursor). */
export const pruneCustomerEvents = async (db: Database): Promise<number> => {
  const [row] = await db.tx(null, (tx) => tx<{ n: number }[]>`select customers.prune_events() as n`);
  return row?.n ?? 0;
};

/** Whether the caller (`tenancy`, with its restriction) sees the customer. */
export const isCustomerVisible = async (db: Database, tenancy: Tenancy, customersId: string): Promise<boolean> => {
  const rows = await db.tx(tenancy, (tx) => tx`select 1 from customers.customers where id = ${customersId}`);
  return rows.length > 0;
};

/**
 * Waits until every event already committed can be read by readCustomerEvents. Those are held back while any
 * transaction older than them is still open anywhere in the cluster (the xmin horizon is cluster-wide), so a test
 * that wrote and then drains must wait out other databases' transactions first. For tests and tools; as the owner.
 */
export const customerEventsVisible = async (db: Database, timeoutMs = 15_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.owner<{ held: number }[]>`
      select count(*)::int as held from customers.events where xid >= pg_snapshot_xmin(pg_current_snapshot())`;
    if ((row?.held ?? 0) === 0) return;
    if (Date.now() > until) throw new Error('customer events stayed invisible: a transaction is held open');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
