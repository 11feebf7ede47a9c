import { i18n } from '@tunne/app-kit';
// The remote registers its texts (namespace customers) when it is created.
import '../remote.tsx';

/** Component tests render with the app's own texts (namespace customers) in the given language. */
export const setTestLanguage = async (language: 'fi' | 'en' | 'se'): Promise<void> => {
  await i18n.changeLanguage(language);
};
