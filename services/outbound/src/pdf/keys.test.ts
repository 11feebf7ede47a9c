import { spawnSync } from 'node:child_process';
import { createHash, createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDevSigningKey, loadPdfSigningKey } from './keys.ts';
import { finaliseSignedPdf, inspectPdfSignature } from './sign.ts';
import type { PdfSigningKey } from './types.ts';

let dir: string;

/** A key pair as PEM and as node-forge objects (node:crypto makes the key: forge is slow at it). */
const keyPair = (): { pem: string; forgeKey: forge.pki.rsa.PrivateKey; forgePublic: forge.pki.rsa.PublicKey } => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { pem, forgeKey: forge.pki.privateKeyFromPem(pem), forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()) };
};

const certificate = (subject: string, publicKey: forge.pki.rsa.PublicKey, issuer: { name: string; key: forge.pki.rsa.PrivateKey }, ca: boolean): forge.pki.Certificate => {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = ca ? '01' : '02';
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: subject }, { name: 'organizationName', value: 'Esimerkki Oy' }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }, { name: 'organizationName', value: 'Esimerkki Oy' }]);
  cert.setExtensions(ca ? [{ name: 'basicConstraints', cA: true, critical: true }, { name: 'keyUsage', keyCertSign: true, critical: true }] : [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true }]);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
};

let ca: ReturnType<typeof keyPair>;
let leaf: ReturnType<typeof keyPair>;
let caPem: string;
let leafPem: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tunne-keys-'));
  ca = keyPair();
  leaf = keyPair();
  caPem = forge.pki.certificateToPem(certificate('Esimerkki CA', ca.forgePublic, { name: 'Esimerkki CA', key: ca.forgeKey }, true));
  leafPem = forge.pki.certificateToPem(certificate('Esimerkki Oy allekirjoitus', leaf.forgePublic, { name: 'Esimerkki CA', key: ca.forgeKey }, false));
  writeFileSync(join(dir, 'key.pem'), leaf.pem);
  writeFileSync(join(dir, 'cert.pem'), leafPem);
  writeFileSync(join(dir, 'chain.pem'), caPem);
  writeFileSync(join(dir, 'fullchain.pem'), leafPem + caPem);
  const p12 = forge.pkcs12.toPkcs12Asn1(leaf.forgeKey, [forge.pki.certificateFromPem(caPem), forge.pki.certificateFromPem(leafPem)], 'salasana', { algorithm: 'aes256' });
  writeFileSync(join(dir, 'bundle.p12'), Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('generateDevSigningKey', () => {
  it('makes a self-signed signing certificate for ten years and keeps it under the data directory', async () => {
    const dataDir = join(dir, 'data');
    const key = await generateDevSigningKey(dataDir);
    expect(key.signerName).toBe('Tunne development signing');
    expect(key.chainPem).toEqual([]);
    const cert = forge.pki.certificateFromPem(key.certificatePem);
    expect(cert.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true });
    const years = (cert.validity.notAfter.getTime() - cert.validity.notBefore.getTime()) / (365.25 * 24 * 3600_000);
    expect(years).toBeGreaterThan(9.9);
    expect(new X509Certificate(key.certificatePem).checkPrivateKey(createPrivateKey(key.privateKeyPem))).toBe(true);
    expect(statSync(join(dataDir, 'signing', 'dev-signing-key.pem')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, 'signing', 'dev-signing-cert.pem'), 'utf8')).toBe(key.certificatePem);
    expect(await generateDevSigningKey(dataDir)).toEqual(key);
  });
});

