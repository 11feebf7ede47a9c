import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bcp47, defaultLanguage, isUiLanguage, uiLanguages, type UiLanguage } from '@tunne/contracts';

const languageKey = 'tunne.language';

const storedLanguage = (): UiLanguage => {
  try {
    const value = window.localStorage.getItem(languageKey);
    return isUiLanguage(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

/** A part of app-kit's texts: the error texts, or the frame's (field problems, a remote's frame). */
export type TextPart = 'errors' | 'frame';
const textParts: readonly TextPart[] = ['errors', 'frame'];

type Bundles = Record<string, Record<string, unknown>>;
const errorTexts = (load: () => Promise<{ default: Record<string, unknown> }>) => () => load().then((module): Bundles => ({ errors: module.default }));
const frameTexts = (load: () => Promise<{ texts: Bundles }>) => () => load().then((module): Bundles => module.texts);

/**
 * app-kit's texts, two chunks per language: 'errors' (spec §8, the texts of every error code) and the frame's, 'form'
 * (the generic texts of a field problem, see `schema-resolver.ts`) and 'remote' (what every remote's frame shows,
 * `create-remote.tsx`). A page downloads the language it shows only, another one when the user switches to it
 * (issue 27 §4); the public pages paint once the frame's are there and fetch the error texts meanwhile.
 */
const textLoaders = {
  fi: { errors: errorTexts(() => import('./locales/fi.json')), frame: frameTexts(() => import('./locales/texts-fi.ts')) },
  en: { errors: errorTexts(() => import('./locales/en.json')), frame: frameTexts(() => import('./locales/texts-en.ts')) },
  se: { errors: errorTexts(() => import('./locales/se.json')), frame: frameTexts(() => import('./locales/texts-se.ts')) },
} satisfies Record<UiLanguage, Record<TextPart, () => Promise<Bundles>>>;

/**
 * The one i18next instance of the whole frontend. Each app adds its own namespace with
 * `i18n.addResourceBundle(lng, '<namespace>', resources)`; app-kit's own namespaces come with `loadLanguage`.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: typeof window === 'undefined' ? defaultLanguage : storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...uiLanguages],
  ns: ['errors', 'form', 'remote'],
  defaultNS: 'errors',
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

/** The staff language whose app-kit texts `language` shows: itself, else its first fallback that is one (no → en). */
const textsLanguage = (language: string): UiLanguage =>
  isUiLanguage(language) ? language : ((i18n.services.languageUtils.toResolveHierarchy(language) as string[]).find(isUiLanguage) ?? defaultLanguage);

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const isLoaded = (language: UiLanguage): boolean => textParts.every((part) => loaded.has(`${language}|${part}`));

/**
 * Fetches app-kit's texts for `language` once, all parts or the ones named (a failed fetch is tried again the next
 * time). An app waits for its start language's before its first render (the shell's bootstrap, mf-public's index), so
 * no key shows in place of a text.
 */
export const loadLanguage = (language: string, parts: readonly TextPart[] = textParts): Promise<void> => {
  const texts = textsLanguage(language);
  return Promise.all(
    parts.map((part) => {
      const key = `${texts}|${part}`;
      let pending = loading.get(key);
      if (!pending) {
        pending = textLoaders[texts][part]().then((bundles) => {
          for (const [namespace, resources] of Object.entries(bundles)) i18n.addResourceBundle(texts, namespace, resources, true, true);
          loaded.add(key);
        });
        pending.catch(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
};

/**
 * Every switch of the language (the choosers, the profile, the user's saved language at login, a reset link's
 * language) waits for the new language's texts first, then switches; of quick successive switches the last one
 * stands. A language already there switches at once, as before the texts were split.
 */
const switchLanguage = i18n.changeLanguage.bind(i18n);
let latestSwitch = 0;
i18n.changeLanguage = (language, callback) => {
  const round = ++latestSwitch;
  if (language === undefined || isLoaded(textsLanguage(language))) return switchLanguage(language, callback);
  return loadLanguage(language)
    .catch(() => undefined)
    .then(() => (round === latestSwitch ? switchLanguage(language, callback) : i18n.t));
};

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

/** Loads app-kit's texts in every staff language: the unit tests' setup (vitest `setupFiles`), which render at once. */
export const loadAllLanguages = (): Promise<void[]> => Promise.all(uiLanguages.map((language) => loadLanguage(language)));

/** Adds an app's translations for every UI language under its own namespace. */
export const addTranslations = (namespace: string, bundles: Record<UiLanguage, Record<string, unknown>>): void => {
  for (const language of uiLanguages) {
    i18n.addResourceBundle(language, namespace, bundles[language], true, true);
  }
};
