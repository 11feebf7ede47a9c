import { AppError } from '@tunne/platform';
import { PDFDocument } from 'pdf-lib';

export interface PdfInfo {
  pages: number;
}

const unsupported = (): AppError => new AppError('UNSUPPORTED_FILE', 'Only PDF files are accepted', '/file');
const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** A complete file ends with %%EOF (readers allow a little trailing junk; pdf-lib alone forgives a cut-off file). */
const hasEnd = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).includes('%%EOF');

/** Parses a PDF (after the magic-bytes check): AppError UNSUPPORTED_FILE when it is not a readable, unencrypted PDF. */
export const readPdfInfo = async (bytes: Uint8Array): Promise<PdfInfo> => {
  if (bytes.length < magic.length || magic.some((byte, i) => bytes[i] !== byte) || !hasEnd(bytes)) throw unsupported();
  let document: PDFDocument;
  try {
    // throwOnInvalidObject: a truncated or damaged file is refused rather than half read.
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    throw unsupported();
  }
  if (document.isEncrypted) throw unsupported();
  let pages: number;
  try {
    pages = document.getPageCount();
    for (const page of document.getPages()) page.getSize();
  } catch {
    throw unsupported();
  }
  if (pages === 0) throw unsupported();
  return { pages };
};