describe('loadPdfSigningKey', () => {
  it('is null when nothing is configured', () => {
    expect(loadPdfSigningKey({})).toBeNull();
    expect(loadPdfSigningKey({ PDF_SIGNING_KEY_FILE: '', PDF_SIGNING_P12_PASSWORD: '' })).toBeNull();
  });

  it('reads PEM files with a chain, and a full-chain certificate file', () => {
    const key = loadPdfSigningKey({ PDF_SIGNING_KEY_FILE: join(dir, 'key.pem'), PDF_SIGNING_CERT_FILE: join(dir, 'cert.pem'), PDF_SIGNING_CHAIN_FILE: join(dir, 'chain.pem') });
    expect(key).toMatchObject({ signerName: 'Esimerkki Oy allekirjoitus', privateKeyPem: leaf.pem });
    expect(new X509Certificate(key!.certificatePem).raw).toEqual(new X509Certificate(leafPem).raw);
    expect(key!.chainPem.map((pem) => new X509Certificate(pem).subject)).toEqual([new X509Certificate(caPem).subject]);
    const full = loadPdfSigningKey({ PDF_SIGNING_KEY_FILE: join(dir, 'key.pem'), PDF_SIGNING_CERT_FILE: join(dir, 'fullchain.pem') });
    expect(full!.chainPem).toHaveLength(1);
  });

  it('reads a PKCS#12 bundle, signer first and the CA after it', () => {
    const key = loadPdfSigningKey({ PDF_SIGNING_P12_FILE: join(dir, 'bundle.p12'), PDF_SIGNING_P12_PASSWORD: 'salasana' });
    expect(key!.signerName).toBe('Esimerkki Oy allekirjoitus');
    expect(new X509Certificate(key!.certificatePem).raw).toEqual(new X509Certificate(leafPem).raw);
    expect(key!.chainPem.map((pem) => new X509Certificate(pem).raw)).toEqual([new X509Certificate(caPem).raw]);
  });

  it.each([
    [{ PDF_SIGNING_KEY_FILE: 'key.pem' }, /must both be set/],
    [{ PDF_SIGNING_CHAIN_FILE: 'chain.pem' }, /must both be set/],
    [{ PDF_SIGNING_P12_FILE: 'bundle.p12' }, /needs PDF_SIGNING_P12_PASSWORD/],
    [{ PDF_SIGNING_P12_PASSWORD: 'salasana' }, /without PDF_SIGNING_P12_FILE/],
    [{ PDF_SIGNING_P12_FILE: 'bundle.p12', PDF_SIGNING_P12_PASSWORD: 'x', PDF_SIGNING_KEY_FILE: 'key.pem' }, /not both/],
    [{ PDF_SIGNING_KEY_FILE: 'missing.pem', PDF_SIGNING_CERT_FILE: 'cert.pem' }, /PDF_SIGNING_KEY_FILE .* cannot be read/],
    [{ PDF_SIGNING_KEY_FILE: 'cert.pem', PDF_SIGNING_CERT_FILE: 'cert.pem' }, /private key cannot be read/],
    [{ PDF_SIGNING_KEY_FILE: 'key.pem', PDF_SIGNING_CERT_FILE: 'key.pem' }, /no PEM certificate/],
    [{ PDF_SIGNING_KEY_FILE: 'key.pem', PDF_SIGNING_CERT_FILE: 'chain.pem' }, /does not match the certificate/],
    [{ PDF_SIGNING_P12_FILE: 'bundle.p12', PDF_SIGNING_P12_PASSWORD: 'väärä' }, /cannot be opened/],
  ])('explains a wrong configuration %#', (env, message) => {
    const paths = Object.fromEntries(Object.entries(env).map(([name, value]) => [name, name.endsWith('_FILE') ? join(dir, value) : value]));
    expect(() => loadPdfSigningKey(paths)).toThrow(message);
  });

  it('signs with a configured certificate and its chain, which pdfsig and the inspection accept', async () => {
    const key: PdfSigningKey = loadPdfSigningKey({ PDF_SIGNING_P12_FILE: join(dir, 'bundle.p12'), PDF_SIGNING_P12_PASSWORD: 'salasana' })!;
    const document = await PDFDocument.create();
    document.addPage();
    const bytes = await document.save();
    const signed = await finaliseSignedPdf({
      esignaturesId: '7', signatureName: 'Sopimus', organisationName: 'Esimerkki Oy', language: 'se', completedAt: new Date(),
      originals: [{ name: 'a.pdf', bytes, sha256: createHash('sha256').update(bytes).digest('hex') }],
      signatories: [{ name: 'Anna', companyname: null, role: null, method: 'BANKID_SE', signed_at: new Date(), ipaddress: null, ssn: null }],
    }, key);
    expect(inspectPdfSignature(signed, key)).toBe('valid');
    // Trusting the CA alone is enough: the signer's certificate is one it issued.
    expect(inspectPdfSignature(signed, { ...key, certificatePem: caPem, chainPem: [] })).toBe('valid');
    writeFileSync(join(dir, 'configured.pdf'), signed);
    if (!existsSync('/usr/bin/pdfsig')) throw new Error('/usr/bin/pdfsig is missing: install poppler-utils (apt-get install poppler-utils) to verify PDF signatures');
    const output = spawnSync('/usr/bin/pdfsig', [join(dir, 'configured.pdf')], { encoding: 'utf8' }).stdout;
    expect(output).toContain('Signer Certificate Common Name: Esimerkki Oy allekirjoitus');
    expect(output).toContain('Signature Validation: Signature is Valid.');
  });
});
