import { readFileSync } from 'node:fs';
import { structuralPasswordProblem, type PasswordProblem } from '@tunne/contracts';

/** Lowercased, with trailing digits and symbols cut: "Summer2024!" and "summer" are the same word. */
export const passwordBase = (password: string): string =>
  password.toLowerCase().replace(/[^\p{L}]+$/u, '');

const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', '$': 's', '7': 't', '!': 'i' };
const unleet = (value: string): string => value.replace(/[0134@5$7!]/g, (c) => leet[c] ?? c);

const commonPasswords: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#'))
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

/** Spec §5: at least 12 characters and not weak (structure, common list, own address or name). */
export const passwordProblem = (
  password: string,
  who: { email?: string | null; name?: string | null } = {},
): PasswordProblem | null => {
  const structural = structuralPasswordProblem(password);
  if (structural) return structural;
  if (isCommonPassword(password)) return 'PASSWORD_TOO_WEAK';
  const lower = password.toLowerCase();
  if (personalWords(who).some((word) => lower.includes(word))) return 'PASSWORD_TOO_WEAK';
  return null;
};
