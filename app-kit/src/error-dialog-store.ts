import { create } from 'zustand';

export interface ErrorDialogState {
  /** The error being shown in the shell's general 'Virhe' dialog, if any. */
  error: unknown;
  /** Reload the page when the dialog closes (profile/organisation load failures, spec §8). */
  reloadOnClose: boolean;
  showError: (error: unknown, options?: { reloadOnClose?: boolean }) => void;
  dismiss: () => void;
}

/** Any app can raise the general error dialog for an unexpected API error; the shell renders it. */
export const useErrorDialogStore = create<ErrorDialogState>()((set) => ({
  error: null,
  reloadOnClose: false,
  showError: (error, options) => set({ error, reloadOnClose: options?.reloadOnClose ?? false }),
  dismiss: () => set({ error: null, reloadOnClose: false }),
}));
