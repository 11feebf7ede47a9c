import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiCallError } from './api-error.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'done'; data: T } | { state: 'error'; error: unknown };

export type LoadResult<T> = Loaded<T> & { reload: () => void; set: (data: T) => void };

/**
 * Loads with an AbortSignal, re-running when `deps` change (compared like an effect's dependencies, so pass
 * ids, dates and flags); `reload` refetches without flashing the old data away (the previous result stays
 * until the new one arrives, so the layout does not jump); `set` replaces the data after a local change.
 * A failure that is not an abort is logged (spec §8) and reported as `state: 'error'`.
 */
export const useLoad = <T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): LoadResult<T> => {
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
