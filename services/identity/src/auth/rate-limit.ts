import { createHash } from 'node:crypto';
import { AppError, type Database } from '@tunne/platform';

export const failureWindowMinutes = 15;
export const accountFailureLimit = 5;
export const addressFailureLimit = 20;

/** Failure keys never hold an address in clear: the account key is a hash of the e-mail. */
export const failureKeys = (email: string, address: string) => ({
  account: `account:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`,
  address: `address:${address}`,
});

type Keys = ReturnType<typeof failureKeys>;

/** 429 after 5 failures per account or 20 per client address within the last 15 minutes. */
export const assertNotRateLimited = async (db: Database, keys: Keys): Promise<void> => {
  const rows = await db.tx(null, (tx) => tx<{ key: string; failures: number }[]>`
    select key, count(*)::int as failures from identity.auth_failures
    where key in (${keys.account}, ${keys.address}) and at > now() - make_interval(mins => ${failureWindowMinutes})
    group by key`);
  const count = (key: string) => rows.find((r) => r.key === key)?.failures ?? 0;
  if (count(keys.account) >= accountFailureLimit || count(keys.address) >= addressFailureLimit) {
    throw new AppError('RATE_LIMITED', 'Too many failed attempts; try again later');
  }
};

export const recordFailure = async (db: Database, keys: Keys): Promise<void> => {
  await db.tx(null, async (tx) => {
    // Expired failures are useless; dropping them here keeps the table to one window's worth.
    await tx`delete from identity.auth_failures where at < now() - make_interval(mins => ${failureWindowMinutes})`;
    await tx`insert into identity.auth_failures (key) values (${keys.account}), (${keys.address})`;
  });
};

export const clearAccountFailures = async (db: Database, keys: Keys): Promise<void> => {
  await db.tx(null, (tx) => tx`delete from identity.auth_failures where key = ${keys.account}`);
};
