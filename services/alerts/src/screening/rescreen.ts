import { readScreeningSubjects } from '@tunne/customers';
import { log, type Database } from '@tunne/platform';
import { readSettings } from '../repo/settings.ts';
import { applyMatches, removeCustomerAlerts, type ApplyCounts } from './apply.ts';
import { matchesFor } from './matches.ts';
import type { ScreeningRuntime } from './runtime.ts';

/**
 * Screens the given customers of one organisation again and writes their alerts: subjects are read through the
 * customers service (its transaction), matched in memory, and written in one transaction of the organisation.
 * Customers that no longer exist lose their alerts. Without any list loaded nothing changes: screening against
 * nothing must not look like a clean result.
 */
export const rescreenCustomers = async (
  db: Database,
  runtime: ScreeningRuntime,
  organisationsId: string,
  customerIds: readonly string[],
): Promise<ApplyCounts> => {
  const counts: ApplyCounts = { created: 0, updated: 0, removed: 0, superseded: 0 };
  if (customerIds.length === 0) return counts;
  if (!runtime.key) {
    log.warn('screening skipped: no sanction list loaded', { customers: customerIds.length });
    return counts;
  }
  const settings = await db.tx({ organisationsId }, (tx) => readSettings(tx));
  const customers = await readScreeningSubjects(db, { organisationsId }, customerIds);
  const present = new Set(customers.map((c) => c.customersId));
  const gone = customerIds.filter((id) => !present.has(id));
  const planned = customers.map((customer) => ({ customer, matches: matchesFor(runtime, settings, customer) }));
  await db.tx({ organisationsId }, async (tx) => {
    counts.removed += await removeCustomerAlerts(tx, gone);
    for (const { customer, matches } of planned) {
      const applied = await applyMatches(tx, customer, matches);
      counts.created += applied.created;
      counts.updated += applied.updated;
      counts.removed += applied.removed;
      counts.superseded += applied.superseded;
    }
  });
  if (counts.created + counts.updated + counts.removed + counts.superseded > 0) await runtime.changes.emit(organisationsId, customerIds);
  return counts;
};
