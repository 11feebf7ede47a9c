import { useRemoteErrorText, useSessionStore } from '@tunne/app-kit';

/** Customer-register codes have their own texts (namespace customers, errors.*); the rest come from app-kit. */
export const useCustomerErrorText = (): ((error: unknown) => string) => useRemoteErrorText('customers');

export const useIsAdmin = (): boolean => useSessionStore((state) => state.user?.is_admin ?? false);
export const useCurrentUserId = (): string | null => useSessionStore((state) => state.user?.id ?? null);
