import type { Tx } from '@tunne/platform';

export const resetLifetimeMinutes = 60;
/** A new user's set-password link (the welcome mail) waits longer than a reset link: three days. */
export const welcomeLifetimeMinutes = 3 * 24 * 60;

export const storeReset = async (tx: Tx, usersId: string, tokenHash: string, lifetimeMinutes = resetLifetimeMinutes): Promise<void> => {
  await tx`insert into identity.password_resets (users_id, token_hash, expires_at)
    values (${usersId}, ${tokenHash}, now() + make_interval(mins => ${lifetimeMinutes}))`;
};

/** Single use: only the first caller to mark the token gets true. */
export const markResetUsed = async (tx: Tx, id: string): Promise<boolean> => {
  const result = await tx`update identity.password_resets set used_at = now()
    where id = ${id} and used_at is null and expires_at > now()`;
  return result.count > 0;
};

/** Once a password is set through a link, the user's other outstanding links stop working too. */
export const expireUserResets = async (tx: Tx, usersId: string): Promise<void> => {
  await tx`update identity.password_resets set used_at = now() where users_id = ${usersId} and used_at is null`;
};
