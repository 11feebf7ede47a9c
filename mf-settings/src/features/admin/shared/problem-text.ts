import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/** A refusal the service gave for one field (its own text), beside the schema's problem words. */
export const serverProblem = 'server';

/**
 * The text of a form field's problem: the service's own refusal as it came, else the section's words for the field
 * (`admin.<section>.problems.<field>.<problem>`), else app-kit's generic words (`form:<problem>`).
 */
export const useProblemText = (section: string) => {
  const { t } = useTranslation('settings');
  return useCallback(
    (field: string, error: FieldError | undefined): string | undefined => {
      if (!error?.message) return undefined;
      if (error.type === serverProblem) return error.message;
      return t(`admin.${section}.problems.${field}.${error.message}`, { defaultValue: t(`form:${error.message}`) });
    },
    [section, t],
  );
};
