import { AppError } from '@tunne/platform';
import { verifyPassword } from './hash.ts';
import { passwordProblem } from './rules.ts';

const messages = {
  PASSWORD_TOO_SHORT: 'Password too short (minimum 12 characters)',
  PASSWORD_TOO_WEAK: 'Password too weak',
} as const;

/** Spec §5: long enough, not weak, and not the password the user has now. */
export const assertNewPassword = async (
  password: string,
  user: { email: string; name: string; password_hash: string | null },
): Promise<void> => {
  if (!password) throw new AppError('PASSWORD_MISSING', 'Password is required', '/password');
  const problem = passwordProblem(password, user);
  if (problem) throw new AppError(problem, messages[problem], '/password');
  if (user.password_hash && (await verifyPassword(user.password_hash, password))) {
    throw new AppError('PASSWORD_SAME_AS_BEFORE', 'The new password is the same as before', '/password');
  }
};
