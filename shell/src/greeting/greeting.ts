import { greetingFor, type GreetingKey } from '@tunne/contracts';

/** The greeting band for a moment in the user's local time (spec §9). */
export const greetingKeyAt = (date: Date): GreetingKey => greetingFor(date.getHours());

/** 'Aino Admin' -> 'Aino'; the greeting uses the first name only. */
export const firstName = (name: string | null | undefined): string => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** The i18n key and values of the home page greeting. */
export const greetingMessage = (date: Date, name: string | null | undefined): { key: `home.greeting.${GreetingKey}`; name: string } => ({
  key: `home.greeting.${greetingKeyAt(date)}`,
  name: firstName(name),
});
