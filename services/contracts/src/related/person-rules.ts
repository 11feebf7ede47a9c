/**
 * The rules a related person (owner, actual beneficiary, responsible person, PEP) must meet to be kept in the
 * register (spec §5; issue 26 "Recipients"). One pure function, so that the card (services/customers' prepare
 * functions), a recipient's answer when submitted (services/outbound) and the public form (mf-public) refuse the same
 * rows with the same codes: an answer that passes submission can always be accepted.
 */
import { identifierCountries } from '../identifiers/index.ts';
import { checkRelatedIdentifier } from '../identifiers/related.ts';
import type { AnsweredPerson, RequestRecordKind } from '../outbound/requests.ts';
import { isValidRole } from '../roles.ts';

/** Nationalities whose personal identity code is required: a bare birth date is not enough (spec §5). */
export const ssnRequiredNationalities: readonly string[] = ['FI', 'SE'];

const code = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim().toUpperCase();
  return trimmed ? trimmed : null;
};

const blank = (value: string | null | undefined): boolean => !value?.trim();

/** FI and SE nationals must give their identity code. */
export const ssnRequiredFor = (nationality: string | null | undefined): boolean => {
  const given = code(nationality);
  return given !== null && ssnRequiredNationalities.includes(given);
};

/**
 * Whether a person of this nationality is asked an identity code: when the nationality is not known yet, or its
 * country has a validator (FI, SE, NO, DK…). Anyone else gives a birth date and nationality instead.
 */
export const ssnAskedFor = (nationality: string | null | undefined): boolean => {
  const given = code(nationality);
  return given === null || identifierCountries.person.includes(given);
};

export type RelatedPersonProblemCode =
  | 'MISSING_NAME' | 'OWNER_ID_MISSING' | 'INVALID_SSN' | 'INVALID_BUSINESSID' | 'INVALID_ROLE' | 'PEP_DETAILS_MISSING' | 'VALIDATION_FAILED';

export interface RelatedPersonProblem {
  code: RelatedPersonProblemCode;
  /** JSON pointer within the record, e.g. /ssn. */
  field: string;
  message: string;
  /** For INVALID_SSN / INVALID_BUSINESSID: the validator's reason (format, checksum, date…). */
  reason?: string;
}

/** The fields the rules read (a create body, a stored row merged with an update, or an answer row). */
export interface RelatedPersonInput {
  type?: 'person' | 'business' | null;
  name?: string | null;
  ssn?: string | null;
  businessid?: string | null;
  dob?: string | null;
  nationality?: string | null;
  country?: string | null;
  role?: string | null;
  is_pep_self?: boolean | null;
  is_pep_family?: boolean | null;
  is_pep_partner?: boolean | null;
  start_date?: string | null;
  end_date?: string | null;
}

const identifierProblem = (
  kind: 'person' | 'business', value: string | null | undefined, r: RelatedPersonInput, customerCountry: string | null,
): RelatedPersonProblem | null => {
  if (blank(value)) return null;
  const check = checkRelatedIdentifier(kind, value!, { nationality: r.nationality, country: r.country, customerCountry });
  if (check.valid) return null;
  const reason = check.reason ? { reason: check.reason } : {};
  return kind === 'person'
    ? { code: 'INVALID_SSN', field: '/ssn', message: `Invalid personal identity code (${check.reason ?? ''}, ${check.checkedCountry ?? ''})`, ...reason }
    : { code: 'INVALID_BUSINESSID', field: '/businessid', message: `Invalid business id (${check.reason ?? ''}, ${check.checkedCountry ?? ''})`, ...reason };
};

/** An actual beneficiary's or responsible person's code: required for FI and SE nationals, valid where given. */
const personIdentityProblem = (r: RelatedPersonInput, customerCountry: string | null): RelatedPersonProblem | null => {
  if (blank(r.ssn) && ssnRequiredFor(r.nationality)) {
    return { code: 'INVALID_SSN', field: '/ssn', message: `A valid personal identity code is required for nationality ${code(r.nationality) ?? ''}` };
  }
  return identifierProblem('person', r.ssn, r, customerCountry);
};

/**
 * A person owner is kept by their identity code; one whose nationality has no identity code the product can ask
 * (or need not give one, e.g. a German) by birth date and nationality instead. A business owner by its business id.
 */
