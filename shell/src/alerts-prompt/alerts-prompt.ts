import type { Organisation, User } from '@tunne/contracts';

const storageKey = 'tunne.alertsPrompted';
/** The announcements prompt asks once per login too, remembered apart from the alerts prompt. */
export const announcementsPromptKey = 'tunne.announcementsPrompted';

/**
 * One prompt per login (spec §2): a login moves the user's prevlogin_at, so user id + prevlogin_at names the login.
 * A reload of the same session does not ask again.
 */
export const loginMarker = (user: Pick<User, 'id' | 'prevlogin_at'>): string => `${user.id}:${user.prevlogin_at ?? 'first'}`;

export const wasPrompted = (marker: string, storage: Pick<Storage, 'getItem'> | null, key: string = storageKey): boolean => {
  try {
    return storage?.getItem(key) === marker;
  } catch {
    return false;
  }
};

export const markPrompted = (marker: string, storage: Pick<Storage, 'setItem'> | null, key: string = storageKey): void => {
  try {
    storage?.setItem(key, marker);
  } catch {
    // Without storage the prompt may come again after a reload; nothing else breaks.
  }
};

/** The prompt is asked about only when the organisation uses alerts and the alerts view is deployed. */
export const promptApplies = (organisation: Pick<Organisation, 'use_alerts'>, availableRoutes: readonly string[]): boolean =>
  organisation.use_alerts && availableRoutes.includes('/alerts');
