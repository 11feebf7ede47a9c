import ExcelJS from 'exceljs';
import { AppError } from '@tunne/platform';

type CellValue = ExcelJS.CellValue;

const isoDate = (date: Date): string => {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
};

/**
 * A cell as text. A formula is kept as its text (`=SUM(A1:A3)`), never its cached result: the file, not a
 * spreadsheet program, is what the user vouches for, and nothing is evaluated.
 */
export const cellText = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return isoDate(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
  if ('sharedFormula' in value) return `=${value.sharedFormula}`;
  if ('error' in value) return value.error;
  return '';
};

/** Rows of text cells of the first worksheet; `maxRecords` rows at most are returned (header included). */
export const parseXlsx = async (bytes: Uint8Array, maxRecords: number): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings name an old Buffer type; the bytes are what it reads.
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a readable XLSX workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The workbook has no worksheet');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length >= maxRecords) return;
    const values = row.values as CellValue[];
    const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => cellText(values[i + 1]));
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
  });
  return rows;
};
