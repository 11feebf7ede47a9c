import { api } from '@tunne/app-kit/api';
import { useSessionStore } from '@tunne/app-kit/session-store';
import type {
  CustomerSummary,
  LoginResult,
  Organisation,
  OrganisationSecurity,
  OrganisationSecurityBody,
  Page,
  SessionsEnded,
  TokenResult,
  TotpConfirmed,
  TotpDisableBody,
  TotpEnrolment,
  TotpStatus,
  User,
  UserSession,
  UserSessionCount,
  UserUpdateBody,
} from '@tunne/contracts';

// The shell's calls to the identity and customers services, typed by the contracts.

export const login = (body: { email: string; password: string; mfauth_password?: string }): Promise<LoginResult> =>
  api.post<LoginResult>('v2.5/user/auth', body, { auth: false });

export const exchangeUrlToken = (jwt: string): Promise<TokenResult> => api.put<TokenResult>('v2.5/user/auth', { jwt }, { auth: false });

export const requestPasswordReset = (body: { email: string; organizations_id?: string }): Promise<null> =>
  api.patch<null>('v2.5/user/auth/forgot', body, { auth: false });

export const resetPassword = (body: { token: string; password: string }): Promise<null> =>
  api.patch<null>('v2.5/user/auth/reset', body, { auth: false });

export const fetchMe = (): Promise<User> => api.get<User>('v2.5/user/users/me');

export const fetchOrganisation = (): Promise<Organisation> => api.get<Organisation>('v2.5/user/organizations/my');

export const updateMe = (body: UserUpdateBody): Promise<User> => api.put<User>('v2.5/user/users/me', body);

export const changePassword = (body: { old_password: string; password: string }): Promise<null> =>
  api.patch<null>('v2.5/user/users/me/password', body);

// Second factor (authenticator app) of the logged-in user.
const totpPath = 'v2.5/user/users/me/totp';
export const fetchTotpStatus = (): Promise<TotpStatus> => api.get<TotpStatus>(totpPath);
export const startTotp = (): Promise<TotpEnrolment> => api.post<TotpEnrolment>(totpPath);
export const confirmTotp = (code: string): Promise<TotpConfirmed> => api.put<TotpConfirmed>(totpPath, { code });
export const disableTotp = (body: TotpDisableBody): Promise<null> => api.delete<null>(totpPath, { json: body });

// Sessions: the user's own, and an administrator's view of the organisation's.
const sessionsPath = 'v2.5/user/users/me/sessions';
export const fetchMySessions = (): Promise<UserSession[]> => api.get<UserSession[]>(sessionsPath);
export const endMySession = (id: string): Promise<null> => api.delete<null>(`${sessionsPath}/${encodeURIComponent(id)}`);
export const endMyOtherSessions = (): Promise<SessionsEnded> => api.delete<SessionsEnded>(sessionsPath);
export const fetchUsers = (): Promise<User[]> => api.get<User[]>('v2.5/admin/users');
export const fetchSessionCounts = (): Promise<UserSessionCount[]> => api.get<UserSessionCount[]>('v2.5/admin/organizations/my/sessions');
export const endUserSessions = (usersId: string): Promise<SessionsEnded> =>
  api.delete<SessionsEnded>(`v2.5/admin/users/${encodeURIComponent(usersId)}/sessions`);

const securityPath = 'v2.5/admin/organizations/security';
export const fetchOrganisationSecurity = (): Promise<OrganisationSecurity> => api.get<OrganisationSecurity>(securityPath);
export const updateOrganisationSecurity = (body: OrganisationSecurityBody): Promise<OrganisationSecurity> =>
  api.put<OrganisationSecurity>(securityPath, body);

/** The list's free search: part of a name, or a business id / identity code with or without the dash, in any case. */
export const searchCustomers = (
  params: { search: string; archived?: boolean; size?: number; page?: number },
  signal?: AbortSignal,
): Promise<Page<CustomerSummary>> =>
  api.get<Page<CustomerSummary>>('v2.5/user/customers', {
    searchParams: { search: params.search, archived: params.archived ?? false, size: params.size ?? 50, page: params.page },
    ...(signal ? { signal } : {}),
  });

/** Ends the session on the server (best effort) and locally. */
export const logoutSession = async (reason: 'user' | 'inactivity' = 'user'): Promise<void> => {
  try {
    await api.delete<null>('v2.5/user/auth');
  } catch {
    // The local session ends regardless; an expired token cannot be revoked anyway.
  }
  useSessionStore.getState().logout(reason);
};
