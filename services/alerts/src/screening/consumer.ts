import { backgroundPacer, type Database } from '@tunne/platform';
import { rescreenCustomers, rescreenLeads } from './rescreen.ts';
import type { ScreeningRuntime } from './runtime.ts';

/** This consumer's name in the customers service's cursor table (customers.event_cursors). */
const eventConsumer = 'alerts';
/** The lead screening's cursor there (lead events, issue 11 §3). */
const leadEventConsumer = 'alerts_leads';
const eventBatch = 500;
/**
 * Customers screened per batch: one read of their names and one write of their alerts, each a transaction. On the
 * embedded database, which serves one query at a time, every other request waits for the one running: reading 500
 * customers' names took up to ~100 ms there, and beside the risk jobs 100 customers' subjects or alerts took 100–150 ms,
 * 25 some 30 ms (finding 8 of issue 10; security/src/embedded-availability.test.ts). PostgreSQL serves other
 * requests meanwhile, but on two cores a batch's statements still take the CPU a request needs: 100 keeps each one
 * short (issue 12 §10), and the batches are paced (backgroundPacer) so that people's requests go first.
 */
const batchSizeFor = (db: Database): number => (db.embedded ? 25 : 100);
/**
 * How long one cycle keeps working through the full re-screen before it hands back to the scheduler (which starts
 * the next cycle within its interval). Customer events are followed between the batches meanwhile, so they never
 * wait behind a big register.
 */
const cycleBudgetMs = 20_000;

interface Cursor {
  xid: number;
  id: number;
  listsKey: string;
}

const readCursor = async (db: Database): Promise<Cursor> => {
  const [row] = await db.tx(null, (tx) => tx<{ last_xid: string; last_id: string; lists_key: string }[]>`
    select last_xid::text, last_id::text, lists_key from alerts.consumer_state where name = 'customers'`);
  return { xid: Number(row?.last_xid ?? 0), id: Number(row?.last_id ?? 0), listsKey: row?.lists_key ?? '' };
};

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Every organisation with customers goes to the re-screen queue (again from its first customer). */
export const requestRescreen = async (db: Database, organisationIds: readonly string[]): Promise<void> => {
  if (organisationIds.length === 0) return;
  await db.tx(null, (tx) => tx`insert into alerts.rescreen_queue (organisations_id)
    select unnest(${organisationIds as string[]}::uuid[])
    on conflict (organisations_id) do update set requested_at = clock_timestamp(), after_id = null, phase = 'customers'`);
};

/**
 * The list set as the consumer state records it: the shared version ids, then each organisation's own ones
 * (`shared|org=ids;org=ids`), so a change of one organisation's own list re-screens only that organisation.
 */
const listsKeyOf = (runtime: ScreeningRuntime): string =>
  `${runtime.key}|${[...runtime.ownKeys].sort(([a], [b]) => (a < b ? -1 : 1)).map(([org, ids]) => `${org}=${ids}`).join(';')}`;

const parseListsKey = (text: string): { shared: string; own: Map<string, string> } => {
  const split = text.indexOf('|');
  if (split < 0) return { shared: text, own: new Map() };
  const own = new Map<string, string>();
  for (const part of text.slice(split + 1).split(';').filter(Boolean)) {
    const eq = part.indexOf('=');
    own.set(part.slice(0, eq), part.slice(eq + 1));
  }
  return { shared: text.slice(0, split), own };
};

/**
 * A new list set (a version imported here or by another process): reload the index, queue everyone once when a shared
 * list changed, or only the organisation whose own list changed.
 */
const followLists = async (db: Database, runtime: ScreeningRuntime, cursor: Cursor): Promise<void> => {
  await runtime.refresh();
  const next = listsKeyOf(runtime);
  if (next === cursor.listsKey) return;
  const before = parseListsKey(cursor.listsKey);
  let organisations: string[] = [];
  if (runtime.key && before.shared !== runtime.key) {
    organisations = [...new Set([...(await runtime.customers.register.organisations()), ...(await runtime.customers.screening.leadOrganisations())])];
  }
  else {
    const changed = new Set([...runtime.ownKeys.keys(), ...before.own.keys()]);
    organisations = [...changed].filter((org) => runtime.ownKeys.get(org) !== before.own.get(org));
  }
  await requestRescreen(db, organisations);
  await db.tx(null, (tx) => tx`update alerts.consumer_state set lists_key = ${next}, updated_at = now() where name = 'customers'`);
  cursor.listsKey = next;
};

/** Customer events since the cursor: each changed customer is screened once per batch, then the cursor moves. */
const followEvents = async (db: Database, runtime: ScreeningRuntime, cursor: Cursor): Promise<number> => {
  const pace = backgroundPacer();
  let handled = 0;
  for (let round = 0; round < 20; round += 1) {
    const events = await runtime.customers.events.customers(eventConsumer, cursor, eventBatch);
    if (events.length === 0) break;
    const byOrganisation = new Map<string, Set<string>>();
    for (const event of events) {
      const ids = byOrganisation.get(event.organisationsId) ?? new Set<string>();
      ids.add(event.customersId);
      byOrganisation.set(event.organisationsId, ids);
    }
    for (const [organisationsId, ids] of byOrganisation) {
      for (const part of chunks([...ids], batchSizeFor(db))) {
        await rescreenCustomers(db, runtime, organisationsId, part);
        await pace();
      }
    }
    const last = events.at(-1)!;
    cursor.xid = last.xid;
    cursor.id = last.id;
    await db.tx(null, (tx) => tx`update alerts.consumer_state set last_xid = ${last.xid}, last_id = ${last.id}, updated_at = now()
      where name = 'customers'`);
    handled += events.length;
    if (events.length < eventBatch) break;
  }
  return handled;
};

