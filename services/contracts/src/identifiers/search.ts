/**
 * Finding a customer by business id or personal identity code (issue 16 §5): the search text and the stored
 * identifiers are compared in one form, so `10000004`, `1000000-4` and ` 1000000-4 ` find the same customer and
 * `131052-308t` finds `131052-308T`. Pure, so the service and the UI agree.
 */
import { identifierCountries, validateIdentifier } from './validate.ts';
import type { IdentifierKind } from './types.ts';

/**
 * The comparison form: upper case without dashes and whitespace. The database compares the stored column as
 * `translate(upper(column), '- ', '')` (stored identifiers are trimmed and hold no other whitespace), which its
 * expression indexes serve (customers migration 00020).
 */
export const identifierSearchKey = (value: string): string => value.toUpperCase().replace(/[\s-]/g, '');

/**
 * Whether free search text may be an identifier rather than (only) a name: at least six digits, and otherwise only
 * letters, spaces, dashes and plus signs (`1000000-4`, `131052A308T`, `SC123456`, `NO 988 077 917 MVA`). A name with a
 * long number in it also passes; the search then matches names too.
 */
export const looksLikeIdentifier = (text: string): boolean => {
  const value = text.trim();
  if (value.length === 0 || value.length > 40 || !/^[0-9A-Za-z][0-9A-Za-z +-]*$/.test(value)) return false;
  return (value.match(/[0-9]/g)?.length ?? 0) >= 6;
};

/**
 * The comparison forms the text may stand for: the text's own, and the canonical form of every country's identifier
 * (of the given kinds) the text is valid as. So a Swedish personnummer typed with ten digits (`880320-0016`) also
 * finds its stored twelve-digit form (`19880320-0016`), and a Norwegian `NO 988 077 917 MVA` the stored `988077917`.
 * A birth date in the future is no reason not to find a stored code. Empty when nothing is left of the text.
 */
export const identifierSearchKeys = (text: string, kinds: readonly IdentifierKind[] = ['business', 'person']): string[] => {
  const own = identifierSearchKey(text);
  if (own === '') return [];
  const keys = new Set([own]);
  for (const kind of kinds) {
    for (const country of identifierCountries[kind]) {
      const check = validateIdentifier(country, kind, text, { allowFutureBirthDate: true });
      if (check.valid && check.normalized) keys.add(identifierSearchKey(check.normalized));
    }
  }
  return [...keys];
};
