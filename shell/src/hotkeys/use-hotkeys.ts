import { useEffect, type RefObject } from 'react';
import { appHref, navigate } from '@tunne/app-kit';
import { hotkeyFor } from './hotkeys.ts';
import { useHotkeyHelpStore } from './hotkey-help-store.ts';

const dialogOpen = (): boolean => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/** f focuses the global search, + opens the add menu, p the profile (spec §2), ? the list of these keys. */
export const useHotkeys = (searchRef: RefObject<HTMLInputElement | null>): void => {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent): void => {
      const hotkey = hotkeyFor(event);
      if (!hotkey || dialogOpen()) return;
      event.preventDefault();
      if (hotkey === 'search') {
        if (searchRef.current) searchRef.current.focus();
        else navigate(appHref('/search'));
      } else if (hotkey === 'help') {
        useHotkeyHelpStore.getState().show();
      } else if (hotkey === 'add') {
        navigate(appHref('/add'));
      } else {
        navigate(appHref('/profile'));
      }
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [searchRef]);
};
