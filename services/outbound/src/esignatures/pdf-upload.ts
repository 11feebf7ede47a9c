import type { Context } from 'hono';
import { esignatureFileLimits } from '@tunne/contracts';
import { AppError, cleanFileName, isAppError, readFileForm } from '@tunne/platform';
import { readPdfInfo } from '../pdf/parse.ts';

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export const unsupportedFile = () => new AppError('UNSUPPORTED_FILE', 'Only PDF files can be signed', '/file');

/**
 * A PDF for an e-signature (spec §5 "only PDF files may be attached to an e-signature"): proven by its magic bytes and
 * parsed (a truncated, damaged or encrypted file is refused too); its page count is kept. Nothing else is stored:
 * UNSUPPORTED_FILE.
 */
export const checkPdf = async (bytes: Uint8Array): Promise<{ pages: number }> => {
  if (bytes.byteLength === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
  if (bytes.byteLength > esignatureFileLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${esignatureFileLimits.maxBytes / 1024 / 1024} MB`);
  if (!pdfMagic.every((byte, i) => bytes[i] === byte)) throw unsupportedFile();
  try {
    return { pages: (await readPdfInfo(bytes)).pages };
  } catch (error) {
    if (isAppError(error) && error.code !== 'UNSUPPORTED_FILE') throw error;
    throw unsupportedFile();
  }
};

/** The multipart `file` of a staff upload, checked as a PDF. */
export const readPdfUpload = async (c: Context): Promise<{ name: string; bytes: Uint8Array; pages: number }> => {
  const { file, fields } = await readFileForm(c);
  const extra = Object.keys(fields)[0];
  if (extra !== undefined) throw new AppError('VALIDATION_FAILED', `Unexpected field "${extra}"`, `/${extra}`);
  if (file.size > esignatureFileLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${esignatureFileLimits.maxBytes / 1024 / 1024} MB`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { pages } = await checkPdf(bytes);
  return { name: cleanFileName(file.name), bytes, pages };
};
