import { randomInt } from 'node:crypto';
import type { LoginBody, LoginResult } from '@tunne/contracts';
import { AppError, log } from '@tunne/platform';
import { verifyPassword } from '../passwords/hash.ts';
import { loginLookup, type LoginLookup } from '../repo/lookup.ts';
import { consumeLoginCode, storeLoginCode } from '../repo/login-codes.ts';
import { recordLogin } from '../repo/users.ts';
import { createSession } from '../repo/sessions.ts';
import { accessCodeSms } from './messages.ts';
import { assertNotRateLimited, clearAccountFailures, failureKeys, recordFailure } from './rate-limit.ts';
import { signSession } from './session-tokens.ts';
import type { IdentityDeps } from './deps.ts';

const sendAccessCode = async (deps: IdentityDeps, user: LoginLookup): Promise<void> => {
  if (!user.mfauth_tel) throw new AppError('ACCESS_CODE_SMS_FAILED', 'No phone number for the access code');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.tx({ organisationsId: user.organisations_id, usersId: user.id }, (tx) => storeLoginCode(tx, user.id, code));
  try {
    await deps.sms.send(user.mfauth_tel, accessCodeSms(user.language, code));
  } catch (error) {
    // The provider's message may echo the number; log only what kind of failure it was.
    log.warn('access code sms failed', { error: (error as Error).name, code: String((error as { code?: unknown }).code ?? '') });
    throw new AppError('ACCESS_CODE_SMS_FAILED', 'Access code SMS failed');
  }
};

/**
 * POST /auth: password (and SMS access code when the user has one) -> session. Unknown address and
 * wrong password give the same answer after the same amount of hashing work.
 */
export const logIn = async (
  deps: IdentityDeps,
  body: LoginBody & { email: string },
  address: string,
): Promise<LoginResult> => {
  const { db } = deps;
  const keys = failureKeys(body.email, address);
  await assertNotRateLimited(db, keys);
  const user = await db.tx(null, (tx) => loginLookup(tx, body.email));
  const passwordOk = await verifyPassword(user?.password_hash, body.password);
  if (!user || !passwordOk) {
    await recordFailure(db, keys);
    throw new AppError('LOGIN_FAILED', 'Login failed; check the e-mail and password');
  }
  if (!user.is_active) throw new AppError('USER_NOT_ACTIVE', 'User not active');
  if (!user.organisation_active) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Organisation not active');
  if (user.disable_uilogin) throw new AppError('UI_LOGIN_DISABLED', 'Login through the interface is disabled');

  const tenancy = { organisationsId: user.organisations_id, usersId: user.id };
  if (user.use_mfauth) {
    const code = body.mfauth_password?.trim();
    if (!code) {
      await sendAccessCode(deps, user);
      return { jwt: null, id: null, mfauth: true };
    }
    if (!(await db.tx(tenancy, (tx) => consumeLoginCode(tx, user.id, code)))) {
      await recordFailure(db, keys);
      throw new AppError('INVALID_ACCESS_CODE', 'Invalid access code');
    }
  }

  await clearAccountFailures(db, keys);
  const session = await db.tx(tenancy, async (tx) => {
    const { autologout_timeout } = await recordLogin(tx, user.id);
    return { sessionId: await createSession(tx, user.id), autologout_timeout };
  });
  return signSession(deps.tokens, { usersId: user.id, organisationsId: user.organisations_id, ...session });
};
