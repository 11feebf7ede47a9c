import { api, withSignal } from '@tunne/app-kit';
import type { Preference, PreferenceBody } from '@tunne/contracts';

// The organisation's preferences (services/identity): everyone reads them, admins keep them.

export const listPreferences = (signal?: AbortSignal) => api.get<Preference[]>('v2.5/user/preferences', withSignal(signal));
export const createPreference = (body: PreferenceBody) => api.post<Preference>('v2.5/admin/preferences', body);
export const updatePreference = (id: string, body: PreferenceBody) => api.put<Preference>(`v2.5/admin/preferences/${id}`, body);
export const deletePreference = (id: string) => api.delete<null>(`v2.5/admin/preferences/${id}`);
/** The spec's reset: an empty name and a null value (spec §7). */
export const resetPreference = (id: string) => updatePreference(id, { name: '', value: null });
