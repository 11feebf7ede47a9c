import type { Database } from '@tunne/platform';

/**
 * Waits until every event already committed can be read by readCustomerEvents. Those are held back while any
 * transaction older than them is still open anywhere in the cluster (the xmin horizon is cluster-wide), so a test
 * that wrote and then drains must wait out other databases' transactions first. For tests and tools; as the owner.
 */
export const customerEventsVisible = async (db: Database, timeoutMs = 15_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.owner<{ held: number }[]>`
      select count(*)::int as held from customers.events where xid >= pg_snapshot_xmin(pg_current_snapshot())`;
    if ((row?.held ?? 0) === 0) return;
    if (Date.now() > until) throw new Error('customer events stayed invisible: a transaction is held open');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

