import { api, currentLanguage } from '@tunne/app-kit';
import type { ScreeningSettings } from '@tunne/contracts';

export const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The organisation's chosen lists and default similarity (readable by every user). */
export const getScreeningSettings = (signal?: AbortSignal): Promise<ScreeningSettings> =>
  api.get<ScreeningSettings>('v2.5/user/alerts/settings', opts(signal));

export interface OrgUser {
  id: string;
  name: string;
}

/** The organisation's users, for the handler's name on a silence. */
export const listUsers = (signal?: AbortSignal): Promise<OrgUser[]> => api.get<OrgUser[]>('v2.5/user/users', opts(signal));

/**
 * Opens a download the browser fetches itself with a fresh temporary token; when no token can be had there is
 * no link (spec §7) and the error goes to the caller.
 */
export const openDownload = async (path: string): Promise<void> => {
  const href = await api.temporaryLink(path, { l: currentLanguage() });
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/** DSA (sanction entry) or DPA (PEP entry) document of a list entity. */
export const documentPath = (metadata: { dsaId?: string | undefined; dpaId?: string | undefined }): string | null =>
  metadata.dsaId ? `v2.5/user/dsa/${encodeURIComponent(metadata.dsaId)}` : metadata.dpaId ? `v2.5/user/dpa/${encodeURIComponent(metadata.dpaId)}` : null;
