import { schemaProblems } from '@tunne/app-kit/schema-resolver';
import {
  AnsweredPerson, answeredRecordBody, relatedPersonProblem, ssnAskedFor, ssnRequiredFor, validateIdentifier, type PublicRequestView, type RequestAnswerBody,
} from '@tunne/contracts';

// The repeatable rows of a request (spec §3 Request): owners, actual beneficiaries, responsible persons and PEPs.
// Which fields a row has depends on the part and the request's choices; the rules are the contract's schema and
// identifier validators and the register's own rules (contracts' relatedPersonProblem), so the browser refuses what
// the service would, and what it accepts staff can accept. A Finnish or Swedish national gives the identity code;
// anyone else may give a birth date and nationality instead (a code is asked only where it can be checked).

export type PeopleKind = 'owners' | 'actualbeneficiaries' | 'responsiblepersons' | 'peps';
export type Asks = PublicRequestView['asks'];

export interface PersonRow {
  id: string | null;
  type: 'person' | 'business';
  name: string;
  ssn: string;
  businessid: string;
  country: string;
  nationality: string;
  dob: string;
  share: string;
  role: string;
  description: string;
  pep: boolean;
  is_pep_self: boolean;
  is_pep_family: boolean;
  is_pep_partner: boolean;
}

export type PersonField = Exclude<keyof PersonRow, 'id'>;
export type TextField = Exclude<PersonField, 'type' | 'pep' | 'is_pep_self' | 'is_pep_family' | 'is_pep_partner'>;

/** The declaration that there is nobody to give, per part (null: the part has none). */
export const noneFlag = (kind: PeopleKind, asks: Asks): 'no_actualbeneficiaries' | 'no_peps' | 'no_responsiblepersons' | null => {
  if (kind === 'actualbeneficiaries') return 'no_actualbeneficiaries';
  if (kind === 'peps') return 'no_peps';
  if (kind === 'responsiblepersons' && asks.ask_responsiblepersons_ifnecessary) return 'no_responsiblepersons';
  return null;
};

/** What decides a row's fields: a person or a business, and the person's nationality. */
export type RowShape = Pick<PersonRow, 'type' | 'nationality'> & Partial<Pick<PersonRow, 'ssn'>>;

/** Whether the part's identity codes must pass a validator (*_validssn): a country without one is refused too. */
const strictSsn = (kind: PeopleKind, asks: Asks): boolean =>
  (kind === 'actualbeneficiaries' && asks.ask_actualbeneficiaries_validssn) || (kind === 'responsiblepersons' && asks.ask_responsiblepersons_validssn);

/** Whether a person's row asks the identity code: FI and SE nationals always; others where it can be checked or asked. */
const asksSsn = (kind: PeopleKind, asks: Asks, nationality: string): boolean => {
  if (ssnRequiredFor(nationality)) return true;
  if (kind === 'responsiblepersons') return asks.ask_responsiblepersons_ssn;
  return ssnAskedFor(nationality) || strictSsn(kind, asks);
};

/** The identity fields of a person: nationality first, then the code and/or the birth date it calls for. */
const identityFields = (kind: PeopleKind, asks: Asks, nationality: string): PersonField[] => [
  'nationality',
  ...(asksSsn(kind, asks, nationality) ? (['ssn'] as const) : []),
  ...(ssnRequiredFor(nationality) ? [] : (['dob'] as const)),
];

/** The fields of a row, in the order shown. */
export const fieldsOf = (kind: PeopleKind, asks: Asks, row: RowShape): PersonField[] => {
  switch (kind) {
    case 'owners':
      return row.type === 'business'
        ? ['type', 'name', 'businessid', 'country', 'share', 'description']
        : ['type', 'name', ...identityFields(kind, asks, row.nationality), 'country', 'share', 'description', 'pep'];
    case 'actualbeneficiaries':
      return ['name', ...identityFields(kind, asks, row.nationality), 'country', 'share', 'description', 'pep'];
    case 'responsiblepersons':
      return ['name', 'role', ...identityFields(kind, asks, row.nationality)];
    case 'peps':
      return ['name', 'dob', 'nationality', 'role', 'is_pep_self', 'is_pep_family', 'is_pep_partner', 'description'];
  }
};

/** Fields that must be filled in (the register's rules: relatedPersonProblem, and an owner's share). */
const requiredOf = (kind: PeopleKind, asks: Asks, row: RowShape): PersonField[] => {
  const nationalSsn = ssnRequiredFor(row.nationality);
  if (kind === 'owners') {
    if (row.type === 'business') return ['name', 'businessid', 'share'];
    // A person owner is kept by the identity code, or (not a Finn or a Swede) by birth date and nationality.
    if (row.nationality.trim() === '' || nationalSsn) return ['name', 'ssn', 'share'];
    return (row.ssn ?? '').trim() === '' ? ['name', 'dob', 'share'] : ['name', 'share'];
  }
  if (kind === 'actualbeneficiaries') return asks.ask_actualbeneficiaries_validssn || nationalSsn ? ['name', 'ssn'] : ['name'];
  if (kind === 'responsiblepersons') return asks.ask_responsiblepersons_ssn || nationalSsn ? ['name', 'role', 'ssn'] : ['name', 'role'];
  return ['name'];
};

export const isRequired = (kind: PeopleKind, asks: Asks, field: PersonField, row: RowShape): boolean => requiredOf(kind, asks, row).includes(field);

