import { createHash, randomBytes } from 'node:crypto';
import { isUiLanguage } from '@tunne/contracts';

/** Only the token's sha256 is stored; the token itself travels in the mailed link. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newResetToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: resetTokenHash(token) };
};

/**
 * The page that sets a password with a reset (or welcome) token, in the user's language when it is one the UI speaks
 * (issue 26: the page was Finnish for an English user).
 */
export const resetLink = (publicUrl: string, token: string, language?: string | null): string =>
  `${publicUrl}/app/reset?token=${encodeURIComponent(token)}${language && isUiLanguage(language) ? `&lang=${language}` : ''}`;
