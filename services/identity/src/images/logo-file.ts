import type { Context } from 'hono';
import { logoLimits } from '@tunne/contracts';
import { AppError, hasControlCharacters, readFileForm } from '@tunne/platform';
import { isJpeg, isPng, jpegSize, pngSize, type PixelSize } from './raster-size.ts';
import { checkSvg, SvgRefused } from './svg-check.ts';

export type LogoType = (typeof logoLimits.types)[number];

export interface LogoFile {
  type: LogoType;
  content: Uint8Array;
}

const unsupported = (reason: string) => new AppError('IMAGE_UNSUPPORTED', `The logo must be a PNG, JPEG or SVG image without scripts (${reason})`, '/file');

const checkPixels = (size: PixelSize | null): void => {
  if (!size || size.width === 0 || size.height === 0) throw unsupported('no image size');
  if (size.width * size.height > logoLimits.maxPixels) throw new AppError('PAYLOAD_TOO_LARGE', 'The logo has too many pixels', '/file');
};

/** UTF-8 text without its byte-order mark; null when the bytes are not UTF-8. */
const utf8 = (bytes: Uint8Array): string | null => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
};

/**
 * The logo's type from its content, whatever the browser declared: a PNG or JPEG with a size within logoLimits, or
 * an SVG that passes checkSvg. IMAGE_UNSUPPORTED (415) for anything else, PAYLOAD_TOO_LARGE (413) over the limits.
 */
export const logoOf = (content: Uint8Array): LogoFile => {
  if (isPng(content)) {
    checkPixels(pngSize(content));
    return { type: 'image/png', content };
  }
  if (isJpeg(content)) {
    checkPixels(jpegSize(content));
    return { type: 'image/jpeg', content };
  }
  const text = utf8(content);
  if (text === null) throw unsupported('unknown format');
  // XML allows DEL and the C1 controls; a logo has no use for them (nor for C0 controls other than blanks).
  if (hasControlCharacters(text) || /[\u0080-\u009f]/.test(text)) throw unsupported('control characters');
  try {
    checkSvg(text);
  } catch (error) {
    if (error instanceof SvgRefused) throw unsupported(error.message);
    throw error;
  }
  return { type: 'image/svg+xml', content };
};

/** The multipart upload (field "file" only), refused when empty, over logoLimits.maxBytes or not a logo (logoOf). */
export const readLogoUpload = async (c: Context): Promise<LogoFile> => {
  const { file, fields } = await readFileForm(c);
  const extra = Object.keys(fields)[0];
  if (extra !== undefined) throw new AppError('VALIDATION_FAILED', `Unexpected field "${extra}"`, `/${extra}`);
  if (file.size === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
  if (file.size > logoLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `The logo is larger than ${logoLimits.maxBytes / 1024} kB`, '/file');
  return logoOf(new Uint8Array(await file.arrayBuffer()));
};
