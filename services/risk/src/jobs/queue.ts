import { backgroundPacer } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { recalculate } from '../recalculate.ts';

interface Queued {
  organisations_id: string;
  customers_id: string;
  cause: string;
  /** Text, to keep the microseconds a JS Date would lose. */
  queued_at: string;
}

/** Queued customers per batch: short transactions on the embedded database too (see fullRunBatchSize). */
export const queueBatchSize = (deps: RiskDeps): number => (deps.db.embedded ? 25 : 200);

/**
 * Recalculates queued customers (oldest first, across organisations) and removes them from the queue, unless they
 * were queued again while being calculated. Safe to run in several processes: the worst case is a duplicate
 * calculation with the same result. Returns how many were calculated.
 */
export const processRecalcQueue = async (deps: RiskDeps, limit = queueBatchSize(deps)): Promise<number> => {
  const rows = await deps.db.tx(null, (tx) => tx<Queued[]>`select organisations_id, customers_id, cause, queued_at::text from risk.queued(${limit})`);
  const groups = new Map<string, Queued[]>();
  for (const row of rows) {
    const key = `${row.organisations_id}/${row.cause}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const group of groups.values()) {
    const { organisations_id: organisationsId, cause } = group[0]!;
    // Who caused each (issue 25 §3): recorded on a removal of an EDD ground the change took away.
    const causes = await deps.db.tx({ organisationsId }, (tx) => tx<{ customers_id: string; caused_by: string[] }[]>`
      select customers_id, caused_by from risk.recalc_queue where customers_id = any(${group.map((r) => r.customers_id)}::uuid[])`);
    const causedBy = new Map(causes.map((row) => [row.customers_id, row.caused_by]));
    await recalculate(deps, organisationsId, group.map((r) => r.customers_id), cause, new Date(), causedBy);
    await deps.db.tx({ organisationsId }, (tx) => tx`delete from risk.recalc_queue q
      using unnest(${group.map((r) => r.customers_id)}::uuid[], ${group.map((r) => r.queued_at)}::text[]) as v(id, queued_at)
      where q.customers_id = v.id and q.queued_at <= v.queued_at::timestamptz`);
  }
  return rows.length;
};

/** Drains the queue in batches, paced between them (backgroundPacer: requests being served go first). */
export const drainRecalcQueue = async (deps: RiskDeps, batch = queueBatchSize(deps)): Promise<number> => {
  const pace = backgroundPacer();
  let total = 0;
  for (;;) {
    const n = await processRecalcQueue(deps, batch);
    total += n;
    if (n < batch) return total;
    await pace();
  }
};
