import { FileProblem } from './file-problem.ts';
import { createXmlStream, type XmlHandler } from './xml-stream.ts';
import { inflateEntry, type ZipEntry, type ZipLimits } from './zip.ts';

/** The limits of reading a workbook; the ZIP's are checked before anything is inflated. */
export interface XlsxLimits extends ZipLimits {
  /** Rows with text returned at most (header included); reading stops there. */
  maxRecords: number;
  /** Row and cell elements read at most, empty ones included (and shared strings at most). */
  maxCells: number;
  /** Characters of all returned cells together (a shared string counts each time it is used). */
  maxTextChars: number;
  /** Characters of one cell (Excel's own limit is 32,767). */
  maxCellChars: number;
}

export const tooLarge = (message: string) => new FileProblem('IMPORT_FILE_TOO_LARGE', message);
export const notAWorkbook = (message: string) => new FileProblem('UNSUPPORTED_MEDIA_TYPE', message);

/** Thrown inside a part's handler to stop reading it (the rows wanted are all there). */
export class StopReading extends Error {}

/** Feeds one part through the tokenizer, a chunk at a time; the inflation stops with the handler. */
export const readPart = async (bytes: Uint8Array, entry: ZipEntry, handler: XmlHandler): Promise<void> => {
  const xml = createXmlStream(handler);
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of inflateEntry(bytes, entry)) xml.write(decoder.decode(chunk, { stream: true }));
    xml.write(decoder.decode());
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
  }
};

/** More than any workbook has: one per part at most, and the package holds at most ZipLimits.maxEntries. */
const maxRelationships = 10_000;

/** Relationship id -> part name, for a part's `_rels` file (targets are relative to the part's folder). */
export const readRelationships = async (bytes: Uint8Array, entries: Map<string, ZipEntry>, part: string) => {
  const folder = part.slice(0, part.lastIndexOf('/') + 1);
  const relsEntry = entries.get(`${folder}_rels/${part.slice(folder.length)}.rels`);
  const relationships: { id: string; type: string; target: string }[] = [];
  if (!relsEntry) return relationships;
  await readPart(bytes, relsEntry, {
    open: (name, attributes) => {
      if (name !== 'Relationship' || attributes.get('TargetMode') === 'External') return;
      if (relationships.length >= maxRelationships) throw tooLarge(`${part || 'The package'} has more than ${maxRelationships} relationships`);
      const target = attributes.get('Target') ?? '';
      const path = new URL(target, `file:///${folder}`).pathname.slice(1);
      relationships.push({ id: attributes.get('Id') ?? '', type: attributes.get('Type') ?? '', target: decodeURIComponent(path) });
    },
    close: () => undefined,
    text: () => undefined,
  });
  return relationships;
};

/** Excel's built-in date and time formats (ids 14–22, 27–36, 45–47, 50–58). */
const builtInDateFormat = (id: number): boolean =>
  (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58);

/**
 * A custom format shows a date when it has a date or time letter outside quoted text, [colour] sections and
 * escaped (`\d`), padding (`_d`) and fill (`*d`) characters.
 */
const isDateFormatCode = (code: string): boolean =>
  /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '').replace(/[\\_*]./g, ''));

/** Excel allows 64,000 cell formats. */
const maxCellStyles = 65_536;

/** For each cell style index: whether its number format shows a date (its numbers are then dates). */
export const readDateStyles = async (bytes: Uint8Array, entry: ZipEntry | undefined): Promise<boolean[]> => {
  if (!entry) return [];
  const codes = new Map<number, string>();
  const dateStyles: boolean[] = [];
  let inCellXfs = false;
  await readPart(bytes, entry, {
    open: (name, attributes) => {
      if (name === 'numFmt') codes.set(Number(attributes.get('numFmtId')), attributes.get('formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        if (dateStyles.length >= maxCellStyles) throw tooLarge(`The workbook has more than ${maxCellStyles} cell styles`);
        const id = Number(attributes.get('numFmtId') ?? 0);
        const code = codes.get(id);
        dateStyles.push(code === undefined ? builtInDateFormat(id) : isDateFormatCode(code));
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text: () => undefined,
  });
  return dateStyles;
};

/** Collects the text of `<t>` elements, leaving out phonetic runs (`<rPh>`), as one string per `item` element. */
export const textCollector = (limits: XlsxLimits, item: string, onItem: (text: string) => void) => {
  let inItem = false;
  let inText = false;
  let inPhonetic = false;
  let text = '';
  return {
    open: (name: string) => {
      if (name === item) {
        inItem = true;
        text = '';
      } else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && inItem && !inPhonetic) inText = true;
    },
    close: (name: string) => {
      if (name === item) {
        inItem = false;
        onItem(text);
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text: (piece: string) => {
      if (!inText) return;
      text += piece;
      if (text.length > limits.maxCellChars) throw tooLarge(`A cell holds more than ${limits.maxCellChars} characters`);
    },
  };
};

export const readSharedStrings = async (bytes: Uint8Array, entry: ZipEntry | undefined, limits: XlsxLimits): Promise<string[]> => {
  if (!entry) return [];
  const strings: string[] = [];
  let chars = 0;
  const collector = textCollector(limits, 'si', (text) => {
    chars += text.length;
    if (strings.length >= limits.maxCells || chars > limits.maxTextChars) throw tooLarge('The workbook holds too much text');
    strings.push(text);
  });
  await readPart(bytes, entry, { open: (name) => collector.open(name), close: collector.close, text: collector.text });
  return strings;
};
