import type { AdminUser, Language, RestrictionType } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { avatarUrl } from '../profile/avatar-url.ts';
import { revokeUserSessions } from './sessions.ts';
import { userColumns } from './users.ts';

interface AdminUserRow extends Omit<AdminUser, 'prevlogin_at' | 'lastlogin_at' | 'created_at' | 'avatar_url'> {
  prevlogin_at: Date | null;
  lastlogin_at: Date | null;
  created_at: Date;
  avatar_key: string | null;
}

const toAdminUser = ({ avatar_key, ...row }: AdminUserRow): AdminUser => ({
  ...row,
  prevlogin_at: row.prevlogin_at?.toISOString() ?? null,
  lastlogin_at: row.lastlogin_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  avatar_url: avatarUrl(avatar_key),
});

// A deleted user is kept for the record (migration 00005) but is no longer one of the organisation's users.
const selectAdminUsers = (tx: Tx) => tx`
  select ${userColumns(tx)}, u.mfauth_tel, u.lastlogin_at, u.created_at, u.notify_alerts, u.notify_reminders,
    u.receive_weeklyreport, u.avatar_key
  from identity.users u
  where u.deleted_at is null`;

/** Within the tenancy set on tx (RLS): another organisation's user is simply not found, nor is a deleted one. */
export const getAdminUser = async (tx: Tx, id: string): Promise<AdminUser | null> => {
  const [row] = await tx<AdminUserRow[]>`${selectAdminUsers(tx)} and u.id = ${id}`;
  return row ? toAdminUser(row) : null;
};

export const listAdminUsers = async (tx: Tx): Promise<AdminUser[]> => {
  const rows = await tx<AdminUserRow[]>`${selectAdminUsers(tx)} order by lower(u.name), u.id`;
  return rows.map(toAdminUser);
};

/**
 * Locks the organisation's active admins (in id order, so concurrent callers queue instead of deadlocking) and
 * answers their ids. A caller that waited sees the rows as the earlier transaction left them: an admin it demoted is
 * no longer among them.
 */
export const lockActiveAdmins = async (tx: Tx): Promise<string[]> => {
  const rows = await tx<{ id: string }[]>`select id from identity.users
    where is_admin and is_active and deleted_at is null order by id for update`;
  return rows.map((row) => row.id);
};

export interface NewUser {
  name: string;
  email: string;
  tel: string | null;
  language: Language;
  restrictiontype: RestrictionType;
  is_admin: boolean;
  receive_weeklyreport: boolean;
  password_hash: string | null;
  force_passwordchange: boolean;
}

/** Inserts the user into the tenancy's organisation and answers its id. */
export const insertUser = async (tx: Tx, user: NewUser): Promise<string> => {
  const [row] = await tx<{ id: string }[]>`insert into identity.users ${tx({
    ...user,
    password_changed_at: user.password_hash ? new Date() : null,
  })} returning id`;
  return row!.id;
};

/** The teams of the tenancy's organisation among the ids (RLS), so a missing one can be told apart. */
export const existingTeams = async (tx: Tx, ids: readonly string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await tx<{ id: string }[]>`select id from identity.teams where id = any(${ids as string[]}::uuid[])`;
  return new Set(rows.map((row) => row.id));
};

export const addUserToTeams = async (tx: Tx, usersId: string, teamIds: readonly string[]): Promise<void> => {
  if (teamIds.length === 0) return;
  await tx`insert into identity.team_members ${tx(teamIds.map((teams_id) => ({ teams_id, users_id: usersId })))} on conflict do nothing`;
};

/**
 * Deletes the user as far as the record allows (migration 00005): login ends for good (inactive, no password, the
 * address a tombstone, sessions, codes, factors and links gone), contact details and avatar cleared, teams left.
 * The row, its id and name stay, so whatever names the user keeps saying who it was.
 */
export const softDeleteUser = async (tx: Tx, id: string): Promise<boolean> => {
  const result = await tx`update identity.users set
      deleted_at = now(), is_active = false, is_admin = false, email = ${`${id}@deleted.invalid`}, tel = null,
      password_hash = null, use_mfauth = false, mfauth_tel = null, avatar = null, avatar_type = null, avatar_key = null
    where id = ${id} and deleted_at is null`;
  if (result.count === 0) return false;
  await tx`delete from identity.team_members where users_id = ${id}`;
  await revokeUserSessions(tx, id);
  await tx`delete from identity.login_codes where users_id = ${id}`;
  await tx`delete from identity.password_resets where users_id = ${id}`;
  await tx`delete from identity.totp_recovery_codes where users_id = ${id}`;
  await tx`delete from identity.totp_factors where users_id = ${id}`;
  return true;
};

/** The tenancy's own organisation's name (RLS), for the welcome mail. */
export const organisationName = async (tx: Tx): Promise<string> => {
  const [row] = await tx<{ name: string }[]>`select name from identity.organisations`;
  return row?.name ?? 'Tunne';
};
