import { api, useSessionStore } from '@tunne/app-kit';
import type { CustomerSummary, LoginResult, Organisation, Page, TokenResult, User, UserUpdateBody } from '@tunne/contracts';

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

export const searchCustomers = (
  params: { name: string; archived?: boolean; size?: number; page?: number },
  signal?: AbortSignal,
): Promise<Page<CustomerSummary>> =>
  api.get<Page<CustomerSummary>>('v2.5/user/customers', {
    searchParams: { name: params.name, archived: params.archived ?? false, size: params.size ?? 50, page: params.page },
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
