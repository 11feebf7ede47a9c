import { parse, CsvError } from 'csv-parse/sync';
import { FileProblem } from './file-problem.ts';

export type CsvDelimiter = ',' | ';' | '\t';
const delimiters: readonly CsvDelimiter[] = [';', ',', '\t'];

/**
 * Text of a CSV file: UTF-8 with or without a BOM, UTF-16 with a BOM (Excel's "Unicode text"), otherwise
 * Windows-1252, which is what Excel on Windows writes for "CSV" (ä, ö, å as single bytes).
 */
export const decodeCsv = (bytes: Uint8Array): string => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

/** Counts of each candidate delimiter per line outside quotes, over the first lines. */
const countsPerLine = (text: string, lines: number): Map<CsvDelimiter, number>[] => {
  const result: Map<CsvDelimiter, number>[] = [];
  let counts = new Map<CsvDelimiter, number>();
  let quoted = false;
  for (let i = 0; i < text.length && result.length < lines; i += 1) {
    const char = text[i]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') {
      result.push(counts);
      counts = new Map();
    } else if (!quoted && (delimiters as readonly string[]).includes(char)) {
      counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
    }
  }
  if (result.length < lines && counts.size > 0) result.push(counts);
  return result;
};

/**
 * The delimiter that splits the header into the most columns and the following lines into as many
 * (a comma inside an address must not win over the semicolons Finnish Excel writes).
 */
export const detectDelimiter = (text: string): CsvDelimiter => {
  const lines = countsPerLine(text, 20);
  const header = lines[0];
  if (!header) return ',';
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of delimiters) {
    const columns = header.get(delimiter) ?? 0;
    if (columns === 0) continue;
    const consistent = lines.filter((line) => (line.get(delimiter) ?? 0) === columns).length;
    const score = consistent * 1000 + columns;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
};

/**
 * Rows of text cells; records with no text are skipped and not counted, so `maxRecords` stops reading right after
 * the last record the caller needs (it reports "too many rows").
 */
export const parseCsv = (bytes: Uint8Array, maxRecords: number): string[][] => {
  const text = decodeCsv(bytes);
  try {
    return parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      to: maxRecords,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      throw new FileProblem('IMPORT_FILE_UNREADABLE', `The CSV file could not be read near line ${String(error.lines ?? '?')}: ${error.code}`);
    }
    throw error;
  }
};
