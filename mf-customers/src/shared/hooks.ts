import { useRemoteErrorText, useSessionStore } from '@tunne/app-kit';

/** Customer-register codes have their own texts (namespace customers, errors.*); the rest come from app-kit. */
export const useCustomerErrorText = (): ((error: unknown) => string) => useRemoteErrorText('customers');

export const useIsAdmin = (): boolean => useSessionStore((state) => state.user?.is_admin ?? false);
export const useCurrentUserId = (): string | null => useSessionStore((state) => state.user?.id ?? null);
/** Admins whose restriction is NONE may show an identity code in full (issue 11 §7); the service checks it too. */
export const useCanShowIdentityCodes = (): boolean =>
  useSessionStore((state) => Boolean(state.user?.is_admin) && state.user?.restrictiontype === 'NONE');
