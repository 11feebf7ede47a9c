import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { Certificate, QCStatements } from 'pkijs';
import type { PdfSigningKey } from './types.ts';

// The key that seals the final PDFs. Production configures one (PEM files or a PKCS#12 bundle); development and tests
// generate a self-signed one, kept under the data directory so that earlier PDFs keep verifying after a restart.

const devSubject = 'Tunne development signing';
const devKeyFile = 'dev-signing-key.pem';
const devCertFile = 'dev-signing-cert.pem';

const pemCertificates = (text: string): string[] =>
  (text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map((pem) => `${pem}\n`);

const commonName = (certificate: X509Certificate): string => {
  const line = certificate.subject.split('\n').find((part) => part.startsWith('CN='));
  return line ? line.slice(3) : certificate.subject.replace(/\n/g, ', ');
};

const spki = (key: KeyObject): Buffer => key.export({ type: 'spki', format: 'der' });

/** Checks that the key and the certificate belong together and that the certificate is in force. */
const toSigningKey = (privateKeyPem: string, certificates: string[]): PdfSigningKey => {
  const [certificatePem, ...chainPem] = certificates;
  if (!certificatePem) throw new Error('PDF signing: the certificate file holds no PEM certificate');
  let certificate: X509Certificate;
  let key: KeyObject;
  try {
    certificate = new X509Certificate(certificatePem);
  } catch {
    throw new Error('PDF signing: the certificate cannot be read (PEM X.509 expected)');
  }
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    throw new Error('PDF signing: the private key cannot be read (an unencrypted PEM key, PKCS#8 or PKCS#1, expected)');
  }
  if (key.asymmetricKeyType !== 'rsa' && key.asymmetricKeyType !== 'ec') throw new Error('PDF signing: the key must be RSA or EC');
  if (!spki(createPublicKey(key)).equals(spki(certificate.publicKey))) throw new Error('PDF signing: the private key does not match the certificate');
  if (new Date(certificate.validTo).getTime() < Date.now()) throw new Error(`PDF signing: the certificate expired on ${certificate.validTo}`);
  let chain: string[];
  try {
    chain = chainPem.map((pem) => new X509Certificate(pem).toString());
  } catch {
    throw new Error('PDF signing: a chain certificate cannot be read (PEM X.509 expected)');
  }
  return { privateKeyPem, certificatePem: certificate.toString(), chainPem: chain, signerName: commonName(certificate) };
};

const read = (variable: string, path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new Error(`PDF signing: ${variable} (${path}) cannot be read`);
  }
};

/** The key and certificates of a PKCS#12 bundle, the signer's certificate first and then its chain. */
const fromP12 = (bytes: Buffer, password: string): PdfSigningKey => {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), false, password);
  } catch {
    throw new Error('PDF signing: the PKCS#12 file cannot be opened (wrong password or an unsupported format)');
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag!] ?? []),
  ];
  const keyBag = keyBags[0];
  if (!keyBag?.key) throw new Error('PDF signing: the PKCS#12 file holds no RSA private key');
  const privateKeyPem = forge.pki.privateKeyToPem(keyBag.key);
  const certificates = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag!] ?? [])
    .flatMap((bag) => (bag.cert ? [forge.pki.certificateToPem(bag.cert)] : []));
  const publicKey = spki(createPublicKey(createPrivateKey(privateKeyPem)));
  const leaf = certificates.find((pem) => spki(new X509Certificate(pem).publicKey).equals(publicKey));
  if (!leaf) throw new Error('PDF signing: the PKCS#12 file holds no certificate for its key');
  // Walk up from the signer so that the chain reads issuer last.
  const rest = certificates.filter((pem) => pem !== leaf);
  const chain: string[] = [];
  for (let current = new X509Certificate(leaf); ; ) {
    const issuer = rest.find((pem) => !chain.includes(pem) && current.checkIssued(new X509Certificate(pem)) && pem !== leaf);
    if (!issuer || current.subject === current.issuer) break;
    chain.push(issuer);
    current = new X509Certificate(issuer);
  }
  return toSigningKey(privateKeyPem, [leaf, ...chain, ...rest.filter((pem) => !chain.includes(pem))]);
};

/**
 * The configured key: PDF_SIGNING_KEY_FILE + PDF_SIGNING_CERT_FILE (+ PDF_SIGNING_CHAIN_FILE), or PDF_SIGNING_P12_FILE
 * + PDF_SIGNING_P12_PASSWORD; null when none is set. Throws a clear error when half configured or unreadable.
 */
