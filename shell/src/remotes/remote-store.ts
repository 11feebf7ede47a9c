import { create } from 'zustand';
import type { RemoteDescriptor } from './remote-manifest.ts';

export type RemoteStatus = 'idle' | 'loading' | 'mounted' | 'error';

interface RemoteState {
  /** null until /app/remotes.json has been read. */
  remotes: RemoteDescriptor[] | null;
  status: Record<string, RemoteStatus>;
  setRemotes: (remotes: RemoteDescriptor[]) => void;
  setStatus: (name: string, status: RemoteStatus) => void;
}

/** What the shell knows about its remotes, for the menu and the content area. */
export const useRemoteStore = create<RemoteState>()((set) => ({
  remotes: null,
  status: {},
  setRemotes: (remotes) => set({ remotes }),
  setStatus: (name, status) => set((state) => ({ status: { ...state.status, [name]: status } })),
}));
