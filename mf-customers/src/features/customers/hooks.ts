import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError, useErrorText, useSessionStore } from '@tunne/app-kit';

/** Customer-register codes have their own texts (namespace customers, errors.*); the rest come from app-kit. */
export const useCustomerErrorText = (): ((error: unknown) => string) => {
  const { t, i18n } = useTranslation('customers');
  const general = useErrorText();
  return useCallback(
    (error: unknown) => {
      const code = isApiCallError(error) ? error.code : typeof error === 'string' ? error : null;
      if (code && i18n.exists(`customers:errors.${code}`)) return t(`errors.${code}`);
      return general(error);
    },
    [t, i18n, general],
  );
};

export const useIsAdmin = (): boolean => useSessionStore((state) => state.user?.is_admin ?? false);
export const useCurrentUserId = (): string | null => useSessionStore((state) => state.user?.id ?? null);
