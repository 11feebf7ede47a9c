import { create } from 'zustand';
import type { Organisation, User } from '@tunne/contracts';

const tokenKey = 'tunne.token';

export type SessionStatus = 'loggedOut' | 'loggedIn';
/** Why the last logout happened, so the login screen can say so. */
export type LogoutReason = 'user' | 'inactivity' | 'expired' | null;

export interface SessionState {
  token: string | null;
  user: User | null;
  organisation: Organisation | null;
  status: SessionStatus;
  logoutReason: LogoutReason;
  /** Stores a session token (login, URL login, renewal) and persists it for reloads. */
  setToken: (token: string) => void;
  setUser: (user: User) => void;
  setOrganisation: (organisation: Organisation) => void;
  /** Clears the session everywhere; the shell then shows the login screen. */
  logout: (reason?: LogoutReason) => void;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

const readToken = (): string | null => storage()?.getItem(tokenKey) ?? null;

const writeToken = (token: string | null): void => {
  const store = storage();
  if (!store) return;
  if (token) store.setItem(tokenKey, token);
  else store.removeItem(tokenKey);
};

const initialToken = readToken();

export const useSessionStore = create<SessionState>()((set) => ({
  token: initialToken,
  user: null,
  organisation: null,
  status: initialToken ? 'loggedIn' : 'loggedOut',
  logoutReason: null,
  setToken: (token) => {
    writeToken(token);
    set({ token, status: 'loggedIn', logoutReason: null });
  },
  setUser: (user) => set({ user }),
  setOrganisation: (organisation) => set({ organisation }),
  logout: (reason = 'user') => {
    writeToken(null);
    set({ token: null, user: null, organisation: null, status: 'loggedOut', logoutReason: reason });
  },
}));

export type SessionStore = typeof useSessionStore;

/** Whether the signed-in user is an administrator of the organisation. */
export const useIsAdmin = (): boolean => useSessionStore((state) => state.user?.is_admin ?? false);