export const loadPdfSigningKey = (env: Record<string, string | undefined>): PdfSigningKey | null => {
  const set = (name: string): string | undefined => (env[name] !== undefined && env[name] !== '' ? env[name] : undefined);
  const keyFile = set('PDF_SIGNING_KEY_FILE');
  const certFile = set('PDF_SIGNING_CERT_FILE');
  const chainFile = set('PDF_SIGNING_CHAIN_FILE');
  const p12File = set('PDF_SIGNING_P12_FILE');
  const p12Password = env.PDF_SIGNING_P12_PASSWORD;
  const pem = keyFile || certFile || chainFile;
  if (pem && p12File) throw new Error('PDF signing: set either PDF_SIGNING_KEY_FILE + PDF_SIGNING_CERT_FILE or PDF_SIGNING_P12_FILE, not both');
  if (p12File) {
    if (p12Password === undefined) throw new Error('PDF signing: PDF_SIGNING_P12_FILE needs PDF_SIGNING_P12_PASSWORD (may be empty)');
    let bytes: Buffer;
    try {
      bytes = readFileSync(p12File);
    } catch {
      throw new Error(`PDF signing: PDF_SIGNING_P12_FILE (${p12File}) cannot be read`);
    }
    return fromP12(bytes, p12Password);
  }
  if (p12Password !== undefined && p12Password !== '' && !pem) throw new Error('PDF signing: PDF_SIGNING_P12_PASSWORD is set without PDF_SIGNING_P12_FILE');
  if (!pem) return null;
  if (!keyFile || !certFile) throw new Error('PDF signing: PDF_SIGNING_KEY_FILE and PDF_SIGNING_CERT_FILE must both be set');
  // A "full chain" certificate file brings its intermediates along; the chain file adds more.
  const certificates = [
    ...pemCertificates(read('PDF_SIGNING_CERT_FILE', certFile)),
    ...(chainFile ? pemCertificates(read('PDF_SIGNING_CHAIN_FILE', chainFile)) : []),
  ];
  return toSigningKey(read('PDF_SIGNING_KEY_FILE', keyFile), certificates);
};

const generateRsa = promisify(generateKeyPair);

const createDevKey = async (): Promise<PdfSigningKey> => {
  const pair = await generateRsa('rsa', { modulusLength: 3072 });
  const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f; // a positive INTEGER
  certificate.serialNumber = serial.toString('hex');
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setFullYear(now.getFullYear() + 10);
  const name = [{ name: 'commonName', value: devSubject }, { name: 'organizationName', value: 'Tunne' }];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return toSigningKey(privateKeyPem, [forge.pki.certificateToPem(certificate)]);
};

const qcStatementsOid = '1.3.6.1.5.5.7.1.3';
const qcComplianceOid = '0.4.0.1862.1.1';

/**
 * Is the certificate a qualified one (ETSI EN 319 412-5: a qcStatements extension with QcCompliance)? A seal made
 * with it is then a qualified electronic seal. Not whether the issuer is on a trusted list: that is the reader's check.
 */
export const isQualifiedCertificate = (certificatePem: string): boolean => {
  try {
    const certificate = Certificate.fromBER(new Uint8Array(new X509Certificate(certificatePem).raw).buffer);
    const extension = certificate.extensions?.find((candidate) => candidate.extnID === qcStatementsOid);
    if (!extension) return false;
    const statements = QCStatements.fromBER(new Uint8Array(extension.extnValue.valueBlock.valueHexView).buffer);
    return statements.values.some((statement) => statement.id === qcComplianceOid);
  } catch {
    return false;
  }
};

/** A self-signed key for development and tests, kept under `${dataDir}/signing/` when given (reused on the next start). */
export const generateDevSigningKey = async (dataDir?: string): Promise<PdfSigningKey> => {
  if (!dataDir) return createDevKey();
  const dir = join(dataDir, 'signing');
  const keyPath = join(dir, devKeyFile);
  const certPath = join(dir, devCertFile);
  if (existsSync(keyPath) && existsSync(certPath)) {
    try {
      return toSigningKey(readFileSync(keyPath, 'utf8'), pemCertificates(readFileSync(certPath, 'utf8')));
    } catch {
      // Unreadable or expired: make a new one below.
    }
  }
  const key = await createDevKey();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(keyPath, key.privateKeyPem, { mode: 0o600 });
  chmodSync(keyPath, 0o600);
  writeFileSync(certPath, key.certificatePem, { mode: 0o644 });
  return key;
};
