/** IBAN (ISO 13616) and BIC (ISO 9362). */
import { isoCountryCodes } from './countries.ts';

/**
 * BBAN structure per country from the SWIFT IBAN registry (n digits, a upper-case letters, c alphanumeric;
 * "4!n" = exactly 4 digits). The IBAN length is 4 + the BBAN length.
 */
export const ibanBbanSpecs: Readonly<Record<string, string>> = {
  AD: '4!n4!n12!c', AE: '3!n16!n', AL: '8!n16!c', AT: '5!n11!n', AX: '3!n11!n', AZ: '4!a20!c', BA: '3!n3!n8!n2!n',
  BE: '3!n7!n2!n', BG: '4!a4!n2!n8!c', BH: '4!a14!c', BI: '5!n5!n11!n2!n', BL: '5!n5!n11!c2!n',
  BR: '8!n5!n10!n1!a1!c', BY: '4!c4!n16!c', CH: '5!n12!c', CR: '4!n14!n', CY: '3!n5!n16!c', CZ: '4!n6!n10!n',
  DE: '8!n10!n', DJ: '5!n5!n11!n2!n', DK: '4!n9!n1!n', DO: '4!c20!n', EE: '2!n2!n11!n1!n', EG: '4!n4!n17!n',
  ES: '4!n4!n1!n1!n10!n', FI: '3!n11!n', FK: '2!a12!n', FO: '4!n9!n1!n', FR: '5!n5!n11!c2!n', GB: '4!a6!n8!n',
  GE: '2!a16!n', GF: '5!n5!n11!c2!n', GG: '4!a6!n8!n', GI: '4!a15!c', GL: '4!n9!n1!n', GP: '5!n5!n11!c2!n',
  GR: '3!n4!n16!c', GT: '4!c20!c', HR: '7!n10!n', HU: '3!n4!n1!n15!n1!n', IE: '4!a6!n8!n', IL: '3!n3!n13!n',
  IM: '4!a6!n8!n', IQ: '4!a3!n12!n', IS: '4!n2!n6!n10!n', IT: '1!a5!n5!n12!c', JE: '4!a6!n8!n', JO: '4!a4!n18!c',
  KW: '4!a22!c', KZ: '3!n13!c', LB: '4!n20!c', LC: '4!a24!c', LI: '5!n12!c', LT: '5!n11!n', LU: '3!n13!c',
  LV: '4!a13!c', LY: '3!n3!n15!n', MC: '5!n5!n11!c2!n', MD: '2!c18!c', ME: '3!n13!n2!n', MF: '5!n5!n11!c2!n',
  MK: '3!n10!c2!n', MN: '4!n12!n', MQ: '5!n5!n11!c2!n', MR: '5!n5!n11!n2!n', MT: '4!a5!n18!c',
  MU: '4!a2!n2!n12!n3!n3!a', NC: '5!n5!n11!c2!n', NI: '4!a20!n', NL: '4!a10!n', NO: '4!n6!n1!n', OM: '3!n16!c',
  PF: '5!n5!n11!c2!n', PK: '4!a16!c', PL: '8!n16!n', PM: '5!n5!n11!c2!n', PS: '4!a21!c', PT: '4!n4!n11!n2!n',
  QA: '4!a21!c', RE: '5!n5!n11!c2!n', RO: '4!a16!c', RS: '3!n13!n2!n', RU: '9!n5!n15!c', SA: '2!n18!c',
  SC: '4!a2!n2!n16!n3!a', SD: '2!n12!n', SE: '3!n16!n1!n', SI: '5!n8!n2!n', SK: '4!n6!n10!n', SM: '1!a5!n5!n12!c',
  SO: '4!n3!n12!n', ST: '4!n4!n11!n2!n', SV: '4!a20!n', TF: '5!n5!n11!c2!n', TL: '3!n14!n2!n', TN: '2!n3!n13!n2!n',
  TR: '5!n1!n16!c', UA: '6!n19!c', VA: '3!n15!n', VG: '4!a16!n', WF: '5!n5!n11!c2!n', XK: '4!n10!n2!n',
  YT: '5!n5!n11!c2!n',
};

/**
 * Countries that use IBANs outside the SWIFT registry (published by their central banks / national
 * registries; e.g. the Nordea and iban.com lists): only the length is checked.
 */
