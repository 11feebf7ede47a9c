import type { AdminTeam } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface TeamRow extends Omit<AdminTeam, 'created_at'> {
  created_at: Date;
}

const toTeam = (row: TeamRow): AdminTeam => ({ ...row, created_at: row.created_at.toISOString() });

// Members by name; a deleted user has left every team (softDeleteUser), so all members are the organisation's users.
const selectTeams = (tx: Tx) => tx`
  select t.id, t.name, t.description, t.created_at,
    coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by lower(u.name), u.id)
      from identity.team_members m
      join identity.users u on u.organisations_id = m.organisations_id and u.id = m.users_id
      where m.organisations_id = t.organisations_id and m.teams_id = t.id), '[]'::json) as members
  from identity.teams t`;

export const listAdminTeams = async (tx: Tx): Promise<AdminTeam[]> =>
  (await tx<TeamRow[]>`${selectTeams(tx)} order by lower(t.name), t.id`).map(toTeam);

/** Within the tenancy set on tx (RLS): another organisation's team is not found. */
export const getAdminTeam = async (tx: Tx, id: string): Promise<AdminTeam | null> => {
  const [row] = await tx<TeamRow[]>`${selectTeams(tx)} where t.id = ${id}`;
  return row ? toTeam(row) : null;
};

export interface TeamValues {
  name: string;
  description: string | null;
}

export const insertTeam = async (tx: Tx, values: TeamValues): Promise<string> => {
  const [row] = await tx<{ id: string }[]>`insert into identity.teams ${tx({ ...values })} returning id`;
  return row!.id;
};

export const updateTeam = async (tx: Tx, id: string, values: TeamValues): Promise<boolean> =>
  (await tx`update identity.teams set ${tx({ ...values })} where id = ${id}`).count > 0;

/** Its memberships go with it (on delete cascade). */
export const deleteTeam = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx`delete from identity.teams where id = ${id}`).count > 0;

/** True when the user was not a member before. */
export const addTeamMember = async (tx: Tx, teamsId: string, usersId: string): Promise<boolean> =>
  (await tx`insert into identity.team_members (teams_id, users_id) values (${teamsId}, ${usersId}) on conflict do nothing`).count > 0;

/** True when the user was a member. */
export const removeTeamMember = async (tx: Tx, teamsId: string, usersId: string): Promise<boolean> =>
  (await tx`delete from identity.team_members where teams_id = ${teamsId} and users_id = ${usersId}`).count > 0;
