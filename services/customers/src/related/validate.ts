import {
  checkRelatedIdentifier,
  isValidBic,
  isValidIban,
  isValidRole,
  type RelatedIdentifierContext,
  type ActualBeneficiaryCreateBody,
  type BankAccountCreateBody,
  type OwnerCreateBody,
  type PepCreateBody,
  type ResponsiblePersonCreateBody,
} from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import type { VisibleCustomer } from './repo/customer.ts';

/** Blank strings are absent values. */
const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export const requireName = (value: string | null | undefined): string => {
  const name = text(value);
  if (!name) throw new AppError('MISSING_NAME', 'Name is required', '/name');
  return name;
};

/** Nationalities whose personal identity codes are required (a bare birth date is not enough, spec §5). */
const checkedNationalities = new Set(['FI', 'SE']);

/**
 * A related person's identity code or a business owner's business id, through the same validators as the customer's
 * (contracts' checkRelatedIdentifier decides the country). Answers the normalised form to store, or throws
 * INVALID_SSN / INVALID_BUSINESSID on the field.
 */
const checkedIdentifier = (
  kind: 'person' | 'business',
  value: string | null,
  context: RelatedIdentifierContext,
): { value: string | null; birthDate?: string } => {
  if (!value) return { value: null };
  const result = checkRelatedIdentifier(kind, value, context);
  if (!result.valid) {
    const reason = result.reason ? ` (${result.reason}, ${result.checkedCountry ?? ''})` : '';
    throw kind === 'person'
      ? new AppError('INVALID_SSN', `Invalid personal identity code${reason}`, '/ssn')
      : new AppError('INVALID_BUSINESSID', `Invalid business id${reason}`, '/businessid');
  }
  return { value: result.normalized ?? value, ...(result.birthDate ? { birthDate: result.birthDate } : {}) };
};

/**
 * A person's ssn and birth date. For FI and SE nationals the ssn is required (a bare birth date is not one); every
 * ssn must be valid where it comes from. It is stored normalised and gives the birth date when none was given.
 */
const personIdentity = (
  nationality: string | null | undefined,
  country: string | null | undefined,
  ssnInput: string | null | undefined,
  dob: string | null | undefined,
  customer: VisibleCustomer,
): { ssn: string | null; dob: string | null } => {
  const ssn = text(ssnInput);
  if (!ssn && nationality && checkedNationalities.has(nationality)) {
    throw new AppError('INVALID_SSN', `A valid personal identity code is required for nationality ${nationality}`, '/ssn');
  }
  const checked = checkedIdentifier('person', ssn, { nationality, country, customerCountry: customer.country });
  return { ssn: checked.value, dob: dob ?? checked.birthDate ?? null };
};

// Each prepare function takes a whole record (a create body, or the stored row merged with an update body),
// enforces the kind's rules and returns exactly the columns to store.

export const prepareOwner = (r: OwnerCreateBody, customer: VisibleCustomer) => {
  const ssn = text(r.ssn);
  const businessid = text(r.businessid);
  if (r.type === 'person' ? !ssn : !businessid) {
    throw new AppError('OWNER_ID_MISSING', r.type === 'person' ? 'A person owner needs an ssn' : 'A business owner needs a business id',
      r.type === 'person' ? '/ssn' : '/businessid');
  }
  const where = { nationality: r.nationality, country: r.country, customerCountry: customer.country };
  const person = checkedIdentifier('person', ssn, where);
  return {
    type: r.type,
    name: requireName(r.name),
    ssn: person.value,
    businessid: checkedIdentifier('business', businessid, where).value,
    dob: r.dob ?? null,
    share: r.share,
    nationality: r.nationality ?? null,
    country: r.country ?? null,
    description: text(r.description),
    source: r.source ?? 'MANUAL',
  };
};

export const prepareActualBeneficiary = (r: ActualBeneficiaryCreateBody, customer: VisibleCustomer) => ({
  name: requireName(r.name),
  ...personIdentity(r.nationality, r.country, r.ssn, r.dob, customer),
  share: r.share ?? null,
  nationality: r.nationality ?? null,
  country: r.country ?? null,
  description: text(r.description),
  source: r.source ?? 'MANUAL',
});

export const preparePep = (r: PepCreateBody) => {
  const flags = { is_pep_self: r.is_pep_self ?? false, is_pep_family: r.is_pep_family ?? false, is_pep_partner: r.is_pep_partner ?? false };
  if (!flags.is_pep_self && !flags.is_pep_family && !flags.is_pep_partner) {
    throw new AppError('PEP_DETAILS_MISSING', 'Tell whether the person is a PEP, a family member or a close associate');
  }
  // Issue 25 §8: the function (checked against the organisation's list by the route), where and when it was held.
  const startDate = r.start_date ?? null;
  const endDate = r.end_date ?? null;
  if (startDate !== null && endDate !== null && endDate < startDate) {
    throw new AppError('VALIDATION_FAILED', 'The function cannot end before it began', '/end_date');
  }
  return {
    name: requireName(r.name), ...flags, description: text(r.description), source: r.source ?? 'MANUAL',
    function: text(r.function), country: r.country ?? null, start_date: startDate, end_date: endDate,
  };
};

/** The role comes from the role list of the customer's country (or the global list / OTHER). */
export const prepareResponsiblePerson = (r: ResponsiblePersonCreateBody, customer: VisibleCustomer) => {
  const role = r.role.trim();
  if (!isValidRole(customer.country, role)) throw new AppError('INVALID_ROLE', 'Unknown role for the customer\'s country', '/role');
  return {
    name: requireName(r.name),
    role,
    nationality: r.nationality ?? null,
    country: r.country ?? null,
    ...personIdentity(r.nationality, r.country, r.ssn, r.dob, customer),
    description: text(r.description),
  };
};

export const prepareBankAccount = (r: BankAccountCreateBody) => {
  const number = r.number.replace(/\s+/g, '').toUpperCase();
  if (!isValidIban(number)) throw new AppError('INVALID_IBAN', 'Invalid IBAN', '/number');
  const bic = r.bic.replace(/\s+/g, '').toUpperCase();
  if (!isValidBic(bic)) throw new AppError('INVALID_BIC', 'Invalid BIC', '/bic');
  return { number, bic, description: text(r.description), country: r.country ?? number.slice(0, 2) };
};
