import type { Hono } from 'hono';
import { SeniorManagementBody } from '@tunne/contracts';
import { AppError, ok, readBody, requireAdmin, tenancyOf, type AuthEnv } from '@tunne/platform';
import type { RouteDeps } from '../auth/deps.ts';
import { insertSettingsChange } from '../repo/settings-changes.ts';
import { readSeniorManagement, unknownUsers, writeSeniorManagement } from '../repo/senior-management.ts';

const path = '/api/v2.5/admin/organizations/my/seniormanagement';

/**
 * The organisation's compliance officer and senior management (issue 25 §3; admin): who approves an EDD, the removal of
 * an EDD trigger and the lift of a freeze. Each change is written to the settings change log with before and after.
 */
export const seniorManagementRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get(path, auth, requireAdmin, async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), readSeniorManagement)));

  app.put(path, auth, requireAdmin, async (c) => {
    const body = await readBody(c, SeniorManagementBody);
    const principal = c.get('principal');
    const value = { compliance_officer: body.compliance_officer, members: body.members.filter((id) => id !== body.compliance_officer) };
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const unknown = await unknownUsers(tx, [...(value.compliance_officer ? [value.compliance_officer] : []), ...value.members]);
      if (unknown.length > 0) {
        const field = unknown[0] === value.compliance_officer ? '/compliance_officer' : `/members/${value.members.indexOf(unknown[0]!)}`;
        throw new AppError('VALIDATION_FAILED', 'Only active users of the organisation can be named', field);
      }
      const before = await readSeniorManagement(tx);
      await writeSeniorManagement(tx, value, principal.usersId);
      const after = await readSeniorManagement(tx);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await insertSettingsChange(tx, {
          organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'organisation', entity: 'senior_management',
          entityId: null, entityName: null, action: 'update', before: { ...before }, after: { ...after },
        });
      }
      return after;
    }));
  });
};
