import type { AlertSubject, CustomerScreening, ListSource, ScreeningSettings } from '@tunne/contracts';
import { backgroundPacer, log, type Database } from '@tunne/platform';
import { readSettings } from '../repo/settings.ts';
import { applyMatches, removeCustomerAlerts, type ApplyCounts, type PlannedCustomer } from './apply.ts';
import { matchesFor } from './matches.ts';
import { keepRetainedAlerts, readRetainedAlerts } from './retained.ts';
import type { ScreeningRuntime } from './runtime.ts';

/**
 * Screening is synchronous CPU work (0.1–2 ms a name); after this long the batch lets the event loop serve the
 * requests waiting in this process (the gateway runs the consumer beside the API). Short, because a request waits up to
 * one slice per database round trip: with 10 ms slices the API's p95 during a full re-screen was some 140 ms, with 2 ms
 * 60–70 ms (bench/README.md), at the same throughput.
 */
const sliceMs = 2;

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const matchAll = async (runtime: ScreeningRuntime, settings: ScreeningSettings, customers: readonly CustomerScreening[]): Promise<PlannedCustomer[]> => {
  const planned: PlannedCustomer[] = [];
  let sliceStarted = performance.now();
  for (const customer of customers) {
    planned.push({ customer, matches: matchesFor(runtime, settings, customer) });
    if (performance.now() - sliceStarted > sliceMs) {
      await yieldToEventLoop();
      sliceStarted = performance.now();
    }
  }
  return planned;
};

/** Screens the given leads of one organisation again, like customers (issue 11 §3); a lead that is gone loses its alerts. */
export const rescreenLeads = (db: Database, runtime: ScreeningRuntime, organisationsId: string, leadIds: readonly string[]): Promise<ApplyCounts> =>
  rescreenCustomers(db, runtime, organisationsId, leadIds, 'lead');

/**
 * Screens the given customers of one organisation again and writes their alerts: subjects are read through the
 * customers service (one transaction for the whole batch), matched in memory, and written in one transaction of the
 * organisation with a fixed number of statements. Customers that no longer exist lose their alerts; a customer that
 * left the register but whose record is retained (issue 11 §1) keeps them, hidden as archived, and is not screened
 * any more. Without any list loaded nothing changes: screening against nothing must not look like a clean result.
 */
export const rescreenCustomers = async (
  db: Database,
  runtime: ScreeningRuntime,
  organisationsId: string,
  customerIds: readonly string[],
  subject: AlertSubject = 'customer',
): Promise<ApplyCounts> => {
  const none: ApplyCounts = { created: 0, updated: 0, removed: 0, superseded: 0, closed: 0 };
  if (customerIds.length === 0) return none;
  if (!runtime.hasLists(organisationsId)) {
    log.warn('screening skipped: no sanction list loaded', { customers: customerIds.length });
    return none;
  }
  const pace = backgroundPacer();
  const settings = await db.tx({ organisationsId }, (tx) => readSettings(tx));
  const customers = subject === 'lead'
    ? await runtime.customers.screening.leads({ organisationsId }, customerIds)
    : await runtime.customers.screening.customers({ organisationsId }, customerIds);
  const present = new Set(customers.map((c) => c.customersId));
  const missing = customerIds.filter((id) => !present.has(id));
  // A lead has no retained record (a lead that never became a customer is deleted for good).
  const retained = new Set(subject === 'lead' ? [] : await runtime.customers.register.retainedIds(organisationsId, missing));
  const gone = missing.filter((id) => !retained.has(id));
  const planned = await matchAll(runtime, settings, customers);
  // Between the read and the write: requests being served go first (issue 12 §10).
  await pace();
  const { counts, changed } = await db.tx({ organisationsId }, async (tx) => {
    // Alerts already kept for a retained record are hidden from every other transaction; these two must see them.
    if (gone.length > 0 || retained.size > 0) await readRetainedAlerts(tx);
    const removed = await removeCustomerAlerts(tx, gone);
    await keepRetainedAlerts(tx, [...retained]);
    const applied = await applyMatches(tx, planned, {
      // Notifications and the risk score are about customers; a lead's alerts show in the alert lists.
      notify: subject === 'customer' && settings.notify_teams_id !== null,
      subject,
      lists: {
        isListed: (key) => runtime.isListed(key, organisationsId),
        versionLabel: (versionId, source) => runtime.currentVersionOf(versionId, source as ListSource, organisationsId)?.label ?? null,
      },
    });
    if (removed > 0) for (const id of gone) applied.changed.add(id);
    applied.counts.removed += removed;
    return applied;
  });
  if (subject === 'customer' && changed.size > 0) await runtime.changes.emit(organisationsId, customerIds.filter((id) => changed.has(id)));
  return counts;
};
