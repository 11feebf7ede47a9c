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
  const issuer = options.issuer ?? 'tunne';
  const audience = options.audience ?? 'tunne-api';
  const sessionLifetime = options.sessionLifetimeSeconds ?? lifetimes.session;

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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [algorithm],
          issuer,
          audience,
          clockTolerance: verifyOptions?.allowExpiredSeconds ?? 0,
        });
        const claims = asClaims(payload);
        if (!claims) throw new AppError('TOKEN_CLAIMS_MISSING', 'Token claims or user identification missing');
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
