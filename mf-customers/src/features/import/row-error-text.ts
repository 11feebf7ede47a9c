import type { CustomerImportRowError } from '@tunne/contracts';

/** Row error codes worded for a row under `import.rowError.*` (the cell value is shown beside it); others use the catalogue. */
const ownTexts = ['IMPORT_UNKNOWN_TYPE', 'IMPORT_UNKNOWN_COUNTRY', 'VALIDATION_FAILED'];

/**
 * The locale key and values for a row error, or null for a code without its own text (the caller then
 * falls back to the customer register's and app-kit's catalogue texts, and finally the server's message).
 */
export const rowErrorKey = (error: CustomerImportRowError): { key: string; values: Record<string, string | number> } | null => {
  if (error.code === 'DUPLICATE_CUSTOMER') {
    if (error.same_as_row !== undefined) return { key: 'import.rowError.DUPLICATE_ROW', values: { row: error.same_as_row } };
    return { key: 'import.rowError.DUPLICATE_EXISTING', values: { names: (error.existing ?? []).join(', ') || '–' } };
  }
  return ownTexts.includes(error.code) ? { key: `import.rowError.${error.code}`, values: {} } : null;
};
