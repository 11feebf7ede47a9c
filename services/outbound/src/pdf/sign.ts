import { createHash, X509Certificate } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf, Signer } from '@signpdf/signpdf';
import { bcp47 } from '@tunne/contracts';
import { PDFDocument } from 'pdf-lib';
import { addCertificatePages } from './certificate-page.ts';
import { checkCadesSignature, createCadesSignature, type TimestampCheck, type TimestampSource } from './cms.ts';
import { readTlv } from './der.ts';
import { isQualifiedCertificate } from './keys.ts';
import type { FinalPdfInput, PdfSigningKey } from './types.ts';
import { requestTimestamp } from './timestamp.ts';
import { toWinAnsi } from './winansi.ts';

// The final PDF: every original page copied unchanged, the signing-certificate page(s), and a PAdES baseline B-B
// signature (SubFilter ETSI.CAdES.detached, CMS from cms.ts) over the whole file by the service's signing key; B-T
// when a timestamp authority is configured (key.timestampUrl): the TSA's token over the signature value is added.

export type PdfSignatureCheck = 'valid' | 'invalid' | 'none';

const producer = 'Tunne';
const pemToDer = (pem: string): Uint8Array => new X509Certificate(pem).raw;
const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
/** The signature dictionary's strings are written as PDFDocEncoding by the placeholder library: keep them ASCII. */
const ascii = (text: string): string => toWinAnsi(text).normalize('NFD').replace(/[^\x20-\x7e]/g, '');

class CadesSigner extends Signer {
  constructor(private readonly key: PdfSigningKey) {
    super();
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    const certificates = [this.key.certificatePem, ...this.key.chainPem].map(pemToDer);
    const url = this.key.timestampUrl;
    const timestamp: TimestampSource | undefined = url ? (signature) => requestTimestamp(url, signature) : undefined;
    const cms = await createCadesSignature(signedBytes, this.key.privateKeyPem, certificates, timestamp);
    // A token whose signature does not verify or that covers another signature is not sealed into the document.
    if (url && !checkCadesSignature(cms, signedBytes).timestamp?.intact) throw new Error('PDF signing: the timestamp token does not verify');
    return Buffer.from(cms);
  }
}

export const finaliseSignedPdf = async (input: FinalPdfInput, key: PdfSigningKey): Promise<Uint8Array> => {
  const document = await PDFDocument.create({ updateMetadata: false });
  const pageCounts: number[] = [];
  for (const original of input.originals) {
    if (sha256Hex(original.bytes) !== original.sha256.toLowerCase()) throw new Error('finaliseSignedPdf: a file does not match its recorded SHA-256');
    const source = await PDFDocument.load(original.bytes, { updateMetadata: false });
    const pages = await document.copyPages(source, source.getPageIndices());
    for (const page of pages) document.addPage(page);
    pageCounts.push(pages.length);
  }
  await addCertificatePages(document, input, pageCounts, {
    signerName: key.signerName,
    qualified: isQualifiedCertificate(key.certificatePem),
    timestamped: Boolean(key.timestampUrl),
  });

  document.setTitle(input.signatureName, { showInWindowTitleBar: true });
  document.setAuthor(input.organisationName);
  document.setSubject(`e-signature ${input.esignaturesId}`);
  document.setProducer(producer);
  document.setCreator(producer);
  document.setLanguage(bcp47(input.language));
  document.setCreationDate(input.completedAt);
  document.setModificationDate(input.completedAt);

  const certificateBytes = [key.certificatePem, ...key.chainPem].reduce((sum, pem) => sum + pemToDer(pem).length, 0);
  pdflibAddPlaceholder({
    pdfPage: document.getPage(document.getPageCount() - 1),
    reason: ascii(`e-signature ${input.esignaturesId} completed`),
    contactInfo: '',
    name: ascii(key.signerName),
    location: ascii(input.organisationName),
    signingTime: new Date(),
    // In hex digits (two per byte; must be even): the CMS holds the certificates, three small attributes and one
    // signature, so this leaves room for all of them with a margin; a timestamp token (the TSA's certificates and
    // signature) gets 12 KiB more.
    signatureLength: 2 * (certificateBytes + 4096 + (key.timestampUrl ? 12_288 : 0)),
    subFilter: 'ETSI.CAdES.detached',
    appName: producer,
  });
  const prepared = await document.save({ useObjectStreams: false });
  const signed = await new SignPdf().sign(Buffer.from(prepared), new CadesSigner(key));
  return new Uint8Array(signed);
};

const byteRangePattern = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/;

/** Is the signer `key`'s certificate, one of its chain, or a certificate issued by one of them? */
const trusted = (signer: X509Certificate, key: PdfSigningKey): boolean =>
  [key.certificatePem, ...key.chainPem].some((pem) => {
    const known = new X509Certificate(pem);
    if (Buffer.from(known.raw).equals(Buffer.from(signer.raw))) return true;
    return signer.checkIssued(known) && signer.verify(known.publicKey);
  });

/** The last signature's CMS and the bytes it signs; null when it cannot cover the whole file. */
const lastSignature = (pdf: Buffer): { cms: Uint8Array; signedBytes: Buffer } | null => {
  const at = pdf.lastIndexOf('/ByteRange');
  const match = byteRangePattern.exec(pdf.subarray(at, at + 120).toString('latin1'));
  if (!match) return null;
  const [start, firstLength, secondStart, secondLength] = match.slice(1).map(Number) as [number, number, number, number];
  // The signature must cover the whole file but its own /Contents: anything appended afterwards is not signed.
  if (start !== 0 || firstLength <= 0 || secondStart <= firstLength + 2 || secondStart + secondLength !== pdf.length) return null;
  const hex = pdf.subarray(firstLength, secondStart).toString('latin1');
  if (!/^<[0-9a-fA-F]+>$/.test(hex) || hex.length % 2 !== 0) return null;
  const padded = Buffer.from(hex.slice(1, -1), 'hex');
  const cms = padded.subarray(0, readTlv(padded, 0).end);
  return { cms, signedBytes: Buffer.concat([pdf.subarray(0, firstLength), pdf.subarray(secondStart)]) };
};

const checkLastSignature = (pdf: Buffer, key: PdfSigningKey): PdfSignatureCheck => {
  if (pdf.lastIndexOf('/ByteRange') < 0) return 'none';
  const found = lastSignature(pdf);
  if (!found) return 'invalid';
  const check = checkCadesSignature(found.cms, found.signedBytes);
  return check.intact && check.signer && trusted(check.signer, key) ? 'valid' : 'invalid';
};

/**
 * The trusted timestamp of the last PDF signature (PAdES B-T): its time and whether the token verifies and covers that
 * signature. Null when there is none or the signature cannot be read. Never throws. Whether the authority is trusted is
 * the reader's call (its certificate is in `authority`).
 */
export const inspectPdfTimestamp = (bytes: Uint8Array): TimestampCheck | null => {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const found = lastSignature(pdf);
    return found ? checkCadesSignature(found.cms, found.signedBytes).timestamp : null;
  } catch {
    return null;
  }
};

/** The last PDF signature of `bytes`: valid only when intact, covering the whole file and made with `key`. Never throws. */
export const inspectPdfSignature = (bytes: Uint8Array, key: PdfSigningKey): PdfSignatureCheck => {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return checkLastSignature(pdf, key);
  } catch {
    return pdf.includes('/ByteRange') ? 'invalid' : 'none';
  }
};
