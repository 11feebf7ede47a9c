import { randomUUID } from 'node:crypto';
import type { Database } from '@tunne/platform';

/** How long a refresh may hold the lists before another may start (a refresh killed midway holds them this long). */
const holdFor = '1 hour';

/**
 * Runs `refresh` unless another refresh of the shared lists is running, in this process or any other (issue 26: six
 * at once slowed every organisation's reads): the one row of alerts.list_refresh is taken first and given back after.
 * Answers null, without running it, while another holds the lists.
 */
export const oneRefreshAtATime = async <T>(db: Database, refresh: () => Promise<T>): Promise<T | null> => {
  const holder = randomUUID();
  const [taken] = await db.tx(null, (tx) => tx<{ holder: string }[]>`
    insert into alerts.list_refresh (id, held_until, holder) values (true, now() + ${holdFor}::interval, ${holder})
    on conflict (id) do update set held_until = excluded.held_until, holder = excluded.holder, started_at = now()
      where alerts.list_refresh.held_until < now()
    returning holder`);
  if (!taken) return null;
  try {
    return await refresh();
  } finally {
    await db.tx(null, (tx) => tx`update alerts.list_refresh set held_until = now() - interval '1 millisecond' where holder = ${holder}`);
  }
};
