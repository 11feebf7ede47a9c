import { uiLanguages, type Language } from '@tunne/contracts';

/** The languages a user's mail and screens can be in; a stored other language stays choosable for that user. */
export const languageChoices = (current?: Language): Language[] =>
  current && !(uiLanguages as readonly Language[]).includes(current) ? [...uiLanguages, current] : [...uiLanguages];
