/**
 * CSV export helpers. Every cell goes through csvField, which neutralises what a spreadsheet could take for a
 * formula and quotes what a reader could split; the file starts with csvBom so spreadsheet programs read it as
 * UTF-8.
 *
 * The export is `;`-separated, but a file may be opened by a program that splits on `,` (or on tabs). Such a
 * reader starts a field wherever it sees its separator or a line break, also inside what we meant as one cell:
 * `Safe Oy,=cmd|' /C calc'!A0` would give it a field `=cmd|…`. So, whatever the separator:
 * - a formula trigger at the start of a cell, or after a `,` `;` tab or line break inside it (spaces and quotes
 *   in between), gets an apostrophe in front (OWASP), so no reader's field can start with one;
 * - a cell holding any of `,` `;` `"` tab CR LF, or neutralised, is double-quoted as a whole (quotes doubled), so
 *   a reader that honours quotes sees one text cell with either separator.
 */

/** UTF-8 byte order mark, written once at the start of a CSV export. */
export const csvBom = '\uFEFF';

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
export const csvFormulaTriggers = ['=', '+', '-', '@', '\t', '\r'] as const;

const triggers: ReadonlySet<string> = new Set(csvFormulaTriggers);
/** After these a reader splitting on `,`, `;` or tabs starts a new field (also inside what we meant as one cell). */
const fieldBreaks: ReadonlySet<string> = new Set([',', ';', '\t', '\r', '\n']);
const ANY_TRIGGER = /[=+\-@\t\r]/;

/** Characters that need the cell quoted for a reader splitting on `,`, `;` or tabs. */
const NEEDS_QUOTES = /[,;"\t\r\n]/;

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

/** A finite number or a bigint: its text (String()) cannot hold a formula. */
const isPlainNumber = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint';

/**
 * Neutralises spreadsheet formula injection: a formula trigger (= + - @ TAB CR) gets an apostrophe in front where a
 * reader may start a field — at the start of the text, or after a `,` `;` TAB CR or LF in it — with spaces and
 * quotes in between not counting (readers may trim spaces, and one out of step with our quoting may take quotes
 * for an empty quoted part). A plain number (a finite JS number or bigint, e.g. -10 days) is written as it is: its
 * text is only digits, a sign, a point and an exponent, which no spreadsheet runs as a formula, and an apostrophe
 * would turn it into text ('-10, issue 26). Text that merely looks like a number is still neutralised. Quoting is
 * csvField's.
 */
export const escapeCsvCell = (value: unknown): string => {
  const text = csvCellText(value);
  if (isPlainNumber(value)) return text;
  if (!ANY_TRIGGER.test(text)) return text;
  let escaped = '';
  let fieldStart = true;
  for (const char of text) {
    if (fieldStart && triggers.has(char)) escaped += "'";
    escaped += char;
    fieldStart = fieldBreaks.has(char) || (fieldStart && (char === '"' || char === ' '));
  }
  return escaped;
};

/**
 * One cell as it goes into the file: neutralised (escapeCsvCell) and double-quoted when it was neutralised or
 * holds a `,` `;` `"` TAB CR LF or the file's own delimiter — whatever the file's delimiter is. A plain number is
 * written as it is, a negative one double-quoted (spreadsheets read "-10" as the number -10).
 */
export const csvField = (value: unknown, delimiter = ';'): string => {
  const text = csvCellText(value);
  // A negative number stays a number ("-10", not '-10); quoted, so that a reader splitting out of step with the file
  // never gets a field starting with its minus sign and the next cell's text.
  if (isPlainNumber(value)) return text.startsWith('-') ? `"${text}"` : text;
  const safe = escapeCsvCell(text);
  if (safe === text && !NEEDS_QUOTES.test(text) && !text.includes(delimiter)) return text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** One record: the fields joined by the delimiter, ended by CRLF (RFC 4180). */
export const csvRecord = (values: readonly unknown[], delimiter = ';'): string =>
  `${values.map((value) => csvField(value, delimiter)).join(delimiter)}\r\n`;
