import type { FinalPdfInput, PdfSigningKey } from './index.ts';

// Placeholder until the signing module lands (issue 14 helper): the signatures are final.
export type PdfSignatureCheck = 'valid' | 'invalid' | 'none';

export const finaliseSignedPdf = async (_input: FinalPdfInput, _key: PdfSigningKey): Promise<Uint8Array> => {
  throw new Error('not implemented');
};

export const inspectPdfSignature = (_bytes: Uint8Array, _key: PdfSigningKey): PdfSignatureCheck => 'none';
