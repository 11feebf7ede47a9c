import type { Context } from 'hono';
import { AppError } from './errors.ts';
import { readFileForm } from './multipart.ts';

const startsWith = (bytes: Uint8Array, ...prefix: number[]): boolean => prefix.every((byte, i) => bytes[i] === byte);

/** Office Open XML and OpenDocument types a ZIP container may declare. */
const zipTypes = /^application\/(vnd\.openxmlformats-officedocument\.[a-z.]+|vnd\.oasis\.opendocument\.[a-z.]+)$/;

/**
 * The file's type from its content, not from what the browser declared: PDF, PNG, JPEG, GIF, Office/OpenDocument
 * (ZIP) and plain UTF-8 text are kept; anything else is refused (an executable renamed .pdf never gets stored).
 */
export const sniffFileType = (bytes: Uint8Array, declared: string): string | null => {
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(bytes, 0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return zipTypes.test(declared.toLowerCase()) ? declared.toLowerCase() : 'application/zip';
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text/plain; charset=utf-8';
  } catch {
    return null;
  }
};

/** The file's own name without any path, control characters or surrounding blanks; at most 255 characters. */
export const cleanFileName = (name: string): string => {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...base].slice(0, 255).join('') || 'file';
};

export interface UploadedFile {
  name: string;
  mime: string;
  content: Uint8Array;
}

/**
 * A multipart form with one attachment in `file` and nothing else: refused when empty, larger than maxBytes, or of a
 * type its content does not prove (sniffFileType). The name is cleaned (cleanFileName).
 */
export const readAttachment = async (c: Context, maxBytes: number): Promise<UploadedFile> => {
  const { file, fields } = await readFileForm(c);
  const extra = Object.keys(fields)[0];
  if (extra !== undefined) throw new AppError('VALIDATION_FAILED', `Unexpected field "${extra}"`, `/${extra}`);
  if (file.size === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
  if (file.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes / 1024 / 1024} MB`);
  const content = new Uint8Array(await file.arrayBuffer());
  const mime = sniffFileType(content, file.type);
  if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PDF, images, Office documents and plain text can be attached', '/file');
  return { name: cleanFileName(file.name), mime, content };
};

/** Content-Disposition for a download: an ASCII fallback and the real name (RFC 6266 / 5987). */
export const attachmentHeader = (name: string): string => {
  const ascii = name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
};
