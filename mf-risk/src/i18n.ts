import { addTranslations } from '@tunne/app-kit';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';

export const riskNamespace = 'risk';

let registered = false;

/**
 * Adds the remote's texts to the shell's single i18next instance (shared through app-kit). The texts of the risk
 * error codes are app-kit's ('errors' namespace, spec §8), so any app shows them.
 */
export const registerRiskTranslations = (): void => {
  if (registered) return;
  registered = true;
  addTranslations(riskNamespace, { fi, en, se });
};
