import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiCallError } from '@tunne/app-kit';

export type Loaded<T> = { state: 'loading' } | { state: 'done'; data: T } | { state: 'error'; error: unknown };

/**
 * Loads with an AbortSignal, re-running when `deps` change; `reload` refetches without flashing the old data
 * away (the previous result stays until the new one arrives, so the layout does not jump).
 */
export const useLoad = <T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Loaded<T> & { reload: () => void; set: (data: T) => void } => {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback((data: T) => setResult({ state: 'done', data }), []);
  return { ...result, reload, set };
};
