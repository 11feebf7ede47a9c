import { readFileSync } from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { structuralPasswordProblem, type PasswordProblem, type PasswordWeakness } from '@tunne/contracts';

/** Lowercased, with trailing digits and symbols cut: "Summer2024!" and "summer" are the same word. */
export const passwordBase = (password: string): string =>
  password.toLowerCase().replace(/[^\p{L}]+$/u, '');

const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', '$': 's', '7': 't', '!': 'i' };
const unleet = (value: string): string => value.replace(/[0134@5$7!]/g, (c) => leet[c] ?? c);

// Our own list (the most used passwords and Finnish, Swedish, Norwegian and Danish password words) and the ~49,000
// common and breached passwords of @zxcvbn-ts/language-common (offline, MIT; issue 26: `123456789012` was accepted).
const ownList = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

const commonPasswords: ReadonlySet<string> = new Set(
  [...ownList, ...dictionary['passwords-common']]
    .map((line) => line.toLowerCase())
    .flatMap((line) => [line, passwordBase(line)])
    .filter(Boolean),
);

export const isCommonPassword = (password: string): boolean => {
  const lower = password.toLowerCase();
  const base = passwordBase(password);
  return [lower, base, unleet(lower), passwordBase(unleet(lower))].some((candidate) => commonPasswords.has(candidate));
};

/** Parts of the user's own address and name a password must not contain (3+ letters, to avoid noise). */
const personalWords = (who: { email?: string | null; name?: string | null }): string[] => {
  const local = (who.email ?? '').toLowerCase().split('@')[0] ?? '';
  const words = [local, ...local.split(/[._+-]+/), ...(who.name ?? '').toLowerCase().split(/[\s.'-]+/)];
  return [...new Set(words.filter((w) => [...w].length >= 3))];
};

/**
 * Whether the password contains the user's own name or address: a part of 5 letters or more anywhere in it, a shorter
 * one (Ari, Li) only as a word of its own, so that a passphrase with "parin" is not refused for the name Ari.
 */
const containsPersonalWord = (password: string, who: { email?: string | null; name?: string | null }): boolean => {
  const lower = password.toLowerCase();
  const words = new Set(lower.split(/[^\p{L}]+/u).filter(Boolean));
  return personalWords(who).some((word) => ([...word].length >= 5 ? lower.includes(word) : words.has(word)));
};

/** Why the password is weak, or null: simple (structure), common (the lists), personal (own name or address). */
export const passwordWeakness = (password: string, who: { email?: string | null; name?: string | null } = {}): PasswordWeakness | null => {
  if (structuralPasswordProblem(password) === 'PASSWORD_TOO_WEAK') return 'simple';
  if (isCommonPassword(password)) return 'common';
  if (containsPersonalWord(password, who)) return 'personal';
  return null;
};

/** Spec §5: at least 12 characters and not weak (structure, common list, own address or name). */
export const passwordProblem = (
  password: string,
  who: { email?: string | null; name?: string | null } = {},
): PasswordProblem | null => {
  const structural = structuralPasswordProblem(password);
  if (structural) return structural;
  return passwordWeakness(password, who) ? 'PASSWORD_TOO_WEAK' : null;
};
