import type { Tx } from '@tunne/platform';

export interface TotpFactorRow {
  secret_encrypted: string;
  confirmed_at: Date | null;
  last_step: string | null;
}

/** The user's authenticator, confirmed or still being set up (RLS: within the tenancy). */
export const getTotpFactor = async (tx: Tx, usersId: string): Promise<TotpFactorRow | null> => {
  const [row] = await tx<TotpFactorRow[]>`
    select secret_encrypted, confirmed_at, last_step::text from identity.totp_factors where users_id = ${usersId}`;
  return row ?? null;
};

/** Starts (or restarts) an enrolment; an unconfirmed secret is replaced, a confirmed one is left alone (false). */
export const startTotpEnrolment = async (tx: Tx, usersId: string, secretEncrypted: string): Promise<boolean> => {
  const rows = await tx`
    insert into identity.totp_factors (users_id, secret_encrypted) values (${usersId}, ${secretEncrypted})
    on conflict (organisations_id, users_id) do update
      set secret_encrypted = excluded.secret_encrypted, last_step = null, created_at = now()
      where identity.totp_factors.confirmed_at is null
    returning 1`;
  return rows.length > 0;
};

/**
 * Accepts the code's step once: only when it is newer than the last accepted one, in one statement so two requests
 * with the same code cannot both pass. `confirmed` picks an active factor (login, disable) or one being set up.
 */
export const acceptTotpStep = async (tx: Tx, usersId: string, step: number, confirmed: boolean): Promise<boolean> => {
  const rows = await tx`
    update identity.totp_factors set last_step = ${step}
    where users_id = ${usersId} and (last_step is null or last_step < ${step})
      and ${confirmed ? tx`confirmed_at is not null` : tx`confirmed_at is null`}
    returning 1`;
  return rows.length > 0;
};

/** Activates the factor and replaces any recovery codes with the given hashes. */
export const confirmTotp = async (tx: Tx, usersId: string, recoveryCodeHashes: string[]): Promise<void> => {
  await tx`update identity.totp_factors set confirmed_at = now() where users_id = ${usersId}`;
  await tx`delete from identity.totp_recovery_codes where users_id = ${usersId}`;
  await tx`insert into identity.totp_recovery_codes ${tx(recoveryCodeHashes.map((code_hash) => ({ users_id: usersId, code_hash })))}`;
};

/** Uses a recovery code up; true only the first time. */
export const consumeRecoveryCode = async (tx: Tx, usersId: string, codeHash: string): Promise<boolean> => {
  const rows = await tx`
    update identity.totp_recovery_codes set used_at = now()
    where users_id = ${usersId} and code_hash = ${codeHash} and used_at is null
    returning 1`;
  return rows.length > 0;
};

export const countUnusedRecoveryCodes = async (tx: Tx, usersId: string): Promise<number> => {
  const [row] = await tx<{ count: number }[]>`
    select count(*)::int as count from identity.totp_recovery_codes where users_id = ${usersId} and used_at is null`;
  return row?.count ?? 0;
};

export const deleteTotp = async (tx: Tx, usersId: string): Promise<void> => {
  await tx`delete from identity.totp_recovery_codes where users_id = ${usersId}`;
  await tx`delete from identity.totp_factors where users_id = ${usersId}`;
};