export const emptyRow = (kind: PeopleKind): PersonRow => ({
  id: null,
  type: kind === 'owners' ? 'person' : 'person',
  name: '', ssn: '', businessid: '', country: '', nationality: '', dob: '', share: '', role: '', description: '',
  pep: false, is_pep_self: false, is_pep_family: false, is_pep_partner: false,
});

export const rowOf = (person: AnsweredPerson): PersonRow => ({
  id: person.id ?? null,
  type: person.type ?? 'person',
  name: person.name,
  ssn: person.ssn ?? '',
  businessid: person.businessid ?? '',
  country: person.country ?? '',
  nationality: person.nationality ?? '',
  dob: person.dob ?? '',
  share: person.share === null || person.share === undefined ? '' : String(person.share).replace('.', ','),
  role: person.role ?? '',
  description: person.description ?? '',
  pep: person.pep ?? false,
  is_pep_self: person.is_pep_self ?? false,
  is_pep_family: person.is_pep_family ?? false,
  is_pep_partner: person.is_pep_partner ?? false,
});

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A share as typed ("25", "12,5 %") as a number; NaN when it is not one. */
export const shareOf = (value: string): number | null => {
  const cleaned = value.replace(/%/g, '').replace(',', '.').trim();
  if (cleaned === '') return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

/** The row as the service receives it: only the fields the part shows. */
export const personOf = (row: PersonRow, kind: PeopleKind, asks: Asks): AnsweredPerson => {
  const fields = new Set(fieldsOf(kind, asks, row));
  const person: AnsweredPerson = { name: row.name.trim() };
  if (row.id) person.id = row.id;
  if (fields.has('type')) person.type = row.type;
  for (const field of ['ssn', 'businessid', 'role', 'description', 'dob'] as const) if (fields.has(field)) person[field] = text(row[field]);
  for (const field of ['country', 'nationality'] as const) if (fields.has(field)) person[field] = text(row[field])?.toUpperCase() ?? null;
  if (fields.has('share')) person.share = shareOf(row.share);
  for (const field of ['pep', 'is_pep_self', 'is_pep_family', 'is_pep_partner'] as const) if (fields.has(field)) person[field] = row[field];
  return person;
};

/** What is wrong with a row, per field: the contract's schema first, then the identifier's own rules. */
export type RowProblem = 'required' | 'tooLong' | 'tooShort' | 'format' | 'invalid' | 'checksum' | 'date' | 'range' | 'pepKind';

const rowProblemOf = new Set<string>(['format', 'invalid', 'checksum', 'date']);

/**
 * `customerCountry`: the customer's country, whose role list and identity-code rules the register applies (the
 * request view's customer_country).
 */
export const rowProblems = (row: PersonRow, kind: PeopleKind, asks: Asks, customerCountry: string | null = null): Partial<Record<PersonField, RowProblem>> => {
  const fields = fieldsOf(kind, asks, row);
  const problems: Partial<Record<PersonField, RowProblem>> = {};
  const body = personOf(row, kind, asks);
  for (const [property, problem] of Object.entries(schemaProblems(AnsweredPerson, body))) {
    if ((fields as string[]).includes(property)) problems[property as PersonField] = problem;
  }
  for (const field of requiredOf(kind, asks, row)) if (fields.includes(field) && typeof row[field] === 'string' && (row[field] as string).trim() === '') problems[field] = 'required';
  const share = shareOf(row.share);
  if (fields.includes('share') && share !== null && (Number.isNaN(share) || share < 0 || share > 100)) problems.share = 'range';
  // A prefilled row shows the register's code masked (131052-****): the service puts the stored one back.
  const masked = row.id !== null && row.ssn.includes('*');
  const check = (field: 'ssn' | 'businessid', kindOf: 'person' | 'business', country: string, strict: boolean) => {
    const value = row[field].trim();
    if (!fields.includes(field) || value === '' || problems[field] || (field === 'ssn' && masked)) return;
    const result = validateIdentifier(country, kindOf, value.toUpperCase());
    if (!result.valid && (strict || result.reason !== 'unsupported')) problems[field] = result.reason === 'unsupported' ? 'format' : (result.reason ?? 'format');
  };
  // The service asks a PEP how they are exposed (PEP_DETAILS_MISSING).
  if (kind === 'peps' && !row.is_pep_self && !row.is_pep_family && !row.is_pep_partner) problems.is_pep_partner = 'pepKind';
  check('ssn', 'person', row.nationality || row.country || 'FI', strictSsn(kind, asks));
  check('businessid', 'business', row.country || 'FI', false);
  // Then the register's rules, as staff acceptance applies them (a role not on the list, an FI/SE national's code…).
  const shared = relatedPersonProblem(kind, answeredRecordBody(kind, body, 'REQUEST'), customerCountry);
  const field = shared?.field.slice(1) as PersonField | undefined;
  if (shared && field && fields.includes(field) && !problems[field] && !(field === 'ssn' && masked)) {
    const value = row[field];
    problems[field] = typeof value === 'string' && value.trim() === '' ? 'required' : rowProblemOf.has(shared.reason ?? '') ? (shared.reason as RowProblem) : 'invalid';
  }
  return problems;
};

/** The part's rows and declaration as the answer holds them. */
export const peopleAnswer = (kind: PeopleKind, asks: Asks, rows: PersonRow[], none: boolean): Partial<RequestAnswerBody> => {
  const flag = noneFlag(kind, asks);
  const people = flag && none ? [] : rows.map((row) => personOf(row, kind, asks));
  return { [kind]: people, ...(flag ? { [flag]: none } : {}) };
};
