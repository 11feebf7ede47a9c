/**
 * Person and business identifier validation (structure + checksum), IBAN and BIC.
 * Pure functions shared by the services and the UI. One file per country; this is the single entry point, and it only
 * re-exports: the files here import each other directly.
 */

export type { IdentifierCheck, IdentifierFailure, IdentifierKind, IdentifierOptions } from './types.ts';
export { fiHetuCheckChar, fiHetuCheckChars, fiYTunnusCheckDigit, validateFiHetu, validateFiYTunnus, type FiHetuOptions } from './fi.ts';
export {
  validateSeInterimNumber, validateSeOrganisationsnummer, validateSePersonnummer, type SePersonNumberType, type SePersonOptions,
} from './se.ts';
export {
  noBirthYear, noFodselsnummerChecksumValid, validateNoFodselsnummer, validateNoOrganisasjonsnummer, type NoPersonNumberType,
  type NoPersonOptions,
} from './no.ts';
export { dkBirthYear, validateDkCpr, validateDkCvr } from './dk.ts';
export { eeCheckDigit, validateEeIsikukood, validateEeRegistrikood } from './ee.ts';
export {
  lvPersonalCheckDigit, lvPersonalCodeFormat, validateLvPersonasKods, validateLvRegistrationNumber, type LvPersonalCodeFormat,
} from './lv.ts';
export { gbCompanyNumberPrefixes, validateGbCompanyNumber } from './gb.ts';
export {
  formatIban, ibanBbanSpecs, ibanCheckDigits, ibanExtraLengths, ibanLength, isValidBic, isValidIban, normalizeBic, normalizeIban,
} from './iban.ts';
export { isoCountryCodes } from './countries.ts';
export { identifierCountries, identifierInput, validateIdentifier } from './validate.ts';
export { checkRelatedIdentifier, relatedIdentifierCountries, type RelatedIdentifierCheck, type RelatedIdentifierContext } from './related.ts';
export { identifierSearchKey, identifierSearchKeys, looksLikeIdentifier } from './search.ts';
export { identifierExamples, type IdentifierExample } from './examples.ts';
