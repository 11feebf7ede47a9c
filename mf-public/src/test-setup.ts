import { loadAllLanguages } from '@tunne/app-kit/i18n';
import { loadPageLanguage, pageLanguages } from './shared/i18n.ts';

// The pages load a language's texts when they first show it; the tests switch languages at will, so all are there.
await Promise.all([...pageLanguages.map(loadPageLanguage), loadAllLanguages()]);
