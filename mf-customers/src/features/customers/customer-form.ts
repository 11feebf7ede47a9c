import type { CustomerType } from '@tunne/contracts';
import { checkIdentifier, type IdentifierKind } from './identifiers.ts';
import { basicFields, type BasicField, type Customer, type CustomerBasics } from './types.ts';

/** Error keys (under customers:validation.*) per field; absent = valid. */
export type FormErrors = Partial<Record<BasicField, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const countryPattern = /^[A-Z]{2}$/;
const leiPattern = /^[A-Z0-9]{18}[0-9]{2}$/;

export const emptyBasics = (): CustomerBasics =>
  Object.fromEntries(basicFields.map((field) => [field, field === 'country' ? 'FI' : field === 'language' ? 'fi' : ''])) as CustomerBasics;

export const basicsOf = (customer: Customer): CustomerBasics =>
  Object.fromEntries(basicFields.map((field) => [field, (customer[field] as string | null | undefined) ?? ''])) as CustomerBasics;

/** Which fields the form shows for a type: a person has no business id, VAT number or LEI; a business no ssn or nationality. */
export const fieldsFor = (type: CustomerType): BasicField[] =>
  basicFields.filter((field) =>
    type === 'business' ? !['ssn', 'nationality'].includes(field) : !['businessid', 'vatnumber', 'lei', 'contact_name', 'contact_email'].includes(field),
  );

export const identifierField = (type: CustomerType): IdentifierKind => (type === 'business' ? 'businessid' : 'ssn');

export const validateField = (field: BasicField, values: CustomerBasics): string | undefined => {
  const value = values[field].trim();
  switch (field) {
    case 'name':
      return value ? undefined : 'nameRequired';
    case 'email':
    case 'contact_email':
      return !value || emailPattern.test(value) ? undefined : 'emailInvalid';
    case 'country':
    case 'nationality':
      return !value || countryPattern.test(value) ? undefined : 'countryInvalid';
    case 'lei':
      return !value || leiPattern.test(value.toUpperCase()) ? undefined : 'leiInvalid';
    case 'businessid':
    case 'ssn':
      if (!value) return undefined;
      return checkIdentifier(field, values.country.trim().toUpperCase(), value) === 'invalid'
        ? field === 'ssn' ? 'ssnInvalid' : 'businessidInvalid'
        : undefined;
    default:
      return undefined;
  }
};

export const validateBasics = (type: CustomerType, values: CustomerBasics): FormErrors => {
  const errors: FormErrors = {};
  for (const field of fieldsFor(type)) {
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
};

/** The body for POST/PUT: trimmed, empty strings as null, country upper-case; only the type's fields. */
export const basicsBody = (type: CustomerType, values: CustomerBasics): Partial<Record<BasicField, string | null>> =>
  Object.fromEntries(
    fieldsFor(type).map((field) => {
      const value = values[field].trim();
      const normalised = field === 'country' || field === 'nationality' || field === 'lei' ? value.toUpperCase() : value;
      return [field, normalised === '' ? null : normalised];
    }),
  );

/** Only what changed, for PUT (partial update). */
export const changedBasics = (type: CustomerType, before: CustomerBasics, after: CustomerBasics): Partial<Record<BasicField, string | null>> => {
  const previous = basicsBody(type, before);
  const next = basicsBody(type, after);
  return Object.fromEntries(Object.entries(next).filter(([field, value]) => previous[field as BasicField] !== value));
};

export const identifierChanged = (type: CustomerType, before: CustomerBasics, after: CustomerBasics): boolean => {
  const field = identifierField(type);
  return before[field].trim() !== '' && before[field].trim() !== after[field].trim();
};
