import { schemaResolver, type FieldProblem } from '@tunne/app-kit';
import { CustomerCreateBody, type CustomerType } from '@tunne/contracts';
import { checkIdentifier, type IdentifierKind } from '../../shared/identifiers.ts';
import { basicFields, type BasicField, type Customer, type CustomerBasics } from './types.ts';

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

/** What the add form sends (POST customers), as the create schema checks it. */
type CustomerFormBody = Partial<Record<BasicField, string | null>> & { type: CustomerType; name: string };

/**
 * The add and edit forms' validation: the service's own create schema applied to what the form would send (e-mail,
 * country and LEI formats, lengths), plus the route's rules a schema cannot state: a name is required
 * (MISSING_NAME) and a business id or identity code must pass the contracts' checksum for its country.
 */
export const customerResolver = (type: CustomerType) =>
  schemaResolver<CustomerBasics, CustomerFormBody>(CustomerCreateBody, {
    toBody: (values) => ({ type, ...basicsBody(type, values), name: values.name.trim() }),
    fieldOf: (property) => (fieldsFor(type) as string[]).includes(property) ? (property as BasicField) : undefined,
    refine: (body, values) => {
      const problems: Partial<Record<BasicField, FieldProblem>> = {};
      if (!body.name) problems.name = 'required';
      const id = identifierField(type);
      const value = values[id].trim();
      if (value && checkIdentifier(id, values.country.trim().toUpperCase(), value) === 'invalid') problems[id] = 'invalid';
      return problems;
    },
  });

/** The register's own wording for a field's problem (customers:validation.*), where it has one. */
const problemKeys: Partial<Record<BasicField, Partial<Record<FieldProblem, string>>>> = {
  name: { required: 'validation.nameRequired' },
  email: { format: 'validation.emailInvalid' },
  contact_email: { format: 'validation.emailInvalid' },
  country: { format: 'validation.countryInvalid' },
  nationality: { format: 'validation.countryInvalid' },
  lei: { format: 'validation.leiInvalid' },
  ssn: { invalid: 'validation.ssnInvalid' },
  businessid: { invalid: 'validation.businessidInvalid' },
};

export const customerProblemKey = (field: BasicField, problem: string): string | undefined =>
  problemKeys[field]?.[problem as FieldProblem];
