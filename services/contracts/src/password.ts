/** Password rules (spec §5, §9): at least 12 characters and not weak. */
export const passwordMinLength = 12;

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_WEAK';

/**
 * Why a password is too weak (issue 26: say what is missing): 'simple' — one character repeated, a run like abcdef or
 * too few different characters; 'common' — on a list of common and breached passwords; 'personal' — it contains the
 * user's own name or e-mail address. A PASSWORD_TOO_WEAK error carries it as its data ({ reason }).
 */
export const passwordWeaknesses = ['simple', 'common', 'personal'] as const;
export type PasswordWeakness = (typeof passwordWeaknesses)[number];
export interface PasswordTooWeakData {
  reason: PasswordWeakness;
}

export const isPasswordWeakness = (value: unknown): value is PasswordWeakness =>
  (passwordWeaknesses as readonly unknown[]).includes(value);

/**
 * Structural weakness that needs no list: one repeated character, a run of consecutive characters,
 * or only two distinct characters. The common-password list check lives server-side (identity).
 */
export const structuralPasswordProblem = (password: string): PasswordProblem | null => {
  if ([...password].length < passwordMinLength) return 'PASSWORD_TOO_SHORT';
  const chars = [...password.toLowerCase()];
  if (new Set(chars).size <= 3) return 'PASSWORD_TOO_WEAK';
  let run = 1;
  for (let i = 1; i < chars.length; i += 1) {
    const step = chars[i]!.codePointAt(0)! - chars[i - 1]!.codePointAt(0)!;
    run = Math.abs(step) === 1 ? run + 1 : 1;
    if (run >= chars.length) return 'PASSWORD_TOO_WEAK';
  }
  return null;
};
