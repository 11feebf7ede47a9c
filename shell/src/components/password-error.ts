import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError, useErrorText } from '@tunne/app-kit';
import { isPasswordWeakness, type PasswordWeakness } from '@tunne/contracts';

/** Why the server found the new password too weak (its PASSWORD_TOO_WEAK data), when it said. */
export const passwordWeaknessOf = (error: unknown): PasswordWeakness | null => {
  if (!isApiCallError(error) || error.code !== 'PASSWORD_TOO_WEAK') return null;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return isPasswordWeakness(reason) ? reason : null;
};

/**
 * The text of a refused new password (issue 26: say what is missing): a weak one says why — a simple run, a common or
 * breached password, the user's own name or address; any other error its usual text.
 */
export const usePasswordErrorText = (): ((error: unknown) => string) => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  return useCallback((error: unknown) => {
    const reason = passwordWeaknessOf(error);
    return reason ? t(`passwordRules.weak.${reason}`) : errorText(error);
  }, [t, errorText]);
};
