import type { Context, Hono } from 'hono';
import { AdminUserCreateBody, AdminUserEditBody, IdParams, type AdminUser, type ErrorCode, type User } from '@tunne/contracts';
import {
  AppError,
  changedFields,
  log,
  ok,
  readParams,
  requireAdmin,
  tenancyOf,
  type AuthEnv,
  type Principal,
  type SecurityEventDetails,
} from '@tunne/platform';
import { checkEmail, fieldCodes, readBodyAs, type FieldCodes } from '../auth/input.ts';
import { welcomeMail } from '../auth/messages.ts';
import { newResetToken, resetLink } from '../auth/reset-token.ts';
import { hashPassword } from '../passwords/hash.ts';
import { assertNewPassword } from '../passwords/policy.ts';
import { addUserToTeams, existingTeams, getAdminUser, insertUser, listAdminUsers, organisationName, softDeleteUser } from '../repo/admin-users.ts';
import { loginLookup } from '../repo/lookup.ts';
import { storeReset, welcomeLifetimeMinutes } from '../repo/password-resets.ts';
import { revokeUserSessions } from '../repo/sessions.ts';
import { insertSettingsChange } from '../repo/settings-changes.ts';
import { updateUser, type AdminChanges } from '../repo/users.ts';
import { assertMfauthPhone, auditedUser, lockAndCheckAdmins } from '../users/admin-rules.ts';
import type { RouteDeps } from '../auth/deps.ts';

/** The fields whose change the security log records as a permission change (with their new values). */
const permissionFields = ['is_admin', 'restrictiontype', 'is_active', 'use_mfauth', 'disable_uilogin'] as const;

const permissionChanges = (before: User, after: User): SecurityEventDetails | null => {
  const changed = permissionFields.filter((field) => before[field] !== after[field]);
  return changed.length > 0 ? Object.fromEntries(changed.map((field) => [field, after[field]])) : null;
};

const bodyCodes: FieldCodes = {
  name: (value): ErrorCode => (typeof value !== 'string' || value.trim() === '' ? 'MISSING_NAME' : 'VALIDATION_FAILED'),
  email: fieldCodes.email,
  language: (value): ErrorCode => (value === undefined || value === '' ? 'MISSING_LANGUAGE' : 'INVALID_LANGUAGE'),
};

const userNotFound = () => new AppError('USER_NOT_FOUND', 'User not found');
const emailReserved = () => new AppError('EMAIL_RESERVED', 'The e-mail address is already in use', '/email');

const requireName = (name: string): string => {
  const trimmed = name.trim();
  if (!trimmed) throw new AppError('MISSING_NAME', 'Name is required', '/name');
  return trimmed;
};
const cleanTel = (tel: string | null | undefined): string | null | undefined => (typeof tel === 'string' ? tel.trim() || null : tel);

/** Two admins giving the same address at once: the unique index decides, and the loser hears EMAIL_RESERVED. */
const emailTaken = (error: unknown): never => {
  const pg = error as { code?: string; constraint_name?: string };
  if (pg.code === '23505' && pg.constraint_name === 'users_email_key') throw emailReserved();
  throw error;
};

const assertTeamsExist = async (tx: Parameters<typeof existingTeams>[0], teams: readonly string[]): Promise<void> => {
  const found = await existingTeams(tx, teams);
  if (teams.some((id) => !found.has(id))) throw new AppError('TEAM_NOT_FOUND', 'Team not found', '/teams');
};

