import { ApiCallError, api, useSessionStore } from '@tunne/app-kit';
import type { ListStatus, ScreeningSettings, ScreeningSettingsBody } from '@tunne/contracts';
import { opts } from '../shared/api.ts';

export const listStatuses = (signal?: AbortSignal): Promise<ListStatus[]> => api.get<ListStatus[]>('v2.5/admin/lists', opts(signal));

/** The settings as the admin edits them (with the alert notification team). */
export const getAdminScreeningSettings = (signal?: AbortSignal): Promise<ScreeningSettings> =>
  api.get<ScreeningSettings>('v2.5/admin/alerts/settings', opts(signal));

export const saveScreeningSettings = (body: ScreeningSettingsBody): Promise<ScreeningSettings> =>
  api.put<ScreeningSettings>('v2.5/admin/alerts/settings', body);

export interface OrgTeam {
  id: string;
  name: string;
}

/** The organisation's teams, for the alert notification team. */
export const listTeams = (signal?: AbortSignal): Promise<OrgTeam[]> => api.get<OrgTeam[]>('v2.5/user/teams', opts(signal));

export const refreshLists = (): Promise<unknown> => api.post('v2.5/admin/lists/refresh');

/**
 * Uploads the KRP list file. The app-wide client sends JSON only, so this one call uses fetch with the session
 * token in both headers (spec §7) and reads the envelope itself.
 */
export const uploadKrpList = async (file: File): Promise<void> => {
  const token = useSessionStore.getState().token;
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/v2.5/admin/lists/krp', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}`, 'x-access-token': token } : {},
  });
  const body = (await response.json().catch(() => null)) as { status?: boolean; errors?: { code: string; message: string }[] } | null;
  if (!response.ok || !body?.status) {
    const first = body?.errors?.[0];
    throw new ApiCallError(first?.code ?? 'HTTP_ERROR', first?.message ?? '', response.status, body?.errors ?? []);
  }
};
