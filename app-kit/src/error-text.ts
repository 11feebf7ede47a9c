import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiCallError } from './api-error.ts';

/**
 * Maps a catalogue code to its localised text (namespace 'errors'), falling back to the
 * server's message and then to a generic text (spec §8).
 */
export const errorText = (t: TFunction, code: string | null | undefined, serverMessage?: string | null): string => {
  if (code) {
    const key = `errors:${code}`;
    const text = t(key, { defaultValue: '' });
    if (text && text !== key && text !== code) return text;
  }
  if (serverMessage) return serverMessage;
  return t('errors:UNKNOWN');
};

/** Text for anything thrown by a call: ApiCallError codes are mapped, other errors get the generic text. */
export const errorTextFor = (t: TFunction, error: unknown): string =>
  isApiCallError(error) ? errorText(t, error.code, error.message === error.code ? null : error.message) : errorText(t, null);

/** `const text = useErrorText(); text(error)` or `text(code, serverMessage)`. */
export const useErrorText = (): ((errorOrCode: unknown, serverMessage?: string | null) => string) => {
  const { t } = useTranslation('errors');
  return useCallback(
    (errorOrCode: unknown, serverMessage?: string | null) =>
      typeof errorOrCode === 'string' ? errorText(t, errorOrCode, serverMessage) : errorTextFor(t, errorOrCode),
    [t],
  );
};
