import type { Hono } from 'hono';
import { OrganisationSecurityBody } from '@tunne/contracts';
import { AppError, ok, readBody, requireAdmin, tenancyOf, type AuthEnv } from '@tunne/platform';
import { getOrganisationSecurity, updateOrganisationSecurity } from '../repo/organisation-security.ts';
import type { RouteDeps } from '../auth/deps.ts';

const path = '/api/v2.5/admin/organizations/security';

/**
 * The organisation's security settings (issue 10): require a second factor of everyone, and the idle and absolute
 * session timeouts. They apply at once to existing sessions (the principal check reads them on every request).
 */
export const organisationSecurityRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get(path, auth, requireAdmin, async (c) => {
    const principal = c.get('principal');
    const settings = await db.tx(tenancyOf(principal), (tx) => getOrganisationSecurity(tx, principal.organisationsId));
    if (!settings) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Invalid organisation');
    return ok(c, settings);
  });

  app.put(path, auth, requireAdmin, async (c) => {
    const body = await readBody(c, OrganisationSecurityBody);
    const principal = c.get('principal');
    const settings = await db.tx(tenancyOf(principal), async (tx) => {
      await updateOrganisationSecurity(tx, principal.organisationsId, body);
      return getOrganisationSecurity(tx, principal.organisationsId);
    });
    if (!settings) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Invalid organisation');
    return ok(c, settings);
  });
};
