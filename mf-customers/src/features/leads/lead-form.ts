import type { CustomerType, Lead, LeadCreateBody } from '@tunne/contracts';
import { checkIdentifier } from '../customers/identifiers.ts';

/** The lead form's text fields in display order. */
export const leadFields = ['name', 'businessid', 'country', 'contact_name', 'email', 'phone', 'description'] as const;
export type LeadField = (typeof leadFields)[number];

export type LeadFormValues = Record<LeadField, string> & { type: CustomerType };

/** Error text keys (namespace customers) per field; absent = valid. */
export type LeadFormErrors = Partial<Record<LeadField, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const countryPattern = /^[A-Z]{2}$/;
// The contract's phone pattern (services/contracts/src/leads.ts).
const phonePattern = /^\+?[0-9(][0-9 ()-]{2,38}$/;

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

export const validateLeadField = (field: LeadField, values: LeadFormValues): string | undefined => {
  const value = values[field].trim();
  switch (field) {
    case 'name':
      return value ? undefined : 'validation.nameRequired';
    case 'email':
      return !value || emailPattern.test(value) ? undefined : 'validation.emailInvalid';
    case 'country':
      return !value || countryPattern.test(value.toUpperCase()) ? undefined : 'validation.countryInvalid';
    case 'phone':
      return !value || phonePattern.test(value) ? undefined : 'leads.validation.phoneInvalid';
    case 'businessid':
      return value && checkIdentifier('businessid', values.country, value) === 'invalid' ? 'validation.businessidInvalid' : undefined;
    default:
      return undefined;
  }
};

export const validateLead = (values: LeadFormValues): LeadFormErrors => {
  const errors: LeadFormErrors = {};
  for (const field of fieldsForLead(values.type)) {
    const error = validateLeadField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
};

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
