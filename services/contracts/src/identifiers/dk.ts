/** Denmark: CPR-nummer and CVR-nummer. */
import { birthDateOf, digitsOf, fail, isDigits, ok, weightedSum, type IdentifierCheck, type IdentifierOptions } from './types.ts';

/** Birth year from the two-digit year and the 7th digit (first digit of the serial number). */
export const dkBirthYear = (yy: number, seventh: number): number => {
  if (seventh <= 3) return 1900 + yy;
  if (seventh === 4 || seventh === 9) return yy <= 36 ? 2000 + yy : 1900 + yy;
  return yy <= 57 ? 2000 + yy : 1800 + yy;
};

/**
 * CPR DDMMYY-SSSS. Only the date is checked: since 2007 CPR numbers are issued without the
 * modulus-11 property, so a mod-11 failure does not make a number invalid. Normalized DDMMYY-SSSS.
 */
export const validateDkCpr = (value: string, options?: IdentifierOptions): IdentifierCheck => {
  const m = /^(\d{2})(\d{2})(\d{2})[-\s]?(\d{4})$/.exec(value.trim());
  if (!m) return fail('format');
  const [, dd, mm, yy, serial] = m as unknown as [string, string, string, string, string];
  const date = birthDateOf(dkBirthYear(Number(yy), Number(serial[0])), Number(mm), Number(dd), options);
  if (!date.ok) return fail('date');
  return ok(`${dd}${mm}${yy}-${serial}`, date.date);
};

const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1] as const;

/** CVR: 8 digits (optional DK prefix, spaces), not starting 0, weights 2,7,6,5,4,3,2,1 sum ≡ 0 mod 11. */
export const validateDkCvr = (value: string): IdentifierCheck => {
  const v = value.trim().replace(/^DK/i, '').replace(/\s/g, '');
  if (!isDigits(v) || v.length !== 8 || v[0] === '0') return fail('format');
  if (weightedSum(digitsOf(v), CVR_WEIGHTS) % 11 !== 0) return fail('checksum');
  return ok(v);
};
