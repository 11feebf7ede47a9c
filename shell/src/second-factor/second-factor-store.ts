import { create } from 'zustand';

/**
 * Whether the session still has to set up the second factor the organisation requires (the server's
 * 'second_factor_setup' pending step): 'unknown' until asked, then the setup screen or the frame.
 */
export type SetupState = 'unknown' | 'required' | 'done';

interface SecondFactorState {
  setup: SetupState;
  setSetup: (setup: SetupState) => void;
  /** Ask again (a new session, the organisation's setting or the user's factor changed). */
  recheck: () => void;
}

export const useSecondFactorStore = create<SecondFactorState>()((set) => ({
  setup: 'unknown',
  setSetup: (setup) => set({ setup }),
  recheck: () => set({ setup: 'unknown' }),
}));
