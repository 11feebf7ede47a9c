import type { Hono } from 'hono';
import { OrganisationSecurityBody, type OrganisationSecurity } from '@tunne/contracts';
import { AppError, changedFields, ok, readBody, requireAdmin, tenancyOf, type AuthEnv, type SecurityEventDetails } from '@tunne/platform';
import { getOrganisationSecurity, updateOrganisationSecurity } from '../repo/organisation-security.ts';
import { insertSettingsChange } from '../repo/settings-changes.ts';
import type { RouteDeps } from '../auth/deps.ts';

const path = '/api/v2.5/admin/organizations/security';

/** The new values of the changed settings, as security log details (flags and numbers only). */
const changedDetails = (after: Record<string, unknown>): SecurityEventDetails =>
  Object.fromEntries(Object.entries(after).filter((entry): entry is [string, boolean | number] => typeof entry[1] === 'boolean' || typeof entry[1] === 'number'));

/**
 * The organisation's security settings (issue 10): require a second factor of everyone, and the idle and absolute
 * session timeouts. They apply at once to existing sessions (the principal check reads them on every request). A
 * change is logged (issue 26) in the settings change log (section 'security', in the change's own transaction) and in
 * the security log ('security_settings.changed', the new values); a save that changes nothing logs nothing.
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
    const { settings, change } = await db.tx(tenancyOf(principal), async (tx) => {
      const before = await getOrganisationSecurity(tx, principal.organisationsId);
      if (!before) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Invalid organisation');
      await updateOrganisationSecurity(tx, principal.organisationsId, body);
      const after = (await getOrganisationSecurity(tx, principal.organisationsId)) as OrganisationSecurity;
      const changed = changedFields({ ...before }, { ...after });
      if (changed) {
        await insertSettingsChange(tx, {
          organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'security', entity: 'organisation',
          entityId: principal.organisationsId, action: 'update', ...changed,
        });
      }
      return { settings: after, change: changed };
    });
    if (change) {
      await deps.securityLog.record({
        organisationsId: principal.organisationsId,
        usersId: principal.usersId,
        type: 'security_settings.changed',
        address: deps.addressOf(c),
        details: changedDetails(change.after),
      });
    }
    return ok(c, settings);
  });
};
