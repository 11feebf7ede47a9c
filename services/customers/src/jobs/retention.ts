import type { RetainedRecordPurger } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/**
 * The retention job (issue 11 §1, issue 25 §4): deletes retained records whose retention period (five years after the
 * relationship ended, or the organisation's longer period) has passed at `now`, in every organisation, with their
 * related rows and audit trail, and logs each in customers.retention_purges (record id, ended, purged at, and what the
 * other services deleted with it as counts; no personal data). First every purger (the outbound service: its items,
 * files, link tokens, eID sessions and history, wired by the gateway) deletes its part of each record; the deletion
 * then writes customer.removed, on which the alerts and risk services delete what they kept. `now` is the clock (tests
 * pass a later one). Returns how many went.
 */
export const purgeRetainedRecords = async (db: Database, now: Date = new Date(), purgers: readonly RetainedRecordPurger[] = []): Promise<number> => {
  const due = await db.tx(null, (tx) => tx<{ organisations_id: string; id: string }[]>`
    select organisations_id, id from customers.retained_due(${now})`);
  if (due.length === 0) return 0;
  const removed: Record<string, Record<string, number>> = {};
  for (const record of due) {
    const counts: Record<string, number> = {};
    for (const purge of purgers) Object.assign(counts, await purge({ organisationsId: record.organisations_id, customersId: record.id }));
    removed[record.id] = counts;
  }
  const [row] = await db.tx(null, (tx) => tx<{ purged: number }[]>`
    select customers.purge_retained(${now}, ${due.map((r) => r.id)}::uuid[], ${tx.json(removed)}) as purged`);
  return row?.purged ?? 0;
};
