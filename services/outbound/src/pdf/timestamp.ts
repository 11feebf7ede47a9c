import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import { AlgorithmIdentifier, MessageImprint, PKIStatus, TimeStampReq, TimeStampResp, TSTInfo } from 'pkijs';
import { children, readTlv, whole } from './der.ts';

// RFC 3161 time-stamp protocol, the client side: the seal's trusted timestamp (PAdES baseline B-T). The token is asked
// for over the CMS signature value and kept byte for byte as the TSA sent it (a re-encoding could break its signature):
// pkijs reads the structures, der.ts cuts the exact bytes.

export const timestampQueryType = 'application/timestamp-query';
export const timestampReplyType = 'application/timestamp-reply';

const sha256Oid = '2.16.840.1.101.3.4.2.1';
const requestTimeoutMs = 15_000;
const maxReplyBytes = 64 * 1024;

// A copy: a Buffer's .buffer (and its slice's) is often the shared pool, not just its bytes.
const arrayBuffer = (bytes: Uint8Array): ArrayBuffer => new Uint8Array(bytes).buffer;

/**
 * The timestamp authority the seal uses: PDF_TSA_URL (http or https: a token protects itself, and many trust services
 * serve RFC 3161 over plain HTTP); null when unset. Throws on a value that is not such a URL.
 */
export const timestampUrlFromEnv = (env: Record<string, string | undefined>): string | null => {
  const value = env.PDF_TSA_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('PDF_TSA_URL is not a URL (an RFC 3161 timestamp authority, e.g. https://tsa.example/tsr)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('PDF_TSA_URL must be an http or https URL');
  if (url.username || url.password) throw new Error('PDF_TSA_URL must not carry credentials');
  return url.toString();
};

/** A TimeStampReq (DER) for the SHA-256 of `data`, asking for the TSA's certificate in the token. */
export const createTimestampRequest = (data: Uint8Array, nonce: Uint8Array): Uint8Array => {
  const request = new TimeStampReq({
    version: 1,
    messageImprint: new MessageImprint({
      hashAlgorithm: new AlgorithmIdentifier({ algorithmId: sha256Oid }),
      hashedMessage: new asn1js.OctetString({ valueHex: arrayBuffer(createHash('sha256').update(data).digest()) }),
    }),
    nonce: new asn1js.Integer({ valueHex: arrayBuffer(nonce) }),
    certReq: true,
  });
  return new Uint8Array(request.toSchema().toBER());
};

export interface TokenInfo {
  genTime: Date;
  /** The hash the token covers and its algorithm OID. */
  hashAlgorithm: string;
  hashedMessage: Uint8Array;
  nonce: bigint | null;
  policy: string;
}

/** The TSTInfo inside a token (ContentInfo with SignedData) and the exact bytes that were signed. */
export const readTokenInfo = (token: Uint8Array): { info: TokenInfo; tstInfo: Uint8Array } => {
  // ContentInfo { contentType, [0] SignedData { version, digestAlgorithms, encapContentInfo { eContentType, [0] OCTET STRING } ... } }
  const contentInfo = children(token, readTlv(token, 0));
  const signedData = children(token, children(token, contentInfo[1]!)[0]!);
  const encap = children(token, signedData[2]!);
  const wrapped = encap[1];
  if (!wrapped) throw new Error('timestamp token: no TSTInfo');
  const octets = children(token, wrapped)[0]!;
  const tstInfo = token.subarray(octets.contentStart, octets.end);
  const parsed = TSTInfo.fromBER(arrayBuffer(tstInfo));
  return {
    tstInfo,
    info: {
      genTime: parsed.genTime,
      hashAlgorithm: parsed.messageImprint.hashAlgorithm.algorithmId,
      hashedMessage: new Uint8Array(parsed.messageImprint.hashedMessage.valueBlock.valueHexView),
      nonce: parsed.nonce ? BigInt(`0x${Buffer.from(parsed.nonce.valueBlock.valueHexView).toString('hex') || '0'}`) : null,
      policy: parsed.policy,
    },
  };
};

/**
 * Asks the TSA at `url` for a token over `data` (the signature value). Returns the token (DER ContentInfo) exactly as
 * sent. Throws when the TSA cannot be reached, refuses, or answers a token that is not for this request.
 */
export const requestTimestamp = async (url: string, data: Uint8Array, fetchImpl: typeof fetch = fetch): Promise<Uint8Array> => {
  const nonce = randomBytes(8);
  nonce[0] = nonce[0]! & 0x7f; // a positive INTEGER
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': timestampQueryType, accept: timestampReplyType },
      body: arrayBuffer(createTimestampRequest(data, nonce)),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    throw new Error('timestamp: the timestamp authority cannot be reached');
  }
  if (!response.ok) throw new Error(`timestamp: the timestamp authority answered HTTP ${response.status}`);
  const reply = new Uint8Array(await response.arrayBuffer());
  if (reply.length === 0 || reply.length > maxReplyBytes) throw new Error('timestamp: no usable reply');
  const parsed = TimeStampResp.fromBER(arrayBuffer(reply));
  const status = parsed.status.status;
  if (status !== PKIStatus.granted && status !== PKIStatus.grantedWithMods) throw new Error(`timestamp: refused (PKIStatus ${status})`);
  // TimeStampResp ::= SEQUENCE { status PKIStatusInfo, timeStampToken TimeStampToken OPTIONAL }
  const tokenTlv = children(reply, readTlv(reply, 0))[1];
  if (!tokenTlv) throw new Error('timestamp: granted without a token');
  const token = Uint8Array.from(whole(reply, tokenTlv));
  const { info } = readTokenInfo(token);
  const expected = createHash('sha256').update(data).digest();
  if (info.hashAlgorithm !== sha256Oid || !expected.equals(info.hashedMessage)) throw new Error('timestamp: the token is for other data');
  if (info.nonce !== BigInt(`0x${nonce.toString('hex')}`)) throw new Error('timestamp: the token does not answer this request (nonce)');
  return token;
};
