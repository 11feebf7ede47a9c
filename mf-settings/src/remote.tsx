import { createRemote } from '@tunne/app-kit';
import descriptor from './remote.json';
import { translations } from './translations.ts';

/** The remote's exposes ('./spa'; the build reads remote.json for which). */
export const remote = createRemote({
  descriptor,
  translations,
  Root: () => import('./Root.tsx').then((module) => module.Root),
});

export const { bootstrap, mount, unmount } = remote;
