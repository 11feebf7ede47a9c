import type { Hono } from 'hono';
import { AppError, ok, tenancyOf, type AuthEnv } from '@tunne/platform';
import { getMyOrganisation } from '../repo/organisations.ts';
import type { RouteDeps } from '../auth/deps.ts';

export const organisationRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  app.get('/api/v2.5/user/organizations/my', deps.auth, async (c) => {
    const principal = c.get('principal');
    const organisation = await deps.db.tx(tenancyOf(principal), (tx) => getMyOrganisation(tx, principal.organisationsId));
    if (!organisation) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Invalid organisation');
    return ok(c, organisation);
  });
};
