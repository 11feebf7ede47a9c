import { AppError } from '@tunne/platform';
import { verifyPassword } from './hash.ts';
import type { PasswordTooWeakData, PasswordWeakness } from '@tunne/contracts';
import { passwordProblem, passwordWeakness } from './rules.ts';

const weakMessages: Record<PasswordWeakness, string> = {
  simple: 'Password too weak: one character repeated, a simple run or too few different characters',
  common: 'Password too weak: it is on a list of common and breached passwords',
  personal: 'Password too weak: it contains your name or e-mail address',
};

/**
 * Spec §5: long enough, not weak, and not the password the user has now. PASSWORD_TOO_WEAK says why in its data
 * ({ reason }: simple, common or personal; issue 26), so the page can tell what is missing.
 */
export const assertNewPassword = async (
  password: string,
  user: { email: string; name: string; password_hash: string | null },
): Promise<void> => {
  if (!password) throw new AppError('PASSWORD_MISSING', 'Password is required', '/password');
  const problem = passwordProblem(password, user);
  if (problem === 'PASSWORD_TOO_SHORT') throw new AppError(problem, 'Password too short (minimum 12 characters)', '/password');
  if (problem) {
    const reason = passwordWeakness(password, user) ?? 'simple';
    const data: PasswordTooWeakData = { reason };
    throw new AppError(problem, weakMessages[reason], { field: '/password', data });
  }
  if (user.password_hash && (await verifyPassword(user.password_hash, password))) {
    throw new AppError('PASSWORD_SAME_AS_BEFORE', 'The new password is the same as before', '/password');
  }
};
