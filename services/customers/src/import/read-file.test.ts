import { describe, expect, it } from 'vitest';
import { AppError } from '@tunne/platform';
import { parseOffThread } from './parse-off-thread.ts';
import { importReadLimits, readImportFile } from './read-file.ts';
import { csvText, utf8, xlsxBytes } from './test-files.ts';
import { emptyCells, workbookBytes } from './test-support.ts';

const refusal = async (work: Promise<unknown>): Promise<AppError> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the file was not refused');
};

/** The longest the event loop went without running a timer while `work` ran. */
const longestStall = async <T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> => {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    return { result: await work(), stallMs };
  } finally {
    clearInterval(ticker);
  }
};

describe('readImportFile', () => {
  it('reads a large workbook in a worker thread: the event loop keeps running timers', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`Asiakas ${i} Oy`, `${i}`, 'Kauppakatu 1', 'Oulu', 'FI']);
    const bytes = await xlsxBytes([['Nimi', 'Numero', 'Osoite', 'Kaupunki', 'Maa'], ...rows]);
    const { result, stallMs } = await longestStall(() => readImportFile(bytes));
    expect(result.format).toBe('xlsx');
    expect(result.rows).toHaveLength(20_000);
    expect(result.rows[19_999]).toEqual(['Asiakas 19999 Oy', '19999', 'Kauppakatu 1', 'Oulu', 'FI']);
    expect(stallMs).toBeLessThan(150);
  });

  it('refuses a workbook declaring 400 MB at once, before any worker starts', async () => {
    const bomb = workbookBytes({ sheet: emptyCells(1, 1000), declaredSizes: { 'xl/worksheets/sheet2.xml': 400 * 1024 * 1024 } });
    const started = performance.now();
    const error = await refusal(readImportFile(bomb));
    expect(performance.now() - started).toBeLessThan(50);
    expect(error.code).toBe('IMPORT_FILE_TOO_LARGE');
    expect(error.status).toBe(413);
    expect(error.field).toBe('/file');
  });

  it('refuses 7 million empty cells compressed a thousandfold by their ratio, before any worker starts', async () => {
    const bomb = workbookBytes({ sheet: emptyCells(70_000, 100) });
    expect(bomb.byteLength).toBeLessThan(200_000);
    const started = performance.now();
    const error = await refusal(readImportFile(bomb));
    expect(performance.now() - started).toBeLessThan(50);
    expect(error.code).toBe('IMPORT_FILE_TOO_LARGE');
    expect(error.message).toMatch(/compressed \d+ times over/);
  });

  it('refuses a cell bomb the directory lets by at the cell limit, in the worker', async () => {
    const bytes = workbookBytes({ sheet: emptyCells(1000, 100) });
    const error = await refusal(parseOffThread({ format: 'xlsx', bytes, limits: { ...importReadLimits, maxCells: 10_000 } }));
    expect(error.code).toBe('IMPORT_FILE_TOO_LARGE');
    expect(error.message).toMatch(/more than 10000 cells/);
  });

  it('reads a large CSV file in the worker, stops after the row limit and refuses one very wide row', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`Asiakas ${i} Oy`, 'Kauppakatu 1, B 2', 'Oulu']);
    const { result, stallMs } = await longestStall(() => readImportFile(utf8(csvText([['Nimi', 'Osoite', 'Kaupunki'], ...rows]))));
    expect(result.format).toBe('csv');
    expect(result.rows).toHaveLength(10_000);
    expect(stallMs).toBeLessThan(150);
    // Records of only delimiters are no rows: 100,000 of them before the data do not count towards the limit.
    const blanks = await readImportFile(utf8(`name;city\n${';\n'.repeat(100_000)}a;b\n`));
    expect(blanks.rows).toEqual([['a', 'b']]);
    const tooMany = await refusal(readImportFile(utf8(`name\n${'a\n'.repeat(150_001)}`)));
    expect(tooMany.code).toBe('IMPORT_TOO_MANY_ROWS');
    // One row of 200,000 columns padded onto 100 rows would be 20 million cells.
    const wide = await refusal(readImportFile(utf8(`${'h,'.repeat(200_000)}\n${'a\n'.repeat(100)}`)));
    expect(wide.code).toBe('IMPORT_FILE_TOO_LARGE');
  });

  it('stops a reader that runs out of time', async () => {
    const bytes = await xlsxBytes([['Nimi'], ['a']]);
    const error = await refusal(parseOffThread({ format: 'xlsx', bytes, limits: importReadLimits }, 1));
    expect(error.code).toBe('IMPORT_FILE_TOO_LARGE');
    expect(error.message).toMatch(/took longer than/);
  });
});
