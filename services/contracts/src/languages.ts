// No TypeBox here: the login page needs these constants, not the schema builder (language-schema.ts, bench/delivery).
/** Language codes as the API stores them (spec §9: fi, en, se; no and dk in some lists). */
export const languages = ['fi', 'en', 'se', 'no', 'dk'] as const;
export type Language = (typeof languages)[number];
/** Languages the UI is complete in. */
export const uiLanguages = ['fi', 'en', 'se'] as const satisfies readonly Language[];
export type UiLanguage = (typeof uiLanguages)[number];
export const defaultLanguage: UiLanguage = 'fi';

/** BCP 47 tag for a stored language code, for `<html lang>` and Intl. */
export const bcp47 = (language: Language): string =>
  ({ fi: 'fi', en: 'en', se: 'sv', no: 'nb', dk: 'da' })[language];

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (uiLanguages as readonly string[]).includes(value);
