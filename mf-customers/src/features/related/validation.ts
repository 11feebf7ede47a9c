import { isValidBic, isValidIban } from '@tunne/contracts';
import { checkIdentifier } from '../customers/identifiers.ts';

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

/** FI and SE nationals need a valid personal identity code; a bare birth date is not accepted (spec §5). */
const nationalSsnError = (values: Values): string | undefined => {
  const nationality = text(values, 'nationality').toUpperCase();
  const ssn = text(values, 'ssn');
  if (nationality !== 'FI' && nationality !== 'SE') return undefined;
  if (!ssn) return 'ssnRequiredForNationality';
  return checkIdentifier('ssn', nationality, ssn) === 'invalid' ? 'ssnInvalid' : undefined;
};

const put = (errors: Errors, key: string, error: string | undefined) => {
  if (error) errors[key] = error;
};

export const validateRecord = (kind: string, values: Values): Errors => {
  const errors: Errors = {};
  if (kind !== 'bankaccountnumbers' && !text(values, 'name')) errors.name = 'nameRequired';
  switch (kind) {
    case 'owners':
      if (!text(values, 'ssn') && !text(values, 'businessid')) errors[values.type === 'business' ? 'businessid' : 'ssn'] = 'ownerIdRequired';
      put(errors, 'share', shareError(values, true));
      break;
    case 'actualbeneficiaries':
      put(errors, 'share', shareError(values));
      put(errors, 'ssn', nationalSsnError(values));
      break;
    case 'responsiblepersons':
      if (!text(values, 'role')) errors.role = 'roleRequired';
      put(errors, 'ssn', nationalSsnError(values));
      break;
    case 'peps':
      if (!values.is_pep_self && !values.is_pep_family && !values.is_pep_partner) errors.is_pep_self = 'pepDetailsRequired';
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
  return errors;
};
