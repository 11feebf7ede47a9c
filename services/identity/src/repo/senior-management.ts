import type { SeniorManagement } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/** The organisation's named compliance officer and senior management (the caller's organisation, by RLS). */
export const readSeniorManagement = async (tx: Tx): Promise<SeniorManagement> => {
  const rows = await tx<{ users_id: string; role: 'COMPLIANCE_OFFICER' | 'MEMBER' }[]>`
    select users_id, role from identity.senior_management order by designated_at, users_id`;
  return {
    compliance_officer: rows.find((r) => r.role === 'COMPLIANCE_OFFICER')?.users_id ?? null,
    members: rows.filter((r) => r.role === 'MEMBER').map((r) => r.users_id),
  };
};

/** The given users that are not active users of the caller's organisation. */
export const unknownUsers = async (tx: Tx, ids: readonly string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await tx<{ id: string }[]>`select id from identity.users where id = any(${[...ids]}::uuid[]) and is_active`;
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
};

/** Replaces the designation (in the caller's transaction; the route audits it). */
export const writeSeniorManagement = async (tx: Tx, value: SeniorManagement, usersId: string): Promise<void> => {
  await tx`delete from identity.senior_management`;
  const rows = [
    ...(value.compliance_officer ? [{ id: value.compliance_officer, role: 'COMPLIANCE_OFFICER' }] : []),
    ...value.members.filter((id) => id !== value.compliance_officer).map((id) => ({ id, role: 'MEMBER' })),
  ];
  if (rows.length === 0) return;
  await tx`insert into identity.senior_management (users_id, role, designated_by)
    select v.users_id, v.role, ${usersId}::uuid from unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.role)}::text[]) as v(users_id, role)`;
};

/**
 * Who takes senior management's decisions: the named active users; while nobody is named, the active admins.
 */
export const deciders = async (tx: Tx): Promise<string[]> => {
  const named = await tx<{ id: string }[]>`select u.id from identity.senior_management s
    join identity.users u on u.organisations_id = s.organisations_id and u.id = s.users_id where u.is_active`;
  if (named.length > 0) return named.map((r) => r.id);
  const [any] = await tx<{ n: number }[]>`select count(*)::int as n from identity.senior_management`;
  if ((any?.n ?? 0) > 0) return [];
  const admins = await tx<{ id: string }[]>`select id from identity.users where is_admin and is_active`;
  return admins.map((r) => r.id);
};
