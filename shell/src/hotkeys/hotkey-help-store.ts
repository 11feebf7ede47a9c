import { create } from 'zustand';

interface HotkeyHelpStore {
  open: boolean;
  show: () => void;
  hide: () => void;
}

/** Whether the keyboard shortcut list is open: ? opens it, and so does the button on the profile page. */
export const useHotkeyHelpStore = create<HotkeyHelpStore>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
