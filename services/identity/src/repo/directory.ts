import type { Database, Tx } from '@tunne/platform';

/** What colleagues may see of each other: enough to pick an owner or a responsible user. */
export interface Colleague {
  id: string;
  name: string;
  email: string;
  is_active: boolean;
}

export interface TeamSummary {
  id: string;
  name: string;
}

export const listColleagues = (tx: Tx): Promise<Colleague[]> =>
  tx<Colleague[]>`select id, name, email, is_active from identity.users where deleted_at is null order by lower(name), id`;

export const listTeams = (tx: Tx): Promise<TeamSummary[]> =>
  tx<TeamSummary[]>`select id, name from identity.teams order by lower(name), id`;

/** For other services (in-process): an active user of the organisation, or null. */
export const createActiveUserFinder =
  (db: Database) =>
  async (organisationsId: string, usersId: string): Promise<{ id: string; name: string; email: string; language: string; notify_reminders: boolean } | null> => {
    if (!/^[0-9a-f-]{36}$/.test(usersId)) return null;
    const [row] = await db.tx({ organisationsId }, (tx) =>
      tx<{ id: string; name: string; email: string; language: string; notify_reminders: boolean }[]>`
        select id, name, email, language, notify_reminders from identity.users where id = ${usersId} and is_active`);
    return row ?? null;
  };

/**
 * For other services (in-process): the organisation's teams as a notification target. `recipients` are the team's
 * members who can act on a notification: active users who may log in to the interface.
 */
export const createTeamDirectory = (db: Database) => ({
  teamExists: async (organisationsId: string, teamsId: string): Promise<boolean> => {
    const rows = await db.tx({ organisationsId }, (tx) => tx`select 1 from identity.teams where id = ${teamsId}`);
    return rows.length > 0;
  },
  recipients: (organisationsId: string, teamsId: string): Promise<{ email: string; language: string }[]> =>
    db.tx({ organisationsId }, (tx) => tx<{ email: string; language: string }[]>`
      select u.email, u.language from identity.team_members m
      join identity.users u on u.organisations_id = m.organisations_id and u.id = m.users_id
      where m.teams_id = ${teamsId} and u.is_active and not u.disable_uilogin
      order by lower(u.email)`),
});

/** Who answers for the organisation's AML compliance, as a mail recipient and by id. */
export interface ComplianceOfficer {
  id: string;
  email: string;
  language: string;
}

/**
 * Issue 25 §7: the one answer to "who is the compliance officer" (the overdue-review escalation's mail): the one the
 * organisation designated (identity.senior_management, issue 25 §3) while that user is active and may log in;
 * until one is designated, the organisation's active admins who may log in.
 */
export const createComplianceOfficerResolver =
  (db: Database) =>
  (organisationsId: string): Promise<ComplianceOfficer[]> =>
    db.tx({ organisationsId }, async (tx) => {
      const named = await tx<ComplianceOfficer[]>`
        select u.id, u.email, u.language from identity.senior_management m
          join identity.users u on u.organisations_id = m.organisations_id and u.id = m.users_id
         where m.role = 'COMPLIANCE_OFFICER' and u.is_active and not u.disable_uilogin`;
      if (named.length > 0) return named;
      return tx<ComplianceOfficer[]>`
        select id, email, language from identity.users
         where is_admin and is_active and not disable_uilogin order by lower(email), id`;
    });
