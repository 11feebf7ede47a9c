import { createRemote } from '@tunne/app-kit';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';
import descriptor from './remote.json';

/** mf-risk owns no page of its own: everything it draws is a section of another app's page. */
const NoPages = () => null;

/**
 * The remote's exposes (the build reads remote.json for which): the settings sections the settings remote mounts at
 * /settings/{section}, the customer card's risk sections and the home page's reviews due. './spa' is there because
 * every remote has one; with no routes the shell never mounts it.
 */
export const remote = createRemote({
  descriptor,
  translations: { fi, en, se },
  Root: () => Promise.resolve(NoPages),
  cardSections: {
    riskanswers: () => import('./features/answers/components/AnswersSection.tsx').then((module) => module.AnswersSection),
    riskassessments: () => import('./pages/AssessmentsCardSection.tsx').then((module) => module.AssessmentsCardSection),
    edd: () => import('./features/edd/components/EddSection.tsx').then((module) => module.EddSection),
  },
  homeSections: {
    approvals: () => import('./features/approvals/components/ApprovalsCard.tsx').then((module) => module.ApprovalsCard),
    reviewsdue: () => import('./features/reviews/components/ReviewsDueCard.tsx').then((module) => module.ReviewsDueCard),
    reviewsoverdue: () => import('./features/reviews/components/ReviewsOverdueCard.tsx').then((module) => module.ReviewsOverdueCard),
  },
  SettingsSection: () => import('./pages/RiskSettingsSection.tsx').then((module) => module.RiskSettingsSection),
});

export const { bootstrap, mount, unmount, mountCardSection, mountHomeSection, mountSettingsSection } = remote;
