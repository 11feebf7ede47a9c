import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@tunne/design-system';
import { useErrorText } from '@tunne/app-kit';

/** The spec's 'Virhe' dialog; risk codes have their texts in the shared 'errors' namespace (i18n.ts). */
export const useErrorDialog = (): [ReactNode, (error: unknown) => void] => {
  const { t } = useTranslation('risk');
  const errorText = useErrorText();
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
