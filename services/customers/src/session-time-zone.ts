import type { Database } from '@tunne/platform';

/**
 * Tests only (through the `testing` entry): every session of the test database gets `zone` as its TimeZone — the
 * database's default for connections still to come, and a session-level setting on each connection the pools already
 * hold — so a test can show that no day depends on the session's zone. Answers the zone a transaction then sees.
 */
export const useSessionTimeZone = async (db: Database, zone: string): Promise<string> => {
  await db.owner`select set_config('app.zone', ${zone}, false)`;
  await db.owner.unsafe(`do $$ begin execute format('alter database %I set timezone = %L', current_database(), current_setting('app.zone')); end $$`);
  const pools = db.embedded ? [db.owner] : [db.owner, db.app];
  for (const pool of pools) {
    // Every connection of the pool at once: reserved together, none can be handed out twice.
    const size = db.embedded ? 1 : pool.options.max;
    const connections = await Promise.all(Array.from({ length: size }, () => pool.reserve()));
    for (const connection of connections) {
      await connection`select set_config('TimeZone', ${zone}, false)`;
      connection.release();
    }
  }
  const [row] = await db.tx(null, (tx) => tx<{ zone: string }[]>`select current_setting('TimeZone') as zone`);
  return row!.zone;
};
