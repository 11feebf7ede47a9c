import { api, withSignal } from '@tunne/app-kit';
import type { AdminUser, AdminUserCreateBody, AdminUserEditBody } from '@tunne/contracts';

// The organisation's users as the admin keeps them (services/identity, admin calls).

export const listUsers = (signal?: AbortSignal) => api.get<AdminUser[]>('v2.5/admin/users', withSignal(signal));
export const createUser = (body: AdminUserCreateBody) => api.post<AdminUser>('v2.5/admin/users', body);
export const updateUser = (id: string, body: AdminUserEditBody) => api.put<AdminUser>(`v2.5/admin/users/${id}`, body);
export const deleteUser = (id: string) => api.delete<null>(`v2.5/admin/users/${id}`);
/** Mails the user guide (PDF in the user's language) to the user. */
export const sendManual = (id: string) => api.post<unknown>(`v2.5/admin/users/${id}/manual`);
