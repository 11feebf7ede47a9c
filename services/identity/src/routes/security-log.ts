import type { Hono } from 'hono';
import { SecurityLogQuery } from '@tunne/contracts';
import { ok, readQuery, requireAdmin, tenancyOf, type AuthEnv } from '@tunne/platform';
import { listSecurityEvents } from '../repo/security-events.ts';
import type { RouteDeps } from '../auth/deps.ts';

/** GET /admin/securitylog: the organisation's security events, newest first, for administrators. */
export const securityLogRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get('/api/v2.5/admin/securitylog', auth, requireAdmin, async (c) => {
    const query = readQuery(c, SecurityLogQuery);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => listSecurityEvents(tx, query)));
  });
};
