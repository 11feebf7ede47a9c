import {
  notAWorkbook, readDateStyles, readPart, readRelationships, readSharedStrings, StopReading, textCollector, tooLarge, type XlsxLimits,
} from './xlsx-parts.ts';
import { readZipDirectory, type ZipEntry } from './zip.ts';

/** Column index (0-based) of a cell reference like `AB12`; null when there is none. */
const columnOf = (reference: string | undefined): number | null => {
  if (!reference) return null;
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column === 0 ? null : column - 1;
};

/** Excel's last column is XFD. */
const maxColumn = 16_383;

const isoDate = (date: Date): string => {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
};

/** A serial day number as a date (1900 system: day 25,569 is 1970-01-01; the 1904 system is 1,462 days later). */
const serialDate = (serial: number, date1904: boolean): Date =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

interface Cell {
  row: number;
  column: number;
  type: string;
  style: number;
  value: string;
  inline: string;
  /** The formula's text; null when the cell has none. */
  formula: string | null;
  /** A shared formula's group (`si`) and whether this cell holds its text (`ref`). */
  shared: { index: string; master: boolean } | null;
}

interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/**
 * A cell as text. A formula is kept as its text (`=SUM(A1:A3)`), never its cached result: the file, not a
 * spreadsheet program, is what the user vouches for, and nothing is evaluated. Dates are ISO, rich text is
 * joined, booleans are `true`/`false`.
 */
const cellText = (cell: Cell, context: SheetContext): string => {
  if (cell.formula) return `=${cell.formula}`;
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(cell.value)] ?? '';
    case 'inlineStr':
      return cell.inline;
    case 'str':
    case 'e':
      return cell.value;
    case 'b':
      return cell.value === '' ? '' : String(cell.value === '1' || cell.value === 'true');
    case 'd':
      return cell.value === '' ? '' : isoDate(new Date(cell.value));
    default: {
      if (cell.value.trim() === '') return '';
      const number = Number(cell.value);
      if (Number.isNaN(number)) return cell.value;
      return context.dateStyles[cell.style] ? isoDate(serialDate(number, context.date1904)) : String(number);
    }
  }
};

