import {
  checkRelatedIdentifier,
  isValidBic,
  isValidIban,
  relatedPersonProblem,
  type RelatedPersonInput,
  type RequestRecordKind,
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

/** Throws the first rule of the kind the record breaks (contracts' relatedPersonProblem, shared with requests). */
const enforce = (kind: RequestRecordKind, r: RelatedPersonInput, customer: VisibleCustomer): void => {
  const problem = relatedPersonProblem(kind, r, customer.country);
  if (problem) throw new AppError(problem.code, problem.message, problem.field || undefined);
};

/** The identity code and business id as stored: normalised by the validator that accepted them. */
const normalised = (
  kind: 'person' | 'business', value: string | null, r: RelatedPersonInput, customer: VisibleCustomer,
): { value: string | null; birthDate?: string } => {
  if (!value) return { value: null };
  const result = checkRelatedIdentifier(kind, value, { nationality: r.nationality, country: r.country, customerCountry: customer.country });
  return { value: result.normalized ?? value, ...(result.birthDate ? { birthDate: result.birthDate } : {}) };
};

/** A person's ssn (normalised) and birth date, given or read from the ssn. */
const personIdentity = (r: RelatedPersonInput, customer: VisibleCustomer): { ssn: string | null; dob: string | null } => {
  const checked = normalised('person', text(r.ssn), r, customer);
  return { ssn: checked.value, dob: r.dob ?? checked.birthDate ?? null };
};

// Each prepare function takes a whole record (a create body, or the stored row merged with an update body),
// enforces the kind's rules and returns exactly the columns to store.

export const prepareOwner = (r: OwnerCreateBody, customer: VisibleCustomer) => {
  enforce('owners', r, customer);
  return {
    type: r.type,
    name: requireName(r.name),
    ssn: normalised('person', text(r.ssn), r, customer).value,
    businessid: normalised('business', text(r.businessid), r, customer).value,
    dob: r.dob ?? null,
    share: r.share,
    nationality: r.nationality ?? null,
    country: r.country ?? null,
    description: text(r.description),
    source: r.source ?? 'MANUAL',
  };
};

export const prepareActualBeneficiary = (r: ActualBeneficiaryCreateBody, customer: VisibleCustomer) => {
  enforce('actualbeneficiaries', r, customer);
  return {
    name: requireName(r.name),
    ...personIdentity(r, customer),
    share: r.share ?? null,
    nationality: r.nationality ?? null,
    country: r.country ?? null,
    description: text(r.description),
    source: r.source ?? 'MANUAL',
  };
};

export const preparePep = (r: PepCreateBody, customer: VisibleCustomer) => {
  enforce('peps', r, customer);
  const flags = { is_pep_self: r.is_pep_self ?? false, is_pep_family: r.is_pep_family ?? false, is_pep_partner: r.is_pep_partner ?? false };
  // Issue 25 §8: the function (checked against the organisation's list by the route), where and when it was held.
  return {
    name: requireName(r.name), ...flags, description: text(r.description), source: r.source ?? 'MANUAL',
    function: text(r.function), country: r.country ?? null, start_date: r.start_date ?? null, end_date: r.end_date ?? null,
  };
};

/** The role comes from the role list of the customer's country (or the global list / OTHER). */
export const prepareResponsiblePerson = (r: ResponsiblePersonCreateBody, customer: VisibleCustomer) => {
  enforce('responsiblepersons', r, customer);
  return {
    name: requireName(r.name),
    role: r.role.trim(),
    nationality: r.nationality ?? null,
    country: r.country ?? null,
    ...personIdentity(r, customer),
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