const ownerIdProblem = (r: RelatedPersonInput): RelatedPersonProblem | null => {
  if (r.type === 'business') {
    return blank(r.businessid) ? { code: 'OWNER_ID_MISSING', field: '/businessid', message: 'A business owner needs a business id' } : null;
  }
  if (!blank(r.ssn)) return null;
  if (code(r.nationality) === null || ssnRequiredFor(r.nationality)) {
    return { code: 'OWNER_ID_MISSING', field: '/ssn', message: 'A person owner needs an identity code (or a birth date and a nationality other than FI or SE)' };
  }
  return blank(r.dob) ? { code: 'OWNER_ID_MISSING', field: '/dob', message: 'A person owner without an identity code needs a birth date' } : null;
};

/**
 * The first rule the record breaks, or null. `customerCountry` decides the role list and is the last guess of the
 * country whose identity code rules apply. The shape (types, lengths) is the kind's create body's, checked apart.
 */
export const relatedPersonProblem = (kind: RequestRecordKind, r: RelatedPersonInput, customerCountry: string | null): RelatedPersonProblem | null => {
  switch (kind) {
    case 'owners':
      return ownerIdProblem(r)
        ?? (blank(r.name) ? { code: 'MISSING_NAME', field: '/name', message: 'Name is required' } : null)
        ?? identifierProblem('person', r.ssn, r, customerCountry)
        ?? identifierProblem('business', r.businessid, r, customerCountry);
    case 'actualbeneficiaries':
      return (blank(r.name) ? { code: 'MISSING_NAME', field: '/name', message: 'Name is required' } : null) ?? personIdentityProblem(r, customerCountry);
    case 'responsiblepersons':
      if (!isValidRole(customerCountry, (r.role ?? '').trim())) return { code: 'INVALID_ROLE', field: '/role', message: 'Unknown role for the customer\'s country' };
      return (blank(r.name) ? { code: 'MISSING_NAME', field: '/name', message: 'Name is required' } : null) ?? personIdentityProblem(r, customerCountry);
    case 'peps':
      if (!r.is_pep_self && !r.is_pep_family && !r.is_pep_partner) {
        return { code: 'PEP_DETAILS_MISSING', field: '', message: 'Tell whether the person is a PEP, a family member or a close associate' };
      }
      if (r.start_date && r.end_date && r.end_date < r.start_date) {
        return { code: 'VALIDATION_FAILED', field: '/end_date', message: 'The function cannot end before it began' };
      }
      return blank(r.name) ? { code: 'MISSING_NAME', field: '/name', message: 'Name is required' } : null;
  }
};

type Row = Record<string, unknown>;

/** Drops undefined keys, so that a partial answer row leaves a stored record's other fields as they are. */
const defined = (values: Row): Row => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/**
 * A request answer's row as the kind's create body (the card's POST body), with its source where the kind keeps one.
 * The register writes exactly this, and the answer is checked as exactly this when submitted.
 */
export const answeredRecordBody = (kind: RequestRecordKind, p: AnsweredPerson, source: 'REQUEST' | 'IDENTIFICATION'): Row => {
  const common = { name: p.name, description: p.description };
  switch (kind) {
    case 'owners':
      return defined({ ...common, type: p.type ?? (p.businessid && !p.ssn ? 'business' : 'person'), ssn: p.ssn, businessid: p.businessid,
        dob: p.dob, share: p.share, nationality: p.nationality, country: p.country, source });
    case 'actualbeneficiaries':
      return defined({ ...common, ssn: p.ssn, dob: p.dob, share: p.share, nationality: p.nationality, country: p.country, source });
    case 'peps':
      return defined({ ...common, is_pep_self: p.is_pep_self ?? (p.pep === true && !p.is_pep_family && !p.is_pep_partner ? true : undefined),
        is_pep_family: p.is_pep_family, is_pep_partner: p.is_pep_partner, source });
    case 'responsiblepersons':
      // The table keeps no source column (only owners, beneficiaries and PEPs do): the audit trail names the user.
      return defined({ ...common, role: p.role, ssn: p.ssn, dob: p.dob, nationality: p.nationality, country: p.country });
  }
};
