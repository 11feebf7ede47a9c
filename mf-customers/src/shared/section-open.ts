import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useCurrentUserId } from './hooks.ts';

/**
 * Which card sections the user keeps open or collapsed, remembered per user (not per customer) in localStorage:
 * a user who closes the audit trail or the bank accounts finds them closed on the next card too.
 */
const storageKey = (userId: string | null) => `tunne.customers.cardSections.${userId ?? 'anonymous'}`;

type OpenSections = Record<string, boolean>;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const readOpenSections = (userId: string | null): OpenSections => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey(userId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
};

export const rememberSectionOpen = (userId: string | null, section: string, open: boolean): void => {
  try {
    storage()?.setItem(storageKey(userId), JSON.stringify({ ...readOpenSections(userId), [section]: open }));
  } catch {
    // A full or refused storage only forgets the choice.
  }
};

/** The section a deep link points at (/customers/{id}/{section}/…): it opens whatever the user last chose. */
export const DeepLinkedSectionContext = createContext<string | undefined>(undefined);

/** A card section's open state: the user's last choice for it, else `defaultOpen`; a deep link opens its section. */
export const useSectionOpen = (section: string, defaultOpen = true): [boolean, (open: boolean) => void] => {
  const userId = useCurrentUserId();
  const deepLinked = useContext(DeepLinkedSectionContext) === section;
  const initial = () => deepLinked || (readOpenSections(userId)[section] ?? defaultOpen);
  const [open, setOpen] = useState(initial);
  // The signed-in user may become known after the first render.
  useEffect(() => {
    setOpen(initial());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, section]);
  const change = useCallback(
    (next: boolean) => {
      setOpen(next);
      rememberSectionOpen(userId, section, next);
    },
    [userId, section],
  );
  return [open, change];
};
