import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CustomerListItem } from '@tunne/contracts';
import { exportColumns, type ExportContext, type ExportValue } from './columns.ts';
import { dayAsSheetDate } from './labels.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's own day format; the reader's Excel shows it as 31.12.2026 (the same pattern in every Nordic locale). */
const dateFormat = 'dd.mm.yyyy';
const integerFormat = '0';

/** Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ]. */
export const sheetName = (title: string): string => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet1';

/** Column letters of a 1-based index (1 → A, 27 → AA). */
const columnLetter = (index: number): string => {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

/** A typed cell value: text stays text (never a formula), a day a real date, a number a number. */
const cellValue = (value: ExportValue): ExcelJS.CellValue => {
  if (value === null) return null;
  if (value.kind === 'day') return dayAsSheetDate(value.day);
  if (value.kind === 'number') return value.value;
  return value.text;
};

export interface XlsxExportInput {
  ctx: ExportContext;
  /** The list's title in the user's language: the sheet's name. */
  title: string;
  items: AsyncIterable<CustomerListItem[]>;
  /** Where the workbook's bytes go, as they are zipped. */
  out: Writable;
  /** Stops reading pages (the client went away); the workbook is still closed. */
  signal?: AbortSignal;
}

/**
 * The customer list as a workbook, streamed: one sheet named by the list's title, a bold frozen header row in the
 * user's language with an autofilter, widths that fit the columns, then one row per customer, page by page, each
 * row written out when added (so 100,000 customers never sit in memory). Cells are typed: days are Excel dates
 * shown dd.mm.yyyy, the days to the KYC alarm a number, codes and booleans words in the user's language. Text is
 * always a string cell, never a formula, so a name like `=cmd()` is shown, not run.
 */
export const writeCustomerXlsx = async (input: XlsxExportInput): Promise<void> => {
  const { ctx } = input;
  const columns = exportColumns(ctx);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: input.out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Tunne';
  workbook.created = ctx.now;
  const sheet = workbook.addWorksheet(sheetName(input.title), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.key, width: column.width }));

  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  let rows = 1;
  for await (const batch of input.items) {
    if (input.signal?.aborted) break;
    for (const item of batch) {
      const values = columns.map((column) => column.value(item));
      const row = sheet.addRow(values.map(cellValue));
      values.forEach((value, i) => {
        if (value?.kind === 'day') row.getCell(i + 1).numFmt = dateFormat;
        else if (value?.kind === 'number') row.getCell(i + 1).numFmt = integerFormat;
      });
      row.commit();
      rows += 1;
    }
  }
  // The filter covers the header and every row (written after the rows, as the sheet's XML has it).
  sheet.autoFilter = `A1:${columnLetter(columns.length)}${rows}`;
  sheet.commit();
  await workbook.commit();
};
