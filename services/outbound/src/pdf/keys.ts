import type { PdfSigningKey } from './index.ts';

// Placeholder until the signing module lands (issue 14 helper): the signatures are final.

/** The configured key (PDF_SIGNING_KEY_FILE, PDF_SIGNING_CERT_FILE, PDF_SIGNING_CHAIN_FILE), or null when none is set. */
export const loadPdfSigningKey = (_env: Record<string, string | undefined>): PdfSigningKey | null => null;

/** A self-signed key for development and tests, kept under dataDir when given (so it survives restarts). */
export const generateDevSigningKey = async (_dataDir?: string): Promise<PdfSigningKey> => ({ privateKeyPem: '', certificatePem: '', chainPem: [], signerName: 'placeholder' });
