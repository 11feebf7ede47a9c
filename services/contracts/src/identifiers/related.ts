/**
 * Identity codes and business ids of a customer's related persons (owners, actual beneficiaries, responsible
 * persons): which country's validator applies (spec §5, issue 11 §7). Pure, so the service and the forms agree.
 */
import { identifierCountries, validateIdentifier } from './validate.ts';
import type { IdentifierCheck, IdentifierKind } from './types.ts';

/** Where a related record says it belongs, and the customer it hangs off. */
export interface RelatedIdentifierContext {
  /** A person's nationality (ISO alpha-2); decides alone when given. */
  nationality?: string | null;
  /** Country of residence (person) or registration (business). */
  country?: string | null;
  /** The customer's country: the last guess when the record names no country. */
  customerCountry?: string | null;
}

export interface RelatedIdentifierCheck extends IdentifierCheck {
  /** The country whose rules were applied (valid) or tried first (invalid); null when none has a validator. */
  checkedCountry: string | null;
}

const code = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim().toUpperCase();
  return trimmed ? trimmed : null;
};

/**
 * The countries whose rules may apply, in order. A person's stated nationality decides alone (spec §5: FI and SE
 * nationals are checked); a business id belongs to its country of registration. Without them the code must be valid
 * in the record's country or the customer's, the way the customer's own identifier is checked in its country.
 */
export const relatedIdentifierCountries = (kind: IdentifierKind, context: RelatedIdentifierContext): string[] => {
  const nationality = code(context.nationality);
  const country = code(context.country);
  const customerCountry = code(context.customerCountry);
  const decided = kind === 'person' ? nationality : country;
  const candidates = decided ? [decided] : [kind === 'person' ? country : nationality, customerCountry];
  const supported = identifierCountries[kind];
  return [...new Set(candidates.filter((c): c is string => c !== null && supported.includes(c)))];
};

/**
 * Checks a related record's identity code (kind person) or business id (kind business). `valid` with no
 * `checkedCountry` means no country with a validator applies: the value is kept as given (trimmed, upper case),
 * like a customer's identifier in a country without one. Valid answers carry the normalised form to store.
 */
export const checkRelatedIdentifier = (kind: IdentifierKind, value: string, context: RelatedIdentifierContext): RelatedIdentifierCheck => {
  const given = value.trim().toUpperCase();
  const countries = relatedIdentifierCountries(kind, context);
  if (countries.length === 0) return { valid: true, normalized: given, checkedCountry: null };
  for (const country of countries) {
    const check = validateIdentifier(country, kind, given);
    if (check.valid) return { ...check, normalized: check.normalized ?? given, checkedCountry: country };
  }
  const first = validateIdentifier(countries[0]!, kind, given);
  return { valid: false, ...(first.reason ? { reason: first.reason } : {}), checkedCountry: countries[0]! };
};
