import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@tunne/design-system';
import { isApiCallError, useErrorText } from '@tunne/app-kit';

/** Screening codes have their own texts (namespace alerts, errors.*); the rest come from app-kit's catalogue. */
export const useAlertsErrorText = (): ((error: unknown) => string) => {
  const { t, i18n } = useTranslation('alerts');
  const general = useErrorText();
  return useCallback(
    (error: unknown) => {
      const code = isApiCallError(error) ? error.code : typeof error === 'string' ? error : null;
      if (code && i18n.exists(`alerts:errors.${code}`)) return t(`errors.${code}`);
      return general(error);
    },
    [t, i18n, general],
  );
};

/** The spec's 'Virhe' dialog with this remote's texts: render the node, call show(error). */
export const useErrorDialog = (): [ReactNode, (error: unknown) => void] => {
  const { t } = useTranslation('alerts');
  const errorText = useAlertsErrorText();
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
