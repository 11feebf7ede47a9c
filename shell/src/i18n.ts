import { addTranslations } from '@tunne/app-kit/i18n';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';

export const shellNamespace = 'shell';

export const registerShellTranslations = (): void => addTranslations(shellNamespace, { fi, en, se });
