import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@tunne/design-system';
import { isApiCallError } from '@tunne/app-kit';
import { useCustomerErrorText } from '../../../shared/hooks.ts';

/** The spec's 'Virhe' dialog: a lead's own NOT_FOUND text, otherwise the customer register's and app-kit's. */
export const useLeadErrorDialog = (): [ReactNode, (error: unknown) => void] => {
  const { t } = useTranslation('customers');
  const customerErrorText = useCustomerErrorText();
  const [error, setError] = useState<unknown>(null);
  const code = isApiCallError(error) ? error.code : null;
  const message =
    error === null ? '' : code === 'NOT_FOUND' ? t('leads.notFound') : customerErrorText(error);
  const dialog = (
    <Dialog
      open={error !== null}
      kind="error"
      title={t('common.errorTitle')}
      message={message}
      closeLabel={t('common.ok')}
      onClose={() => setError(null)}
    />
  );
  return [dialog, (next: unknown) => setError(next ?? new Error('unknown'))];
};
