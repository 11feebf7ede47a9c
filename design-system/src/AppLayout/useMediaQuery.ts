import { useCallback, useSyncExternalStore } from 'react';

const canMatch = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches now, re-rendering when it starts or stops matching (false without a window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => canMatch() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
