/** Sweden: personnummer, samordningsnummer, interimistiskt nummer and organisationsnummer. */
import { birthDateOf, fail, luhnValid, ok, type IdentifierCheck, type IdentifierOptions } from './types.ts';

export type SePersonNumberType = 'personnummer' | 'samordningsnummer';

export interface SePersonOptions extends IdentifierOptions {
  /** Accept samordningsnummer (day + 60). Default true. */
  allowCoordinationNumber?: boolean;
}

// [CC]YY[-]MM[-]DD(-|+)?NNNC — no spaces.
const PERSON = /^(\d{2})?(\d{2})-?(\d{2})-?(\d{2})([-+]?)(\d{3})(\d)$/;
const INTERIM = /^(\d{2})?(\d{2})(\d{2})(\d{2})(-?)([TRSUWXJKLMN])(\d{2})(\d)$/;

/** Full year for a two-digit year: the latest year not in the future, minus 100 with the '+' separator. */
const fullYear = (yy: number, month: number, day: number, plus: boolean, today: Date): number => {
  const thisYear = today.getFullYear();
  let year = thisYear - ((thisYear % 100) - yy + 100) % 100;
  const beforeToday = month < today.getMonth() + 1 || (month === today.getMonth() + 1 && day <= today.getDate());
  if (year === thisYear && !beforeToday) year -= 100;
  return plus ? year - 100 : year;
};

const resolveYear = (cc: string | undefined, yy: string, month: number, day: number, sep: string, options?: IdentifierOptions): number =>
  cc !== undefined ? Number(cc + yy) : fullYear(Number(yy), month, day, sep === '+', options?.today ?? new Date());

/** Parse and validate a Swedish personnummer or samordningsnummer. Normalized YYYYMMDD-NNNN. */
export const validateSePersonnummer = (value: string, options?: SePersonOptions): IdentifierCheck & { type?: SePersonNumberType } => {
  const m = PERSON.exec(value);
  if (!m) return fail('format');
  const [, cc, yy, mm, ddRaw, sep, serial, check] = m as unknown as [string, string | undefined, string, string, string, string, string, string];
  const rawDay = Number(ddRaw);
  const coordination = rawDay > 60;
  if (coordination && options?.allowCoordinationNumber === false) return fail('format');
  if (serial === '000') return fail('format');
  const day = coordination ? rawDay - 60 : rawDay;
  const month = Number(mm);
  const year = resolveYear(cc, yy, month, day, sep, options);
  const date = birthDateOf(year, month, day, options);
  if (!date.ok) return fail('date');
  if (!luhnValid(yy + mm + ddRaw + serial + check)) return fail('checksum');
  const normalized = `${String(year).padStart(4, '0')}${mm}${ddRaw}-${serial}${check}`;
  return { ...ok(normalized, date.date), type: coordination ? 'samordningsnummer' : 'personnummer' };
};

/**
 * Interimistiskt nummer (temporary number used e.g. in health care): YYMMDD-LNNC where L is one of
 * T R S U W X J K L M N; the Luhn check treats the letter as 1. Not a national identity number.
 */
export const validateSeInterimNumber = (value: string, options?: IdentifierOptions): IdentifierCheck => {
  const m = INTERIM.exec(value);
  if (!m) return fail('format');
  const [, cc, yy, mm, dd, sep, letter, serial, check] = m as unknown as [string, string | undefined, string, string, string, string, string, string, string];
  const year = resolveYear(cc, yy, Number(mm), Number(dd), sep, options);
  const date = birthDateOf(year, Number(mm), Number(dd), options);
  if (!date.ok) return fail('date');
  if (!luhnValid(`${yy}${mm}${dd}1${serial}${check}`)) return fail('checksum');
  return ok(`${String(year).padStart(4, '0')}${mm}${dd}-${letter}${serial}${check}`, date.date);
};

/**
 * Organisationsnummer NNNNNN-NNNC (optionally with the 16 prefix): Luhn, third digit ≥ 2.
 * A sole trader (enskild firma) uses the owner's personnummer, which is accepted too.
 * Normalized NNNNNN-NNNN.
 */
export const validateSeOrganisationsnummer = (value: string, options?: IdentifierOptions): IdentifierCheck => {
  const v = value.trim();
  const m = /^(16)?(\d{6})-?(\d{4})$/.exec(v);
  if (m && Number(m[2]![2]) >= 2) {
    const digits = m[2]! + m[3]!;
    if (!luhnValid(digits)) return fail('checksum');
    return ok(`${m[2]}-${m[3]}`);
  }
  if (m?.[1] === '16') return fail('format');
  const person = validateSePersonnummer(v, options);
  if (!person.valid) return m ? person : fail('format');
  const n = person.normalized!;
  return ok(`${n.slice(2, 8)}-${n.slice(9)}`);
};
