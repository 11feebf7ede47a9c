import { useCallback, useRef } from 'react';
import { addTranslations, i18n } from '@tunne/app-kit/i18n';
import { isUiLanguage, type Language, type UiLanguage } from '@tunne/contracts';
import en from '../locales/en.json';
import fi from '../locales/fi.json';
import se from '../locales/se.json';

/** The public pages' texts, namespace 'public' (errors and field problems come from app-kit). */
addTranslations('public', { fi, en, se });

export { i18n };

/** The page's language for an item's language: Norwegian and Danish readers get English until those texts exist. */
export const pageLanguage = (language: Language): UiLanguage => (isUiLanguage(language) ? language : 'en');

/**
 * The page opens in the item's language once; after that the recipient's choice in the language chooser stands (a
 * reload of the view, e.g. after answering a letter, does not undo it).
 */
export const useItemLanguage = (): ((language: Language) => void) => {
  const adopted = useRef(false);
  return useCallback((language: Language) => {
    if (adopted.current) return;
    adopted.current = true;
    void i18n.changeLanguage(pageLanguage(language));
  }, []);
};
