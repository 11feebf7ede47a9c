import type { Context, Hono } from 'hono';
import { PasswordChangeBody, UserUpdateBody, type ErrorCode } from '@tunne/contracts';
import { AppError, ok, recordRequestEvent, tenancyOf, type AuthEnv } from '@tunne/platform';
import { fieldCodes, readBodyAs } from '../auth/input.ts';
import { rateLimited, releasePasswordAttempt, reservePasswordAttempt } from '../auth/rate-limit.ts';
import { hashPassword, verifyPassword } from '../passwords/hash.ts';
import { assertNewPassword } from '../passwords/policy.ts';
import { revokeUserSessions } from '../repo/sessions.ts';
import { getCredentials, getUser, setPassword, updateUser } from '../repo/users.ts';
import type { RouteDeps } from '../auth/deps.ts';
import type { IdentityPrincipal } from '../auth/principal.ts';

const blankIs = (code: ErrorCode) => (value: unknown): ErrorCode =>
  typeof value !== 'string' || value.trim() === '' ? code : 'VALIDATION_FAILED';

export const userRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  const currentUser = async (c: Context<AuthEnv>) => {
    const principal: IdentityPrincipal = c.get('principal');
    const user = principal.user ?? (await db.tx(tenancyOf(principal), (tx) => getUser(tx, principal.usersId)));
    if (!user) throw new AppError('UNKNOWN_USER', 'Unknown user');
    return ok(c, user);
  };

  app.get('/api/v2.5/user/users/me', auth, currentUser);
  app.get('/api/v3/users/current', auth, currentUser);

  app.put('/api/v2.5/user/users/me', auth, async (c) => {
    const body = await readBodyAs(c, UserUpdateBody, {
      name: blankIs('MISSING_NAME'),
      language: () => 'INVALID_LANGUAGE',
    });
    const name = body.name?.trim();
    if (body.name !== undefined && !name) throw new AppError('MISSING_NAME', 'Name is required', '/name');
    const tel = typeof body.tel === 'string' ? body.tel.trim() || null : body.tel;
    const principal = c.get('principal');
    const user = await db.tx(tenancyOf(principal), async (tx) => {
      await updateUser(tx, principal.usersId, { name, tel, language: body.language });
      return getUser(tx, principal.usersId);
    });
    if (!user) throw new AppError('UNKNOWN_USER', 'Unknown user');
    return ok(c, user);
  });

  app.patch('/api/v2.5/user/users/me/password', auth, async (c) => {
    const body = await readBodyAs(c, PasswordChangeBody, {
      old_password: () => 'INVALID_PASSWORD',
      password: fieldCodes.password,
    });
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const user = await db.tx(tenancy, (tx) => getCredentials(tx, principal.usersId));
    if (!user) throw new AppError('UNKNOWN_USER', 'Unknown user');
    if (!body.old_password) throw new AppError('INVALID_PASSWORD', 'Invalid password', '/old_password');
    // Guessing the current password through a stolen session counts like failed logins, taken before the check. A
    // locked account has no way round here: its owner resets the password by mail.
    const attempt = await reservePasswordAttempt(db, user.email, deps.addressOf(c));
    if (attempt.accountLocked) throw rateLimited();
    if (!(await verifyPassword(user.password_hash, body.old_password))) {
      await recordRequestEvent(deps.securityLog, c, principal, 'password.change_failed');
      throw new AppError('INVALID_PASSWORD', 'Invalid password', '/old_password');
    }
    await releasePasswordAttempt(db, attempt);
    await assertNewPassword(body.password, user);
    const hash = await hashPassword(body.password);
    await db.tx(tenancy, async (tx) => {
      await setPassword(tx, principal.usersId, hash);
      await revokeUserSessions(tx, principal.usersId, principal.sessionId);
    });
    await recordRequestEvent(deps.securityLog, c, principal, 'password.changed');
    return ok(c, null);
  });
};
