/** Password rules (spec §5, §9): at least 12 characters and not weak. */
export const passwordMinLength = 12;

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_WEAK';

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
