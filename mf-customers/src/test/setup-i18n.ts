import { i18n } from '@tunne/app-kit';
import { registerCustomerTranslations } from '../i18n.ts';

/** Component tests render with the app's own texts (namespace customers) in the given language. */
export const setTestLanguage = async (language: 'fi' | 'en' | 'se'): Promise<void> => {
  registerCustomerTranslations();
  await i18n.changeLanguage(language);
};
