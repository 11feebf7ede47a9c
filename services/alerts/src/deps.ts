import type { SeniorManagementPort } from '@tunne/contracts';
import type { Database, PrincipalResolver, SecurityLog, SettingsChangeLog, TokenService } from '@tunne/platform';
import type { ScreeningRuntime } from './screening/runtime.ts';

/** A member of the alert notification team: where and in which language (fi, en, se; identity's codes). */
export interface AlertRecipient {
  email: string;
  language: string;
}

/**
 * The organisation's teams as the identity service knows them (the alerts service reads no other schema): the
 * gateway wires identity's in-process functions here.
 */
export interface AlertTeamsPort {
  /** Whether the team is one of the organisation's. */
  teamExists: (organisationsId: string, teamsId: string) => Promise<boolean>;
  /** The team's active members, who get the alert notifications. */
  recipients: (organisationsId: string, teamsId: string) => Promise<AlertRecipient[]>;
}

export interface AlertsDeps {
  db: Database;
  tokens: TokenService;
  resolvePrincipal: PrincipalResolver;
  /** This process's screening index. */
  runtime: ScreeningRuntime;
  /** Asks the screening consumer to run now (after settings or list changes); it also runs on its schedule. */
  kickScreening?: () => void;
  /** The organisation's teams (the alert notification team is checked against them). Absent: no team can be chosen. */
  teams?: AlertTeamsPort;
  /** Downloads of personal data (query PDFs) are recorded here (identity's store, wired by the gateway). */
  securityLog?: SecurityLog;
  /** Where the admin's changes of the screening settings and own lists are audited (identity's store, wired by the gateway). */
  settingsChanges?: SettingsChangeLog;
  /**
   * Who takes senior management's decisions (identity's designation, issue 25 §3): only an admin among them approves a
   * disposition waiting under four-eyes. Without it (tests, a gateway that did not wire it) any other admin does.
   */
  seniorManagement?: SeniorManagementPort;
}

/**
 * Whether the caller may approve a decision waiting under four-eyes (issue 25 §3): an admin who is senior management
 * (the compliance officer or a named member; every admin while the organisation has named nobody). Asked before any
 * transaction (identity's port opens its own).
 */
export const mayApproveDecisions = async (deps: Pick<AlertsDeps, 'seniorManagement'>, principal: { organisationsId: string; usersId: string; isAdmin: boolean }): Promise<boolean> =>
  principal.isAdmin && (deps.seniorManagement ? deps.seniorManagement.isSeniorManagement(principal.organisationsId, principal.usersId, true) : true);
