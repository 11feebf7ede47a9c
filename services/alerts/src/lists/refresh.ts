import type { Database } from '@tunne/platform';

/** How long a refresh may hold the lists before another may start (a refresh killed midway holds them this long). */
const holdFor = '1 hour';

/**
 * Runs `refresh` unless another refresh of the shared lists is running, in this process or any other (issue 26: six
 * at once slowed every organisation's reads): the one row of alerts.list_refresh is taken first and given back after.
 * Answers null, without running it, while another holds the lists.
 */
export const oneRefreshAtATime = async <T>(db: Database, refresh: () => Promise<T>): Promise<T | null> => {
  const [taken] = await db.tx(null, (tx) => tx<{ started_at: Date }[]>`
    insert into alerts.list_refresh (id, held_until) values (true, now() + ${holdFor}::interval)
    on conflict (id) do update set held_until = excluded.held_until, started_at = now()
      where alerts.list_refresh.held_until < now()
    returning started_at`);
  if (!taken) return null;
  try {
    return await refresh();
  } finally {
    await db.tx(null, (tx) => tx`update alerts.list_refresh set held_until = now() where started_at = ${taken.started_at}`);
  }
};
