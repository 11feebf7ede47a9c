import { generateKeyPair, randomBytes, webcrypto } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import {
  Accuracy, Attribute, Certificate, ContentInfo, EncapsulatedContentInfo, IssuerAndSerialNumber, PKIStatus, PKIStatusInfo,
  SignedAndUnsignedAttributes, SignedData, SignerInfo, TimeStampReq, TimeStampResp, TSTInfo,
} from 'pkijs';
import { timestampQueryType, timestampReplyType } from './timestamp.ts';

// A local RFC 3161 timestamp authority standing in for a trust service's TSA. DEVELOPMENT AND TESTS ONLY: it signs
// whatever it is asked with a key generated at start, and its clock is this machine's. The gateway starts it only when
// not in production and no PDF_TSA_URL is configured (as the local eID provider stands in for the bank).

export interface LocalTimestampAuthority {
  /** The URL to POST application/timestamp-query to (http://127.0.0.1:{port}/tsa). */
  url: string;
  /** The TSA's self-signed certificate (PEM): trust it to verify its tokens (e.g. `openssl ts -verify -CAfile`). */
  certificatePem: string;
  stop: () => Promise<void>;
}

export const localTsaSubject = 'Tunne development timestamp authority';
/** 2.999 is the ITU-T/ISO arc for examples: a policy no real TSA uses. */
export const localTsaPolicy = '2.999.3161.1';
const maxRequestBytes = 16_384;

const digestLengths: Record<string, number> = {
  '2.16.840.1.101.3.4.2.1': 32, // SHA-256
  '2.16.840.1.101.3.4.2.2': 48, // SHA-384
  '2.16.840.1.101.3.4.2.3': 64, // SHA-512
};

const oids = {
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  signedData: '1.2.840.113549.1.7.2',
} as const;

const generateRsa = promisify(generateKeyPair);
// A copy: a Buffer's .buffer (and its slice's) is often the shared pool, not just its bytes.
const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => new Uint8Array(bytes).buffer;

interface Signer {
  key: webcrypto.CryptoKey;
  certificate: Certificate;
  certificateDer: Uint8Array;
  certificatePem: string;
}

