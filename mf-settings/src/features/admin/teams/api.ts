import { api, withSignal } from '@tunne/app-kit';
import type { AdminTeam, TeamBody } from '@tunne/contracts';

// The organisation's teams and their members (services/identity, admin calls).

export const listTeams = (signal?: AbortSignal) => api.get<AdminTeam[]>('v2.5/admin/teams', withSignal(signal));
export const createTeam = (body: TeamBody) => api.post<AdminTeam>('v2.5/admin/teams', body);
export const updateTeam = (id: string, body: TeamBody) => api.put<AdminTeam>(`v2.5/admin/teams/${id}`, body);
export const deleteTeam = (id: string) => api.delete<null>(`v2.5/admin/teams/${id}`);
export const addTeamMember = (id: string, usersId: string) => api.post<AdminTeam>(`v2.5/admin/teams/${id}/users`, { users_id: usersId });
export const removeTeamMember = (id: string, usersId: string) => api.delete<AdminTeam>(`v2.5/admin/teams/${id}/users`, { json: { users_id: usersId } });
