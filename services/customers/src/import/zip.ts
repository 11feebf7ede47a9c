import { createInflateRaw } from 'node:zlib';
import { FileProblem } from './file-problem.ts';

/** One file of a ZIP archive as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** The declared uncompressed size; inflating never yields more (see inflateEntry). */
  size: number;
  localOffset: number;
}

export interface ZipLimits {
  /** Sum of the declared uncompressed sizes of every entry. */
  maxTotalBytes: number;
  /** Uncompressed / compressed size above which an entry (larger than ratioFloorBytes) is a bomb. */
  maxRatio: number;
  ratioFloorBytes: number;
  maxEntries: number;
}

const tooLarge = (message: string) => new FileProblem('IMPORT_FILE_TOO_LARGE', message);
const notAWorkbook = (message: string) => new FileProblem('UNSUPPORTED_MEDIA_TYPE', `The file is not a readable XLSX workbook: ${message}`);

const endOfDirectory = 0x06054b50;
const zip64Locator = 0x07064b50;
const zip64EndOfDirectory = 0x06064b50;
const directoryHeader = 0x02014b50;
const localHeader = 0x04034b50;
const u32Max = 0xffffffff;

/** Bounds-checked little-endian reads: a truncated or lying archive is refused, never read past its end. */
const reader = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const within = (at: number, length: number) => {
    if (at < 0 || at + length > bytes.byteLength) throw notAWorkbook('truncated archive');
  };
  return {
    u16: (at: number) => (within(at, 2), view.getUint16(at, true)),
    u32: (at: number) => (within(at, 4), view.getUint32(at, true)),
    u64: (at: number) => {
      within(at, 8);
      const value = view.getBigUint64(at, true);
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw notAWorkbook('impossible size');
      return Number(value);
    },
    within,
  };
};

const findEndOfDirectory = (bytes: Uint8Array, u32: (at: number) => number): number => {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 0xffff); at -= 1) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && u32(at) === endOfDirectory) return at;
  }
  throw notAWorkbook('no ZIP central directory');
};

/** The Zip64 extended-information extra field: the 64-bit values of the fields whose 32-bit value is all ones. */
const zip64Values = (bytes: Uint8Array, from: number, length: number, wanted: number): number[] => {
  const { u16, u64 } = reader(bytes);
  for (let at = from; at + 4 <= from + length;) {
    const id = u16(at);
    const size = u16(at + 2);
    if (id === 0x0001) return Array.from({ length: wanted }, (_, i) => u64(at + 4 + i * 8));
    at += 4 + size;
  }
  throw notAWorkbook('missing Zip64 sizes');
};

/**
 * The archive's entries from its central directory, read before anything is inflated: a declared total or a
 * compression ratio no workbook has is refused here (IMPORT_FILE_TOO_LARGE) at the cost of reading a few headers.
 */
export const readZipDirectory = (bytes: Uint8Array, limits: ZipLimits): Map<string, ZipEntry> => {
  const { u16, u32, u64, within } = reader(bytes);
  const end = findEndOfDirectory(bytes, u32);
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if (count === 0xffff || offset === u32Max) {
    const locator = end - 20;
    if (u32(locator) !== zip64Locator) throw notAWorkbook('missing Zip64 locator');
    const record = u64(locator + 8);
    if (u32(record) !== zip64EndOfDirectory) throw notAWorkbook('missing Zip64 directory');
    count = u64(record + 32);
    offset = u64(record + 48);
  }
  if (count > limits.maxEntries) throw tooLarge(`The workbook has more than ${limits.maxEntries} parts`);

  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (u32(at) !== directoryHeader) throw notAWorkbook('broken central directory');
    const flags = u16(at + 8);
    const method = u16(at + 10);
    let compressedSize = u32(at + 20);
    let size = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    let localOffset = u32(at + 42);
    within(at + 46, nameLength + extraLength);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const wide = [size, compressedSize, localOffset].filter((value) => value === u32Max).length;
    if (wide > 0) {
      const values = zip64Values(bytes, at + 46 + nameLength, extraLength, wide);
      if (size === u32Max) size = values.shift()!;
      if (compressedSize === u32Max) compressedSize = values.shift()!;
      if (localOffset === u32Max) localOffset = values.shift()!;
    }
    at += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) throw notAWorkbook('the workbook is encrypted');
    if (entries.has(name)) throw notAWorkbook(`two parts named ${name}`);
    total += size;
    if (total > limits.maxTotalBytes) {
      throw tooLarge(`The workbook unpacks to more than ${Math.round(limits.maxTotalBytes / 1024 / 1024)} MB`);
    }
    if (size > limits.ratioFloorBytes && size > compressedSize * limits.maxRatio) {
      throw tooLarge(`A part of the workbook is compressed ${Math.round(size / Math.max(compressedSize, 1))} times over`);
    }
    entries.set(name, { name, method, compressedSize, size, localOffset });
  }
  return entries;
};

/** Where an entry's compressed bytes are: after its local header, whose name and extra lengths may differ. */
const entryData = (bytes: Uint8Array, entry: ZipEntry): Uint8Array => {
  const { u16, u32, within } = reader(bytes);
  if (u32(entry.localOffset) !== localHeader) throw notAWorkbook(`broken header of ${entry.name}`);
  const start = entry.localOffset + 30 + u16(entry.localOffset + 26) + u16(entry.localOffset + 28);
  within(start, entry.compressedSize);
  return bytes.subarray(start, start + entry.compressedSize);
};

const chunkSize = 64 * 1024;

/**
 * An entry's bytes, inflated a chunk at a time. The declared size is not trusted: output beyond it stops the
 * inflation at once (IMPORT_FILE_TOO_LARGE), so the directory's total bounds what is ever unpacked. Breaking
 * out of the loop early stops the inflation too.
 */
export async function* inflateEntry(bytes: Uint8Array, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  const data = entryData(bytes, entry);
  if (entry.method === 0) {
    for (let at = 0; at < data.byteLength; at += chunkSize) yield data.subarray(at, at + chunkSize);
    return;
  }
  if (entry.method !== 8) throw notAWorkbook(`unsupported compression in ${entry.name}`);
  const inflate = createInflateRaw({ chunkSize });
  inflate.end(data);
  let produced = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      produced += chunk.byteLength;
      if (produced > entry.size) throw tooLarge(`${entry.name} unpacks to more than its declared ${entry.size} bytes`);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    throw notAWorkbook(`${entry.name} is corrupt`);
  } finally {
    inflate.destroy();
  }
}
