import { createRemote } from '@tunne/app-kit';
import en from './locales/en.json';
import fi from './locales/fi.json';
import se from './locales/se.json';
import descriptor from './remote.json';

/** The remote's exposes ('./spa', './HomeSections'; the build reads remote.json for which). */
export const remote = createRemote({
  descriptor,
  translations: { fi, en, se },
  Root: () => import('./Root.tsx').then((module) => module.Root),
  homeSections: {
    todosdue: () => import('./features/todos/components/TodosDueHomeCard.tsx').then((module) => module.TodosDueHomeCard),
  },
});

export const { bootstrap, mount, unmount, mountHomeSection } = remote;
