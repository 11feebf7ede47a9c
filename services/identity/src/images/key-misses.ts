import type { Context } from 'hono';
import { AppError, type AuthEnv, type ClientAddressOf, type Database } from '@tunne/platform';
import { consumeRateLimit, rateLimited } from '../auth/rate-limit.ts';

/** Unknown keys one client address may ask for in the window before it is refused (a guesser's; a page's are hits). */
const missLimit = { misses: 30, windowSeconds: 15 * 60 } as const;

/**
 * The public images (logo, avatar) answer without a session, by a 192-bit key. A known key costs nothing extra; an
 * unknown one counts against the client address, and past the limit the answer is 429 RATE_LIMITED instead of 404, so
 * keys cannot be tried in bulk.
 */
export const unknownImageKey = async (c: Context<AuthEnv>, db: Database, addressOf: ClientAddressOf, what: string): Promise<AppError> => {
  const counted = await consumeRateLimit(db, `image-key-miss:${addressOf(c)}`, missLimit.misses, missLimit.windowSeconds);
  return counted.allowed ? new AppError('FILE_NOT_FOUND', `No such ${what}`) : rateLimited();
};
