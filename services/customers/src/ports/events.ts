/**
 * The customers' and leads' outbox as other services read it (CustomerEventsPort in @tunne/contracts).
 */
import type { CustomerEvent, EventCursor, LeadEvent, LeadEventPage } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/**
 * Customer events after the cursor, from finished transactions only, oldest first. `consumer` names the reader: the
 * cursor it passes is recorded as how far it has handled the outbox (it must be the position the consumer has
 * stored), and pruning keeps every event after the slowest consumer's cursor.
 */
export const readCustomerEvents = async (
  db: Database,
  consumer: string,
  cursor: EventCursor,
  limit: number,
): Promise<CustomerEvent[]> => {
  const rows = await db.tx(null, async (tx) => {
    await tx`select customers.save_event_cursor(${consumer}, ${cursor.xid}, ${cursor.id})`;
    return tx<{ id: string; xid: string; organisations_id: string; customers_id: string; type: CustomerEvent['type']; created_at: Date; users_id: string | null }[]>`
      select id::text, xid::text, organisations_id, customers_id, type, created_at, users_id
        from customers.events_after(${cursor.xid}, ${cursor.id}, ${limit})`;
  });
  return rows.map((r) => ({
    id: Number(r.id),
    xid: Number(r.xid),
    organisationsId: r.organisations_id,
    customersId: r.customers_id,
    type: r.type,
    createdAt: r.created_at,
    usersId: r.users_id,
  }));
};

/** Drops events older than a day that every consumer has read (up to the slowest consumer's cursor). */
export const pruneCustomerEvents = async (db: Database): Promise<number> => {
  const [row] = await db.tx(null, (tx) => tx<{ n: number }[]>`select customers.prune_events() as n`);
  return row?.n ?? 0;
};

const later = (a: EventCursor, b: EventCursor) => (a.xid > b.xid || (a.xid === b.xid && a.id > b.id) ? a : b);

/** Lead events after the cursor, from finished transactions only, oldest first; records `consumer`'s cursor. */
export const readLeadEvents = async (db: Database, consumer: string, cursor: EventCursor, limit: number): Promise<LeadEventPage> => {
  const { rows, horizon } = await db.tx(null, async (tx) => {
    await tx`select customers.save_event_cursor(${consumer}, ${cursor.xid}, ${cursor.id})`;
    // The horizon first: every lead event up to it is visible to the read that follows.
    const [horizon] = await tx<{ xid: string; id: string }[]>`select xid::text, id::text from customers.events_horizon()`;
    const rows = await tx<{ id: string; xid: string; organisations_id: string; customers_id: string; type: LeadEvent['type']; created_at: Date }[]>`
      select id::text, xid::text, organisations_id, customers_id, type, created_at
        from customers.lead_events_after(${cursor.xid}, ${cursor.id}, ${limit})`;
    return { rows, horizon };
  });
  const events = rows.map((r): LeadEvent => ({
    id: Number(r.id),
    xid: Number(r.xid),
    organisationsId: r.organisations_id,
    leadsId: r.customers_id,
    type: r.type,
    createdAt: r.created_at,
  }));
  const last = events.at(-1);
  let next = last ? { xid: last.xid, id: last.id } : cursor;
  if (events.length < limit && horizon) next = later(next, { xid: Number(horizon.xid), id: Number(horizon.id) });
  return { events, next };
};

