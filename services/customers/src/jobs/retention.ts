import type { Database } from '@tunne/platform';

/**
 * The retention job (issue 11 §1): deletes retained records whose retention period (five years after the relationship
 * ended, or the organisation's longer period) has passed at `now`, in every organisation, with their related rows and
 * audit trail, and logs each in customers.retention_purges (record id, ended, purged at; no personal data). The
 * deletion writes customer.removed, on which the alerts and risk services delete what they kept. `now` is the clock
 * (tests pass a later one). Returns how many went.
 */
export const purgeRetainedRecords = async (db: Database, now: Date = new Date()): Promise<number> => {
  const [row] = await db.tx(null, (tx) => tx<{ purged: number }[]>`select customers.purge_retained(${now}) as purged`);
  return row?.purged ?? 0;
};
