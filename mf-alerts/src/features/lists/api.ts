import { api, withSignal } from '@tunne/app-kit';
import type { ListStatus, ScreeningSettings, ScreeningSettingsBody } from '@tunne/contracts';

export const listStatuses = (signal?: AbortSignal): Promise<ListStatus[]> => api.get<ListStatus[]>('v2.5/admin/lists', withSignal(signal));

/** The settings as the admin edits them (with the alert notification team). */
export const getAdminScreeningSettings = (signal?: AbortSignal): Promise<ScreeningSettings> =>
  api.get<ScreeningSettings>('v2.5/admin/alerts/settings', withSignal(signal));

export const saveScreeningSettings = (body: ScreeningSettingsBody): Promise<ScreeningSettings> =>
  api.put<ScreeningSettings>('v2.5/admin/alerts/settings', body);

/** Another admin approves or refuses switching four-eyes off (issue 25 §3). */
export const decideFourEyesOff = (decision: 'approve' | 'refuse'): Promise<ScreeningSettings> =>
  api.post<ScreeningSettings>(`v2.5/admin/alerts/settings/four-eyes-off/${decision}`, {});

export interface OrgTeam {
  id: string;
  name: string;
}

/** The organisation's teams, for the alert notification team. */
export const listTeams = (signal?: AbortSignal): Promise<OrgTeam[]> => api.get<OrgTeam[]>('v2.5/user/teams', withSignal(signal));

/** Uploads the KRP list file (multipart, `file`). */
export const uploadKrpList = async (file: File): Promise<void> => {
  const form = new FormData();
  form.set('file', file, file.name);
  await api.upload<unknown>('v2.5/admin/lists/krp', form);
};
