/** Latvia: personas kods (personal code) and reģistrācijas numurs (registration number). */
import { birthDateOf, digitsOf, fail, isDigits, ok, weightedSum, type IdentifierCheck, type IdentifierOptions } from './types.ts';

export type LvPersonalCodeFormat = 'legacy' | 'updated';

const PERSON_WEIGHTS = [10, 5, 8, 4, 2, 1, 6, 3, 7, 9] as const;

/** Check digit of a personal code (both formats): (1 + Σ wᵢdᵢ) mod 11 mod 10. */
export const lvPersonalCheckDigit = (tenDigits: string): number =>
  ((1 + weightedSum(digitsOf(tenDigits), PERSON_WEIGHTS)) % 11) % 10;

const personDigits = (value: string): string | null => {
  const m = /^(\d{6})-?(\d{5})$/.exec(value.trim());
  return m ? m[1]! + m[2]! : null;
};

/**
 * Personas kods: legacy DDMMYY-CNNNX (C 0/1/2 = 1800s/1900s/2000s, valid date) or the
 * updated format 32NNNN-NNNNX issued since July 2017 without a birth date. Both carry the check digit.
 */
export const validateLvPersonasKods = (value: string, options?: IdentifierOptions): IdentifierCheck & { format?: LvPersonalCodeFormat } => {
  const v = personDigits(value);
  if (v === null) return fail('format');
  if (v.startsWith('32')) {
    if (lvPersonalCheckDigit(v.slice(0, 10)) !== Number(v[10])) return fail('checksum');
    return { ...ok(`${v.slice(0, 6)}-${v.slice(6)}`), format: 'updated' };
  }
  const century = Number(v[6]);
  if (century > 2) return fail('date');
  const date = birthDateOf(1800 + 100 * century + Number(v.slice(4, 6)), Number(v.slice(2, 4)), Number(v.slice(0, 2)), options);
  if (!date.ok) return fail('date');
  if (lvPersonalCheckDigit(v.slice(0, 10)) !== Number(v[10])) return fail('checksum');
  return { ...ok(`${v.slice(0, 6)}-${v.slice(6)}`, date.date), format: 'legacy' };
};

/** Which personal-code format a string has when valid, else null. */
export const lvPersonalCodeFormat = (value: string): LvPersonalCodeFormat | null => {
  const r = validateLvPersonasKods(value);
  return r.valid ? (r.format ?? null) : null;
};

const LEGAL_WEIGHTS = [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1] as const;

/**
 * Registration number of a legal entity: 11 digits starting 4–9 (optional LV prefix as in the PVN/VAT number),
 * Σ wᵢdᵢ with weights 9,1,4,8,3,10,2,5,7,6,1 ≡ 3 mod 11.
 */
export const validateLvRegistrationNumber = (value: string): IdentifierCheck => {
  const v = value.trim().replace(/^LV/i, '').replace(/\s/g, '');
  if (!isDigits(v) || v.length !== 11) return fail('format');
  if (Number(v[0]) <= 3) return fail('format');
  if (weightedSum(digitsOf(v), LEGAL_WEIGHTS) % 11 !== 3) return fail('checksum');
  return ok(v);
};
