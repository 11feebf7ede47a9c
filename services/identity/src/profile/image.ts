export type ImageType = 'image/png' | 'image/jpeg';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ihdr = [0x49, 0x48, 0x44, 0x52];

const at = (bytes: Uint8Array, offset: number, expected: readonly number[]): boolean =>
  expected.every((byte, i) => bytes[offset + i] === byte);
const uint16 = (bytes: Uint8Array, offset: number): number => (bytes[offset]! << 8) | bytes[offset + 1]!;
const uint32 = (bytes: Uint8Array, offset: number): number => new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0);

/** PNG: the signature, then the IHDR chunk first (length 13) with width and height. */
const pngInfo = (bytes: Uint8Array): ImageInfo | null => {
  if (bytes.length < 33 || !at(bytes, 0, pngSignature) || uint32(bytes, 8) !== 13 || !at(bytes, 12, ihdr)) return null;
  return { type: 'image/png', width: uint32(bytes, 16), height: uint32(bytes, 20) };
};

// Start-of-frame markers C0–CF carry the dimensions, except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
// Markers without a length: TEM and the restart markers.
const standalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** JPEG: SOI, then segments up to the first start-of-frame (height, then width, after the precision byte). */
const jpegInfo = (bytes: Uint8Array): ImageInfo | null => {
  if (!at(bytes, 0, [0xff, 0xd8, 0xff])) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (standalone(marker)) {
      offset += 2;
      continue;
    }
    // End of image or scan data before any frame header: not an image we can measure.
    if (marker === 0xd9 || marker === 0xda || marker === 0xd8) return null;
    const length = uint16(bytes, offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { type: 'image/jpeg', height: uint16(bytes, offset + 5), width: uint16(bytes, offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
};

/**
 * The image's type and size from its content (magic bytes and the PNG IHDR or JPEG frame header), whatever name or
 * type it was sent with; null when it is neither a PNG nor a JPEG whose header says how big it is.
 */
export const imageInfo = (bytes: Uint8Array): ImageInfo | null => {
  const info = pngInfo(bytes) ?? jpegInfo(bytes);
  return info && info.width > 0 && info.height > 0 ? info : null;
};

// JPEG segments that carry who, where and with what a photo was taken: APP1 (EXIF with GPS, XMP), APP13 (IPTC), COM.
// APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) stay: the picture depends on them.
const jpegMetadata = (marker: number): boolean => marker === 0xe1 || marker === 0xed || marker === 0xfe;
// PNG chunks with text or EXIF; and whatever follows IEND.
const pngMetadata = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf']);

const jpegWithoutMetadata = (bytes: Uint8Array): Uint8Array => {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    // From the start of scan on, the rest is image data (and the end marker): copied as it is.
    if (marker === 0xda || standalone(marker) || marker === 0xff) break;
    const end = offset + 2 + uint16(bytes, offset + 2);
    if (!jpegMetadata(marker)) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  kept.push(bytes.subarray(offset));
  return Buffer.concat(kept);
};

const pngWithoutMetadata = (bytes: Uint8Array): Uint8Array => {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const end = offset + 12 + uint32(bytes, offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (!pngMetadata.has(type)) kept.push(bytes.subarray(offset, end));
    // Nothing after the end chunk is part of the image (a polyglot hides its second file there).
    if (type === 'IEND') break;
    offset = end;
  }
  return Buffer.concat(kept);
};

/**
 * The image without the metadata a camera or editor wrote into it (EXIF with the GPS position, XMP, IPTC, text
 * chunks): an avatar is shown to others, where it was taken is not theirs to read. The pixels are untouched.
 */
export const withoutMetadata = (bytes: Uint8Array, info: ImageInfo): Uint8Array =>
  info.type === 'image/jpeg' ? jpegWithoutMetadata(bytes) : pngWithoutMetadata(bytes);
