/** Test kit: ZIP archives written by hand, including the ones no honest program writes (sizes that lie, bombs). */

export interface ZipEntry {
  name: string;
  /** The bytes as the archive holds them: raw deflate, or the bytes themselves when `stored`. */
  data: Buffer;
  /** The unpacked size and its CRC-32. */
  size: number;
  crc: number;
  /** The unpacked size the headers declare, when they should lie. */
  declaredSize?: number | undefined;
  /** Stored, not deflated. */
  stored?: boolean | undefined;
}

/** The archive: each entry's local header, name and data, then the central directory and its end record (UTF-8 names). */
export const zipArchive = (entries: readonly ZipEntry[]): Uint8Array => {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    // The fields a local header (at 4) and a directory entry (at 6) share.
    const header = (signature: number, length: number, at: number) => {
      const bytes = Buffer.alloc(length);
      bytes.writeUInt32LE(signature, 0);
      bytes.writeUInt16LE(20, at); // version needed
      bytes.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      bytes.writeUInt16LE(entry.stored ? 0 : 8, at + 4);
      bytes.writeUInt32LE(entry.crc, at + 10);
      bytes.writeUInt32LE(entry.data.byteLength, at + 14);
      bytes.writeUInt32LE(entry.declaredSize ?? entry.size, at + 18);
      bytes.writeUInt16LE(name.byteLength, at + 22);
      return bytes;
    };
    const local = header(0x04034b50, 30, 4);
    const central = header(0x02014b50, 46, 6);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.byteLength + name.byteLength + entry.data.byteLength;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directoryBytes, end]));
};
