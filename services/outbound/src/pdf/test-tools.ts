import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { children, content, readTlv, tags, whole } from './der.ts';

// For tests: the outside tools that check a final PDF (poppler's pdfsig, OpenSSL's RFC 3161 verifier), so that the
// seal is not only checked by the code that made it.

const pdfsig = '/usr/bin/pdfsig';

export const runPdfsig = (pdf: Uint8Array): string => {
  if (!existsSync(pdfsig)) throw new Error(`${pdfsig} is missing: install poppler-utils (apt-get install poppler-utils) to verify PDF signatures`);
  const dir = mkdtempSync(join(tmpdir(), 'tunne-pdfsig-'));
  try {
    writeFileSync(join(dir, 'final.pdf'), pdf);
    const result = spawnSync(pdfsig, [join(dir, 'final.pdf')], { encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The last signature's timestamp token and the signature value it should cover, cut from the PDF's /Contents. */
export const sealTimestamp = (pdf: Uint8Array): { token: Uint8Array; signatureValue: Uint8Array } | null => {
  const text = Buffer.from(pdf).toString('latin1');
  const match = /\/Contents\s*<([0-9a-fA-F]+)>/g;
  let hex: string | undefined;
  for (let found = match.exec(text); found; found = match.exec(text)) hex = found[1];
  if (!hex) return null;
  const padded = Buffer.from(hex, 'hex');
  const cms = padded.subarray(0, readTlv(padded, 0).end);
  const signedData = children(cms, children(cms, children(cms, readTlv(cms, 0))[1]!)[0]!);
  const signerInfo = children(cms, children(cms, signedData[signedData.length - 1]!)[0]!);
  const unsigned = signerInfo[6];
  if (!unsigned || unsigned.tag !== tags.context1) return null;
  const attribute = children(cms, children(cms, unsigned)[0]!);
  const token = whole(cms, children(cms, attribute[1]!)[0]!);
  return { token: Uint8Array.from(token), signatureValue: Uint8Array.from(content(cms, signerInfo[5]!)) };
};

/** `openssl ts -verify` of a token over `data`, trusting `caPem`; its output (ends "Verification: OK" when it holds). */
export const opensslVerifyTimestamp = (token: Uint8Array, data: Uint8Array, caPem: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'tunne-tsa-'));
  try {
    writeFileSync(join(dir, 'token.der'), token);
    writeFileSync(join(dir, 'data.bin'), data);
    writeFileSync(join(dir, 'ca.pem'), caPem);
    const result = spawnSync('openssl', ['ts', '-verify', '-token_in', '-in', join(dir, 'token.der'), '-data', join(dir, 'data.bin'), '-CAfile', join(dir, 'ca.pem')], { encoding: 'utf8' });
    if (result.error) throw new Error('openssl is missing: install it (apt-get install openssl) to verify RFC 3161 timestamps');
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
