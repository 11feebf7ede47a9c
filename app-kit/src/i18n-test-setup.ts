import { loadAllLanguages } from './i18n.ts';

/**
 * Test setup (vitest `setupFiles`) of the packages that render app-kit's texts: a page fetches its language's texts
 * before its first render; the tests render at once and switch languages at will, so all of them are there first.
 */
await loadAllLanguages();
