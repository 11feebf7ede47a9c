// Placeholder until the signing module lands (issue 14 helper): the signature is final.
export interface PdfInfo {
  pages: number;
}

/** Parses a PDF (after the magic-bytes check): AppError UNSUPPORTED_FILE when it is not a readable, unencrypted PDF. */
export const readPdfInfo = async (_bytes: Uint8Array): Promise<PdfInfo> => ({ pages: 0 });