const columnName = (column: number): string => {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/**
 * The rows with text of one worksheet part, in order, each without its trailing empty cells. Every row and cell
 * element counts towards maxCells as it is read (so millions of empty cells stop the reading, not the memory);
 * reading stops for good after maxRecords rows with text.
 */
const readSheet = async (bytes: Uint8Array, entry: ZipEntry, context: SheetContext, limits: XlsxLimits): Promise<string[][]> => {
  const rows: string[][] = [];
  // A cell sharing another's formula reads as `=` and that cell's address (as exceljs's `sharedFormula` did).
  const sharedMasters = new Map<string, string>();
  let elements = 0;
  let chars = 0;
  let rowNumber = 0;
  let row: string[] | null = null;
  let cell: Cell | null = null;
  let reading: 'v' | 'f' | null = null;
  const inline = textCollector(limits, 'is', (text) => {
    if (cell) cell.inline = text;
  });
  const count = (n: number) => {
    elements += n;
    if (elements > limits.maxCells) throw tooLarge(`The worksheet has more than ${limits.maxCells} cells`);
  };

  const endCell = (current: Cell, cells: string[]) => {
    if (current.shared && current.formula === '' && !current.shared.master) current.formula = sharedMasters.get(current.shared.index) ?? '';
    else if (current.shared?.master && current.formula) sharedMasters.set(current.shared.index, `${columnName(current.column)}${current.row}`);
    const text = cellText(current, context);
    chars += text.length;
    if (chars > limits.maxTextChars) throw tooLarge('The worksheet holds too much text');
    while (cells.length < current.column) cells.push('');
    cells[current.column] = text;
  };

  const endRow = (cells: string[]) => {
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (!cells.some((text) => text.trim() !== '')) return;
    // The empty cells before the last one become cells of the table too.
    count(cells.length);
    rows.push(cells);
    if (rows.length >= limits.maxRecords) throw new StopReading();
  };

  await readPart(bytes, entry, {
    open: (name, attributes) => {
      if (cell) inline.open(name);
      if (name === 'row') {
        count(1);
        const number = Number(attributes.get('r'));
        rowNumber = Number.isInteger(number) && number > 0 ? number : rowNumber + 1;
        row = [];
      } else if (name === 'c' && row) {
        count(1);
        const column = columnOf(attributes.get('r')) ?? row.length;
        if (column > maxColumn) throw tooLarge(`A row has more than ${maxColumn + 1} columns`);
        cell = {
          row: rowNumber,
          column,
          type: attributes.get('t') ?? 'n',
          style: Number(attributes.get('s') ?? 0),
          value: '',
          inline: '',
          formula: null,
          shared: null,
        };
      } else if (cell && name === 'f') {
        reading = 'f';
        cell.formula = '';
        const index = attributes.get('si');
        if (attributes.get('t') === 'shared' && index !== undefined) cell.shared = { index, master: attributes.has('ref') };
      } else if (cell && name === 'v') {
        reading = 'v';
      }
    },
    close: (name) => {
      if (cell) inline.close(name);
      if (name === 'v' || name === 'f') {
        reading = null;
      } else if (name === 'c' && row && cell) {
        endCell(cell, row);
        cell = null;
      } else if (name === 'row' && row) {
        endRow(row);
        row = null;
      } else if (name === 'sheetData') {
        throw new StopReading();
      }
    },
    text: (piece) => {
      if (!cell) return;
      if (reading === 'v') cell.value += piece;
      else if (reading === 'f') cell.formula += piece;
      else inline.text(piece);
      if (cell.value.length > limits.maxCellChars || (cell.formula?.length ?? 0) > limits.maxCellChars) {
        throw tooLarge(`A cell holds more than ${limits.maxCellChars} characters`);
      }
    },
  });
  return rows;
};

const endsWithType = (type: string, name: string) => type.endsWith(`/relationships/${name}`);

/** The workbook part, its date system and the first worksheet's part (the order of the workbook's tabs). */
const readWorkbook = async (bytes: Uint8Array, entries: Map<string, ZipEntry>, maxParts: number) => {
  const root = await readRelationships(bytes, entries, '');
  const workbookName = root.find((r) => endsWithType(r.type, 'officeDocument'))?.target ?? 'xl/workbook.xml';
  const workbook = entries.get(workbookName);
  if (!workbook) throw notAWorkbook('The file is not a readable XLSX workbook');
  const sheetIds: string[] = [];
  let date1904 = false;
  await readPart(bytes, workbook, {
    open: (name, attributes) => {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.get('date1904') ?? '');
      else if (name === 'sheet') {
        if (sheetIds.length >= maxParts) throw tooLarge(`The workbook has more than ${maxParts} sheets`);
        sheetIds.push(attributes.get('id') ?? '');
      }
    },
    close: (name) => {
      if (name === 'sheets') throw new StopReading();
    },
    text: () => undefined,
  });
  const relationships = await readRelationships(bytes, entries, workbookName);
  const part = (type: string) => {
    const name = relationships.find((r) => endsWithType(r.type, type))?.target;
    return name === undefined ? undefined : entries.get(name);
  };
  const worksheets = sheetIds
    .map((id) => relationships.find((r) => r.id === id))
    .filter((r) => r !== undefined && endsWithType(r.type, 'worksheet'));
  return { date1904, sharedStrings: part('sharedStrings'), styles: part('styles'), firstSheet: worksheets[0] && entries.get(worksheets[0].target) };
};

/**
 * Rows of text cells of the first worksheet, read streaming: the ZIP directory is checked before anything is
 * inflated (readZipDirectory), each part is inflated a chunk at a time and never past its declared size, and
 * the reading stops at the row, cell and text limits. At most `maxRecords` rows with text are returned.
 */
export const parseXlsx = async (bytes: Uint8Array, limits: XlsxLimits): Promise<string[][]> => {
  const entries = readZipDirectory(bytes, limits);
  const workbook = await readWorkbook(bytes, entries, limits.maxEntries);
  if (!workbook.firstSheet) throw notAWorkbook('The workbook has no worksheet');
  const sharedStrings = await readSharedStrings(bytes, workbook.sharedStrings, limits);
  const dateStyles = await readDateStyles(bytes, workbook.styles);
  return readSheet(bytes, workbook.firstSheet, { sharedStrings, dateStyles, date1904: workbook.date1904 }, limits);
};
