import type { Hono } from 'hono';
import { ForgotBody, ResetBody } from '@tunne/contracts';
import { AppError, log, ok, type AuthEnv } from '@tunne/platform';
import { checkEmail, fieldCodes, readBodyAs } from '../auth/input.ts';
import { resetMail } from '../auth/messages.ts';
import { newResetToken, resetLink, resetTokenHash } from '../auth/reset-token.ts';
import { clearLoginFailures, consumeAccountAndAddress } from '../auth/rate-limit.ts';
import { hashPassword } from '../passwords/hash.ts';
import { assertNewPassword } from '../passwords/policy.ts';
import { loginLookup, resetLookup } from '../repo/lookup.ts';
import { expireUserResets, markResetUsed, storeReset } from '../repo/password-resets.ts';
import { revokeUserSessions } from '../repo/sessions.ts';
import { getCredentials, setPassword } from '../repo/users.ts';
import type { RouteDeps } from '../auth/deps.ts';

const invalidToken = () => new AppError('RESET_TOKEN_INVALID', 'The link is invalid, expired or already used');

export const passwordResetRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db } = deps;

  // Always answers true for a well-formed request, so the form does not reveal which addresses exist. Limits: 20
  // requests per client address an hour (then RATE_LIMITED) and 3 mails per account an hour (then the usual answer,
  // and nothing is sent).
  app.patch('/api/v2.5/user/auth/forgot', async (c) => {
    const body = await readBodyAs(c, ForgotBody, {
      email: fieldCodes.email,
      organizations_id: () => 'INVALID_ORGANISATION_ID',
    });
    const email = checkEmail(body.email);
    const address = deps.addressOf(c);
    if (!(await consumeAccountAndAddress(db, 'forgot', email, address))) return ok(c, null);
    const user = await db.tx(null, (tx) => loginLookup(tx, email));
    const wanted = !body.organizations_id || body.organizations_id === user?.organisations_id;
    if (!user || !user.is_active || !user.organisation_active || !wanted) return ok(c, null);

    const { token, hash } = newResetToken();
    const recipient = await db.tx({ organisationsId: user.organisations_id }, async (tx) => {
      await storeReset(tx, user.id, hash);
      return getCredentials(tx, user.id);
    });
    if (!recipient) return ok(c, null);
    // Not awaited either, for the same reason as the mail below; record never throws.
    void deps.securityLog.record({ organisationsId: user.organisations_id, targetUsersId: user.id, type: 'password.reset_requested', address });
    const link = resetLink(deps.publicUrl, token, user.language);
    // Not awaited: a known address must not answer measurably later than an unknown one.
    deps.mailer
      .send(resetMail(recipient.email, recipient.name, user.language, link))
      .catch((error: Error & { code?: string; responseCode?: number }) =>
        log.warn('password reset mail failed', { error: error.name, code: error.code ?? null, smtp: error.responseCode ?? null }));
    return ok(c, null);
  });

  app.patch('/api/v2.5/user/auth/reset', async (c) => {
    const body = await readBodyAs(c, ResetBody, { token: () => 'RESET_TOKEN_INVALID', password: fieldCodes.password });
    if (!body.password) throw new AppError('PASSWORD_MISSING', 'Password is required', '/password');
    const found = await db.tx(null, (tx) => resetLookup(tx, resetTokenHash(body.token)));
    if (!found) throw invalidToken();
    const tenancy = { organisationsId: found.organisations_id, usersId: found.users_id };
    const user = await db.tx(tenancy, (tx) => getCredentials(tx, found.users_id));
    if (!user?.is_active) throw invalidToken();

    await assertNewPassword(body.password, user);
    const hash = await hashPassword(body.password);
    await db.tx(tenancy, async (tx) => {
      if (!(await markResetUsed(tx, found.id))) throw invalidToken();
      await setPassword(tx, found.users_id, hash);
      await expireUserResets(tx, found.users_id);
      await revokeUserSessions(tx, found.users_id);
    });
    // The owner proved the mailbox: a lockout by failed logins ends (issue 10: a reset link always opens the account).
    await clearLoginFailures(db, user.email);
    await deps.securityLog.record({
      organisationsId: found.organisations_id,
      usersId: found.users_id,
      type: 'password.reset',
      address: deps.addressOf(c),
    });
    return ok(c, null);
  });
};
