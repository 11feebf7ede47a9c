import type { TFunction } from 'i18next';

/** A field's problem in the page's language: the field's own text, else the generic one. */
export const problemText = (t: TFunction, field: string, problem: string | undefined): string | undefined =>
  problem ? t(`public:validation.${field}.${problem}`, { defaultValue: t(`public:validation.${problem}`, { defaultValue: t(`form:${problem}`) }) }) : undefined;
