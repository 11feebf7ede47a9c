import type { Context, Hono } from 'hono';
import { TotpConfirmBody, TotpDisableBody, type TotpConfirmed, type TotpEnrolment, type TotpStatus } from '@tunne/contracts';
import { AppError, ok, readBody, tenancyOf, type AuthEnv, type Principal } from '@tunne/platform';
import { rateLimited, releasePasswordAttempt, reservePasswordAttempt } from '../auth/rate-limit.ts';
import { verifyPassword } from '../passwords/hash.ts';
import {
  confirmTotp,
  countUnusedRecoveryCodes,
  deleteTotp,
  getTotpFactor,
  acceptTotpStep,
  startTotpEnrolment,
} from '../repo/totp.ts';
import { getCredentials } from '../repo/users.ts';
import { enrolmentOf, newSecret, stepOfCode } from '../totp/authenticator.ts';
import { checkSecondFactorCode, openSecret, sealSecret, totpKeys } from '../totp/factor.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../totp/recovery-codes.ts';
import type { RouteDeps } from '../auth/deps.ts';

const path = '/api/v2.5/user/users/me/totp';

const ownerOf = (principal: Principal) => ({ organisationsId: principal.organisationsId, usersId: principal.usersId });
const invalidCode = () => new AppError('INVALID_TOTP_CODE', 'Invalid authenticator code', '/code');

/**
 * The user's authenticator app (issue 10): start (POST: secret, otpauth URI, QR code; not active yet), confirm with a
 * current code (PUT: active, recovery codes shown once), status (GET) and disable (DELETE: password or a code).
 * These stay open while the organisation's required second factor is still to be set up (platform pendingAllowed).
 */
export const totpRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, tokens, auth } = deps;

  app.get(path, auth, async (c) => {
    const principal = c.get('principal');
    const status = await db.tx(tenancyOf(principal), async (tx): Promise<TotpStatus> => {
      const factor = await getTotpFactor(tx, principal.usersId);
      const enabled = Boolean(factor?.confirmed_at);
      return {
        enabled,
        confirmed_at: factor?.confirmed_at?.toISOString() ?? null,
        recovery_codes_left: enabled ? await countUnusedRecoveryCodes(tx, principal.usersId) : 0,
        required: principal.pending === 'second_factor_setup',
      };
    });
    return ok(c, status);
  });

  app.post(path, auth, async (c) => {
    const principal = c.get('principal');
    const owner = ownerOf(principal);
    const secret = newSecret();
    const email = await db.tx(tenancyOf(principal), async (tx) => {
      const user = await getCredentials(tx, principal.usersId);
      if (!user) throw new AppError('UNKNOWN_USER', 'Unknown user');
      if (!(await startTotpEnrolment(tx, principal.usersId, sealSecret(tokens, owner, secret)))) {
        throw new AppError('TOTP_ALREADY_ENABLED', 'An authenticator is already in use; disable it first');
      }
      return user.email;
    });
    const enrolment: TotpEnrolment = await enrolmentOf(secret, email);
    return ok(c, enrolment);
  });

  app.put(path, auth, async (c) => {
    const body = await readBody(c, TotpConfirmBody);
    const principal = c.get('principal');
    const owner = ownerOf(principal);
    const codes = newRecoveryCodes();
    await db.tx(tenancyOf(principal), async (tx) => {
      const factor = await getTotpFactor(tx, principal.usersId);
      if (!factor) throw new AppError('TOTP_NOT_ENABLED', 'Start the authenticator setup first');
      if (factor.confirmed_at) throw new AppError('TOTP_ALREADY_ENABLED', 'The authenticator is already in use');
      const step = stepOfCode(openSecret(tokens, owner, factor), body.code);
      if (step === null || !(await acceptTotpStep(tx, principal.usersId, step, false))) throw invalidCode();
      const key = totpKeys(tokens).recovery;
      await confirmTotp(tx, principal.usersId, codes.map((code) => hashRecoveryCode(key, principal.usersId, code)));
    });
    const confirmed: TotpConfirmed = { recovery_codes: codes };
    return ok(c, confirmed);
  });

  app.delete(path, auth, async (c) => {
    const body = await readBody(c, TotpDisableBody);
    const principal = c.get('principal');
    const factor = await db.tx(tenancyOf(principal), (tx) => getTotpFactor(tx, principal.usersId));
    if (!factor?.confirmed_at) throw new AppError('TOTP_NOT_ENABLED', 'No authenticator in use');
    await proveItIsTheUser(c, deps, body);
    await db.tx(tenancyOf(principal), (tx) => deleteTotp(tx, principal.usersId));
    return ok(c, null);
  });
};

/**
 * Disabling needs the password or a current code, so a session left open cannot remove the factor. Both kinds of
 * guess count against the same limit as failed logins; a right answer gives its hit back.
 */
const proveItIsTheUser = async (c: Context<AuthEnv>, deps: RouteDeps, body: TotpDisableBody): Promise<void> => {
  const principal = c.get('principal');
  const user = await deps.db.tx(tenancyOf(principal), (tx) => getCredentials(tx, principal.usersId));
  if (!user) throw new AppError('UNKNOWN_USER', 'Unknown user');
  const password = body.password ?? '';
  const code = body.code?.trim() ?? '';
  if (!password && !code) throw new AppError('INVALID_PASSWORD', 'Give the password or an authenticator code', '/password');
  const attempt = await reservePasswordAttempt(deps.db, user.email, deps.addressOf(c));
  if (attempt.accountLocked) throw rateLimited();
  if (password) {
    if (!(await verifyPassword(user.password_hash, password))) throw new AppError('INVALID_PASSWORD', 'Invalid password', '/password');
  } else if ((await checkSecondFactorCode(deps, ownerOf(principal), code, { allowRecovery: false })) === null) {
    throw invalidCode();
  }
  await releasePasswordAttempt(deps.db, attempt);
};
