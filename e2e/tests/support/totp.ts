import { createHmac } from 'node:crypto';

/**
 * RFC 6238 (SHA-1, 6 digits, 30 s) written out here rather than taken from the app's library, so the journeys check
 * that the app works with what any authenticator app computes.
 */
const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const decodeBase32 = (text: string): Buffer => {
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = base32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
};

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export const totpCode = (secret: string, steps = 0): string => {
  const counter = Math.floor(Date.now() / 1000 / 30) + steps;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', decodeBase32(secret)).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
};

/** A six-digit code that no step from two back to two ahead accepts. */
export const wrongTotpCode = (secret: string): string => {
  const valid = new Set([-2, -1, 0, 1, 2].map((steps) => totpCode(secret, steps)));
  let code = 123456;
  while (valid.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
};
