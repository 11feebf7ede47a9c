import { createRemote } from '@tunne/app-kit';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';
import descriptor from './remote.json';

/**
 * The remote's exposes ('./spa', './CardSections', './HomeSections', './SettingsSections'; the build reads remote.json
 * for which).
 */
export const remote = createRemote({
  descriptor,
  translations: { fi, en, se },
  Root: () => import('./Root.tsx').then((module) => module.Root),
  cardSections: {
    alerts: () => import('./features/alerts/components/AlertsCardSection.tsx').then((module) => module.AlertsCardSection),
  },
  homeSections: {
    openalerts: () => import('./features/alerts/components/OpenAlertsHomeCard.tsx').then((module) => module.OpenAlertsHomeCard),
  },
  SettingsSection: () => import('./pages/AlertSettingsSection.tsx').then((module) => module.AlertSettingsSection),
});

export const { bootstrap, mount, unmount, mountCardSection, mountHomeSection, mountSettingsSection } = remote;
