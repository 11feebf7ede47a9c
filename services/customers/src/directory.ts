import { AppError, type Principal } from '@tunne/platform';
import type { FindActiveUser } from './related/deps.ts';

/**
 * What the customer register needs to know of identity's users and teams (they live in identity's schema): the
 * port the gateway wires to identity. Called outside this service's transactions: on the embedded database every
 * query shares one connection, so a lookup inside an open transaction would wait for itself.
 */
export interface CustomerDirectory {
  /** An active user of the organisation, or null (unknown, inactive or another organisation's). */
  findActiveUser: FindActiveUser;
  /** Whether the team is one of the organisation's. */
  teamExists: (organisationsId: string, teamsId: string) => Promise<boolean>;
}

type Caller = Pick<Principal, 'organisationsId' | 'isAdmin' | 'teamIds'>;

/**
 * A team the caller may give a customer: none, or a team of the caller's organisation (else INVALID_TEAM) that a
 * non-admin is a member of (else FORBIDDEN, asked first, so nothing is told of teams they are not in). Without a
 * directory no team can be confirmed.
 */
export const checkTeamChoice = async (directory: CustomerDirectory | undefined, caller: Caller, teamsId: string | null): Promise<void> => {
  if (teamsId === null) return;
  if (!caller.isAdmin && !caller.teamIds.includes(teamsId)) {
    throw new AppError('FORBIDDEN', 'Only an admin may give a customer a team the user is not a member of', '/teams_id');
  }
  if (!(await directory?.teamExists(caller.organisationsId, teamsId))) {
    throw new AppError('INVALID_TEAM', 'The team is not one of the organisation\'s teams', '/teams_id');
  }
};

/** An owner the customer may be handed over to: an active user of the caller's organisation (else RESPONSIBLE_USER_INVALID). */
export const checkOwnerChoice = async (directory: CustomerDirectory | undefined, caller: Caller, usersId: string): Promise<void> => {
  if (!(await directory?.findActiveUser(caller.organisationsId, usersId))) {
    throw new AppError('RESPONSIBLE_USER_INVALID', 'The user is not an active user of the organisation', '/users_id');
  }
};
