// The final PDF of an e-signature (issue 14), for the outside of this folder: its members import each other directly.
export type { FinalPdfInput, FinalPdfSignatory, PdfSigningKey } from './types.ts';
export { finaliseSignedPdf, inspectPdfSignature, inspectPdfTimestamp, type PdfSignatureCheck } from './sign.ts';
export type { TimestampCheck } from './cms.ts';
export { loadPdfSigningKey, generateDevSigningKey, isQualifiedCertificate } from './keys.ts';
export { readPdfInfo, type PdfInfo } from './parse.ts';
export { startLocalTimestampAuthority, type LocalTimestampAuthority } from './local-tsa.ts';
export { timestampUrlFromEnv } from './timestamp.ts';
