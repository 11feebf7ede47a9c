import type { RestrictionType } from '@tunne/contracts';
import type { User } from '@tunne/contracts';
import { AppError, type Database, type Principal, type PrincipalResolver, type TokenClaims, type Tx } from '@tunne/platform';
import { getUser } from '../repo/users.ts';
import { sessionEnd } from './session-policy.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface PrincipalRow {
  is_active: boolean;
  is_admin: boolean;
  restrictiontype: RestrictionType;
  organisation_active: boolean;
  session_found: boolean;
  revoked: boolean;
  team_ids: string[];
  features: string[];
  force_passwordchange: boolean;
  /** The organisation requires a second factor and the user has neither an authenticator nor the SMS code. */
  second_factor_missing: boolean;
  idle_seconds: number;
  age_seconds: number;
  autologout_timeout: number | null;
  session_idle_minutes: number;
  session_absolute_hours: number;
}

/** Identity's own principal also carries the user's profile, read in the same transaction. */
export interface IdentityPrincipal extends Principal {
  user?: User;
}

const checkClaims = (claims: TokenClaims): void => {
  if (!uuidPattern.test(claims.sub) || !uuidPattern.test(claims.org) || !uuidPattern.test(claims.sid)) {
    throw new AppError('TOKEN_CLAIMS_MISSING', 'Token claims or user identification missing');
  }
};

/** The user, organisation, session and team ids behind the claims, in one indexed query (tenancy: the claims' organisation). */
export const readPrincipalRow = async (tx: Tx, claims: TokenClaims): Promise<PrincipalRow | undefined> => {
  const [row] = await tx<PrincipalRow[]>`
    select u.is_active, u.is_admin, u.restrictiontype, u.force_passwordchange, o.is_active as organisation_active,
      s.id is not null as session_found, s.revoked_at is not null as revoked,
      extract(epoch from now() - s.last_renewed_at)::float8 as idle_seconds,
      extract(epoch from now() - s.created_at)::float8 as age_seconds,
      u.autologout_timeout, o.session_idle_minutes, o.session_absolute_hours,
      o.require_second_factor and not u.use_mfauth and not exists (
        select 1 from identity.totp_factors f
        where f.organisations_id = u.organisations_id and f.users_id = u.id and f.confirmed_at is not null
      ) as second_factor_missing,
      array(select m.teams_id::text from identity.team_members m
            where m.organisations_id = u.organisations_id and m.users_id = u.id order by m.teams_id) as team_ids,
      array(select f.key from jsonb_each(to_jsonb(o)) f
            where f.key like 'use\\_%' and f.value = 'true'::jsonb order by f.key) as features
    from identity.users u
    join identity.organisations o on o.id = u.organisations_id
    left join identity.sessions s on s.organisations_id = u.organisations_id and s.id = ${claims.sid} and s.users_id = u.id
    where u.organisations_id = ${claims.org} and u.id = ${claims.sub}`;
  return row;
};

/** The principal a row allows; throws UNKNOWN_USER / USER_NOT_ACTIVE / ORGANISATION_NOT_ACTIVE / NOT_LOGGED_IN / TOKEN_EXPIRED. */
export const principalOf = (claims: TokenClaims, row: PrincipalRow | undefined): IdentityPrincipal => {
  if (!row) throw new AppError('UNKNOWN_USER', 'Unknown user');
  if (!row.is_active) throw new AppError('USER_NOT_ACTIVE', 'User not active');
  if (!row.organisation_active) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Organisation not active');
  if (!row.session_found || row.revoked) throw new AppError('NOT_LOGGED_IN', 'Not logged in (session ended)');
  // Idle or past the organisation's absolute limit: over, even if the token itself has not expired yet.
  if (sessionEnd(row)) throw new AppError('TOKEN_EXPIRED', 'Logged out (token expired)');
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
  else if (row.second_factor_missing) principal.pending = 'second_factor_setup';
  return principal;
};

/**
 * Resolves the caller on every request (readPrincipalRow), so deactivation, organisation closure and logout take
 * effect at once.
 */
export const createPrincipalResolver = (db: Database, options: { withUser?: boolean } = {}): PrincipalResolver => async (claims) => {
  checkClaims(claims);
  // In a request the transaction stays open for the request's own first query (db.txForRequest); users/me and
  // users/current, the most frequent calls, have their answer read with the check itself.
  const [row, user] = await db.txForRequest({ organisationsId: claims.org }, (tx) =>
    Promise.all([readPrincipalRow(tx, claims), options.withUser ? getUser(tx, claims.sub) : Promise.resolve(null)]));
  const principal = principalOf(claims, row);
  if (user) principal.user = user;
  return principal;
};
