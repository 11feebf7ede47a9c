import { randomInt } from 'node:crypto';
import { AppError, log } from '@tunne/platform';
import type { LoginLookup } from '../repo/lookup.ts';
import { accessCodePhone, storeLoginCode } from '../repo/login-codes.ts';
import { accessCodeSms } from './messages.ts';
import { consumeAccountAndAddress, rateLimited } from './rate-limit.ts';
import type { RouteDeps } from './deps.ts';

type Deps = Pick<RouteDeps, 'db' | 'sms'>;

/**
 * Sends a one-time access code by SMS: 3 per account and 10 per client address in 15 minutes (RATE_LIMITED beyond).
 * `phone`: the number to use; by default the user's mfauth_tel.
 */
export const sendAccessCode = async (
  deps: Deps,
  user: LoginLookup,
  email: string,
  address: string,
  phone: string | null = user.mfauth_tel,
): Promise<void> => {
  if (!deps.sms) throw new AppError('SMS_LOGIN_UNAVAILABLE', 'SMS access codes are not available (no SMS gateway configured)');
  if (!phone) throw new AppError('ACCESS_CODE_SMS_FAILED', 'No phone number for the access code');
  if (!(await consumeAccountAndAddress(deps.db, 'sms', email, address))) throw rateLimited();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.tx({ organisationsId: user.organisations_id, usersId: user.id }, (tx) => storeLoginCode(tx, user.id, code));
  try {
    await deps.sms.send(phone, accessCodeSms(user.language, code));
  } catch (error) {
    // The provider's message may echo the number; log only what kind of failure it was.
    log.warn('access code sms failed', { error: (error as Error).name, code: String((error as { code?: unknown }).code ?? '') });
    throw new AppError('ACCESS_CODE_SMS_FAILED', 'Access code SMS failed');
  }
};

/** The number a lockout's access code goes to: mfauth_tel, else the profile's tel (null: none, or no SMS at all). */
export const lockoutPhone = async (deps: Deps, user: LoginLookup): Promise<string | null> => {
  if (!deps.sms) return null;
  return deps.db.tx({ organisationsId: user.organisations_id, usersId: user.id }, (tx) => accessCodePhone(tx, user.id));
};
