import { hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { AppError } from '../http/errors.ts';

/** Session tokens are short-lived and renewed; temporary ones are for download links; url ones are handed out by integrations. */
export type TokenType = 'session' | 'temporary' | 'url';

export interface TokenClaims {
  sub: string;
  org: string;
  typ: TokenType;
  /** Session id (identity.sessions), for renewal, logout and revocation. */
  sid: string;
}

export interface TokenServiceOptions {
  secret: string;
  issuer?: string;
  audience?: string;
  sessionLifetimeSeconds?: number;
}

const algorithm = 'HS256';

/** How many verified tokens a process remembers (a few MB at most). */
const verifiedCacheSize = 10_000;

export const lifetimes = { session: 15 * 60, temporary: 60, url: 10 * 60 } as const;

export interface TokenService {
  sign: (claims: TokenClaims, lifetimeSeconds?: number) => Promise<string>;
  /** Verifies signature, algorithm, issuer, audience and expiry; maps failures to catalogue codes. */
  verify: (token: string, options?: { allowExpiredSeconds?: number }) => Promise<TokenClaims & { exp: number }>;
  /**
   * A 32-byte key for one purpose (e.g. encrypting TOTP secrets at rest), derived from the app secret with HKDF-SHA256,
   * so the deployment has one secret to keep and rotating it is one decision.
   */
  deriveKey: (purpose: string) => Buffer;
}

const asClaims = (payload: JWTPayload): (TokenClaims & { exp: number }) | null => {
  const { sub, org, typ, sid, exp } = payload as JWTPayload & Partial<TokenClaims>;
  if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
  if (typ !== 'session' && typ !== 'temporary' && typ !== 'url') return null;
  return { sub, org, typ, sid, exp };
};

export const createTokenService = (options: TokenServiceOptions): TokenService => {
  if (options.secret.length < 32) throw new Error('JWT secret must be at least 32 characters');
  const key = new TextEncoder().encode(options.secret);
  // Imported once: given raw bytes, jose imports the HMAC key again on every verify (issue 12 §9: 6 % of a read).
  const verifyKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const issuer = options.issuer ?? 'tunne';
  const audience = options.audience ?? 'tunne-api';
  const sessionLifetime = options.sessionLifetimeSeconds ?? lifetimes.session;

  /**
   * Tokens whose signature has been verified, with their claims (issue 12 §9: the HMAC check through WebCrypto was a
   * quarter of an authenticated read's CPU). Only tokens that verified are kept, under the whole token string, so a
   * forged or altered token never matches; expiry is checked on every use; revocation is the session check's job (the
   * principal query on every request), unchanged. Insertion-ordered: the oldest entry goes when the map is full.
   */
  const verified = new Map<string, TokenClaims & { exp: number }>();
  const remember = (token: string, claims: TokenClaims & { exp: number }): void => {
    if (verified.size >= verifiedCacheSize) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };

  return {
    sign: (claims, lifetimeSeconds) =>
      new SignJWT({ org: claims.org, typ: claims.typ, sid: claims.sid })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + (lifetimeSeconds ?? (claims.typ === 'session' ? sessionLifetime : lifetimes[claims.typ])))
        .sign(key),
    verify: async (token, verifyOptions) => {
      const tolerance = verifyOptions?.allowExpiredSeconds ?? 0;
      const known = verified.get(token);
      if (known) {
        // The signature, algorithm, issuer and audience were checked when the token was first seen; expiry is per use.
        if (Math.floor(Date.now() / 1000) > known.exp + tolerance) throw new AppError('TOKEN_EXPIRED', 'Logged out (token expired)');
        return { ...known };
      }
      try {
        const { payload } = await jwtVerify(token, await verifyKey, {
          algorithms: [algorithm],
          issuer,
          audience,
          clockTolerance: tolerance,
        });
        const claims = asClaims(payload);
        if (!claims) throw new AppError('TOKEN_CLAIMS_MISSING', 'Token claims or user identification missing');
        remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', 'Logged out (token expired)');
        throw new AppError('NOT_LOGGED_IN', 'Not logged in (token verification failed)');
      }
    },
    deriveKey: (purpose) => Buffer.from(hkdfSync('sha256', key, 'tunne', purpose, 32)),
  };
};
