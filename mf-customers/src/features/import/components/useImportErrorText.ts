import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '@tunne/app-kit';
import { useCustomerErrorText } from '../../../shared/hooks.ts';
import { maxMegabytes } from '../mapping.ts';

/**
 * Text for a refused file or run: the import's own wording for file-level codes (type, size, rows, mapping),
 * otherwise the customer register's catalogue and app-kit's (spec §8).
 */
export const useImportErrorText = (): ((error: unknown) => string) => {
  const { t, i18n } = useTranslation('customers');
  const catalogue = useCustomerErrorText();
  return useCallback(
    (error: unknown) => {
      const code = isApiCallError(error) ? error.code : typeof error === 'string' ? error : null;
      if (code && i18n.exists(`customers:import.fileError.${code}`)) return t(`import.fileError.${code}`, { mb: maxMegabytes });
      return catalogue(error);
    },
    [t, i18n, catalogue],
  );
};
