import type { LoginBody, LoginResult } from '@tunne/contracts';
import { AppError, type SecurityEventDetails } from '@tunne/platform';
import { verifyPassword } from '../passwords/hash.ts';
import { loginLookup, type LoginLookup } from '../repo/lookup.ts';
import { consumeLoginCode } from '../repo/login-codes.ts';
import { recordLogin } from '../repo/users.ts';
import { createSession } from '../repo/sessions.ts';
import { lockoutPhone, sendAccessCode } from './access-code.ts';
import {
  clearAccountFailures,
  consumeAccountAndAddress,
  limits,
  rateLimited,
  releaseHits,
  releasePasswordAttempt,
  reservePasswordAttempt,
  reserveSecondFactorGuess,
  type PasswordAttempt,
} from './rate-limit.ts';
import { signSession } from './session-tokens.ts';
import type { Device } from './device.ts';
import { checkSecondFactorCode, hasActiveTotp } from '../totp/factor.ts';
import type { RouteDeps } from './deps.ts';

type LoginDeps = Omit<RouteDeps, 'auth'>;
type Body = LoginBody & { email: string };

const loginFailed = () => new AppError('LOGIN_FAILED', 'Login failed; check the e-mail and password');
const invalidCode = () => new AppError('INVALID_ACCESS_CODE', 'Invalid access code');
const invalidTotpCode = () => new AppError('INVALID_TOTP_CODE', 'Invalid authenticator or recovery code');
const unknownDevice: Device = { browser: null, os: null };
const tenancyOfUser = (user: LoginLookup) => ({ organisationsId: user.organisations_id, usersId: user.id });

/** A known account's failure goes to its organisation's security log; an address nobody has belongs to no one. */
const recordFailure = async (deps: LoginDeps, user: LoginLookup | null, address: string, details: SecurityEventDetails): Promise<void> => {
  if (!user) return;
  await deps.securityLog.record({ organisationsId: user.organisations_id, targetUsersId: user.id, type: 'login.failed', address, details });
};

/** After the password (and any second factor), the account's own state: the attempt is given back either way. */
const assertMayLogIn = async (deps: LoginDeps, user: LoginLookup, attempt: PasswordAttempt, address: string): Promise<void> => {
  const refusal = !user.is_active
    ? new AppError('USER_NOT_ACTIVE', 'User not active')
    : !user.organisation_active
      ? new AppError('ORGANISATION_NOT_ACTIVE', 'Organisation not active')
      : user.disable_uilogin
        ? new AppError('UI_LOGIN_DISABLED', 'Login through the interface is disabled')
        : null;
  if (!refusal) return;
  await releasePasswordAttempt(deps.db, attempt);
  await recordFailure(deps, user, address, { reason: refusal.code.toLowerCase() });
  throw refusal;
};

const startSession = async (
  deps: LoginDeps,
  user: LoginLookup,
  attempt: PasswordAttempt,
  address: string,
  details: SecurityEventDetails,
  device: Device = unknownDevice,
): Promise<LoginResult> => {
  await clearAccountFailures(deps.db, attempt);
  const session = await deps.db.tx(tenancyOfUser(user), async (tx) => {
    await recordLogin(tx, user.id);
    return createSession(tx, user.id, { client: { address, ...device } });
  });
  await deps.securityLog.record({ organisationsId: user.organisations_id, usersId: user.id, type: 'login.succeeded', address, details });
  return signSession(deps.tokens, {
    usersId: user.id,
    organisationsId: user.organisations_id,
    sessionId: session.id,
    idleSeconds: session.idleSeconds,
  });
};

/**
 * The account is over its failure limit. Its password is not checked, so guessing gets nowhere, yet the owner is not
 * locked out: an authenticator code, or else an access code by SMS (to mfauth_tel, else tel), opens it together with
 * the right password. The answer to the password alone is the same whatever the password. Without an authenticator
 * and a number (or SMS) the answer stays RATE_LIMITED, and a reset link still works.
 */
