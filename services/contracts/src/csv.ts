/**
 * CSV export helpers. The service streams rows with csv-stringify and runs every cell through
 * escapeCsvCell; the file starts with csvBom so spreadsheet programs read it as UTF-8.
 */

/** UTF-8 byte order mark, written once at the start of a CSV export. */
export const csvBom = '\uFEFF';

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
export const csvFormulaTriggers = ['=', '+', '-', '@', '\t', '\r'] as const;

const TRIGGER = /^[=+\-@\t\r]/;

/** Text of a cell value: null/undefined empty, Date ISO, objects JSON, others String(). */
export const csvCellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return String(value);
    }
  }
  return String(value);
};

/**
 * Neutralise spreadsheet formula injection: a cell whose text starts with = + - @ TAB or CR gets a
 * leading apostrophe (OWASP). Applies to every type (a negative number becomes the text '-5, which is
 * safer than a special case). Quoting and delimiters are left to the CSV writer.
 */
export const escapeCsvCell = (value: unknown): string => {
  const text = csvCellText(value);
  return TRIGGER.test(text) ? `'${text}` : text;
};
