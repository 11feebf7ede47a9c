import { customerImportMaxBytes, customerImportMaxRows, type CustomerImportFormat } from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { FileProblem } from './file-problem.ts';
import { fileProblemError, parseOffThread } from './parse-off-thread.ts';
import { parseCsv } from './read-csv.ts';
import type { XlsxLimits } from './xlsx-parts.ts';
import { readZipDirectory } from './zip.ts';

/** A file read into its header and data rows (every row has one cell per column). */
export interface ImportTable {
  format: CustomerImportFormat;
  columns: string[];
  rows: string[][];
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean => magic.every((byte, i) => bytes[i] === byte);

/** Known binary formats that are not ours, named in the error so the user knows what to do. */
const foreignMagic: readonly { magic: readonly number[]; what: string }[] = [
  { magic: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel (.xls) or Office file: save it as .xlsx or .csv' },
  { magic: [0x25, 0x50, 0x44, 0x46], what: 'a PDF file' },
  { magic: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { magic: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { magic: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { magic: [0x1f, 0x8b], what: 'a gzip archive' },
];

const zipMagic = [0x50, 0x4b, 0x03, 0x04] as const;

/** Text has no NUL and few other control characters; UTF-16 (with its BOM) is text too. */
const looksLikeText = (bytes: Uint8Array): boolean => {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control += 1;
  }
  return control <= head.length / 100;
};

/** The format from the content, never from the file name or the browser's content type. */
export const detectFormat = (bytes: Uint8Array): CustomerImportFormat => {
  const foreign = foreignMagic.find(({ magic }) => startsWith(bytes, magic));
  if (foreign) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Expected a CSV or XLSX file, got ${foreign.what}`);
  if (startsWith(bytes, zipMagic)) return 'xlsx';
  if (looksLikeText(bytes)) return 'csv';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a CSV or XLSX file');
};

/** Header names every column can be mapped by: empty ones get `Column N`, repeated ones `Name (2)`. */
export const uniqueColumns = (header: readonly string[]): string[] => {
  const seen = new Map<string, number>();
  return header.map((raw, i) => {
    const base = raw.trim() || `Column ${i + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
};

/**
 * What reading one file may cost. A workbook of the largest upload with 100,000 rows of ten columns unpacks to
 * some 60 MB; one compressed more than 200-fold is not a customer list but a bomb. One record more than
 * allowed (plus the header) tells "too many" without reading the rest.
 */
export const importReadLimits: XlsxLimits = {
  maxTotalBytes: 100 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  maxEntries: 10_000,
  maxRecords: customerImportMaxRows + 2,
  maxCells: (customerImportMaxRows + 2) * 60,
  maxTextChars: 2 * customerImportMaxBytes,
  maxCellChars: 32_767,
};

/** CSV files up to this size are read in place (a few milliseconds); larger ones in the worker. */
const inlineCsvBytes = 256 * 1024;

const readRecords = async (format: CustomerImportFormat, bytes: Uint8Array): Promise<string[][]> => {
  try {
    if (format === 'csv' && bytes.byteLength <= inlineCsvBytes) return parseCsv(bytes, importReadLimits.maxRecords);
    // The ZIP directory costs a few headers to read: a bomb is refused here, before a worker is started.
    if (format === 'xlsx') readZipDirectory(bytes, importReadLimits);
  } catch (error) {
    if (error instanceof FileProblem) throw fileProblemError(error);
    throw error;
  }
  return parseOffThread({ format, bytes, limits: importReadLimits });
};

export const readImportFile = async (bytes: Uint8Array): Promise<ImportTable> => {
  if (bytes.byteLength === 0) throw new AppError('IMPORT_FILE_EMPTY', 'The file is empty', '/file');
  const format = detectFormat(bytes);
  const records = await readRecords(format, bytes);
  const [header, ...data] = records.filter((record) => record.some((cell) => cell.trim() !== ''));
  if (!header) throw new AppError('IMPORT_FILE_EMPTY', 'The file has no header row', '/file');
  if (data.length > customerImportMaxRows) {
    throw new AppError('IMPORT_TOO_MANY_ROWS', `The file has more than ${customerImportMaxRows} rows`, '/file');
  }
  const width = data.reduce((most, row) => Math.max(most, row.length), header.length);
  // Every row is padded to the widest: one very wide row must not multiply into millions of empty cells.
  if (width * (data.length + 1) > importReadLimits.maxCells) {
    throw new AppError('IMPORT_FILE_TOO_LARGE', `The file has more than ${importReadLimits.maxCells} cells`, '/file');
  }
  const pad = (row: string[]): string[] => (row.length === width ? row : [...row, ...Array<string>(width - row.length).fill('')]);
  return { format, columns: uniqueColumns(pad(header)), rows: data.map(pad) };
};
