import type { Database } from '@tunne/platform';
import { finishImports } from '../import/finish-imports.ts';

/**
 * The scheduled purge (spec §4): permanently deletes archived customers whose removes_at has passed, in every
 * organisation, with their related rows (ON DELETE CASCADE) and audit trail. Returns how many went. It also finishes
 * what imports left behind (finishImports): the hidden rows of failed or abandoned ones, the events of published ones.
 */
export const purgeExpiredCustomers = async (db: Database): Promise<number> => {
  const [row] = await db.tx(null, (tx) => tx<{ purged: number }[]>`select customers.purge_expired() as purged`);
  await finishImports(db);
  return row?.purged ?? 0;
};
