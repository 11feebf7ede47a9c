import type { Hono } from 'hono';
import { ok, tenancyOf, type AuthEnv } from '@tunne/platform';
import { listColleagues, listTeams } from '../repo/directory.ts';
import type { RouteDeps } from '../auth/deps.ts';

/** The organisation's users and teams for pickers and list tools (any logged-in user). */
export const directoryRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  app.get('/api/v2.5/user/users', deps.auth, async (c) =>
    ok(c, await deps.db.tx(tenancyOf(c.get('principal')), (tx) => listColleagues(tx))));
  app.get('/api/v2.5/user/teams', deps.auth, async (c) =>
    ok(c, await deps.db.tx(tenancyOf(c.get('principal')), (tx) => listTeams(tx))));
};
