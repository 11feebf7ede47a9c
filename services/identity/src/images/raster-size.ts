/** The pixel size a PNG or JPEG declares in its header, read without decoding the image. */
export interface PixelSize {
  width: number;
  height: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const isPng = (bytes: Uint8Array): boolean => pngSignature.every((byte, i) => bytes[i] === byte);
export const isJpeg = (bytes: Uint8Array): boolean => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** PNG: the first chunk must be IHDR (13 bytes: width, height, …); null when it is not. */
export const pngSize = (bytes: Uint8Array): PixelSize | null => {
  if (!isPng(bytes) || bytes.length < 33) return null;
  const data = view(bytes);
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (data.getUint32(8) !== 13 || type !== 'IHDR') return null;
  return { width: data.getUint32(16), height: data.getUint32(20) };
};

/** The start-of-frame markers that carry the size (C0–CF except DHT C4, JPG C8 and DAC CC). */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM, RST0–7 (SOI and EOI never come before the frame). */
const isStandalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** JPEG: walks the marker segments to the first start-of-frame; null when the scan starts or the data ends first. */
export const jpegSize = (bytes: Uint8Array): PixelSize | null => {
  if (!isJpeg(bytes)) return null;
  const data = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = data.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
};
