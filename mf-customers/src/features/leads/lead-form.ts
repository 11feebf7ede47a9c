import { schemaResolver, type FieldProblem } from '@tunne/app-kit';
import { LeadCreateBody, type CustomerType, type Lead } from '@tunne/contracts';
import { checkIdentifier } from '../../shared/identifiers.ts';

/** The lead form's text fields in display order. */
export const leadFields = ['name', 'businessid', 'country', 'contact_name', 'email', 'phone', 'description'] as const;
export type LeadField = (typeof leadFields)[number];

export type LeadFormValues = Record<LeadField, string> & { type: CustomerType };

export const emptyLead = (type: CustomerType = 'business'): LeadFormValues => ({
  type,
  name: '',
  businessid: '',
  country: 'FI',
  contact_name: '',
  email: '',
  phone: '',
  description: '',
});

export const leadFormOf = (lead: Lead): LeadFormValues => ({
  type: lead.type,
  ...(Object.fromEntries(leadFields.map((field) => [field, lead[field] ?? ''])) as Record<LeadField, string>),
});

/** A person lead has no business id or contact person (the person is the contact). */
export const fieldsForLead = (type: CustomerType): LeadField[] =>
  type === 'business' ? [...leadFields] : leadFields.filter((field) => field !== 'businessid' && field !== 'contact_name');

/** The POST/PUT body: trimmed, empty as null, the country upper-case; fields the type does not have are cleared. */
export const leadBody = (values: LeadFormValues): LeadCreateBody => {
  const shown = fieldsForLead(values.type);
  const value = (field: LeadField): string | null => {
    if (!shown.includes(field)) return null;
    const trimmed = values[field].trim();
    return trimmed === '' ? null : field === 'country' ? trimmed.toUpperCase() : trimmed;
  };
  return {
    type: values.type,
    name: values.name.trim(),
    businessid: value('businessid'),
    country: value('country'),
    contact_name: value('contact_name'),
    email: value('email'),
    phone: value('phone'),
    description: value('description'),
  };
};

/**
 * The lead form's validation: the service's create schema on what the form would send (e-mail, phone and country
 * formats, lengths), plus the route's own rules: a name is required (MISSING_NAME) and a business id must pass the
 * contracts' checksum for its country.
 */
export const leadResolver = schemaResolver<LeadFormValues, LeadCreateBody>(LeadCreateBody, {
  toBody: leadBody,
  fieldOf: (property) => ((leadFields as readonly string[]).includes(property) ? (property as LeadField) : undefined),
  refine: (body) => {
    const problems: Partial<Record<LeadField, FieldProblem>> = {};
    if (!body.name) problems.name = 'required';
    if (body.businessid && checkIdentifier('businessid', body.country ?? '', body.businessid) === 'invalid') problems.businessid = 'invalid';
    return problems;
  },
});

/** The text key (namespace customers) of a field's problem, in the register's own words where it has them. */
const problemKeys: Partial<Record<LeadField, Partial<Record<FieldProblem, string>>>> = {
  name: { required: 'validation.nameRequired' },
  email: { format: 'validation.emailInvalid' },
  country: { format: 'validation.countryInvalid' },
  phone: { format: 'leads.validation.phoneInvalid' },
  businessid: { invalid: 'validation.businessidInvalid' },
};

export const leadProblemKey = (field: LeadField, problem: string): string | undefined => problemKeys[field]?.[problem as FieldProblem];
