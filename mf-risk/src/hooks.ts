import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiCallError, useSessionStore } from '@tunne/app-kit';

export type Loaded<T> = { state: 'loading' } | { state: 'done'; data: T } | { state: 'error'; error: unknown };

/** Loads with an AbortSignal, again when `deps` change; `reload` keeps the old data until the new arrives. */
export const useLoad = <T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Loaded<T> & { reload: () => void; set: (data: T) => void } => {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The dependencies are ids, dates and flags: their JSON is a stable key for the effect.
  const key = JSON.stringify(deps);

  useEffect(() => {
    const controller = new AbortController();
    loadRef
      .current(controller.signal)
      .then((data) => setResult({ state: 'done', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec §8: fetch errors of customer data are logged; the view says it failed.
        console.error('Loading failed', isApiCallError(error) ? error.code : error);
        setResult({ state: 'error', error });
      });
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback((data: T) => setResult({ state: 'done', data }), []);
  return { ...result, reload, set };
};

export const useIsAdmin = (): boolean => useSessionStore((state) => state.user?.is_admin ?? false);

/** Today as YYYY-MM-DD in the viewer's calendar (assessment expiry, spec §4). */
export const todayIso = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
