import type { TokenResult } from '@tunne/contracts';
import { AppError, type TokenClaims } from '@tunne/platform';
import { getRenewState, markRenewed } from '../repo/sessions.ts';
import { idleLimitSeconds, sessionEnd } from './session-policy.ts';
import { signSession } from './session-tokens.ts';
import type { IdentityDeps } from './deps.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const notLoggedIn = () => new AppError('NOT_LOGGED_IN', 'Not logged in (token verification failed)');

/** The claims of a token whose signature jose has already checked (it reports expiry only after that). */
const claimsOfExpired = (token: string): TokenClaims => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Partial<TokenClaims>;
    if (typeof payload.sub === 'string' && typeof payload.org === 'string' && typeof payload.sid === 'string' && payload.typ) {
      return { sub: payload.sub, org: payload.org, sid: payload.sid, typ: payload.typ };
    }
  } catch {
    // fall through
  }
  throw notLoggedIn();
};

/**
 * PUT /auth/renew: a session token that is valid, or expired by at most the session's idle limit (the user's
 * auto-logout or the organisation's idle timeout, whichever is shorter), of a session that is not revoked, was
 * renewed within that limit and is younger than the organisation's absolute limit.
 */
export const renewSession = async (deps: IdentityDeps, token: string): Promise<TokenResult> => {
  let verified: TokenClaims | null = null;
  try {
    verified = await deps.tokens.verify(token);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TOKEN_EXPIRED') throw error;
  }
  const claims = verified ?? claimsOfExpired(token);
  if (claims.typ !== 'session' || ![claims.sub, claims.org, claims.sid].every((id) => uuidPattern.test(id))) throw notLoggedIn();

  const tenancy = { organisationsId: claims.org, usersId: claims.sub };
  const state = await deps.db.tx(tenancy, (tx) => getRenewState(tx, claims.sid, claims.sub));
  if (!state || state.revoked_at) throw notLoggedIn();
  if (!state.is_active) throw new AppError('USER_NOT_ACTIVE', 'User not active');
  if (!state.organisation_active) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Organisation not active');

  const idleSeconds = idleLimitSeconds(state.autologout_timeout, state.session_idle_minutes);
  if (!verified) await deps.tokens.verify(token, { allowExpiredSeconds: idleSeconds });
  if (sessionEnd(state)) throw new AppError('TOKEN_EXPIRED', 'Logged out (token expired)');
  await deps.db.tx(tenancy, (tx) => markRenewed(tx, claims.sid));
  return signSession(deps.tokens, { usersId: claims.sub, organisationsId: claims.org, sessionId: claims.sid, idleSeconds });
};
