import { autologoutMs, type TokenResult } from '@tunne/contracts';
import { AppError, lifetimes, type Database, type TokenService } from '@tunne/platform';
import { loginLookup } from '../repo/lookup.ts';

/** Seconds of inactivity the user is allowed (spec §9: autologout_timeout, default 30 minutes). */
export const idleWindowSeconds = (autologout_timeout: number | null): number =>
  Math.floor(autologoutMs({ autologout_timeout }) / 1000);

/**
 * A session token lives 15 minutes, or less when the session's idle limit (the user's auto-logout or the
 * organisation's idle timeout, session-policy.ts) is shorter, so a token never outlives the idle limit.
 */
export const sessionLifetimeSeconds = (idleSeconds: number): number => Math.min(lifetimes.session, idleSeconds);

export const signSession = async (
  tokens: TokenService,
  who: { usersId: string; organisationsId: string; sessionId: string; idleSeconds: number },
): Promise<TokenResult> => ({
  jwt: await tokens.sign(
    { sub: who.usersId, org: who.organisationsId, typ: 'session', sid: who.sessionId },
    sessionLifetimeSeconds(who.idleSeconds),
  ),
  id: who.usersId,
});

/**
 * A 'url' token for `PUT /auth {jwt}` (scripts, e2e, integrations). Its sid becomes the id of the
 * session it is exchanged for, so each one can be used once.
 */
export const signUrlToken = async (tokens: TokenService, db: Database, email: string): Promise<string> => {
  const user = await db.tx(null, (tx) => loginLookup(tx, email.trim().toLowerCase()));
  if (!user) throw new AppError('USER_NOT_FOUND', 'User not found');
  return tokens.sign({ sub: user.id, org: user.organisations_id, typ: 'url', sid: crypto.randomUUID() });
};
