import type { MiddlewareHandler } from 'hono';
import type { RestrictionType } from '@tunne/contracts';
import { AppError } from '../http/errors.ts';
import { requestScope, type Tenancy } from '../db/database.ts';
import type { TokenClaims, TokenService, TokenType } from './tokens.ts';

/** The authenticated caller, resolved fresh from the database on every request. */
export interface Principal {
  usersId: string;
  organisationsId: string;
  sessionId: string;
  tokenType: TokenType;
  isAdmin: boolean;
  restrictiontype: RestrictionType;
  teamIds: string[];
  /** The organisation's use_* flags that are on (e.g. 'use_alerts'); requireFeature refuses a call without its flag. */
  features?: string[];
  /**
   * Something the user must do before anything else (spec §6: a forced password change blocks all other screens):
   * requireAuth then answers only the calls in `pendingAllowed`.
   */
  pending?: PendingStep;
}

export type PendingStep = 'password_change' | 'second_factor_setup';

/** "METHOD path" patterns a session with a pending step may still call: who am I, the step itself, logout. */
export const pendingAllowed: Record<PendingStep, readonly RegExp[]> = {
  password_change: [
    /^GET \/api\/v2\.5\/user\/users\/me$/,
    /^GET \/api\/v3\/users\/current$/,
    /^GET \/api\/v2\.5\/user\/organizations\/my$/,
    /^PATCH \/api\/v2\.5\/user\/users\/me\/password$/,
    /^DELETE \/api\/v2\.5\/user\/auth$/,
  ],
  second_factor_setup: [
    /^GET \/api\/v2\.5\/user\/users\/me$/,
    /^GET \/api\/v3\/users\/current$/,
    /^GET \/api\/v2\.5\/user\/organizations\/my$/,
    /^(GET|POST|PUT|DELETE) \/api\/v2\.5\/user\/users\/me\/totp(\/[a-z-]+)?$/,
    /^DELETE \/api\/v2\.5\/user\/auth$/,
  ],
};

const pendingError = {
  password_change: () => new AppError('PASSWORD_CHANGE_REQUIRED', 'Change the password before anything else'),
  second_factor_setup: () => new AppError('SECOND_FACTOR_SETUP_REQUIRED', 'Set up a second factor before anything else'),
} satisfies Record<PendingStep, () => AppError>;

/** Loads the user behind the claims; throws UNKNOWN_USER / USER_NOT_ACTIVE / ORGANISATION_NOT_ACTIVE / TOKEN_EXPIRED. */
export type PrincipalResolver = (claims: TokenClaims) => Promise<Principal>;

export type AuthEnv = { Variables: { principal: Principal } };

export const tenancyOf = (principal: Principal): Tenancy => ({
  organisationsId: principal.organisationsId,
  usersId: principal.usersId,
  restrictiontype: principal.restrictiontype,
  teamIds: principal.teamIds,
});

/** Reads the bearer token from either header the client sends (spec §7). */
export const tokenFromHeaders = (header: (name: string) => string | undefined): string | null => {
  const authorization = header('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim() || null;
  return header('x-access-token')?.trim() || null;
};

export interface AuthOptions {
  tokens: TokenService;
  resolve: PrincipalResolver;
  /** Accept a temporary token in `?jwt=` (download links, GET only). */
  allowQueryToken?: boolean;
}

export const requireAuth = (options: AuthOptions): MiddlewareHandler<AuthEnv> => async (c, next) => {
  let token = tokenFromHeaders((name) => c.req.header(name));
  let fromQuery = false;
  if (!token && options.allowQueryToken && c.req.method === 'GET') {
    token = c.req.query('jwt') ?? null;
    fromQuery = token !== null;
  }
  if (!token) throw new AppError('NOT_LOGGED_IN', 'Not logged in (token verification failed)');
  const claims = await options.tokens.verify(token);
  if (fromQuery ? claims.typ !== 'temporary' : claims.typ !== 'session') {
    throw new AppError('NOT_LOGGED_IN', 'Not logged in (token verification failed)');
  }
  const authenticate = async () => {
    const principal = await options.resolve(claims);
    if (principal.pending) {
      const call = `${c.req.method} ${c.req.path.replace(/\/+$/, '')}`;
      if (!pendingAllowed[principal.pending].some((pattern) => pattern.test(call))) throw pendingError[principal.pending]();
    }
    c.set('principal', principal);
    await next();
  };
  // A read: one transaction for the principal check and the request's own first query (a resolver's
  // db.txForRequest). Not for a request with a body, which may take long to arrive while the check's connection
  // waits (the embedded database has one).
  await (c.req.method === 'GET' || c.req.method === 'HEAD' ? requestScope(authenticate) : authenticate());
};

/** The organisation must use the feature (spec §2: menu items and calls follow the use_* flags); fails closed. */
export const requireFeature = (flag: `use_${string}`): MiddlewareHandler<AuthEnv> => async (c, next) => {
  if (!c.get('principal').features?.includes(flag)) throw new AppError('FORBIDDEN', `The organisation does not use ${flag}`);
  await next();
};

export const requireAdmin: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get('principal').isAdmin) throw new AppError('FORBIDDEN', 'Administrator rights required');
  await next();
};
