import { addTranslations } from '@tunne/app-kit';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';

export const customersNamespace = 'customers';

/** Adds the remote's texts to the shell's single i18next instance (shared through app-kit). */
export const registerCustomerTranslations = (): void => addTranslations(customersNamespace, { fi, en, se });
