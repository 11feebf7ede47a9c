import { createRemote } from '@tunne/app-kit';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';
import descriptor from './remote.json';

/**
 * The remote's exposes (the build reads remote.json for which): the settings pages ('./spa'; '/settings' until a
 * settings remote draws the settings frame and mounts './SettingsSections' there), the customer card's risk sections
 * and the home page's reviews due.
 */
export const remote = createRemote({
  descriptor,
  translations: { fi, en, se },
  Root: () => import('./Root.tsx').then((module) => module.Root),
  cardSections: {
    riskanswers: () => import('./features/answers/components/AnswersSection.tsx').then((module) => module.AnswersSection),
    riskassessments: () => import('./pages/AssessmentsCardSection.tsx').then((module) => module.AssessmentsCardSection),
    edd: () => import('./features/edd/components/EddSection.tsx').then((module) => module.EddSection),
  },
  homeSections: {
    reviewsdue: () => import('./features/reviews/components/ReviewsDueCard.tsx').then((module) => module.ReviewsDueCard),
  },
  SettingsSection: () => import('./pages/RiskSettingsPage.tsx').then((module) => module.SettingsSectionBody),
});

export const { bootstrap, mount, unmount, mountCardSection, mountHomeSection, mountSettingsSection } = remote;
