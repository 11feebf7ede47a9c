/** Norway: fødselsnummer / D-nummer and organisasjonsnummer. */
import { birthDateOf, digitsOf, fail, isDigits, ok, weightedSum, type IdentifierCheck, type IdentifierOptions } from './types.ts';

export type NoPersonNumberType = 'fodselsnummer' | 'd-nummer' | 'h-nummer' | 't-nummer';

export interface NoPersonOptions extends IdentifierOptions {
  /** Accept D-nummer (day + 40). Default true. */
  allowDNumber?: boolean;
  /** Accept H-nummer (health-sector help numbers, month + 40). Default false. */
  allowHNumber?: boolean;
  /** Accept synthetic test numbers from Tenor (month + 80). Default false. */
  allowTestNumber?: boolean;
}

const K1_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1] as const;
const K2_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1] as const;

/**
 * Two mod-11 control digits. From 2032 Skatteetaten also issues numbers whose first control digit
 * leaves remainder 1, 2 or 3 (the sum over the first ten digits incl. k1); the second must still give 0.
 * Numbers issued under the old rule (remainder 0) stay valid.
 */
export const noFodselsnummerChecksumValid = (digits11: string): boolean => {
  const d = digitsOf(digits11);
  const r1 = weightedSum(d, K1_WEIGHTS) % 11;
  const r2 = weightedSum(d, K2_WEIGHTS) % 11;
  return r1 <= 3 && r2 === 0;
};

/** Birth year from the two-digit year and the three-digit individual number, or null. */
export const noBirthYear = (yy: number, individual: number): number | null => {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (individual >= 500 && yy <= 39) return 2000 + yy;
  if (individual >= 900 && yy >= 40) return 1900 + yy;
  return null;
};

/** Fødselsnummer DDMMYYIIIKK (spaces and hyphens allowed between groups). Normalized 11 digits. */
export const validateNoFodselsnummer = (value: string, options?: NoPersonOptions): IdentifierCheck & { type?: NoPersonNumberType } => {
  const v = value.trim().replace(/[\s-]/g, '');
  if (!isDigits(v) || v.length !== 11) return fail('format');
  let day = Number(v.slice(0, 2));
  let month = Number(v.slice(2, 4));
  let type: NoPersonNumberType = 'fodselsnummer';
  if (day > 40) {
    if (options?.allowDNumber === false) return fail('format');
    day -= 40;
    type = 'd-nummer';
  }
  if (month > 80) {
    if (!options?.allowTestNumber) return fail('date');
    month -= 80;
    type = 't-nummer';
  } else if (month > 40) {
    if (!options?.allowHNumber) return fail('date');
    month -= 40;
    type = 'h-nummer';
  }
  const year = noBirthYear(Number(v.slice(4, 6)), Number(v.slice(6, 9)));
  if (year === null) return fail('date');
  const date = birthDateOf(year, month, day, options);
  if (!date.ok) return fail('date');
  if (!noFodselsnummerChecksumValid(v)) return fail('checksum');
  return { ...ok(v, date.date), type };
};

const ORG_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Organisasjonsnummer: 9 digits starting 8 or 9, mod 11 weights 3,2,7,6,5,4,3,2 (remainder 1 never issued). */
export const validateNoOrganisasjonsnummer = (value: string): IdentifierCheck => {
  const v = value.trim().replace(/^NO/i, '').replace(/MVA$/i, '').replace(/[\s-]/g, '');
  if (!isDigits(v) || v.length !== 9) return fail('format');
  if (v[0] !== '8' && v[0] !== '9') return fail('format');
  const r = weightedSum(digitsOf(v), ORG_WEIGHTS) % 11;
  const check = r === 0 ? 0 : 11 - r;
  if (check === 10 || check !== Number(v[8])) return fail('checksum');
  return ok(v);
};