const lockedLogIn = async (
  deps: LoginDeps,
  body: Body,
  user: LoginLookup | null,
  attempt: PasswordAttempt,
  address: string,
  device: Device,
): Promise<LoginResult> => {
  const code = body.mfauth_password?.trim();
  const usable = user !== null && user.is_active && user.organisation_active && !user.disable_uilogin;
  // An authenticator app opens the account as well (no SMS needed); the answer then says so.
  const totp = usable && (await hasActiveTotp(deps.db, tenancyOfUser(user)));
  if (!code) {
    if (!user) {
      // An address nobody has answers like one with a phone: a lockout does not tell which accounts exist.
      if (!deps.sms || !(await consumeAccountAndAddress(deps.db, 'sms', body.email, address))) throw rateLimited();
      return { jwt: null, id: null, mfauth: true, mfauth_method: 'sms' };
    }
    if (totp) return { jwt: null, id: null, mfauth: true, mfauth_method: 'totp' };
    const phone = usable ? await lockoutPhone(deps, user) : null;
    if (!phone) throw rateLimited();
    await sendAccessCode(deps, user, body.email, address, phone);
    return { jwt: null, id: null, mfauth: true, mfauth_method: 'sms' };
  }
  // Code guesses share one allowance with the unlocked login's (5 per account in 15 minutes), whichever the factor,
  // taken before the code is looked at.
  const guess = await reserveSecondFactorGuess(deps.db, body.email, address);
  const factor = !user
    ? null
    : totp
      ? await checkSecondFactorCode(deps, tenancyOfUser(user), code, { allowRecovery: true })
      : (await deps.db.tx(tenancyOfUser(user), (tx) => consumeLoginCode(tx, user.id, code)))
        ? 'sms'
        : null;
  if (!user || !factor) {
    await recordFailure(deps, user, address, { reason: totp ? 'totp' : 'access_code', locked: true });
    throw totp ? invalidTotpCode() : invalidCode();
  }
  await releaseHits(deps.db, guess);
  // The second factor is proven; only now is the password checked.
  if (!(await verifyPassword(user.password_hash, body.password))) {
    await recordFailure(deps, user, address, { reason: 'password', locked: true });
    throw loginFailed();
  }
  await assertMayLogIn(deps, user, attempt, address);
  return startSession(deps, user, attempt, address, { second_factor: factor, unlocked: true }, device);
};

/**
 * POST /auth: password (and SMS access code when the user has one) -> session. The attempt is counted before the
 * password is checked (at most 5 checks per account and 20 per client address in 15 minutes, however many arrive at
 * once). Unknown address and wrong password give the same answer after the same amount of hashing work.
 */
export const logIn = async (deps: LoginDeps, body: Body, address: string, device: Device = unknownDevice): Promise<LoginResult> => {
  const { db } = deps;
  const attempt = await reservePasswordAttempt(db, body.email, address);
  const user = await db.tx(null, (tx) => loginLookup(tx, body.email));
  if (attempt.accountLocked) return lockedLogIn(deps, body, user, attempt, address, device);

  const passwordOk = await verifyPassword(user?.password_hash, body.password);
  if (!user || !passwordOk) {
    await recordFailure(deps, user, address, { reason: 'password' });
    if (user && attempt.accountHits >= limits.login.account) {
      await deps.securityLog.record({ organisationsId: user.organisations_id, targetUsersId: user.id, type: 'login.locked', address });
    }
    throw loginFailed();
  }
  await assertMayLogIn(deps, user, attempt, address);

  // An authenticator app wins over the SMS code (and works without an SMS gateway). A wrong code keeps the
  // attempt's hits, so code guesses count like password failures; a recovery code works once. Every code also takes
  // a second-factor hit before it is checked, the same allowance a locked account's codes use: 5 guesses in all.
  if (await hasActiveTotp(db, tenancyOfUser(user))) {
    const code = body.mfauth_password?.trim();
    if (!code) {
      await releasePasswordAttempt(db, attempt);
      return { jwt: null, id: null, mfauth: true, mfauth_method: 'totp' };
    }
    const guess = await reserveSecondFactorGuess(db, body.email, address);
    const used = await checkSecondFactorCode(deps, tenancyOfUser(user), code, { allowRecovery: true });
    if (!used) {
      await recordFailure(deps, user, address, { reason: 'totp' });
      throw invalidTotpCode();
    }
    await releaseHits(db, guess);
    return startSession(deps, user, attempt, address, { second_factor: used === 'totp' ? 'totp' : 'recovery' }, device);
  }

  if (user.use_mfauth) {
    const code = body.mfauth_password?.trim();
    if (!code) {
      await releasePasswordAttempt(db, attempt);
      await sendAccessCode(deps, user, body.email, address);
      return { jwt: null, id: null, mfauth: true, mfauth_method: 'sms' };
    }
    const guess = await reserveSecondFactorGuess(db, body.email, address);
    if (!(await db.tx(tenancyOfUser(user), (tx) => consumeLoginCode(tx, user.id, code)))) {
      await recordFailure(deps, user, address, { reason: 'access_code' });
      throw invalidCode();
    }
    await releaseHits(db, guess);
  }
  return startSession(deps, user, attempt, address, { second_factor: user.use_mfauth ? 'sms' : 'none' }, device);
};
