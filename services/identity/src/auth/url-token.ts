import type { TokenResult } from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { getLoginState, recordLogin } from '../repo/users.ts';
import { createSession, type SessionClient } from '../repo/sessions.ts';
import { signSession } from './session-tokens.ts';
import type { IdentityDeps } from './deps.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** PUT /auth {jwt}: a 'url' token (login link) becomes a session, once. */
export const exchangeUrlToken = async (deps: IdentityDeps, urlToken: string, client: SessionClient = {}): Promise<TokenResult> => {
  const claims = await deps.tokens.verify(urlToken);
  if (claims.typ !== 'url' || ![claims.sub, claims.org, claims.sid].every((id) => uuidPattern.test(id))) {
    throw new AppError('NOT_LOGGED_IN', 'Not logged in (token verification failed)');
  }
  const tenancy = { organisationsId: claims.org, usersId: claims.sub };
  const state = await deps.db.tx(tenancy, (tx) => getLoginState(tx, claims.sub));
  if (!state) throw new AppError('UNKNOWN_USER', 'Unknown user');
  if (!state.is_active) throw new AppError('USER_NOT_ACTIVE', 'User not active');
  if (!state.organisation_active) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Organisation not active');
  if (state.disable_uilogin) throw new AppError('UI_LOGIN_DISABLED', 'Login through the interface is disabled');
  const session = await deps.db
    .tx(tenancy, async (tx) => {
      await recordLogin(tx, claims.sub);
      // The link's sid becomes the session id: a second exchange of the same link finds it taken.
      return createSession(tx, claims.sub, { id: claims.sid, client });
    })
    .catch((error: unknown) => {
      if ((error as { sessionTaken?: boolean }).sessionTaken) throw new AppError('NOT_LOGGED_IN', 'Login link already used');
      throw error;
    });
  return signSession(deps.tokens, { usersId: claims.sub, organisationsId: claims.org, sessionId: session.id, idleSeconds: session.idleSeconds });
};
