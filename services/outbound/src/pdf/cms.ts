import { createHash, createPrivateKey, sign, verify, X509Certificate, type KeyObject } from 'node:crypto';
import { children, compareEncodings, content, decodeOid, encode, encodeOid, readTlv, tags, whole, type Tlv } from './der.ts';
import { readTokenInfo } from './timestamp.ts';

// CMS SignedData for a PDF signature (RFC 5652), in the form PAdES baseline B-B asks for (ETSI EN 319 142-1 with
// CAdES, EN 319 122-1): detached, SHA-256, signed attributes content-type, message-digest and ESS
// signing-certificate-v2 (RFC 5035), and no signing-time attribute (the claimed time is the PDF's /M entry).
// With a timestamp authority, the RFC 3161 token over the signature value is added as the unsigned attribute
// id-aa-signatureTimeStampToken (RFC 3161 appendix A): PAdES baseline B-T.
// node-forge's pkcs7 cannot add the ESS attribute, so the structure is written here with node:crypto doing the maths.

const oids = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecPublicKey: '1.2.840.10045.2.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

const digestNames: Record<string, string> = {
  [oids.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();
const algorithm = (oid: string, withNull: boolean): Uint8Array =>
  encode(tags.sequence, encodeOid(oid), ...(withNull ? [Uint8Array.of(tags.null, 0)] : []));
const attribute = (oid: string, value: Uint8Array): Uint8Array => encode(tags.sequence, encodeOid(oid), encode(tags.set, value));

/** The issuer Name and serialNumber of a certificate, as their exact DER. */
const issuerAndSerial = (certificate: Uint8Array): { issuer: Uint8Array; serial: Uint8Array } => {
  const tbs = children(certificate, readTlv(certificate, 0))[0];
  if (!tbs) throw new Error('certificate: no tbsCertificate');
  const fields = children(certificate, tbs);
  const skip = fields[0]?.tag === tags.context0 ? 1 : 0;
  const serial = fields[skip];
  const issuer = fields[skip + 2];
  if (!serial || !issuer) throw new Error('certificate: no issuer or serial');
  return { issuer: whole(certificate, issuer), serial: whole(certificate, serial) };
};

const signatureAlgorithm = (key: KeyObject): Uint8Array => {
  if (key.asymmetricKeyType === 'rsa') return algorithm(oids.rsaEncryption, true);
  if (key.asymmetricKeyType === 'ec') return algorithm(oids.ecdsaWithSha256, false);
  throw new Error(`PDF signing: unsupported key type ${key.asymmetricKeyType ?? 'unknown'} (RSA or EC expected)`);
};

/** Gives an RFC 3161 timestamp token (DER ContentInfo) over the signature value. */
export type TimestampSource = (signatureValue: Uint8Array) => Promise<Uint8Array>;

/**
 * The CMS (DER) over `signedBytes`: `certificates` are DER, the signer's first, then its chain. Deterministic for RSA
 * keys (PKCS#1 v1.5) when no `timestamp` is asked for; with one, its token becomes the unsigned
 * signature-time-stamp attribute.
 */
export const createCadesSignature = async (
  signedBytes: Uint8Array,
  privateKeyPem: string,
  certificates: Uint8Array[],
  timestamp?: TimestampSource,
): Promise<Uint8Array> => {
  const signer = certificates[0];
  if (!signer) throw new Error('PDF signing: no certificate');
  const key = createPrivateKey(privateKeyPem);
  const essCertIdV2 = encode(tags.sequence, encode(tags.octetString, sha256(signer))); // hashAlgorithm: the default SHA-256
  const attributes = [
    attribute(oids.contentType, encodeOid(oids.data)),
    attribute(oids.messageDigest, encode(tags.octetString, sha256(signedBytes))),
    attribute(oids.signingCertificateV2, encode(tags.sequence, encode(tags.sequence, essCertIdV2))),
  ].sort(compareEncodings);
  const signedAttributes = encode(tags.set, ...attributes);
  const signature = sign('sha256', signedAttributes, key);
  const { issuer, serial } = issuerAndSerial(signer);
  // [1] IMPLICIT SET OF Attribute; a single attribute, so no ordering to do.
  const unsignedAttributes = timestamp
    ? [encode(tags.context1, attribute(oids.signatureTimeStampToken, await timestamp(signature)))]
    : [];
  const signerInfo = encode(
    tags.sequence,
    encode(tags.integer, Uint8Array.of(1)),
    encode(tags.sequence, issuer, serial),
    algorithm(oids.sha256, false),
    Uint8Array.from([tags.context0, ...signedAttributes.subarray(1)]), // [0] IMPLICIT SET: same length bytes
    signatureAlgorithm(key),
    encode(tags.octetString, signature),
    ...unsignedAttributes,
  );
  const signedData = encode(
    tags.sequence,
    encode(tags.integer, Uint8Array.of(1)),
    encode(tags.set, algorithm(oids.sha256, false)),
    encode(tags.sequence, encodeOid(oids.data)),
    encode(tags.context0, ...certificates),
    encode(tags.set, signerInfo),
  );
  return encode(tags.sequence, encodeOid(oids.signedData), encode(tags.context0, signedData));
};

export interface TimestampCheck {
  /** The time the timestamp authority vouches for; null when the token cannot be read. */
  genTime: Date | null;
  /** The token's own signature verifies and it covers this signature's value. */
  intact: boolean;
  /** The certificate of the timestamp authority, when the token carries it. */
  authority: X509Certificate | null;
}

export interface CmsCheck {
  /** The message digest matches the signed bytes and the signature over the signed attributes verifies. */
  intact: boolean;
  /** The certificate whose key made the signature (when found). */
  signer: X509Certificate | null;
  /** The signature-time-stamp token (PAdES B-T), null when there is none. */
  timestamp: TimestampCheck | null;
}

const expect = (tlv: Tlv | undefined, tag: number): Tlv => {
  if (!tlv || tlv.tag !== tag) throw new Error('CMS: unexpected structure');
  return tlv;
};

/** The signature-time-stamp token among a SignerInfo's unsigned attributes, checked against its signature value. */
const checkTimestamp = (cms: Uint8Array, unsigned: Tlv | undefined, signature: Uint8Array): TimestampCheck | null => {
  if (!unsigned || unsigned.tag !== tags.context1) return null;
  const value = children(cms, unsigned)
    .map((attr) => children(cms, attr))
    .find((attr) => attr[0] && decodeOid(cms, attr[0]) === oids.signatureTimeStampToken)?.[1];
  const tokenTlv = value ? children(cms, expect(value, tags.set))[0] : undefined;
  if (!tokenTlv) return null;
  const token = whole(cms, tokenTlv);
  const { info, tstInfo } = readTokenInfo(token);
  const own = checkEncapsulated(token, tstInfo);
  const digestName = digestNames[info.hashAlgorithm];
  const covers = digestName !== undefined && createHash(digestName).update(signature).digest().equals(info.hashedMessage);
  return { genTime: info.genTime, intact: own.intact && covers, authority: own.signer };
};

/** A token's SignedData: its eContentType must be TSTInfo. */
const checkEncapsulated = (token: Uint8Array, tstInfo: Uint8Array): Omit<CmsCheck, 'timestamp'> => {
  const signedData = children(token, children(token, children(token, readTlv(token, 0))[1]!)[0]!);
  const eContentType = children(token, expect(signedData[2], tags.sequence))[0];
  if (!eContentType || decodeOid(token, eContentType) !== oids.tstInfo) return { intact: false, signer: null };
  const { intact, signer } = checkSignerInfo(token, tstInfo);
  return { intact, signer };
};

/** Checks a detached CMS SignedData against the bytes it claims to sign. Throws on a structure it cannot read. */
export const checkCadesSignature = (cms: Uint8Array, signedBytes: Uint8Array): CmsCheck => {
  const { unsigned, signature, ...check } = checkSignerInfo(cms, signedBytes);
  let timestamp: TimestampCheck | null;
  try {
    timestamp = checkTimestamp(cms, unsigned, signature);
  } catch {
    timestamp = { genTime: null, intact: false, authority: null }; // a token in a form not read here does not void the seal
  }
  return { ...check, timestamp };
};

const checkSignerInfo = (cms: Uint8Array, signedBytes: Uint8Array): Omit<CmsCheck, 'timestamp'> & { unsigned: Tlv | undefined; signature: Uint8Array } => {
  const contentInfo = children(cms, expect(readTlv(cms, 0), tags.sequence));
  if (decodeOid(cms, expect(contentInfo[0], tags.oid)) !== oids.signedData) throw new Error('CMS: not SignedData');
  const signedData = expect(children(cms, expect(contentInfo[1], tags.context0))[0], tags.sequence);
  const parts = children(cms, signedData);
  const certificateSet = parts.find((part) => part.tag === tags.context0);
  const signerInfos = expect(parts[parts.length - 1], tags.set);
  const certificates = certificateSet
    ? children(cms, certificateSet).filter((tlv) => tlv.tag === tags.sequence).map((tlv) => new X509Certificate(whole(cms, tlv)))
    : [];
  const signerInfo = children(cms, signerInfos)[0];
  if (!signerInfo) throw new Error('CMS: no signer');
  const fields = children(cms, expect(signerInfo, tags.sequence));
  const sid = fields[1];
  if (!sid) throw new Error('CMS: no signer identifier');
  const digestName = digestNames[decodeOid(cms, children(cms, expect(fields[2], tags.sequence))[0]!)];
  const signedAttributes = expect(fields[3], tags.context0);
  const signature = content(cms, expect(fields[5], tags.octetString));
  const unsigned = fields[6];

  // issuerAndSerialNumber names the certificate; a subjectKeyIdentifier ([0], used by some timestamp authorities) is
  // matched by trying each certificate's key: the signature check below is what counts either way.
  const serial = sid.tag === tags.sequence ? content(cms, expect(children(cms, sid)[1], tags.integer)) : null;
  const candidates = serial
    ? certificates.filter((certificate) => BigInt(`0x${certificate.serialNumber}`) === BigInt(`0x${Buffer.from(serial).toString('hex') || '0'}`))
    : certificates;
  const digest = children(cms, signedAttributes)
    .map((attr) => children(cms, attr))
    .find((attr) => attr[0] && decodeOid(cms, attr[0]) === oids.messageDigest)?.[1];
  const messageDigest = digest ? children(cms, expect(digest, tags.set))[0] : undefined;
  if (!digestName || !messageDigest) return { intact: false, signer: candidates[0] ?? null, unsigned, signature };

  const digestMatches = Buffer.from(content(cms, expect(messageDigest, tags.octetString))).equals(createHash(digestName).update(signedBytes).digest());
  const toVerify = Buffer.from(whole(cms, signedAttributes));
  toVerify[0] = tags.set; // the signature is over the attributes as a SET, not as the [0] IMPLICIT field
  const signer = candidates.find((certificate) => {
    try {
      return verify(digestName, toVerify, certificate.publicKey, signature);
    } catch {
      return false;
    }
  });
  return { intact: digestMatches && signer !== undefined, signer: signer ?? candidates[0] ?? null, unsigned, signature };
};
