import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/**
 * AES-256-GCM for small secrets at rest (the TOTP seed). `context` (organisation and user) is authenticated with the
 * ciphertext, so a value copied to another user's row does not decrypt.
 */
export const seal = (key: Buffer, plaintext: string, context: string): string => {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
};

/** Throws when the value was tampered with, belongs to another context or was sealed with another key. */
export const open = (key: Buffer, sealed: string, context: string): string => {
  const [prefix, body] = sealed.split('.', 2);
  if (prefix !== version || !body) throw new Error('unknown sealed value format');
  const raw = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
};
