import { addTranslations } from '@tunne/app-kit';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';

export const alertsNamespace = 'alerts';

let registered = false;

/** Adds the remote's texts to the shell's single i18next instance (shared through app-kit); once per page. */
export const registerAlertTranslations = (): void => {
  if (registered) return;
  registered = true;
  addTranslations(alertsNamespace, { fi, en, se });
};
