import { createRemote } from '@tunne/app-kit';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';
import descriptor from './remote.json';

/** The remote's exposes ('./spa', './CardSections', './HomeSections'; the build reads remote.json for which). */
export const remote = createRemote({
  descriptor,
  translations: { fi, en, se },
  Root: () => import('./Root.tsx').then((module) => module.Root),
  cardSections: {
    requests: () => import('./features/requests/components/RequestsCardSection.tsx').then((module) => module.RequestsCardSection),
    letters: () => import('./features/letters/components/LettersCardSection.tsx').then((module) => module.LettersCardSection),
    identifications: () =>
      import('./features/identifications/components/IdentificationsCardSection.tsx').then((module) => module.IdentificationsCardSection),
    signatures: () => import('./features/esignatures/components/SignaturesCardSection.tsx').then((module) => module.SignaturesCardSection),
    files: () => import('./features/files/components/FilesCardSection.tsx').then((module) => module.FilesCardSection),
  },
  homeSections: {
    pending: () => import('./features/pending/components/PendingHomeCard.tsx').then((module) => module.PendingHomeCard),
  },
});

export const { bootstrap, mount, unmount, mountCardSection, mountHomeSection } = remote;
