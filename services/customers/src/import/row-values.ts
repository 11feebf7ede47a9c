import {
  CustomerCreateBody, isoCountryCodes, type CustomerImportField, type CustomerImportRowError, type CustomerType,
  type ErrorCode,
} from '@tunne/contracts';
import { AppError, check } from '@tunne/platform';
import { basicValues, checkIdentifiers } from '../customer-values.ts';
import type { CustomerValues } from '../repo/customers.ts';
import type { ColumnsByField } from './mapping.ts';

const typeWords: Readonly<Record<string, CustomerType>> = {
  business: 'business', company: 'business', yritys: 'business', yhteisö: 'business', 'företag': 'business',
  organisation: 'business', organization: 'business', b: 'business',
  person: 'person', henkilö: 'person', yksityishenkilö: 'person', privatperson: 'person', individual: 'person', p: 'person',
};

/** Country names as people type them in the Nordic countries (fi / en / sv), for the countries Tunne validates. */
const countryNames: Readonly<Record<string, string>> = {
  suomi: 'FI', finland: 'FI', ruotsi: 'SE', sweden: 'SE', sverige: 'SE', norja: 'NO', norway: 'NO', norge: 'NO',
  tanska: 'DK', denmark: 'DK', danmark: 'DK', viro: 'EE', estonia: 'EE', eesti: 'EE', estland: 'EE', latvia: 'LV',
  latvija: 'LV', lettland: 'LV', liettua: 'LT', lithuania: 'LT', litauen: 'LT', saksa: 'DE', germany: 'DE',
  tyskland: 'DE', 'iso-britannia': 'GB', 'united kingdom': 'GB', storbritannien: 'GB', uk: 'GB', islanti: 'IS',
  iceland: 'IS', island: 'IS', ahvenanmaa: 'AX', åland: 'AX',
};

const languageWords: Readonly<Record<string, string>> = {
  sv: 'se', suomi: 'fi', finnish: 'fi', finska: 'fi', englanti: 'en', english: 'en', engelska: 'en', ruotsi: 'se',
  swedish: 'se', svenska: 'se',
};

const countryFields = new Set<CustomerImportField>(['country', 'nationality']);
const fieldSchemas = CustomerCreateBody.properties;

/** A row ready to insert, or what is wrong with it. */
export type RowOutcome = { values: CustomerValues & { type: CustomerType }; errors: [] } | { values: null; errors: CustomerImportRowError[] };

const finnishDate = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** The cell as the API would take it: country names to codes, Finnish dates to ISO, language names to codes. */
const normaliseCell = (field: CustomerImportField, text: string): string => {
  if (countryFields.has(field)) return countryNames[text.toLowerCase()] ?? text.toUpperCase();
  if (field === 'language') return languageWords[text.toLowerCase()] ?? text.toLowerCase();
  if (field === 'founded_at') {
    const match = finnishDate.exec(text);
    return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : text;
  }
  if (field === 'lei') return text.toUpperCase();
  return text;
};

const fieldError = (field: CustomerImportField, text: string): { code: ErrorCode; message: string; value: string } | null => {
  if (countryFields.has(field) && !isoCountryCodes.has(text)) return { code: 'IMPORT_UNKNOWN_COUNTRY', message: `Unknown country "${text}"`, value: text };
  try {
    check(fieldSchemas[field], text);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (field === 'email' || field === 'contact_email') return { code: 'INVALID_EMAIL', message: 'Invalid e-mail address', value: text };
    return { code: 'VALIDATION_FAILED', message: `Invalid ${field}: ${error.message.replace(/^\/ /, '')}`, value: text };
  }
};

/**
 * One data row -> the customer's column values (trimmed and normalised like the create call does) or its
 * errors. Identifiers are checked for the row's country, Finland when it has none.
 */
export const rowValues = (
  cells: readonly string[],
  row: number,
  byField: ColumnsByField,
  columns: readonly string[],
  typeDefault: CustomerType,
): RowOutcome => {
  const errors: CustomerImportRowError[] = [];
  const input: Record<string, string> = {};
  let type: CustomerType = typeDefault;
  for (const [field, index] of Object.entries(byField) as [CustomerImportField, number][]) {
    const text = cells[index]!.trim();
    if (text === '') continue;
    if (field === 'type') {
      const word = typeWords[text.toLowerCase()];
      if (word) type = word;
      else errors.push({ row, column: columns[index]!, code: 'IMPORT_UNKNOWN_TYPE', message: `Unknown customer type "${text}"`, value: text });
      continue;
    }
    const value = normaliseCell(field, text);
    const error = fieldError(field, value);
    if (error) errors.push({ row, column: columns[index]!, ...error, value: text });
    else input[field] = value;
  }
  if (input.name === undefined && !errors.some((e) => e.column === columns[byField.name!])) {
    errors.push({ row, column: columns[byField.name!]!, code: 'MISSING_NAME', message: 'Name is required' });
  }
  if (errors.length > 0) return { values: null, errors };
  const values = basicValues(input);
  const identifierField = type === 'business' ? 'businessid' : 'ssn';
  try {
    checkIdentifiers(values, type, typeof values.country === 'string' ? values.country : 'FI');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const index = byField[identifierField];
    const cell = index === undefined ? {} : { column: columns[index]!, value: cells[index]!.trim() };
    return { values: null, errors: [{ row, ...cell, code: error.code, message: error.message }] };
  }
  // The domain is not one of the card's basic fields; it is stored as given, like the create call does.
  if (input.domain !== undefined) values.domain = input.domain;
  return { values: { ...values, type }, errors: [] };
};
