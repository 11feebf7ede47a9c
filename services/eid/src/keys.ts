// The client's signing key (private_key_jwt assertions and signed request objects) from its private JWK set.
import { importJWK, type JWK } from 'jose';
import type { DecryptionKey, PrivateKey } from 'openid-client';

/** The JWS algorithm a key is used with: its `alg`, else the usual one for its type (RSA: RS256, EC P-256: ES256). */
export const algorithmOf = (jwk: Record<string, unknown>): string => {
  if (typeof jwk.alg === 'string') return jwk.alg;
  if (jwk.kty === 'RSA') return 'RS256';
  if (jwk.kty === 'EC') return ({ 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512' } as Record<string, string>)[String(jwk.crv)] ?? 'ES256';
  if (jwk.kty === 'OKP') return 'EdDSA';
  throw new Error(`unsupported key type ${String(jwk.kty)}`);
};

const cache = new WeakMap<object, Promise<PrivateKey>>();

const importSigningKey = async (jwks: { keys: Record<string, unknown>[] }): Promise<PrivateKey> => {
  const jwk = jwks.keys.find((key) => typeof key.d === 'string' && key.use !== 'enc');
  if (!jwk) throw new Error('the client JWK set holds no private signing key');
  const key = await importJWK(jwk as JWK, algorithmOf(jwk));
  if (key instanceof Uint8Array) throw new Error('the client signing key must be an asymmetric key');
  return typeof jwk.kid === 'string' ? { key, kid: jwk.kid } : { key };
};

export const clientSigningKey = (jwks: { keys: Record<string, unknown>[] }): Promise<PrivateKey> => {
  let key = cache.get(jwks);
  if (!key) {
    key = importSigningKey(jwks);
    cache.set(jwks, key);
  }
  return key;
};

const decryptionCache = new WeakMap<object, Promise<DecryptionKey[]>>();

/** The JWE key management algorithm of an encryption key: its `alg`, else RSA-OAEP-256 (RSA) or ECDH-ES (EC). */
const encryptionAlgorithmOf = (jwk: Record<string, unknown>): string =>
  typeof jwk.alg === 'string' ? jwk.alg : jwk.kty === 'RSA' ? 'RSA-OAEP-256' : 'ECDH-ES';

/**
 * The client's decryption keys (`use: "enc"`): brokers following the FTN OIDC profile encrypt the ID token and the
 * user info to them. None: the provider's answers are only signed.
 */
export const clientDecryptionKeys = (jwks: { keys: Record<string, unknown>[] }): Promise<DecryptionKey[]> => {
  let keys = decryptionCache.get(jwks);
  if (!keys) {
    keys = Promise.all(jwks.keys.filter((jwk) => jwk.use === 'enc' && typeof jwk.d === 'string').map(async (jwk) => {
      const alg = encryptionAlgorithmOf(jwk);
      const key = await importJWK(jwk as JWK, alg);
      if (key instanceof Uint8Array) throw new Error('the client decryption key must be an asymmetric key');
      return { key, alg, ...(typeof jwk.kid === 'string' ? { kid: jwk.kid } : {}) };
    }));
    decryptionCache.set(jwks, keys);
  }
  return keys;
};
