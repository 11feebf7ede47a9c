import { screenSignatureLimits } from '@tunne/contracts';
import { AppError } from '@tunne/platform';

const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A drawn signature from its data URL (issue 14, SCREENSIGNATURE): a PNG by its content (magic bytes and the IHDR
 * chunk), within the size and pixel limits. Anything else is IMAGE_UNSUPPORTED and nothing is stored.
 */
export const readScreenSignature = (dataUrl: string): Uint8Array => {
  const prefix = 'data:image/png;base64,';
  const unsupported = () => new AppError('IMAGE_UNSUPPORTED', 'The signature must be a PNG image', '/image');
  if (!dataUrl.startsWith(prefix)) throw unsupported();
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(prefix.length), 'base64'));
  if (bytes.byteLength < 33 || bytes.byteLength > screenSignatureLimits.maxBytes) throw unsupported();
  if (!pngMagic.every((byte, i) => bytes[i] === byte)) throw unsupported();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The first chunk is IHDR: length 13, type 'IHDR', width and height big-endian.
  if (view.getUint32(8) !== 13 || String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') throw unsupported();
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width < 10 || height < 10 || width > screenSignatureLimits.maxWidth || height > screenSignatureLimits.maxHeight) throw unsupported();
  return bytes;
};