export const ibanExtraLengths: Readonly<Record<string, number>> = {
  AO: 25, BF: 28, BJ: 28, CF: 27, CG: 27, CI: 28, CM: 27, CV: 25, DZ: 26, GA: 27, GQ: 27, GW: 25, HN: 28,
  IR: 26, KM: 27, MA: 28, MG: 27, ML: 28, MZ: 25, NE: 28, SN: 28, TD: 27, TG: 28,
};

const specRegex = (spec: string): RegExp => {
  const parts = [...spec.matchAll(/(\d+)!([nac])/g)].map(([, n, t]) => `${t === 'n' ? '[0-9]' : t === 'a' ? '[A-Z]' : '[A-Z0-9]'}{${n}}`);
  return new RegExp(`^${parts.join('')}$`);
};

const bbanRegexCache = new Map<string, RegExp>();
const bbanRegex = (country: string): RegExp | undefined => {
  const spec = ibanBbanSpecs[country];
  if (spec === undefined) return undefined;
  let re = bbanRegexCache.get(country);
  if (!re) {
    re = specRegex(spec);
    bbanRegexCache.set(country, re);
  }
  return re;
};

/** IBAN length for a country, or undefined when the country has no IBAN. */
export const ibanLength = (country: string): number | undefined => {
  const spec = ibanBbanSpecs[country];
  if (spec !== undefined) return 4 + [...spec.matchAll(/(\d+)!/g)].reduce((s, [, n]) => s + Number(n), 0);
  return ibanExtraLengths[country];
};

/** Electronic form: a leading "IBAN" label and separators (spaces, hyphens, dots) removed, upper case. */
export const normalizeIban = (value: string): string =>
  value.trim().toUpperCase().replace(/^IBAN[\s:]*/, '').replace(/[\s.-]/g, '');

/** Print form: groups of four. */
export const formatIban = (value: string): string => normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** ISO 7064 mod 97-10 over an alphanumeric string (letters A=10 … Z=35). */
export const mod97 = (value: string): number => {
  let r = 0;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const n = code >= 65 ? code - 55 : code - 48;
    r = n >= 10 ? (r * 100 + n) % 97 : (r * 10 + n) % 97;
  }
  return r;
};

/** Check digits for a country code and BBAN. */
export const ibanCheckDigits = (country: string, bban: string): string =>
  String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');

const ES_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6] as const;
const esDigit = (ten: string): number => {
  const r = 11 - ([...ten].reduce((s, c, i) => s + ES_WEIGHTS[i]! * Number(c), 0) % 11);
  return r === 11 ? 0 : r === 10 ? 1 : r;
};

/**
 * National BBAN check digits where the IBAN check does not cover them:
 * ES (dígitos de control over bank+branch and account) and BE (account mod 97).
 */
const nationalCheck: Readonly<Record<string, (bban: string) => boolean>> = {
  ES: (b) => `${esDigit(`00${b.slice(0, 8)}`)}${esDigit(b.slice(10, 20))}` === b.slice(8, 10),
  BE: (b) => (Number(b.slice(0, 10)) % 97 || 97) === Number(b.slice(10, 12)),
};

/**
 * Country length/structure (SWIFT registry), the mod-97 check and national BBAN checks (ES, BE; skip them with
 * checkNational: false).
 */
export const isValidIban = (value: string, options?: { checkNational?: boolean }): boolean => {
  const v = normalizeIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(v)) return false;
  const country = v.slice(0, 2);
  const length = ibanLength(country);
  if (length === undefined || v.length !== length) return false;
  const re = bbanRegex(country);
  if (re && !re.test(v.slice(4))) return false;
  if (v.slice(2, 4) === '00' || v.slice(2, 4) === '01' || v.slice(2, 4) === '99') return false;
  if (mod97(v.slice(4) + v.slice(0, 4)) !== 1) return false;
  if (options?.checkNational === false) return true;
  return nationalCheck[country]?.(v.slice(4)) ?? true;
};

/** Normalized BIC: upper case, spaces removed. */
export const normalizeBic = (value: string): string => value.trim().toUpperCase().replace(/\s/g, '');

/**
 * BIC AAAABBCC or AAAABBCCDDD: 4-letter institution code, ISO 3166 country code (plus XK),
 * 2-character location (the second character is not the letter O), optional 3-character branch.
 */
export const isValidBic = (value: string): boolean => {
  const v = normalizeBic(value);
  const m = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}([A-Z0-9]{3})?$/.exec(v);
  if (!m) return false;
  if (!isoCountryCodes.has(m[1]!)) return false;
  return v[7] !== 'O';
};
