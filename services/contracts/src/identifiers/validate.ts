// Any country's identifier through one call: the per-country validators by kind and country.
import { validateDkCpr, validateDkCvr } from './dk.ts';
import { validateEeIsikukood, validateEeRegistrikood } from './ee.ts';
import { validateFiHetu, validateFiYTunnus } from './fi.ts';
import { validateGbCompanyNumber } from './gb.ts';
import { validateLvPersonasKods, validateLvRegistrationNumber } from './lv.ts';
import { validateNoFodselsnummer, validateNoOrganisasjonsnummer } from './no.ts';
import { validateSeOrganisationsnummer, validateSePersonnummer } from './se.ts';
import { fail, type IdentifierCheck, type IdentifierKind, type IdentifierOptions } from './types.ts';

type Validator = (value: string, options?: IdentifierOptions) => IdentifierCheck;

/**
 * An identifier as typed, in the form the validators read: surrounding whitespace (spaces, tabs, no-break spaces)
 * dropped and letters upper-cased. Identifiers carry no lower-case letters, so nothing valid is lost.
 */
export const identifierInput = (value: string): string => value.trim().toUpperCase();

const strip = (check: IdentifierCheck): IdentifierCheck => {
  const out: IdentifierCheck = { valid: check.valid };
  if (check.normalized !== undefined) out.normalized = check.normalized;
  if (check.birthDate !== undefined) out.birthDate = check.birthDate;
  if (check.reason !== undefined) out.reason = check.reason;
  return out;
};

const validators: Record<IdentifierKind, Readonly<Record<string, Validator>>> = {
  person: {
    FI: validateFiHetu,
    SE: validateSePersonnummer,
    NO: validateNoFodselsnummer,
    DK: validateDkCpr,
    EE: validateEeIsikukood,
    LV: validateLvPersonasKods,
  },
  business: {
    FI: validateFiYTunnus,
    SE: validateSeOrganisationsnummer,
    NO: validateNoOrganisasjonsnummer,
    DK: validateDkCvr,
    EE: validateEeRegistrikood,
    LV: validateLvRegistrationNumber,
    GB: validateGbCompanyNumber,
  },
};

/** Countries (ISO alpha-2) with a validator, per kind. Others give `{valid: false, reason: 'unsupported'}`. */
export const identifierCountries: { person: string[]; business: string[] } = {
  person: Object.keys(validators.person),
  business: Object.keys(validators.business),
};

/**
 * Validate a national identifier.
 * - person: FI henkilötunnus, SE personnummer/samordningsnummer, NO fødselsnummer/D-nummer, DK CPR,
 *   EE isikukood, LV personas kods. Valid results carry `birthDate` when the code encodes one.
 * - business: FI Y-tunnus, SE organisationsnummer, NO organisasjonsnummer, DK CVR, EE registrikood,
 *   LV registration number, GB Companies House number.
 * Typing is forgiving: surrounding whitespace is dropped and letters are upper-cased before the country's rules apply
 * (identifierInput), so `131052-308t` and ` 1000000-4 ` are read as `131052-308T` and `1000000-4`. `normalized` is the
 * canonical form to store (upper case; a Finnish business id with its dash: `10000004` → `1000000-4`).
 * The per-country validators (validateFiHetu, …) stay strict for callers that need the exact form.
 */
export const validateIdentifier = (
  country: string,
  kind: IdentifierKind,
  value: string,
  options?: IdentifierOptions,
): IdentifierCheck => {
  const validator = validators[kind]?.[country.trim().toUpperCase()];
  if (!validator) return fail('unsupported');
  if (typeof value !== 'string') return fail('format');
  const input = identifierInput(value);
  if (input.length === 0 || input.length > 64) return fail('format');
  return strip(validator(input, options));
};
