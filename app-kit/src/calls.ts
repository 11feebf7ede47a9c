import { api } from './api.ts';
import { currentLanguage } from './i18n.ts';

/** Request options with the caller's abort signal, when it has one. */
export const withSignal = (signal?: AbortSignal): { signal?: AbortSignal } => (signal ? { signal } : {});

/** A user of the viewer's organisation, as the lists name handlers and approvers. */
export interface OrgUser {
  id: string;
  name: string;
}

/** The organisation's users (readable by every user), for the names of who handled, answered or approved. */
export const listOrgUsers = (signal?: AbortSignal): Promise<OrgUser[]> => api.get<OrgUser[]>('v2.5/user/users', withSignal(signal));

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
