import type { Hono } from 'hono';
import { Type, type Static } from '@sinclair/typebox';
import { IdParams, restrictionTypes, type User } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, requireAdmin, tenancyOf, type AuthEnv, type SecurityEventDetails } from '@tunne/platform';
import { revokeUserSessions } from '../repo/sessions.ts';
import { getUser, listUsers, updateUser } from '../repo/users.ts';
import type { RouteDeps } from '../auth/deps.ts';

/** The admin fields this service lets an administrator change so far (spec §6: admin and active flags). */
export const AdminUserUpdateBody = Type.Object(
  {
    is_admin: Type.Optional(Type.Boolean()),
    is_active: Type.Optional(Type.Boolean()),
    restrictiontype: Type.Optional(Type.Union(restrictionTypes.map((r) => Type.Literal(r)))),
    autologout_timeout: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 86_400 }), Type.Null()])),
    force_passwordchange: Type.Optional(Type.Boolean()),
    disable_uilogin: Type.Optional(Type.Boolean()),
  },
  { $id: 'AdminUserUpdateBody', additionalProperties: false },
);
export type AdminUserUpdateBody = Static<typeof AdminUserUpdateBody>;

/** The fields whose change the security log records as a permission change (with their new values). */
const permissionFields = ['is_admin', 'restrictiontype', 'is_active', 'use_mfauth', 'disable_uilogin'] as const;

const permissionChanges = (before: User, after: User): SecurityEventDetails | null => {
  const changed = permissionFields.filter((field) => before[field] !== after[field]);
  return changed.length > 0 ? Object.fromEntries(changed.map((field) => [field, after[field]])) : null;
};

export const adminUserRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get('/api/v2.5/admin/users', auth, requireAdmin, async (c) => {
    const users = await db.tx(tenancyOf(c.get('principal')), (tx) => listUsers(tx));
    return ok(c, users);
  });

  app.put('/api/v2.5/admin/users/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, AdminUserUpdateBody);
    const principal = c.get('principal');
    const found = await db.tx(tenancyOf(principal), async (tx) => {
      const before = await getUser(tx, id);
      if (!before || !(await updateUser(tx, id, body))) return null;
      // A deactivated user's sessions end, so reactivation later does not revive old tokens.
      if (body.is_active === false) await revokeUserSessions(tx, id);
      const after = await getUser(tx, id);
      return after ? { before, after } : null;
    });
    if (!found) throw new AppError('USER_NOT_FOUND', 'User not found');
    const changes = permissionChanges(found.before, found.after);
    if (changes) {
      await deps.securityLog.record({
        organisationsId: principal.organisationsId,
        usersId: principal.usersId,
        targetUsersId: id,
        type: 'permissions.changed',
        address: deps.addressOf(c),
        details: changes,
      });
    }
    return ok(c, found.after);
  });
};
