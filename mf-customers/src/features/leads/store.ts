import { create } from 'zustand';

interface LeadNoticeState {
  /** A saved lead's name, shown once by the list the form returns to (kept out of the URL: it is personal data). */
  savedName: string | null;
  setSaved: (name: string | null) => void;
}

export const useLeadNotice = create<LeadNoticeState>((set) => ({
  savedName: null,
  setSaved: (savedName) => set({ savedName }),
}));
