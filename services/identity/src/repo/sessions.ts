import type { Tx } from '@tunne/platform';
import type { UserSession, UserSessionCount } from '@tunne/contracts';
import { idleLimitSeconds, sessionEnd, type SessionClock } from '../auth/session-policy.ts';

export interface SessionClient {
  browser?: string | null;
  os?: string | null;
  address?: string | null;
}

/**
 * Starts a session (id: a URL token's sid, so a link works once) and answers its idle limit, which the token lifetime
 * follows.
 */
export const createSession = async (
  tx: Tx,
  usersId: string,
  options: { id?: string; client?: SessionClient } = {},
): Promise<{ id: string; idleSeconds: number }> => {
  const client = options.client ?? {};
  const [row] = await tx<{ id: string; autologout_timeout: number | null; session_idle_minutes: number }[]>`
    with created as (
      insert into identity.sessions (id, users_id, browser, os, client_address)
      values (${options.id ?? crypto.randomUUID()}, ${usersId}, ${client.browser ?? null}, ${client.os ?? null}, ${client.address ?? null})
      on conflict do nothing returning id, organisations_id, users_id)
    select c.id, u.autologout_timeout, o.session_idle_minutes
    from created c
    join identity.users u on u.organisations_id = c.organisations_id and u.id = c.users_id
    join identity.organisations o on o.id = c.organisations_id`;
  if (!row) throw Object.assign(new Error('session id already used'), { sessionTaken: true });
  return { id: row.id, idleSeconds: idleLimitSeconds(row.autologout_timeout, row.session_idle_minutes) };
};

/** The clock columns of a session row joined with its user (u) and organisation (o). */
const clockColumns = (tx: Tx) => tx`
  extract(epoch from now() - s.last_renewed_at)::float8 as idle_seconds,
  extract(epoch from now() - s.created_at)::float8 as age_seconds,
  u.autologout_timeout, o.session_idle_minutes, o.session_absolute_hours`;

export interface RenewState extends SessionClock {
  users_id: string;
  revoked_at: Date | null;
  is_active: boolean;
  organisation_active: boolean;
}

export const getRenewState = async (tx: Tx, sessionId: string, usersId: string): Promise<RenewState | null> => {
  const [row] = await tx<RenewState[]>`
    select s.users_id, s.revoked_at, u.is_active, o.is_active as organisation_active, ${clockColumns(tx)}
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

/** After a password change every other session ends (keepId: the caller's own, if any). Answers how many ended. */
export const revokeUserSessions = async (tx: Tx, usersId: string, keepId?: string): Promise<number> => {
  const result = await tx`update identity.sessions set revoked_at = now()
    where users_id = ${usersId} and revoked_at is null ${keepId ? tx`and id <> ${keepId}` : tx``}`;
  return result.count;
};

/** Ends one of the user's sessions; false when it is not theirs or already ended. */
export const revokeOwnSession = async (tx: Tx, usersId: string, sessionId: string): Promise<boolean> => {
  const result = await tx`update identity.sessions set revoked_at = now()
    where id = ${sessionId} and users_id = ${usersId} and revoked_at is null`;
  return result.count > 0;
};

interface SessionRow extends SessionClock {
  id: string;
  users_id: string;
  created_at: Date;
  last_renewed_at: Date;
  browser: string | null;
  os: string | null;
  client_address: string | null;
}

/**
 * Unrevoked sessions within the absolute limit (SQL), then the idle rule (the same function the principal check uses),
 * newest activity first. `usersId` null: everyone in the tenancy.
 */
const liveSessions = async (tx: Tx, usersId: string | null): Promise<SessionRow[]> => {
  const rows = await tx<SessionRow[]>`
    select s.id, s.users_id, s.created_at, s.last_renewed_at, s.browser, s.os, s.client_address, ${clockColumns(tx)}
    from identity.sessions s
    join identity.users u on u.organisations_id = s.organisations_id and u.id = s.users_id
    join identity.organisations o on o.id = s.organisations_id
    where s.revoked_at is null and s.created_at > now() - make_interval(hours => o.session_absolute_hours)
      ${usersId ? tx`and s.users_id = ${usersId}` : tx``}
    order by s.last_renewed_at desc, s.id`;
  return rows.filter((row) => sessionEnd(row) === null);
};

export const listLiveSessions = async (tx: Tx, usersId: string, currentSessionId: string | null): Promise<UserSession[]> =>
  (await liveSessions(tx, usersId)).map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_renewed_at.toISOString(),
    browser: row.browser,
    os: row.os,
    address: row.client_address,
    current: row.id === currentSessionId,
  }));

/** Active sessions per user of the tenancy's organisation (users without any are left out). */
export const countLiveSessions = async (tx: Tx): Promise<UserSessionCount[]> => {
  const counts = new Map<string, UserSessionCount>();
  for (const row of await liveSessions(tx, null)) {
    const entry = counts.get(row.users_id) ?? { users_id: row.users_id, active_sessions: 0, last_seen_at: null };
    entry.active_sessions += 1;
    const seen = row.last_renewed_at.toISOString();
    if (!entry.last_seen_at || seen > entry.last_seen_at) entry.last_seen_at = seen;
    counts.set(row.users_id, entry);
  }
  return [...counts.values()];
};
