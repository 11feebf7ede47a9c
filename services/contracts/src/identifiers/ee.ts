/** Estonia: isikukood (personal code) and registrikood (business register code). */
import { birthDateOf, digitsOf, fail, isDigits, ok, weightedSum, type IdentifierCheck, type IdentifierOptions } from './types.ts';

const STAGE1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1] as const;
const STAGE2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3] as const;

/** Two-stage mod-11 check digit over the given digits (10 for isikukood, 7 for registrikood). */
export const eeCheckDigit = (body: string): number => {
  const d = digitsOf(body);
  const r1 = weightedSum(d, STAGE1.slice(0, d.length)) % 11;
  if (r1 < 10) return r1;
  const r2 = weightedSum(d, STAGE2.slice(0, d.length)) % 11;
  return r2 < 10 ? r2 : 0;
};

/** Isikukood GYYMMDDSSSC: G 1–6 (century and sex), valid date, two-stage check digit. */
export const validateEeIsikukood = (value: string, options?: IdentifierOptions): IdentifierCheck => {
  const v = value.trim();
  if (!isDigits(v) || v.length !== 11) return fail('format');
  const g = Number(v[0]);
  if (g < 1 || g > 6) return fail('format');
  const year = 1800 + 100 * Math.floor((g - 1) / 2) + Number(v.slice(1, 3));
  const date = birthDateOf(year, Number(v.slice(3, 5)), Number(v.slice(5, 7)), options);
  if (!date.ok) return fail('date');
  if (eeCheckDigit(v.slice(0, 10)) !== Number(v[10])) return fail('checksum');
  return ok(v, date.date);
};

/**
 * Registrikood: 8 digits, first digit 1 (companies), 7 (state/municipal), 8 (non-profits) or 9 (foundations),
 * same two-stage check digit over the first seven digits.
 */
export const validateEeRegistrikood = (value: string): IdentifierCheck => {
  const v = value.trim();
  if (!isDigits(v) || v.length !== 8) return fail('format');
  if (!'1789'.includes(v[0]!)) return fail('format');
  if (eeCheckDigit(v.slice(0, 7)) !== Number(v[7])) return fail('checksum');
  return ok(v);
};
