import { identifierCountries, validateIdentifier } from '@tunne/contracts';

export type IdentifierKind = 'businessid' | 'ssn';

type Validate = typeof validateIdentifier;

/**
 * Structure + checksum of a business id or personal identity code with the contracts' validators (the
 * same ones the service uses). 'unchecked' when the country has no validator: the service decides then.
 */
export const checkIdentifier = (kind: IdentifierKind, country: string, value: string, validate: Validate = validateIdentifier): 'valid' | 'invalid' | 'unchecked' => {
  const contractKind = kind === 'ssn' ? 'person' : 'business';
  const code = country.trim().toUpperCase();
  if (!code || (validate === validateIdentifier && !identifierCountries[contractKind].includes(code))) return 'unchecked';
  const result = validate(code, contractKind, value.trim());
  if (result.valid) return 'valid';
  return result.reason === 'unsupported' ? 'unchecked' : 'invalid';
};
