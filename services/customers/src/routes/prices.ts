import type { Hono } from 'hono';
import { ok, type AuthEnv, type Database } from '@tunne/platform';
import { priceList, type PriceAmounts } from '../prices.ts';

/** GET /api/v2.5/user/prices: the price list with the organisation's customer count now (archived ones not counted). */
export const priceRoutes = (app: Hono<AuthEnv>, db: Database, amounts: PriceAmounts): void => {
  app.get('/api/v2.5/user/prices', async (c) => {
    // The whole organisation's count, whatever the caller may see of it: the tier is the organisation's.
    const [row] = await db.tx({ organisationsId: c.get('principal').organisationsId }, (tx) =>
      tx<{ count: number }[]>`select count(*)::int as count from customers.customers where not is_removed`);
    return ok(c, priceList(amounts, row?.count ?? 0));
  });
};