const readLeadCursor = async (db: Database): Promise<{ xid: number; id: number }> => {
  const [row] = await db.tx(null, (tx) => tx<{ last_xid: string; last_id: string }[]>`
    select last_xid::text, last_id::text from alerts.consumer_state where name = 'leads'`);
  return { xid: Number(row?.last_xid ?? 0), id: Number(row?.last_id ?? 0) };
};

/** Lead events since the lead cursor: each changed lead is screened like a customer, then the cursor moves. */
const followLeadEvents = async (db: Database, runtime: ScreeningRuntime): Promise<number> => {
  const pace = backgroundPacer();
  const cursor = await readLeadCursor(db);
  let handled = 0;
  for (let round = 0; round < 20; round += 1) {
    const { events, next } = await runtime.customers.events.leads(leadEventConsumer, cursor, eventBatch);
    const byOrganisation = new Map<string, Set<string>>();
    for (const event of events) byOrganisation.set(event.organisationsId, (byOrganisation.get(event.organisationsId) ?? new Set()).add(event.leadsId));
    for (const [organisationsId, ids] of byOrganisation) {
      for (const part of chunks([...ids], batchSizeFor(db))) {
        await rescreenLeads(db, runtime, organisationsId, part);
        await pace();
      }
    }
    // The cursor moves past the events handled, or up to the horizon (customer events included) when none are left.
    if (next.xid !== cursor.xid || next.id !== cursor.id) {
      cursor.xid = next.xid;
      cursor.id = next.id;
      await db.tx(null, (tx) => tx`update alerts.consumer_state set last_xid = ${next.xid}, last_id = ${next.id}, updated_at = now()
        where name = 'leads'`);
    }
    handled += events.length;
    if (events.length < eventBatch) break;
  }
  return handled;
};

/** Screens the next page of the re-screen queue (in customer-id order, resuming where it stopped); 0 when it is empty. */
const followQueue = async (db: Database, runtime: ScreeningRuntime): Promise<number> => {
  for (;;) {
    // requested_at as text: compared back exactly (microseconds), it tells whether the request was renewed meanwhile.
    const [head] = await db.tx(null, (tx) => tx<{ organisations_id: string; requested_at: string; after_id: string | null; phase: 'customers' | 'leads' }[]>`
      select organisations_id, requested_at::text, after_id, phase from alerts.rescreen_queue order by requested_at limit 1`);
    if (!head) return 0;
    const leads = head.phase === 'leads';
    const ids = leads
      ? await runtime.customers.screening.leadIds(head.organisations_id, head.after_id, batchSizeFor(db))
      : await runtime.customers.register.customerIds(head.organisations_id, head.after_id, batchSizeFor(db));
    if (ids.length === 0) {
      // The customers are done: the leads follow (issue 11 §3). The leads done: finished, unless it was asked for again
      // meanwhile (then it starts over at the next cycle).
      await db.tx(null, (tx) => leads
        ? tx`delete from alerts.rescreen_queue where organisations_id = ${head.organisations_id} and requested_at::text = ${head.requested_at}
              and phase = 'leads' and after_id is not distinct from ${head.after_id}::uuid`
        : tx`update alerts.rescreen_queue set phase = 'leads', after_id = null where organisations_id = ${head.organisations_id}
              and requested_at::text = ${head.requested_at} and phase = 'customers' and after_id is not distinct from ${head.after_id}::uuid`);
      continue;
    }
    if (leads) await rescreenLeads(db, runtime, head.organisations_id, ids);
    else await rescreenCustomers(db, runtime, head.organisations_id, ids);
    await db.tx(null, (tx) => tx`update alerts.rescreen_queue set after_id = ${ids.at(-1)!}
      where organisations_id = ${head.organisations_id} and requested_at::text = ${head.requested_at}`);
    return ids.length;
  }
};

let cycles = 0;

/**
 * One cycle of the screening consumer (scheduled every second or two; tests call it directly): follow list
 * changes, then customer events, then the full re-screen queue for up to cycleBudgetMs, following events between its
 * batches. Batches are paced (backgroundPacer): between two, requests being served go first and the job rests.
 * Idempotent; safe to run in several processes. Returns how many customers or events it handled.
 */
export const runScreeningCycle = async (db: Database, runtime: ScreeningRuntime): Promise<number> => {
  const until = Date.now() + cycleBudgetMs;
  const pace = backgroundPacer();
  const cursor = await readCursor(db);
  await followLists(db, runtime, cursor);
  if (!runtime.key && runtime.ownKeys.size === 0) return 0;
  let handled = await followEvents(db, runtime, cursor);
  handled += await followLeadEvents(db, runtime);
  for (;;) {
    const screened = await followQueue(db, runtime);
    handled += screened;
    if (screened === 0 || Date.now() >= until) break;
    await pace();
    handled += await followEvents(db, runtime, cursor);
  }
  cycles += 1;
  // Every 15 minutes or so; the customers service keeps what any of its consumers (risk too) has not read yet.
  if (cycles % 600 === 0) await runtime.customers.events.prune();
  return handled;
};
