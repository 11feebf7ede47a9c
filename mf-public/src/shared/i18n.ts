import { useCallback, useRef } from 'react';
import { addTranslations, i18n } from '@tunne/app-kit/i18n';
import { bcp47, publicLanguages, type Language } from '@tunne/contracts';
import dk from '../locales/dk.json';
import en from '../locales/en.json';
import fi from '../locales/fi.json';
import no from '../locales/no.json';
import se from '../locales/se.json';

/** The public pages' texts, namespace 'public' (errors and field problems come from app-kit). */
addTranslations('public', { fi, en, se });

/**
 * The public pages speak Norwegian and Danish too (spec §9); the staff UI does not. This bundle's own copy of
 * app-kit's instance learns the two languages, whose error and field-problem texts fall back to English.
 */
i18n.addResourceBundle('no', 'public', no, true, true);
i18n.addResourceBundle('dk', 'public', dk, true, true);
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

export const isPageLanguage = (value: unknown): value is Language => typeof value === 'string' && (publicLanguages as readonly string[]).includes(value);

/**
 * The page opens in the item's language once; after that the recipient's choice in the language chooser stands (a
 * reload of the view, e.g. after answering a letter, does not undo it).
 */
export const useItemLanguage = (): ((language: Language) => void) => {
  const adopted = useRef(false);
  return useCallback((language: Language) => {
    if (adopted.current) return;
    adopted.current = true;
    void i18n.changeLanguage(isPageLanguage(language) ? language : 'fi');
  }, []);
};
