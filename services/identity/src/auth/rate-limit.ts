import { createHash } from 'node:crypto';
import { AppError, type Database } from '@tunne/platform';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the window, this one included when allowed. */
  hits: number;
  /** The hit taken, to give back with releaseHits when the attempt turned out fine. */
  hitId: string | null;
}

/**
 * Takes one hit for `key` unless `limit` hits are already in the last `windowSeconds` (at most a day). Atomic: calls
 * with the same key queue on a lock, so of any number of concurrent calls at most `limit` are allowed. Meant for
 * every limit of the system (login, reset mails, SMS codes, later the public links): keys name a purpose and a
 * subject, never personal data in clear (hash e-mail addresses with accountKey).
 */
export const consumeRateLimit = async (db: Database, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> => {
  const [row] = await db.tx(null, (tx) => tx<{ allowed: boolean; hits: number; hit_id: string | null }[]>`
    select allowed, hits, hit_id::text as hit_id from identity.consume_rate_limit(${key}, ${limit}, ${windowSeconds})`);
  return { allowed: row!.allowed, hits: row!.hits, hitId: row!.hit_id };
};

/** Whether `key` already has `limit` hits in the last `windowSeconds`; takes none. */
export const rateLimitSpent = async (db: Database, key: string, limit: number, windowSeconds: number): Promise<boolean> => {
  const [row] = await db.tx(null, (tx) => tx<{ hits: number }[]>`
    select count(*)::integer as hits from identity.rate_limit_hits where key = ${key} and at > now() - make_interval(secs => ${windowSeconds})`);
  return row!.hits >= limit;
};

/** Gives hits back (an attempt that succeeded is not one an attacker made). */
export const releaseHits = async (db: Database, hitIds: readonly (string | null)[]): Promise<void> => {
  const ids = hitIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return;
  await db.tx(null, (tx) => tx`delete from identity.rate_limit_hits where id in ${tx(ids)}`);
};

export const clearRateLimit = async (db: Database, key: string): Promise<void> => {
  await db.tx(null, (tx) => tx`delete from identity.rate_limit_hits where key = ${key}`);
};

/** An account's part of a key: the e-mail address hashed, so the table never holds one in clear. */
export const accountKey = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const minutes = 60;
const hour = 60 * minutes;

/** The limits (issue 10, finding 2); each is per account and per client address. */
export const limits = {
  /** Password attempts: 5 per account, 20 per address in 15 minutes. Successful ones are given back. */
  login: { account: 5, address: 20, windowSeconds: 15 * minutes },
  /** Reset mails: 3 per account, 20 requests per address an hour. */
  forgot: { account: 3, address: 20, windowSeconds: hour },
  /** SMS access codes: 3 per account, 10 per address in 15 minutes. */
  sms: { account: 3, address: 10, windowSeconds: 15 * minutes },
  /**
   * Second-factor codes (authenticator, recovery or SMS code), on any login, locked or not (issue 26: it was 5 + 5):
   * 5 per account, 20 per address in 15 minutes, taken before the code is checked; a right code gives its hit back.
   */
  secondFactor: { account: 5, address: 20, windowSeconds: 15 * minutes },
} as const;

export type LimitName = keyof typeof limits;

const keyNames: Record<LimitName, string> = { login: 'login', forgot: 'forgot', sms: 'sms', secondFactor: 'second_factor' };

export const keysFor = (name: LimitName, email: string, address: string) => ({
  account: `${keyNames[name]}:account:${accountKey(email)}`,
  address: `${keyNames[name]}:address:${address}`,
});

export const rateLimited = (): AppError => new AppError('RATE_LIMITED', 'Too many attempts; try again later');

/**
 * A password attempt (login or password change): the address's hit first (that limit is never escapable), then the
 * account's. `accountLocked`: the account is over its limit, no hit taken for it — the caller decides whether a
 * second factor may still open it; the password must then not be checked.
 */
export interface PasswordAttempt {
  keys: ReturnType<typeof keysFor>;
  accountLocked: boolean;
  /** The account's hits in the window after this one: at the limit, this attempt is the one that locks it. */
  accountHits: number;
  hitIds: (string | null)[];
}

export const reservePasswordAttempt = async (db: Database, email: string, address: string): Promise<PasswordAttempt> => {
  const keys = keysFor('login', email, address);
  const byAddress = await consumeRateLimit(db, keys.address, limits.login.address, limits.login.windowSeconds);
  if (!byAddress.allowed) throw rateLimited();
  const byAccount = await consumeRateLimit(db, keys.account, limits.login.account, limits.login.windowSeconds);
  return { keys, accountLocked: !byAccount.allowed, accountHits: byAccount.hits, hitIds: [byAddress.hitId, byAccount.hitId] };
};

/** The password was right: this attempt does not count against the account or the address. */
export const releasePasswordAttempt = (db: Database, attempt: PasswordAttempt): Promise<void> => releaseHits(db, attempt.hitIds);

/** A login went all the way through: the account's earlier failures are forgiven. */
export const clearAccountFailures = async (db: Database, attempt: PasswordAttempt): Promise<void> => {
  await releaseHits(db, attempt.hitIds);
  await clearRateLimit(db, attempt.keys.account);
};

/** A password set through a reset link unlocks the account: its failed logins are forgotten. */
export const clearLoginFailures = (db: Database, email: string): Promise<void> => clearRateLimit(db, keysFor('login', email, '').account);

/**
 * A second-factor code is about to be checked (issue 26): the address's and the account's hits are taken first, and a
 * spent allowance answers RATE_LIMITED without the code being looked at. The hits, to give back when the code was
 * right (releaseHits).
 */
export const reserveSecondFactorGuess = async (db: Database, email: string, address: string): Promise<(string | null)[]> => {
  const keys = keysFor('secondFactor', email, address);
  const { account, address: perAddress, windowSeconds } = limits.secondFactor;
  const byAddress = await consumeRateLimit(db, keys.address, perAddress, windowSeconds);
  if (!byAddress.allowed) throw rateLimited();
  const byAccount = await consumeRateLimit(db, keys.account, account, windowSeconds);
  if (!byAccount.allowed) {
    await releaseHits(db, [byAddress.hitId]);
    throw rateLimited();
  }
  return [byAddress.hitId, byAccount.hitId];
};

/** Per account and per address: the address limit answers RATE_LIMITED, the account limit says false. */
export const consumeAccountAndAddress = async (db: Database, name: LimitName, email: string, address: string): Promise<boolean> => {
  const keys = keysFor(name, email, address);
  const limit = limits[name];
  if (!(await consumeRateLimit(db, keys.address, limit.address, limit.windowSeconds)).allowed) throw rateLimited();
  return (await consumeRateLimit(db, keys.account, limit.account, limit.windowSeconds)).allowed;
};
