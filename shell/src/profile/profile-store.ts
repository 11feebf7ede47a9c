import { useEffect } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '@tunne/app-kit/session-store';
import type { Profile } from '@tunne/contracts';
import { fetchProfile } from './profile-api.ts';

export type ProfileLoad = 'idle' | 'loading' | 'done' | 'error';

interface ProfileState {
  /** Whose profile this is; another user's login starts over. */
  usersId: string | null;
  load: ProfileLoad;
  profile: Profile | null;
  /** Reads the profile of `usersId`; `force` reads it again even when it is here (the profile page). */
  fetch: (usersId: string, options?: { force?: boolean }) => Promise<void>;
  /** The profile an update answered with (notifications, avatar): the top bar follows at once. */
  set: (usersId: string, profile: Profile) => void;
}

/**
 * The signed-in user's profile extras (notification settings, avatar). One store, so an avatar uploaded on the
 * profile page shows in the top bar without a reload.
 */
export const useProfileStore = create<ProfileState>()((set, get) => ({
  usersId: null,
  load: 'idle',
  profile: null,
  fetch: async (usersId, { force = false } = {}) => {
    const current = get();
    const same = current.usersId === usersId;
    // A read on its way answers a forced one too.
    if (same && (current.load === 'loading' || (!force && current.load === 'done'))) return;
    set(current.usersId === usersId ? { load: 'loading' } : { usersId, load: 'loading', profile: null });
    try {
      const profile = await fetchProfile();
      if (get().usersId === usersId) set({ load: 'done', profile });
    } catch {
      // Without the profile the top bar shows the initials; the profile page says the part could not be loaded.
      if (get().usersId === usersId) set({ load: 'error' });
    }
  },
  set: (usersId, profile) => set({ usersId, load: 'done', profile }),
}));

/** The signed-in user's profile (read once per login), or null while it loads or could not be read. */
export const useProfile = (options: { refresh?: boolean } = {}): { load: ProfileLoad; profile: Profile | null } => {
  const usersId = useSessionStore((state) => state.user?.id ?? null);
  const refresh = options.refresh ?? false;
  const load = useProfileStore((state) => (state.usersId === usersId ? state.load : 'idle'));
  const profile = useProfileStore((state) => (state.usersId === usersId ? state.profile : null));
  useEffect(() => {
    if (usersId) void useProfileStore.getState().fetch(usersId, { force: refresh });
  }, [usersId, refresh]);
  return { load, profile };
};
