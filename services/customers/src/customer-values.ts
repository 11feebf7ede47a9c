import type { Context } from 'hono';
import { customerBasicFields, validateIdentifier, type CustomerType, type CustomerUpdateBody } from '@tunne/contracts';
import { AppError, ControlCharacterError, readBody } from '@tunne/platform';
import type { CustomerValues } from './repo/customers.ts';

/** Countries whose identifiers are checked for structure and checksum (spec §5, §9). */
export const checkedCountries: ReadonlySet<string> = new Set(['FI', 'SE', 'NO', 'DK', 'EE', 'LV', 'GB']);

type BasicInput = Omit<CustomerUpdateBody, 'confirm_identifier_change'>;

/** Trimmed text, '' as null; identifiers upper-cased so duplicates and the business-id tool compare exactly. */
export const basicValues = (body: BasicInput): CustomerValues => {
  const values: CustomerValues = {};
  for (const key of customerBasicFields) {
    const value = body[key];
    if (value === undefined) continue;
    const trimmed = typeof value === 'string' ? value.trim() : value;
    values[key] = trimmed === '' ? null : trimmed;
  }
  for (const key of ['businessid', 'ssn'] as const) {
    if (typeof values[key] === 'string') values[key] = (values[key] as string).toUpperCase();
  }
  for (const key of ['email', 'contact_email'] as const) {
    if (typeof values[key] === 'string') values[key] = (values[key] as string).toLowerCase();
  }
  if (values.name === null) throw new AppError('MISSING_NAME', 'Name is required', '/name');
  return values;
};

/**
 * Validates the identifier that matters for the customer's type in its country; stores the canonical form.
 * Countries without a validator (and GB persons) are accepted as given.
 */
export const checkIdentifiers = (values: CustomerValues, type: CustomerType, country: string | null): void => {
  if (!country || !checkedCountries.has(country)) return;
  const field = type === 'business' ? 'businessid' : 'ssn';
  const value = values[field];
  if (typeof value !== 'string') return;
  const check = validateIdentifier(country, type, value);
  if (check.reason === 'unsupported') return;
  if (!check.valid) {
    throw type === 'business'
      ? new AppError('INVALID_BUSINESSID', 'Invalid business id', '/businessid')
      : new AppError('INVALID_SSN', 'Invalid personal identity code', '/ssn');
  }
  if (check.normalized) values[field] = check.normalized;
};

/** Fields whose bad value has its own code in the error catalogue (spec §8: invalid e-mail, invalid language). */
const fieldCodes: [RegExp, 'INVALID_EMAIL' | 'INVALID_LANGUAGE'][] = [
  [/^\/(email|contact_email|monitor_emails(\/\d+)?)$/, 'INVALID_EMAIL'],
  [/^\/language$/, 'INVALID_LANGUAGE'],
];

/** readBody for the customer's own calls: a bad e-mail or language answers its catalogue code rather than VALIDATION_FAILED. */
export const readCustomerBody = async <S extends Parameters<typeof readBody>[1]>(c: Context, schema: S): ReturnType<typeof readBody<S>> => {
  try {
    return await readBody(c, schema);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED' && error.field && !(error instanceof ControlCharacterError)) {
      const code = fieldCodes.find(([pattern]) => pattern.test(error.field!))?.[1];
      if (code) throw new AppError(code, error.message, error.field);
    }
    throw error;
  }
};
