import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from './api-error.ts';
import { useErrorText } from './error-text.ts';

/**
 * Error text for a remote: its own texts (`<namespace>:errors.<CODE>`) first, then the shared catalogue and the
 * server message (spec §8).
 */
export const useRemoteErrorText = (namespace: string): ((error: unknown) => string) => {
  const { t, i18n } = useTranslation(namespace);
  const general = useErrorText();
  return useCallback(
    (error: unknown) => {
      const code = isApiCallError(error) ? error.code : typeof error === 'string' ? error : null;
      if (code && i18n.exists(`${namespace}:errors.${code}`)) return t(`errors.${code}`);
      return general(error);
    },
    [namespace, t, i18n, general],
  );
};

/** What the design system's Dialog needs to show the spec's 'Virhe' dialog (kind error). */
export interface ErrorDialogProps {
  open: boolean;
  kind: 'error';
  title: string;
  message: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * The 'Virhe' dialog's state for a remote whose namespace has common.errorTitle and common.ok: render
 * `<Dialog {...props} />`, call show(error).
 */
export const useErrorDialogProps = (namespace: string): [ErrorDialogProps, (error: unknown) => void] => {
  const { t } = useTranslation(namespace);
  const errorText = useRemoteErrorText(namespace);
  const [error, setError] = useState<unknown>(null);
  const show = useCallback((next: unknown) => setError(next ?? new Error('unknown')), []);
  const props = useMemo<ErrorDialogProps>(
    () => ({
      open: error !== null,
      kind: 'error',
      title: t('common.errorTitle'),
      message: error === null ? '' : errorText(error),
      closeLabel: t('common.ok'),
      onClose: () => setError(null),
    }),
    [error, t, errorText],
  );
  return [props, show];
};
