import { createHash } from 'node:crypto';
import type { RateLimitPort } from '@tunne/contracts';
import { AppError } from '@tunne/platform';

const minute = 60;

/**
 * The public pages' limits (issue 13). Keys name a purpose and a subject; a client address is hashed (it is personal
 * data), an item's id is a random uuid and says nothing about anyone.
 */
export const publicLimits = {
  /** Every call from one address: a recipient's page makes a handful a minute. */
  calls: { limit: 60, windowSeconds: minute },
  /** Every call about one item, from any address. */
  item: { limit: 120, windowSeconds: minute },
  /** Token (or path) checks that failed, per address: someone trying links. */
  failures: { limit: 10, windowSeconds: 15 * minute },
  /** SMS codes sent for one letter, and asked for from one address. */
  smsPerItem: { limit: 3, windowSeconds: 15 * minute },
  smsPerAddress: { limit: 10, windowSeconds: 15 * minute },
  /** Wrong SMS codes for one letter. */
  codeFailures: { limit: 5, windowSeconds: 15 * minute },
  /** Files uploaded to one item. */
  uploads: { limit: 30, windowSeconds: 15 * minute },
  /** PDFs checked on the verification page, per address (each is hashed and its signature inspected). */
  verify: { limit: 20, windowSeconds: 15 * minute },
  /** Signatures confirmed and eID round trips started for one signatory. */
  signing: { limit: 20, windowSeconds: 15 * minute },
} as const;

export type PublicLimitName = keyof typeof publicLimits;

/** An address as a key part: a salted hash, so the rate-limit table holds no address in clear. */
export const addressKey = (address: string): string =>
  createHash('sha256').update(`tunne-public:${address}`).digest('hex').slice(0, 32);

/** RATE_LIMITED, with how long to wait (seconds) for the Retry-After header. */
export class RateLimitedError extends AppError {
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super('RATE_LIMITED', 'Too many attempts; try again later');
    this.retryAfter = retryAfter;
  }
}

export interface Limiter {
  /** Takes a hit of the named limit for subject; RATE_LIMITED when it is used up. */
  take: (name: PublicLimitName, subject: string) => Promise<void>;
  /** RATE_LIMITED when the named limit is already used up for subject; takes nothing (issue 26: before a check). */
  assertOpen: (name: PublicLimitName, subject: string) => Promise<void>;
}

export const createLimiter = (rateLimits: RateLimitPort): Limiter => ({
  take: async (name, subject) => {
    const { limit, windowSeconds } = publicLimits[name];
    if (!(await rateLimits.consume(`public:${name}:${subject}`, limit, windowSeconds))) throw new RateLimitedError(windowSeconds);
  },
  assertOpen: async (name, subject) => {
    const { limit, windowSeconds } = publicLimits[name];
    if (await rateLimits.spent(`public:${name}:${subject}`, limit, windowSeconds)) throw new RateLimitedError(windowSeconds);
  },
});
