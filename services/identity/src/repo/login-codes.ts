import { createHash, timingSafeEqual } from 'node:crypto';
import type { Tx } from '@tunne/platform';

export const codeLifetimeMinutes = 5;
const maxAttempts = 5;

const hashCode = (usersId: string, code: string): string =>
  createHash('sha256').update(`${usersId}:${code}`).digest('hex');

/** Stores a new code for the user, replacing any earlier one. */
export const storeLoginCode = async (tx: Tx, usersId: string, code: string): Promise<void> => {
  await tx`insert into identity.login_codes (users_id, code_hash, expires_at)
    values (${usersId}, ${hashCode(usersId, code)}, now() + make_interval(mins => ${codeLifetimeMinutes}))
    on conflict (organisations_id, users_id)
    do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0, created_at = now()`;
};

/** True and the code is gone when it matches; otherwise the attempt is counted (5 and the code is dead). */
export const consumeLoginCode = async (tx: Tx, usersId: string, code: string): Promise<boolean> => {
  const [row] = await tx<{ code_hash: string }[]>`
    select code_hash from identity.login_codes
    where users_id = ${usersId} and expires_at > now() and attempts < ${maxAttempts}
    for update`;
  const given = Buffer.from(hashCode(usersId, code.trim()));
  if (row && timingSafeEqual(Buffer.from(row.code_hash), given)) {
    await tx`delete from identity.login_codes where users_id = ${usersId}`;
    return true;
  }
  await tx`update identity.login_codes set attempts = attempts + 1 where users_id = ${usersId}`;
  return false;
};

/** Where an access code goes when the account is locked: the login phone, else the profile's number. */
export const accessCodePhone = async (tx: Tx, usersId: string): Promise<string | null> => {
  const [row] = await tx<{ phone: string | null }[]>`
    select coalesce(nullif(trim(mfauth_tel), ''), nullif(trim(tel), '')) as phone from identity.users where id = ${usersId}`;
  return row?.phone ?? null;
};
