import { AppError, type Principal } from '@tunne/platform';
import type { RiskDeps } from './ports.ts';

/**
 * Whether the caller may take senior management's decisions (issue 25 §3): identity's designation when wired (the
 * named compliance officer and members; the admins while the organisation has named nobody), else the admins.
 */
export const isSeniorManagement = async (deps: Pick<RiskDeps, 'seniorManagement'>, principal: Pick<Principal, 'organisationsId' | 'usersId' | 'isAdmin'>): Promise<boolean> =>
  deps.seniorManagement
    ? deps.seniorManagement.isSeniorManagement(principal.organisationsId, principal.usersId, principal.isAdmin)
    : principal.isAdmin;

/** 403 EDD_NOT_SENIOR_MANAGEMENT unless the caller is senior management. */
export const assertSeniorManagement = async (deps: Pick<RiskDeps, 'seniorManagement'>, principal: Pick<Principal, 'organisationsId' | 'usersId' | 'isAdmin'>): Promise<void> => {
  if (!(await isSeniorManagement(deps, principal))) {
    throw new AppError('EDD_NOT_SENIOR_MANAGEMENT', 'Only senior management (the compliance officer or a named member) decides this');
  }
};
