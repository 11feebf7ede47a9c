import { csvBom, csvRecord, type CustomerListItem } from '@tunne/contracts';

/** The CSV columns: the list's columns plus the identifiers, field names as in the spec (§3). */
export const csvColumns = [
  'name', 'type', 'businessid', 'ssn', 'department', 'city', 'country', 'is_kycclock', 'kycclock_alarm_at',
  'is_monitored', 'prepayment_register', 'trade_register', 'riskscores_level', 'created_at', 'removes_at',
] as const satisfies readonly (keyof CustomerListItem)[];

// kycclock_alarm_at is already the day, YYYY-MM-DD (what a spreadsheet sorts by).
const cellValue = (item: CustomerListItem, column: (typeof csvColumns)[number]): unknown => item[column];

/**
 * Semicolon separated, not comma: our users are in Finland, Sweden, Norway, Denmark, Estonia and Latvia,
 * where the decimal separator is a comma and Excel's list separator is therefore ';'. A comma separated
 * file double-clicked there opens with every row in one column; a ';' separated one opens in columns.
 * Every cell goes through csvRecord (contracts): formulas neutralised, and a cell that a reader splitting on
 * ',' or ';' could break up (or take for a formula) double-quoted, whichever separator the reader uses.
 */
const csvDelimiter = ';';
const lines = (rows: readonly (readonly unknown[])[]): string => rows.map((row) => csvRecord(row, csvDelimiter)).join('');

/** The first chunk: BOM (so Excel reads UTF-8: ä, ö, å) and the header line. */
export const csvHead = (): string => csvBom + lines([csvColumns]);

export const csvRows = (items: CustomerListItem[]): string =>
  lines(items.map((item) => csvColumns.map((column) => cellValue(item, column))));