export const adminUserRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  const recordPermissions = (c: Context<AuthEnv>, principal: Principal, targetUsersId: string, details: SecurityEventDetails) =>
    deps.securityLog.record({
      organisationsId: principal.organisationsId,
      usersId: principal.usersId,
      targetUsersId,
      type: 'permissions.changed',
      address: deps.addressOf(c),
      details,
    });

  app.get('/api/v2.5/admin/users', auth, requireAdmin, async (c) => {
    const users = await db.tx(tenancyOf(c.get('principal')), (tx) => listAdminUsers(tx));
    return ok(c, users);
  });

  // With a password (the policy's) the user logs in with it and changes it at once; without, a welcome mail brings a
  // link to set one (the password-reset token, valid three days) and nobody can log in before.
  app.post('/api/v2.5/admin/users', auth, requireAdmin, async (c) => {
    const body = await readBodyAs(c, AdminUserCreateBody, bodyCodes);
    const name = requireName(body.name);
    const email = checkEmail(body.email);
    const password = body.password || null;
    if (password) await assertNewPassword(password, { email, name, password_hash: null });
    const passwordHash = password ? await hashPassword(password) : null;
    const welcome = password ? null : newResetToken();
    const teams = body.teams ?? [];
    const principal = c.get('principal');
    const created = await db
      .tx(tenancyOf(principal), async (tx) => {
        if (await loginLookup(tx, email)) throw emailReserved();
        await assertTeamsExist(tx, teams);
        const id = await insertUser(tx, {
          name, email, tel: cleanTel(body.tel) ?? null, language: body.language, restrictiontype: body.restrictiontype,
          is_admin: body.is_admin ?? false, receive_weeklyreport: body.receive_weeklyreport ?? false,
          password_hash: passwordHash, force_passwordchange: passwordHash !== null,
        });
        await addUserToTeams(tx, id, teams);
        if (welcome) await storeReset(tx, id, welcome.hash, welcomeLifetimeMinutes);
        const user = (await getAdminUser(tx, id))!;
        await insertSettingsChange(tx, {
          organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'users', entity: 'user',
          entityId: id, entityName: user.name, action: 'create', before: null, after: auditedUser(user),
        });
        return { user, organisation: welcome ? await organisationName(tx) : null };
      })
      .catch(emailTaken);
    const { user } = created;
    await recordPermissions(c, principal, user.id, { created: true, is_admin: user.is_admin, restrictiontype: user.restrictiontype });
    if (welcome) {
      try {
        await deps.mailer.send(welcomeMail(user.email, user.name, created.organisation ?? '', user.language, resetLink(deps.publicUrl, welcome.token, user.language)));
      } catch (error) {
        const failure = error as Error & { code?: string; responseCode?: number };
        log.warn('welcome mail failed', { error: failure.name, code: failure.code ?? null, smtp: failure.responseCode ?? null });
        // The user exists; the admin is told, and the user can still ask for a link with "forgot password".
        throw new AppError('EMAIL_SEND_FAILED', 'The user was created, but the welcome mail could not be sent');
      }
    }
    return ok(c, user, 201);
  });

  app.put('/api/v2.5/admin/users/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBodyAs(c, AdminUserEditBody, bodyCodes);
    const changes: AdminChanges = {
      ...body,
      name: body.name === undefined ? undefined : requireName(body.name),
      email: body.email === undefined ? undefined : checkEmail(body.email),
      tel: cleanTel(body.tel),
      mfauth_tel: cleanTel(body.mfauth_tel),
    };
    const principal = c.get('principal');
    const found = await db
      .tx(tenancyOf(principal), async (tx) => {
        await lockAndCheckAdmins(tx, principal.usersId, id, body);
        const before = await getAdminUser(tx, id);
        if (!before) return null;
        if (changes.email && changes.email !== before.email.toLowerCase()) {
          const holder = await loginLookup(tx, changes.email);
          if (holder && holder.id !== id) throw emailReserved();
        }
        assertMfauthPhone({
          use_mfauth: changes.use_mfauth ?? before.use_mfauth,
          mfauth_tel: changes.mfauth_tel === undefined ? before.mfauth_tel : changes.mfauth_tel,
          tel: changes.tel === undefined ? before.tel : changes.tel,
        });
        await updateUser(tx, id, changes);
        // A deactivated user's sessions end, so reactivation later does not revive old tokens.
        if (body.is_active === false) await revokeUserSessions(tx, id);
        const after = (await getAdminUser(tx, id))!;
        const diff = changedFields(auditedUser(before), auditedUser(after));
        if (diff) {
          await insertSettingsChange(tx, {
            organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'users', entity: 'user',
            entityId: id, entityName: after.name, action: 'update', ...diff,
          });
        }
        return { before, after };
      })
      .catch(emailTaken);
    if (!found) throw userNotFound();
    const permissions = permissionChanges(found.before, found.after);
    if (permissions) await recordPermissions(c, principal, id, permissions);
    return ok<AdminUser>(c, found.after);
  });

  // A soft delete (repo/admin-users.ts softDeleteUser): customers, todos and every audit trail keep naming the user.
  app.delete('/api/v2.5/admin/users/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const deleted = await db.tx(tenancyOf(principal), async (tx) => {
      await lockAndCheckAdmins(tx, principal.usersId, id, 'delete');
      const before = await getAdminUser(tx, id);
      if (!before || !(await softDeleteUser(tx, id))) return null;
      await insertSettingsChange(tx, {
        organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'users', entity: 'user',
        entityId: id, entityName: before.name, action: 'delete', before: auditedUser(before), after: null,
      });
      return before;
    });
    if (!deleted) throw userNotFound();
    await recordPermissions(c, principal, id, { deleted: true, is_active: false });
    return ok(c, null);
  });
};
