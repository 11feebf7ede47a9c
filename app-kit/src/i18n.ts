import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bcp47, defaultLanguage, isUiLanguage, uiLanguages, type UiLanguage } from '@tunne/contracts';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';
import formEn from './locales/form/en.json';
import formFi from './locales/form/fi.json';
import formSe from './locales/form/se.json';
import remoteEn from './locales/remote/en.json';
import remoteFi from './locales/remote/fi.json';
import remoteSe from './locales/remote/se.json';

const languageKey = 'tunne.language';

const storedLanguage = (): UiLanguage => {
  try {
    const value = window.localStorage.getItem(languageKey);
    return isUiLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

/**
 * The one i18next instance of the whole frontend. Each app adds its own namespace with
 * `i18n.addResourceBundle(lng, '<namespace>', resources)`; app-kit owns 'errors' (spec §8), 'form' (the generic
 * texts of a field problem, see `schema-resolver.ts`) and 'remote' (what every remote's frame shows, `create-remote.tsx`).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: typeof window === 'undefined' ? defaultLanguage : storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...uiLanguages],
  ns: ['errors', 'form', 'remote'],
  defaultNS: 'errors',
  resources: {
    fi: { errors: fi, form: formFi, remote: remoteFi },
    en: { errors: en, form: formEn, remote: remoteEn },
    se: { errors: se, form: formSe, remote: remoteSe },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

/**
 * The UI calls Swedish 'se' (the spec's code), which Intl reads as Northern Sami: plural forms one / two /
 * other, so a count of 2 asked for a '_two' key Swedish does not have and fell back to Finnish. Plurals are
 * resolved by the language's BCP 47 tag instead (se → sv).
 */
const pluralResolver = i18n.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
const pluralRule = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options) => pluralRule(isUiLanguage(code) ? bcp47(code) : code, options);

const applyDocumentLanguage = (language: string): void => {
  if (typeof document !== 'undefined' && isUiLanguage(language)) document.documentElement.lang = bcp47(language);
};

applyDocumentLanguage(i18n.language);

i18n.on('languageChanged', (language) => {
  applyDocumentLanguage(language);
  try {
    if (isUiLanguage(language)) window.localStorage.setItem(languageKey, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
});

export const currentLanguage = (): UiLanguage => (isUiLanguage(i18n.language) ? i18n.language : defaultLanguage);

/** Adds an app's translations for every UI language under its own namespace. */
export const addTranslations = (namespace: string, bundles: Record<UiLanguage, Record<string, unknown>>): void => {
  for (const language of uiLanguages) {
    i18n.addResourceBundle(language, namespace, bundles[language], true, true);
  }
};
