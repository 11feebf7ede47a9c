import type { RetainedRecordPurger } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { finishImports } from '../import/finish-imports.ts';
import { purgeRetainedRecords } from './retention.ts';

/**
 * The scheduled purge (spec §4): archived customers whose removes_at has passed leave the register, in every
 * organisation; their records are retained (migration 00013), not deleted. Returns how many left. The same run deletes
 * retained records whose retention period has passed at `now` (purgeRetainedRecords, with the other services'
 * purgers) and finishes what imports left behind (finishImports): the hidden rows of failed or abandoned ones, the
 * events of published ones.
 */
export const purgeExpiredCustomers = async (db: Database, now: Date = new Date(), purgers: readonly RetainedRecordPurger[] = []): Promise<number> => {
  const [row] = await db.tx(null, (tx) => tx<{ purged: number }[]>`select customers.purge_expired() as purged`);
  await purgeRetainedRecords(db, now, purgers);
  await finishImports(db);
  return row?.purged ?? 0;
};
