import type { Database } from '@tunne/platform';

/**
 * The scheduled purge (spec §4): permanently deletes archived customers whose removes_at has passed, in every
 * organisation, with their related rows (ON DELETE CASCADE) and audit trail. Returns how many went.
 */
export const purgeExpiredCustomers = async (db: Database): Promise<number> => {
  const [row] = await db.tx(null, (tx) => tx<{ purged: number }[]>`select customers.purge_expired() as purged`);
  return row?.purged ?? 0;
};
