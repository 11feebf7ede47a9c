import { csvBom, csvRecord, type CustomerListItem } from '@tunne/contracts';
import { exportColumns, exportText, type ExportColumn, type ExportContext, type ExportValue } from './columns.ts';

/**
 * Semicolon separated, not comma: our users are in Finland, Sweden, Norway, Denmark, Estonia and Latvia,
 * where the decimal separator is a comma and Excel's list separator is therefore ';'. A comma separated
 * file double-clicked there opens with every row in one column; a ';' separated one opens in columns.
 * Every cell goes through csvRecord (contracts): formulas neutralised, and a cell that a reader splitting on
 * ',' or ';' could break up (or take for a formula) double-quoted, whichever separator the reader uses.
 */
const csvDelimiter = ';';
const lines = (rows: readonly (readonly unknown[])[]): string => rows.map((row) => csvRecord(row, csvDelimiter)).join('');

/** The customer list as CSV in the context's language: headers, words for codes and booleans, DD.MM.YYYY dates. */
export interface CsvExport {
  /** The first chunk: BOM (so Excel reads UTF-8: ä, ö, å) and the header line. */
  head: () => string;
  rows: (items: readonly CustomerListItem[]) => string;
}

/** A number goes in as a number, so the formula guard leaves it alone (-10 days is -10, not '-10); the rest as text. */
const csvValue = (value: ExportValue): string | number => (value?.kind === 'number' ? value.value : exportText(value));

export const customerCsv = (ctx: ExportContext): CsvExport => {
  const columns: ExportColumn[] = exportColumns(ctx);
  return {
    head: () => csvBom + lines([columns.map((column) => column.header)]),
    rows: (items) => lines(items.map((item) => columns.map((column) => csvValue(column.value(item))))),
  };
};
