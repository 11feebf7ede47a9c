import type { Tx } from '@tunne/platform';

export const createSession = async (tx: Tx, usersId: string, id?: string): Promise<string> => {
  const [row] = await tx<{ id: string }[]>`
    insert into identity.sessions (id, users_id) values (${id ?? crypto.randomUUID()}, ${usersId})
    on conflict do nothing returning id`;
  if (!row) throw Object.assign(new Error('session id already used'), { sessionTaken: true });
  return row.id;
};

export interface RenewState {
  users_id: string;
  revoked_at: Date | null;
  idle_seconds: number;
  is_active: boolean;
  organisation_active: boolean;
  autologout_timeout: number | null;
}

export const getRenewState = async (tx: Tx, sessionId: string, usersId: string): Promise<RenewState | null> => {
  const [row] = await tx<RenewState[]>`
    select s.users_id, s.revoked_at, extract(epoch from now() - s.last_renewed_at)::float8 as idle_seconds,
      u.is_active, o.is_active as organisation_active, u.autologout_timeout
    from identity.sessions s
    join identity.users u on u.organisations_id = s.organisations_id and u.id = s.users_id
    join identity.organisations o on o.id = s.organisations_id
    where s.id = ${sessionId} and s.users_id = ${usersId}`;
  return row ?? null;
};

export const markRenewed = async (tx: Tx, sessionId: string): Promise<void> => {
  await tx`update identity.sessions set last_renewed_at = now() where id = ${sessionId} and revoked_at is null`;
};

export const revokeSession = async (tx: Tx, sessionId: string): Promise<void> => {
  await tx`update identity.sessions set revoked_at = now() where id = ${sessionId} and revoked_at is null`;
};

/** After a password change every other session ends (keepId: the caller's own, if any). */
export const revokeUserSessions = async (tx: Tx, usersId: string, keepId?: string): Promise<void> => {
  await tx`update identity.sessions set revoked_at = now()
    where users_id = ${usersId} and revoked_at is null ${keepId ? tx`and id <> ${keepId}` : tx``}`;
};
