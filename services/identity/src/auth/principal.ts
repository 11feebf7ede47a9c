import type { RestrictionType } from '@tunne/contracts';
import type { User } from '@tunne/contracts';
import { AppError, type Database, type Principal, type PrincipalResolver, type Tx } from '@tunne/platform';
import { getUser } from '../repo/users.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface PrincipalRow {
  is_active: boolean;
  is_admin: boolean;
  restrictiontype: RestrictionType;
  organisation_active: boolean;
  session_found: boolean;
  revoked: boolean;
  team_ids: string[];
  features: string[];
  force_passwordchange: boolean;
}

/**
 * Resolves the caller on every request in one indexed query (user by primary key, organisation,
 * session, team ids), so deactivation, organisation closure and logout take effect at once.
 */
/** Identity's own principal also carries the user's profile, read in the same transaction. */
export interface IdentityPrincipal extends Principal {
  user?: User;
}

export const createPrincipalResolver = (db: Database, options: { withUser?: boolean } = {}): PrincipalResolver => async (claims) => {
  if (!uuidPattern.test(claims.sub) || !uuidPattern.test(claims.org) || !uuidPattern.test(claims.sid)) {
    throw new AppError('TOKEN_CLAIMS_MISSING', 'Token claims or user identification missing');
  }
  const lookup = (tx: Tx) => tx<PrincipalRow[]>`
    select u.is_active, u.is_admin, u.restrictiontype, u.force_passwordchange, o.is_active as organisation_active,
      s.id is not null as session_found, s.revoked_at is not null as revoked,
      array(select m.teams_id::text from identity.team_members m
            where m.organisations_id = u.organisations_id and m.users_id = u.id order by m.teams_id) as team_ids,
      array(select f.key from jsonb_each(to_jsonb(o)) f
            where f.key like 'use\\_%' and f.value = 'true'::jsonb order by f.key) as features
    from identity.users u
    join identity.organisations o on o.id = u.organisations_id
    left join identity.sessions s on s.organisations_id = u.organisations_id and s.id = ${claims.sid} and s.users_id = u.id
    where u.organisations_id = ${claims.org} and u.id = ${claims.sub}`;
  // users/me and users/current are the most frequent calls: one transaction serves both the check and the answer.
  const [[row], user] = await db.tx({ organisationsId: claims.org }, (tx) =>
    Promise.all([lookup(tx), options.withUser ? getUser(tx, claims.sub) : Promise.resolve(null)]));
  if (!row) throw new AppError('UNKNOWN_USER', 'Unknown user');
  if (!row.is_active) throw new AppError('USER_NOT_ACTIVE', 'User not active');
  if (!row.organisation_active) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Organisation not active');
  if (!row.session_found || row.revoked) throw new AppError('NOT_LOGGED_IN', 'Not logged in (session ended)');
  const principal: IdentityPrincipal = {
    usersId: claims.sub,
    organisationsId: claims.org,
    sessionId: claims.sid,
    tokenType: claims.typ,
    isAdmin: row.is_admin,
    restrictiontype: row.restrictiontype,
    teamIds: row.team_ids.map(String),
    features: row.features.map(String),
  };
  if (row.force_passwordchange) principal.pending = 'password_change';
  if (user) principal.user = user;
  return principal;
};
