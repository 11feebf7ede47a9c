import { useCallback, useRef } from 'react';
import { i18n, loadLanguage } from '@tunne/app-kit/i18n';
import { bcp47, type Language, type publicLanguages } from '@tunne/contracts';

type PageLanguage = (typeof publicLanguages)[number];
type Texts = Record<string, unknown>;

/**
 * The public pages' texts (namespace 'public'; errors and field problems come from app-kit), one chunk per language:
 * a recipient's phone downloads the page's language only, not all five (issue 27).
 */
const localeLoaders = {
  fi: () => import('../locales/fi.json'),
  en: () => import('../locales/en.json'),
  se: () => import('../locales/se.json'),
  no: () => import('../locales/no.json'),
  dk: () => import('../locales/dk.json'),
} satisfies Record<PageLanguage, () => Promise<{ default: Texts }>>;

/** The languages a public page speaks, in the chooser's order: the contract's publicLanguages, whose module (with its schemas) the first chunk does not load. */
export const pageLanguages = Object.keys(localeLoaders) as PageLanguage[];

export const isPageLanguage = (value: unknown): value is Language => typeof value === 'string' && (pageLanguages as readonly string[]).includes(value);

/**
 * The public pages speak Norwegian and Danish too (spec §9); the staff UI does not. This bundle's own copy of
 * app-kit's instance learns the two languages, whose error and field-problem texts fall back to English.
 */
const options = i18n.options as { supportedLngs?: string[] | false; fallbackLng?: unknown };
if (Array.isArray(options.supportedLngs)) {
  for (const language of ['no', 'dk']) if (!options.supportedLngs.includes(language)) options.supportedLngs.push(language);
}
options.fallbackLng = { no: ['en'], dk: ['en'], default: ['fi'] };
i18n.services.languageUtils.clearCache?.();
i18n.on('languageChanged', (language) => {
  if (language === 'no' || language === 'dk') document.documentElement.lang = bcp47(language);
});

export { i18n };

const loaded = new Map<PageLanguage, Promise<void>>();

/**
 * Fetches a language's texts once, the pages' own and app-kit's field problems (Norwegian and Danish: app-kit's
 * English), and starts fetching app-kit's error texts; a failed fetch is tried again the next time.
 */
export const loadPageLanguage = (language: PageLanguage): Promise<void> => {
  let pending = loaded.get(language);
  if (!pending) {
    // The error texts are not needed to paint: they come meanwhile, and every call waits for them (api.ts).
    void loadLanguage(language, ['errors']).catch(() => undefined);
    pending = Promise.all([localeLoaders[language](), loadLanguage(language, ['frame'])]).then(([module]) => {
      i18n.addResourceBundle(language, 'public', module.default, true, true);
    });
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
};

/** The language the pages start in (the browser's stored staff choice, else Finnish) until an item names its own. */
export const startLanguage = (): PageLanguage => (isPageLanguage(i18n.language) ? i18n.language : 'fi');

let latest = 0;

/**
 * Switches the pages to `language` once its texts are there, so no key is ever shown in place of a text (and
 * `<html lang>` follows the switch); of quick successive choices the last one stands.
 */
export const changePageLanguage = async (language: unknown): Promise<void> => {
  const next = isPageLanguage(language) ? language : 'fi';
  const round = ++latest;
  await loadPageLanguage(next);
  if (round === latest) await i18n.changeLanguage(next);
};

/**
 * The page opens in the item's language once; after that the recipient's choice in the language chooser stands (a
 * reload of the view, e.g. after answering a letter, does not undo it). Resolves when the language is shown.
 */
export const useItemLanguage = (): ((language: Language) => Promise<void>) => {
  const adopted = useRef(false);
  return useCallback((language: Language) => {
    if (adopted.current) return Promise.resolve();
    adopted.current = true;
    return changePageLanguage(language).catch(() => undefined);
  }, []);
};

/**
 * Resolves once app-kit's error texts of the page's language are there (or failed to come): a call settles only
 * after them (api.ts), so a problem a call brings is never shown as its key.
 */
export const errorTextsReady = (): Promise<void> => loadLanguage(i18n.language, ['errors']).catch(() => undefined);
