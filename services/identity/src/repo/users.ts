import type { RestrictionType, User } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface UserRow extends Omit<User, 'prevlogin_at'> {
  prevlogin_at: Date | null;
}

const toUser = (row: UserRow): User => ({ ...row, prevlogin_at: row.prevlogin_at?.toISOString() ?? null });

/** The User columns of `identity.users u` (with the user's teams), for the selects that add their own. */
export const userColumns = (tx: Tx) => tx`
  u.id, u.organisations_id, u.name, u.email, u.tel, u.language, u.is_admin, u.is_active, u.restrictiontype,
    u.use_mfauth, u.disable_uilogin, u.autologout_timeout, u.force_passwordchange, u.prevlogin_at,
    coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name, t.id)
      from identity.team_members m
      join identity.teams t on t.organisations_id = m.organisations_id and t.id = m.teams_id
      where m.organisations_id = u.organisations_id and m.users_id = u.id), '[]'::json) as teams`;

const selectUsers = (tx: Tx) => tx`select ${userColumns(tx)} from identity.users u`;

/** Within the tenancy set on tx (RLS): another organisation's user is simply not found. */
export const getUser = async (tx: Tx, id: string): Promise<User | null> => {
  const [row] = await tx<UserRow[]>`${selectUsers(tx)} where u.id = ${id}`;
  return row ? toUser(row) : null;
};

export interface ProfileChanges {
  name?: string;
  tel?: string | null;
  language?: User['language'];
}

export interface AdminChanges {
  name?: string;
  email?: string;
  tel?: string | null;
  language?: User['language'];
  use_mfauth?: boolean;
  mfauth_tel?: string | null;
  receive_weeklyreport?: boolean;
  is_admin?: boolean;
  is_active?: boolean;
  restrictiontype?: RestrictionType;
  autologout_timeout?: number | null;
  force_passwordchange?: boolean;
  disable_uilogin?: boolean;
}

/** Applies only the given columns; the column names come from the validated body's known keys. */
export const updateUser = async (tx: Tx, id: string, changes: ProfileChanges | AdminChanges): Promise<boolean> => {
  const values: Record<string, string | number | boolean | null> = {};
  for (const [column, value] of Object.entries(changes)) if (value !== undefined) values[column] = value as string | number | boolean | null;
  if (Object.keys(values).length === 0) return (await tx`select 1 from identity.users where id = ${id}`).length > 0;
  const result = await tx`update identity.users set ${tx(values)} where id = ${id}`;
  return result.count > 0;
};

export const getCredentials = async (
  tx: Tx,
  id: string,
): Promise<{ email: string; name: string; password_hash: string | null; is_active: boolean } | null> => {
  const [row] = await tx<{ email: string; name: string; password_hash: string | null; is_active: boolean }[]>`
    select email, name, password_hash, is_active from identity.users where id = ${id}`;
  return row ?? null;
};

export const setPassword = async (tx: Tx, id: string, hash: string): Promise<void> => {
  await tx`update identity.users
    set password_hash = ${hash}, password_changed_at = now(), force_passwordchange = false
    where id = ${id}`;
};

/** Moves the last login to prevlogin_at (shown in the UI) and answers the user's auto-logout setting. */
export const recordLogin = async (tx: Tx, id: string): Promise<{ autologout_timeout: number | null }> => {
  const [row] = await tx<{ autologout_timeout: number | null }[]>`
    update identity.users set prevlogin_at = lastlogin_at, lastlogin_at = now() where id = ${id}
    returning autologout_timeout`;
  return { autologout_timeout: row?.autologout_timeout ?? null };
};

/** For a URL-token exchange: whether the user may still log in through the interface. */
export const getLoginState = async (
  tx: Tx,
  id: string,
): Promise<{ is_active: boolean; disable_uilogin: boolean; organisation_active: boolean } | null> => {
  const [row] = await tx<{ is_active: boolean; disable_uilogin: boolean; organisation_active: boolean }[]>`
    select u.is_active, u.disable_uilogin, o.is_active as organisation_active
    from identity.users u join identity.organisations o on o.id = u.organisations_id
    where u.id = ${id}`;
  return row ?? null;
};
