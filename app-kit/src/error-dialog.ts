import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from './api-error.ts';
import { useErrorText } from './error-text.ts';

/**
 * The body property a validation error's JSON pointer names (`/dob` → `dob`, `/owners/0/dob` → `dob`): its last
 * segment that is not an array index, unescaped (RFC 6901); null without a pointer.
 */
export const propertyOfPointer = (pointer: string | null | undefined): string | null => {
  const segments = (pointer ?? '').split('/').slice(1).filter((segment) => segment !== '' && !/^\d+$/.test(segment));
  const last = segments.at(-1);
  return last === undefined ? null : last.replace(/~1/g, '/').replace(/~0/g, '~');
};

/** The pointer of the first error of the envelope that names a field. */
const fieldOf = (error: unknown): string | null =>
  isApiCallError(error) ? (error.errors.find((entry) => typeof entry.field === 'string' && entry.field !== '')?.field ?? null) : null;

/**
 * Error text for a remote: its own texts (`<namespace>:errors.<CODE>`) first, then the shared catalogue and the
 * server message (spec §8). The catalogue's generic VALIDATION_FAILED ("check the information you entered") names the
 * field when the envelope gives its pointer and the remote has a label for it (`<namespace>:fields.<property>`):
 * "Check the field “Date of birth”." (issue 26).
 */
export const useRemoteErrorText = (namespace: string): ((error: unknown) => string) => {
  const { t, i18n } = useTranslation(namespace);
  const general = useErrorText();
  return useCallback(
    (error: unknown) => {
      const code = isApiCallError(error) ? error.code : typeof error === 'string' ? error : null;
      if (code && i18n.exists(`${namespace}:errors.${code}`)) return t(`errors.${code}`);
      if (code === 'VALIDATION_FAILED') {
        const property = propertyOfPointer(fieldOf(error));
        const labelKey = `${namespace}:fields.${property ?? ''}`;
        const label = property && i18n.exists(labelKey) ? t(labelKey, { returnObjects: true }) : null;
        if (typeof label === 'string' && label !== '') return t('form:checkField', { field: label });
      }
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
