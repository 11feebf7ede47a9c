import { checkRelatedIdentifier, isIsoDate, isValidBic, isValidIban, relatedPersonProblem, type IdentifierKind } from '@tunne/contracts';

export type Values = Record<string, string | boolean>;
/** Error keys (customers:validation.*) per field. */
export type Errors = Record<string, string>;

const text = (values: Values, key: string): string => String(values[key] ?? '').trim();

const shareError = (values: Values, required = false): string | undefined => {
  const share = text(values, 'share');
  if (!share) return required ? 'shareRequired' : undefined;
  const number = Number(share.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 && number <= 100 ? undefined : 'shareInvalid';
};

/**
 * A related person's identity code or a business owner's business id, checked like the service does (contracts'
 * checkRelatedIdentifier: the nationality or country of registration, else the record's or the customer's country).
 */
const identifierError = (kind: IdentifierKind, values: Values, customerCountry: string | null): string | undefined => {
  const value = text(values, kind === 'person' ? 'ssn' : 'businessid');
  if (!value) return undefined;
  const check = checkRelatedIdentifier(kind, value, { nationality: text(values, 'nationality'), country: text(values, 'country'), customerCountry });
  if (check.valid) return undefined;
  return kind === 'person' ? 'ssnInvalid' : 'businessidInvalid';
};

/** FI and SE nationals need a valid personal identity code; a bare birth date is not accepted (spec §5). */
const nationalSsnError = (values: Values, customerCountry: string | null): string | undefined => {
  const nationality = text(values, 'nationality').toUpperCase();
  if ((nationality === 'FI' || nationality === 'SE') && !text(values, 'ssn')) return 'ssnRequiredForNationality';
  return identifierError('person', values, customerCountry);
};

const put = (errors: Errors, key: string, error: string | undefined) => {
  if (error) errors[key] = error;
};

/** The records' date fields (a date input's value, 'YYYY-MM-DD'). */
export const dateKeys = ['dob', 'start_date', 'end_date', 'deadline_at'] as const;

/**
 * A filled date must name a real day with a four-digit year, as the service's date format does: a browser's date
 * input lets a year such as 22026 through, which the service refuses (issue 26). An empty date is left to the
 * kind's own rules.
 */
const dateErrors = (errors: Errors, values: Values) => {
  for (const key of dateKeys) {
    const value = text(values, key);
    if (value && !isIsoDate(value)) errors[key] = 'dateNotReal';
  }
};

/** `customerCountry`: the customer's country, whose rules apply to a code when the record names no country. */
export const validateRecord = (kind: string, values: Values, customerCountry: string | null = null): Errors => {
  const errors: Errors = {};
  if (kind !== 'bankaccountnumbers' && !text(values, 'name')) errors.name = 'nameRequired';
  switch (kind) {
    case 'owners': {
      // The register's rule (contracts' relatedPersonProblem, shared with the request form and its acceptance): a person
      // owner by the identity code, or, not a Finn or a Swede, by birth date and nationality (issue 26).
      const owner = { type: values.type === 'business' ? 'business' as const : 'person' as const, name: text(values, 'name'), ssn: text(values, 'ssn'),
        businessid: text(values, 'businessid'), dob: text(values, 'dob'), nationality: text(values, 'nationality').toUpperCase() };
      const missing = relatedPersonProblem('owners', owner, customerCountry);
      if (missing?.code === 'OWNER_ID_MISSING') errors[missing.field.slice(1)] = missing.field === '/dob' ? 'ownerDobRequired' : 'ownerIdRequired';
      else if (values.type === 'business') put(errors, 'businessid', identifierError('business', values, customerCountry));
      else put(errors, 'ssn', identifierError('person', values, customerCountry));
      put(errors, 'share', shareError(values, true));
      break;
    }
    case 'actualbeneficiaries':
      put(errors, 'share', shareError(values));
      put(errors, 'ssn', nationalSsnError(values, customerCountry));
      break;
    case 'responsiblepersons':
      if (!text(values, 'role')) errors.role = 'roleRequired';
      put(errors, 'ssn', nationalSsnError(values, customerCountry));
      break;
    case 'peps':
      if (!values.is_pep_self && !values.is_pep_family && !values.is_pep_partner) errors.is_pep_self = 'pepDetailsRequired';
      // Issue 25 §8: the function cannot end before it began.
      if (isIsoDate(text(values, 'start_date')) && isIsoDate(text(values, 'end_date')) && text(values, 'end_date') < text(values, 'start_date')) errors.end_date = 'pepEndBeforeStart';
      break;
    case 'bankaccountnumbers':
      if (!text(values, 'number')) errors.number = 'ibanRequired';
      else if (!isValidIban(text(values, 'number'))) errors.number = 'ibanInvalid';
      if (!text(values, 'bic')) errors.bic = 'bicRequired';
      else if (!isValidBic(text(values, 'bic'))) errors.bic = 'bicInvalid';
      break;
    case 'todos':
      if (!text(values, 'responsible_users_id')) errors.responsible_users_id = 'responsibleRequired';
      break;
    default:
      break;
  }
  // A date that names no real day is the first thing to fix in its field (before, say, an end before the start).
  dateErrors(errors, values);
  return errors;
};
