import { useSessionStore } from '@tunne/app-kit';

export const useIsAdmin = (): boolean => useSessionStore((state) => state.user?.is_admin ?? false);

/** Today as YYYY-MM-DD in the viewer's calendar (assessment expiry, spec §4). */
export const todayIso = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
