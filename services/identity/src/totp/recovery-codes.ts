import { createHmac, randomInt } from 'node:crypto';
import { recoveryCodeCount } from '@tunne/contracts';

/** No 0/o, 1/l/i: codes are read from paper. 10 characters of 31 give about 50 bits each. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const length = 10;

/** Shown as 'abcde-fghjk'. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, length / 2)}-${chars.slice(length / 2)}`;
  });

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const looksLikeRecoveryCode = (code: string): boolean => normaliseRecoveryCode(code).length === length;

/**
 * Random codes of this length need no slow hash; a keyed one means a copy of the table alone cannot be checked
 * against guesses. The user id is part of it, so a code belongs to one account.
 */
export const hashRecoveryCode = (key: Buffer, usersId: string, code: string): string =>
  createHmac('sha256', key).update(`${usersId}:${normaliseRecoveryCode(code)}`).digest('hex');
