import { useCallback, useState } from 'react';

export type NavPreference = 'collapsed' | 'expanded';

const read = (key: string | undefined): NavPreference | null => {
  if (!key) return null;
  try {
    const value = window.localStorage.getItem(key);
    return value === 'collapsed' || value === 'expanded' ? value : null;
  } catch {
    return null;
  }
};

/**
 * The user's own choice of a wide or an icon-only menu, kept under `key` in localStorage when given
 * (otherwise for this page only). null until they choose: the screen width decides.
 */
export function useNavPreference(key: string | undefined): [NavPreference | null, (next: NavPreference) => void] {
  const [preference, setPreference] = useState<NavPreference | null>(() => read(key));
  const choose = useCallback(
    (next: NavPreference) => {
      setPreference(next);
      if (!key) return;
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
    },
    [key],
  );
  return [preference, choose];
}
