/**
 * XLSX bombs as an attacker builds them: a part of hundreds of megabytes made of one repeated piece, deflated
 * once and repeated (a full flush makes each compressed piece stand alone), so building one costs milliseconds.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { zipArchive, type ZipEntry } from '@tunne/platform/testing';

const fullFlush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };

/** `head`, then `unit` `times` times, then `tail`, deflated. */
const repeatedPart = (name: string, head: string, unit: string, times: number, tail: string): ZipEntry => {
  const unitBytes = Buffer.from(unit.repeat(Math.max(1, Math.floor((1024 * 1024) / unit.length))));
  const unitsPerBlock = unitBytes.byteLength / Buffer.byteLength(unit);
  const blocks = Math.ceil(times / unitsPerBlock);
  const headBytes = Buffer.from(head);
  const tailBytes = Buffer.from(tail);
  let crc = crc32(headBytes);
  for (let i = 0; i < blocks; i += 1) crc = crc32(unitBytes, crc);
  crc = crc32(tailBytes, crc);
  const block = deflateRawSync(unitBytes, fullFlush);
  const data = Buffer.concat([deflateRawSync(headBytes, fullFlush), ...Array<Buffer>(blocks).fill(block), deflateRawSync(tailBytes)]);
  return { name, data, size: headBytes.byteLength + blocks * unitBytes.byteLength + tailBytes.byteLength, crc };
};

const smallPart = (name: string, text: string): ZipEntry => {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), size: raw.byteLength, crc: crc32(raw) };
};

const rel = (id: string, type: string, target: string) =>
  `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;

const workbook = (sheet: ZipEntry, sharedStrings?: ZipEntry): Uint8Array =>
  zipArchive([
    smallPart('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    smallPart('_rels/.rels', `<Relationships>${rel('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`),
    smallPart('xl/workbook.xml', '<workbook xmlns:r="r"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    smallPart('xl/_rels/workbook.xml.rels', `<Relationships>${rel('rId1', 'worksheet', 'worksheets/sheet1.xml')}${rel('rId2', 'sharedStrings', 'sharedStrings.xml')}</Relationships>`),
    ...(sharedStrings ? [sharedStrings] : []),
    sheet,
  ]);

export interface Bomb {
  name: string;
  bytes: Uint8Array;
  /** What the archive really unpacks to. */
  unpacked: number;
}

const sheetOf = (cells: number, unit = '<c/>') =>
  repeatedPart('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1">', unit, cells, '</row></sheetData></worksheet>');

const declared = (size: number | undefined) => (size === undefined ? '' : `, declared as ${Math.round(size / 1024)} KB`);

/**
 * The review's bomb: some 400 KB unpacking to 419 MB of empty cells. With `declaredSize` the directory lies and
 * declares that instead.
 */
export const emptyCellsBomb = (declaredSize?: number): Bomb => {
  const sheet = { ...sheetOf(110_000_000), ...(declaredSize === undefined ? {} : { declaredSize }) };
  return { name: `419 MB of empty cells${declared(declaredSize)}`, bytes: workbook(sheet), unpacked: sheet.size };
};

/** One shared string of 400 MB. */
export const sharedStringsBomb = (declaredSize?: number): Bomb => {
  const strings = {
    ...repeatedPart('xl/sharedStrings.xml', '<sst><si><t>', 'AAAAAAAAAAAAAAAA', 25_000_000, '</t></si></sst>'),
    ...(declaredSize === undefined ? {} : { declaredSize }),
  };
  return { name: `one 400 MB shared string${declared(declaredSize)}`, bytes: workbook(sheetOf(1, '<c t="s"><v>0</v></c>'), strings), unpacked: strings.size };
};

/**
 * Millions of cells with attributes under every limit the directory shows (it declares 190 times its compressed
 * size): the worker reads it until a limit stops it, which takes a second or more of the worker's own thread.
 */
export const slowCellsBomb = (): Bomb => {
  const sheet = sheetOf(7_000_000, '<c r="A1" s="1" t="n"/>');
  sheet.declaredSize = Math.min(99 * 1024 * 1024, sheet.data.byteLength * 190);
  return { name: 'slow cells', bytes: workbook(sheet), unpacked: sheet.size };
};
