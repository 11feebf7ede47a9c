import { foldText } from './normalise.ts';

/**
 * The comparable form of an identifier (passport, national id, IMO, BIC, registration number): upper-case letters
 * and digits only, "IMO" prefix dropped, an 11-character BIC with the "XXX" head-office branch cut to 8.
 * Short values are not identifying ("1000", a licence count) and give undefined.
 */
export const identifierKey = (value: string): string | undefined => {
  let v = foldText(value).toUpperCase().replace(/[^A-Z0-9]/g, '');
  v = v.replace(/^IMO(?=\d{7}$)/, '');
  if (/^[A-Z]{6}[A-Z0-9]{2}XXX$/.test(v)) v = v.slice(0, 8);
  if (/^\d+$/.test(v) ? v.length < 6 : v.length < 5) return undefined;
  return v;
};

/**
 * Keys of a published identifier value. Lists sometimes wrap the number in words ("Indonesia travel document
 * number XD253038"), so each word holding digits is a key as well as the whole value.
 */
export const identifierKeys = (value: string): string[] => {
  const keys = new Set<string>();
  const whole = identifierKey(value);
  if (whole) keys.add(whole);
  const words = value.split(/[\s,;:]+/).filter((w) => /\d/.test(w));
  if (words.length > 0 && words.length < value.split(/\s+/).length) {
    for (const w of words) {
      const key = identifierKey(w);
      if (key) keys.add(key);
    }
  }
  return [...keys];
};
