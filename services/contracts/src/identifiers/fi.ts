/** Finland: henkilötunnus (personal identity code) and Y-tunnus (business id). */
import { birthDateOf, digitsOf, fail, ok, weightedSum, type IdentifierCheck, type IdentifierOptions } from './types.ts';

export const fiHetuCheckChars = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** Century signs: '+' 1800s, '-' and (since 2023) U V W X Y 1900s, A and (since 2023) B C D E F 2000s. */
export const fiHetuCenturies: Readonly<Record<string, number>> = {
  '+': 1800,
  '-': 1900, U: 1900, V: 1900, W: 1900, X: 1900, Y: 1900,
  A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000,
};

export interface FiHetuOptions extends IdentifierOptions {
  /**
   * Accept individual numbers 900–999 (temporary codes, also used by DVV in published examples).
   * Default true: they pass structure and checksum. Pass false to accept only permanent codes.
   */
  allowTemporary?: boolean;
}

const HETU = /^(\d{2})(\d{2})(\d{2})([-+ABCDEFUVWXY])(\d{3})([0-9A-Y])$/;

/** Check character for the nine digits DDMMYYNNN. */
export const fiHetuCheckChar = (nineDigits: string): string => fiHetuCheckChars[Number(nineDigits) % 31]!;

/**
 * Henkilötunnus DDMMYYCNNNX. Strict: upper case, no surrounding whitespace (the UI trims).
 * Individual number 000–001 is never issued; 900–999 are temporary codes (see allowTemporary).
 */
export const validateFiHetu = (value: string, options?: FiHetuOptions): IdentifierCheck => {
  const m = HETU.exec(value);
  if (!m) return fail('format');
  const [, dd, mm, yy, sign, individual, check] = m as unknown as [string, string, string, string, string, string, string];
  const n = Number(individual);
  if (n < 2) return fail('format');
  if (n >= 900 && options?.allowTemporary === false) return fail('format');
  const date = birthDateOf(fiHetuCenturies[sign]! + Number(yy), Number(mm), Number(dd), options);
  if (!date.ok) return fail('date');
  if (fiHetuCheckChar(dd + mm + yy + individual) !== check) return fail('checksum');
  return ok(value, date.date);
};

const Y_WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const;

/** Check digit for the 7-digit Y-tunnus body, or null when the remainder is 1 (no valid check digit). */
export const fiYTunnusCheckDigit = (body: string): number | null => {
  const r = weightedSum(digitsOf(body), Y_WEIGHTS) % 11;
  if (r === 1) return null;
  return r === 0 ? 0 : 11 - r;
};

/** Y-tunnus NNNNNNN-C (old 6-digit bodies are zero-padded; the hyphen may be omitted). Normalized NNNNNNN-C. */
export const validateFiYTunnus = (value: string): IdentifierCheck => {
  const m = /^(\d{6,7})-?(\d)$/.exec(value.trim());
  if (!m) return fail('format');
  if (!value.includes('-') && m[1]!.length !== 7) return fail('format');
  const body = m[1]!.padStart(7, '0');
  const check = fiYTunnusCheckDigit(body);
  if (check === null || check !== Number(m[2])) return fail('checksum');
  return ok(`${body}-${m[2]}`);
};
