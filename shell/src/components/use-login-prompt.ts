import { useEffect, useState } from 'react';
import { appHref, useAppLocation, useSessionStore } from '@tunne/app-kit';
import { loginMarker, markPrompted, wasPrompted } from '../alerts-prompt/alerts-prompt.ts';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * A prompt after login (spec §2: open alerts, new announcements): asks `count` once per login (the marker kept under
 * `promptKey`), opens when it is above zero, and closes when answered or when the user leaves the page it appeared on.
 */
export const useLoginPrompt = (
  enabled: boolean,
  promptKey: string | undefined,
  count: (signal: AbortSignal) => Promise<number>,
): { count: number | null; close: () => void } => {
  const user = useSessionStore((state) => state.user);
  const { path } = useAppLocation();
  const [open, setOpen] = useState<{ count: number; path: string } | null>(null);

  useEffect(() => {
    if (!enabled || !user) return undefined;
    const marker = loginMarker(user);
    if (wasPrompted(marker, storage(), promptKey)) return undefined;
    const controller = new AbortController();
    count(controller.signal)
      .then((found) => {
        markPrompted(marker, storage(), promptKey);
        if (found > 0) setOpen({ count: found, path: window.location.pathname });
      })
      .catch(() => undefined);
    return () => controller.abort();
    // Once per login (the marker), not on every render of the frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, user?.id, user?.prevlogin_at]);

  // Leaving the page where it appeared answers it too.
  useEffect(() => {
    if (open && appHref(path) !== open.path && `${appHref(path)}/` !== open.path) setOpen(null);
  }, [path, open]);

  return { count: open?.count ?? null, close: () => setOpen(null) };
};
