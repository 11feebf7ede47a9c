import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCadesSignature, createCadesSignature } from './cms.ts';
import { encode, encodeOid, tags } from './der.ts';
import { generateDevSigningKey, isQualifiedCertificate } from './keys.ts';
import { startLocalTimestampAuthority, type LocalTimestampAuthority } from './local-tsa.ts';
import { finaliseSignedPdf, inspectPdfSignature, inspectPdfTimestamp } from './sign.ts';
import type { FinalPdfInput, PdfSigningKey } from './types.ts';
import { opensslVerifyTimestamp, runPdfsig, sealTimestamp } from './test-tools.ts';
import { createTimestampRequest, requestTimestamp, timestampQueryType } from './timestamp.ts';

// The seal's trusted timestamp (issue 25 §5, PAdES B-T): an RFC 3161 token from the configured timestamp authority
// over the signature value, as the unsigned attribute id-aa-signatureTimeStampToken. Checked with pdfsig (the seal
// still verifies) and OpenSSL's RFC 3161 verifier (the token verifies and covers this signature).

let tsa: LocalTimestampAuthority;
let key: PdfSigningKey;
let input: FinalPdfInput;

const pdfText = (pdf: Uint8Array): string => {
  const dir = mkdtempSync(join(tmpdir(), 'tunne-ts-'));
  try {
    writeFileSync(join(dir, 'final.pdf'), pdf);
    return execFileSync('/usr/bin/pdftotext', [join(dir, 'final.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

beforeAll(async () => {
  [tsa, key] = await Promise.all([startLocalTimestampAuthority(), generateDevSigningKey()]);
  const document = await PDFDocument.create();
  const page = document.addPage([595.28, 841.89]);
  page.drawText('Sopimus', { x: 72, y: 760, size: 18, font: await document.embedFont(StandardFonts.TimesRoman) });
  const bytes = await document.save();
  input = {
    esignaturesId: 'ES-20261129-0001',
    signatureName: 'Aikaleimattu sopimus',
    organisationName: 'Esimerkki Oy',
    language: 'fi',
    originals: [{ name: 'sopimus.pdf', bytes, sha256: createHash('sha256').update(bytes).digest('hex') }],
    signatories: [{ name: 'Tiina Testaaja', companyname: null, role: null, method: 'NETSEIDENT_BANKID_FI', acr: 'http://ftn.ficora.fi/2017/loa3', signed_at: new Date(), ipaddress: null, ssn: '010170-999R' }],
    completedAt: new Date(),
  };
});
afterAll(() => tsa?.stop());

describe('the seal with a timestamp authority', () => {
  it('carries a token that pdfsig, OpenSSL and the inspection accept, and says so on the certificate page', async () => {
    const signed = await finaliseSignedPdf(input, { ...key, timestampUrl: tsa.url });
    const pdfsig = runPdfsig(signed);
    expect(pdfsig).toContain('Signature Validation: Signature is Valid.');
    expect(pdfsig).toContain('Signature Type: ETSI.CAdES.detached');
    expect(inspectPdfSignature(signed, key)).toBe('valid');

    const timestamp = inspectPdfTimestamp(signed);
    expect(timestamp).toMatchObject({ intact: true });
    expect(Math.abs(timestamp!.genTime!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(timestamp!.authority!.subject).toContain('CN=Tunne development timestamp authority');

    const seal = sealTimestamp(signed)!;
    expect(opensslVerifyTimestamp(seal.token, seal.signatureValue, tsa.certificatePem)).toContain('Verification: OK');
    const text = pdfText(signed);
    expect(text).toContain('Leimassa on aikaleimapalvelun aikaleima.');
    expect(text).toContain('Sähköinen tunnistus: Pankkitunnistus (FTN), varmuustaso korkea');
  });

  it('has no token without a timestamp authority', async () => {
    const signed = await finaliseSignedPdf(input, key);
    expect(inspectPdfSignature(signed, key)).toBe('valid');
    expect(inspectPdfTimestamp(signed)).toBeNull();
    expect(sealTimestamp(signed)).toBeNull();
    expect(pdfText(signed)).not.toContain('aikaleima');
  });

  it('seals nothing when the configured authority cannot be reached or refuses', async () => {
    await expect(finaliseSignedPdf(input, { ...key, timestampUrl: 'http://127.0.0.1:9/tsa' })).rejects.toThrow(/cannot be reached/);
    await expect(finaliseSignedPdf(input, { ...key, timestampUrl: tsa.url.replace('/tsa', '/other') })).rejects.toThrow(/HTTP 404/);
  });

  it('refuses a token that is not for this signature', async () => {
    // A TSA that answers every query with a token over other data: the client checks the imprint.
    const stale = await requestTimestamp(tsa.url, new TextEncoder().encode('other data'));
    const replay: typeof fetch = async (url, init) => {
      const answer = await fetch(url, { ...init, body: Buffer.from(createTimestampRequest(new TextEncoder().encode('other data'), new Uint8Array([1]))) });
      return new Response(await answer.arrayBuffer(), { status: answer.status, headers: answer.headers });
    };
    await expect(requestTimestamp(tsa.url, new TextEncoder().encode('this signature'), replay)).rejects.toThrow(/other data/);

    // A token grafted onto another signature does not count as its timestamp; the signature itself stands.
    const certificates = [new X509Certificate(key.certificatePem).raw];
    const cms = await createCadesSignature(new TextEncoder().encode('signed bytes'), key.privateKeyPem, certificates, async () => stale);
    const check = checkCadesSignature(cms, new TextEncoder().encode('signed bytes'));
    expect(check.intact).toBe(true);
    expect(check.timestamp).toMatchObject({ intact: false });
  });

  it('the stand-in refuses what is not a timestamp query', async () => {
    expect((await fetch(tsa.url)).status).toBe(405);
    expect((await fetch(tsa.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(415);
    const garbage = await fetch(tsa.url, { method: 'POST', headers: { 'content-type': timestampQueryType }, body: 'not der' });
    expect(garbage.status).toBe(200);
    await expect(requestTimestamp(tsa.url, new Uint8Array(0), async () => garbage)).rejects.toThrow(/refused \(PKIStatus 2\)/);
  });
});

describe('the seal level on the certificate page', () => {
  it('is a qualified electronic seal only with a qualified certificate (QcCompliance)', async () => {
    expect(isQualifiedCertificate(key.certificatePem)).toBe(false);
    // The same key, certified with the ETSI EN 319 412-5 qcStatements extension holding QcCompliance.
    const certificate = forge.pki.createCertificate();
    certificate.publicKey = forge.pki.publicKeyFromPem(new X509Certificate(key.certificatePem).publicKey.export({ type: 'spki', format: 'pem' }).toString());
    certificate.serialNumber = '0a1b2c';
    certificate.validity.notBefore = new Date(Date.now() - 60_000);
    certificate.validity.notAfter = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
    const name = [{ name: 'commonName', value: 'Esimerkki Oy seal' }];
    certificate.setSubject(name);
    certificate.setIssuer(name);
    const qcStatements = encode(tags.sequence, encode(tags.sequence, encodeOid('0.4.0.1862.1.1')));
    certificate.setExtensions([{ id: '1.3.6.1.5.5.7.1.3', value: Buffer.from(qcStatements).toString('binary') }]);
    certificate.sign(forge.pki.privateKeyFromPem(key.privateKeyPem), forge.md.sha256.create());
    const qualified: PdfSigningKey = { ...key, certificatePem: forge.pki.certificateToPem(certificate), signerName: 'Esimerkki Oy seal' };
    expect(isQualifiedCertificate(qualified.certificatePem)).toBe(true);

    const text = pdfText(await finaliseSignedPdf(input, qualified));
    expect(text).toContain('organisaation hyväksytyllä varmenteella (Esimerkki Oy seal) hyväksytyllä sähköisellä leimalla');
    expect(pdfText(await finaliseSignedPdf(input, key))).toContain('kehittyneellä sähköisellä leimalla');
  });
});
