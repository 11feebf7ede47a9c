import { createRemote } from '@tunne/app-kit';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';
import descriptor from './remote.json';

/** The remote's one expose ('./spa'; the build reads remote.json for which). */
export const remote = createRemote({
  descriptor,
  translations: { fi, en, se },
  Root: () => import('./Root.tsx').then((module) => module.Root),
});

export const { bootstrap, mount, unmount } = remote;
