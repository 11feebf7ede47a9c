/** United Kingdom: Companies House company registration numbers. */
import { fail, ok, type IdentifierCheck } from './types.ts';

/**
 * Two-character prefixes used by Companies House (England & Wales have none: 8 digits, zero-padded).
 * SC/SO/SL/SP/SA/SF/SE/SG/SI/SR/SZ Scotland, NI/NC/NL/NF/NO/NP/NA/NR/NV/NZ Northern Ireland,
 * OC LLP, LP limited partnership, FC/SF/NF overseas companies, GE/GS/GN EEIG, IP/SP/NP industrial & provident,
 * RC/SR/NR royal charter, IC/SI/NV investment companies with variable capital, AC/SA/NA assurance companies,
 * CE/CS/CN charitable incorporated organisations, PC/SE/NO protected cell / European companies, R0 pre-partition NI.
 */
export const gbCompanyNumberPrefixes = [
  'AC', 'BR', 'CE', 'CN', 'CS', 'ES', 'FC', 'FE', 'GE', 'GN', 'GS', 'IC', 'IP', 'LP', 'NA', 'NC', 'NF', 'NI',
  'NL', 'NO', 'NP', 'NR', 'NV', 'NZ', 'OC', 'OE', 'PC', 'R0', 'RC', 'RS', 'SA', 'SC', 'SE', 'SF', 'SG', 'SI', 'SL',
  'SO', 'SP', 'SR', 'SZ', 'ZC',
] as const;

const PREFIXES: ReadonlySet<string> = new Set(gbCompanyNumberPrefixes);

/** 8 characters: 8 digits, or a known 2-character prefix and 6 digits (case-insensitive). Normalized upper case. */
export const validateGbCompanyNumber = (value: string): IdentifierCheck => {
  const v = value.trim().replace(/\s/g, '').toUpperCase();
  if (/^\d{8}$/.test(v)) return ok(v);
  const m = /^([A-Z][A-Z0-9])(\d{6})$/.exec(v);
  if (!m || !PREFIXES.has(m[1]!)) return fail('format');
  return ok(v);
};
