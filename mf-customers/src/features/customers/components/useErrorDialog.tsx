import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@tunne/design-system';
import { useCustomerErrorText } from '../hooks.ts';

/**
 * The spec's 'Virhe' dialog with the customer register's own texts (MONITORING_ON, RESTORE_EXPIRED, …);
 * codes this remote does not know fall back to app-kit's catalogue inside useCustomerErrorText.
 */
export const useErrorDialog = (): [ReactNode, (error: unknown) => void] => {
  const { t } = useTranslation('customers');
  const errorText = useCustomerErrorText();
  const [error, setError] = useState<unknown>(null);
  const show = useCallback((next: unknown) => setError(next ?? new Error('unknown')), []);
  const dialog = (
    <Dialog
      open={error !== null}
      kind="error"
      title={t('common.errorTitle')}
      message={error === null ? '' : errorText(error)}
      closeLabel={t('common.ok')}
      onClose={() => setError(null)}
    />
  );
  return [dialog, show];
};