/** A 2048-bit RSA key and a self-signed certificate whose only use is time stamping (critical EKU, RFC 3161 2.3). */
const createSigner = async (): Promise<Signer> => {
  const pair = await generateRsa('rsa', { modulusLength: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  certificate.serialNumber = serial.toString('hex');
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(now.getTime() + 5 * 365 * 24 * 60 * 60 * 1000);
  const name = [{ name: 'commonName', value: localTsaSubject }, { name: 'organizationName', value: 'Tunne' }];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'extKeyUsage', timeStamping: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  certificate.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  const certificateDer = new Uint8Array(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary'));
  const key = await webcrypto.subtle.importKey(
    'pkcs8',
    pair.privateKey.export({ type: 'pkcs8', format: 'der' }),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return { key, certificate: Certificate.fromBER(toArrayBuffer(certificateDer)), certificateDer, certificatePem: forge.pki.certificateToPem(certificate) };
};

/** The minimal two's-complement bytes of a positive integer (DER forbids leading zero bytes but for the sign). */
const positiveInteger = (value: bigint): Uint8Array => {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  if (Number.parseInt(hex.slice(0, 2), 16) & 0x80) hex = `00${hex}`;
  return new Uint8Array(Buffer.from(hex, 'hex'));
};

const reply = (response: TimeStampResp): Uint8Array => new Uint8Array(response.toSchema().toBER());

/** A refusal (RFC 3161 2.4.2): status rejection with the failure bit (badAlg 0, badRequest 2, badDataFormat 5). */
const rejection = (failBit: number, text: string): Uint8Array => {
  const bits = new Uint8Array(4);
  bits[Math.floor(failBit / 8)] = 0x80 >> failBit % 8;
  return reply(new TimeStampResp({
    status: new PKIStatusInfo({
      status: PKIStatus.rejection,
      statusStrings: [new asn1js.Utf8String({ value: text })],
      failInfo: new asn1js.BitString({ valueHex: toArrayBuffer(bits.subarray(0, Math.floor(failBit / 8) + 1)), unusedBits: 7 - (failBit % 8) }),
    }),
  }));
};

const sha256 = async (bytes: ArrayBuffer): Promise<ArrayBuffer> => webcrypto.subtle.digest('SHA-256', bytes);

/** A granted TimeStampResp for `query` (DER TimeStampReq), or a rejection. */
const answerTimestampQuery = async (query: Uint8Array, signer: Signer, serial: bigint, now = new Date()): Promise<Uint8Array> => {
  let request: TimeStampReq;
  try {
    request = TimeStampReq.fromBER(toArrayBuffer(query));
  } catch {
    return rejection(5, 'unreadable request');
  }
  const expected = digestLengths[request.messageImprint.hashAlgorithm.algorithmId];
  if (expected === undefined) return rejection(0, 'SHA-256, SHA-384 or SHA-512 expected');
  if (request.messageImprint.hashedMessage.valueBlock.valueHexView.length !== expected) return rejection(5, 'the hash has the wrong length');
  if (request.version !== 1) return rejection(2, 'version 1 expected');
  if (request.reqPolicy && request.reqPolicy !== localTsaPolicy) return rejection(2, 'unknown policy'); // unacceptedPolicy would be bit 15

  const tstInfo = new TSTInfo({
    version: 1,
    policy: localTsaPolicy,
    messageImprint: request.messageImprint,
    serialNumber: new asn1js.Integer({ valueHex: toArrayBuffer(positiveInteger(serial)) }),
    genTime: new Date(Math.floor(now.getTime() / 1000) * 1000),
    accuracy: new Accuracy({ seconds: 1 }),
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  const content = tstInfo.toSchema().toBER();
  const essCertIdV2 = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: await sha256(toArrayBuffer(signer.certificateDer)) })] });
  // Set after construction: given to the constructor, pkijs would write the content as a constructed (BER) OCTET STRING.
  const encapContentInfo = new EncapsulatedContentInfo({ eContentType: oids.tstInfo });
  encapContentInfo.eContent = new asn1js.OctetString({ valueHex: content });
  const signedData = new SignedData({
    version: 3,
    encapContentInfo,
    signerInfos: [new SignerInfo({
      version: 1,
      sid: new IssuerAndSerialNumber({ issuer: signer.certificate.issuer, serialNumber: signer.certificate.serialNumber }),
      signedAttrs: new SignedAndUnsignedAttributes({
        type: 0,
        // DER order of the SET OF: the three encodings sort by length here (content type, digest, ESS).
        attributes: [
          new Attribute({ type: oids.contentType, values: [new asn1js.ObjectIdentifier({ value: oids.tstInfo })] }),
          new Attribute({ type: oids.messageDigest, values: [new asn1js.OctetString({ valueHex: await sha256(content) })] }),
          new Attribute({ type: oids.signingCertificateV2, values: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] })] }),
        ],
      }),
    })],
    ...(request.certReq ? { certificates: [signer.certificate] } : {}),
  });
  await signedData.sign(signer.key, 0, 'SHA-256');
  return reply(new TimeStampResp({
    status: new PKIStatusInfo({ status: PKIStatus.granted }),
    timeStampToken: new ContentInfo({ contentType: oids.signedData, content: signedData.toSchema(true) }),
  }));
};

const readBody = async (req: IncomingMessage): Promise<Uint8Array | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxRequestBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
};

export interface LocalTimestampAuthorityOptions {
  /** 0 or absent: any free port. */
  port?: number;
}

/** Starts the stand-in TSA on 127.0.0.1. */
export const startLocalTimestampAuthority = async (options: LocalTimestampAuthorityOptions = {}): Promise<LocalTimestampAuthority> => {
  const signer = await createSigner();
  let serial = BigInt(Date.now()) * 1000n;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== '/tsa') {
      res.writeHead(req.method === 'POST' ? 404 : 405, { 'content-type': 'text/plain' }).end('POST application/timestamp-query to /tsa\n');
      return;
    }
    if ((req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== timestampQueryType) {
      res.writeHead(415, { 'content-type': 'text/plain' }).end(`${timestampQueryType} expected\n`);
      return;
    }
    const body = await readBody(req);
    if (!body) {
      res.writeHead(413, { 'content-type': 'text/plain' }).end('request too large\n');
      return;
    }
    serial += 1n;
    const answer = await answerTimestampQuery(body, signer, serial);
    res.writeHead(200, { 'content-type': timestampReplyType, 'content-length': String(answer.length), 'cache-control': 'no-store' }).end(answer);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    certificatePem: signer.certificatePem,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
};
