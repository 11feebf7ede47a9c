import type { Hono } from 'hono';
import { IdParams, SessionIdParams, type SessionsEnded } from '@tunne/contracts';
import { AppError, ok, readParams, recordRequestEvent, requireAdmin, tenancyOf, type AuthEnv } from '@tunne/platform';
import { countLiveSessions, listLiveSessions, revokeOwnSession, revokeUserSessions } from '../repo/sessions.ts';
import { getUser } from '../repo/users.ts';
import type { RouteDeps } from '../auth/deps.ts';

const own = '/api/v2.5/user/users/me/sessions';

/**
 * Sessions (issue 10): a user lists their active sessions and ends one or all others (ending the current one is a
 * logout); an administrator lists and ends the sessions of a user of their own organisation.
 */
export const sessionRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get(own, auth, async (c) => {
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), (tx) => listLiveSessions(tx, principal.usersId, principal.sessionId)));
  });

  app.delete(`${own}/:id`, auth, async (c) => {
    const { id } = readParams(c, SessionIdParams);
    const principal = c.get('principal');
    if (!(await db.tx(tenancyOf(principal), (tx) => revokeOwnSession(tx, principal.usersId, id)))) {
      throw new AppError('NOT_FOUND', 'No such active session');
    }
    await recordRequestEvent(deps.securityLog, c, principal, 'session.ended', {
      reason: id === principal.sessionId ? 'logout' : 'ended_by_user',
      session_id: id,
    });
    return ok(c, null);
  });

  app.delete(own, auth, async (c) => {
    const principal = c.get('principal');
    const ended = await db.tx(tenancyOf(principal), (tx) => revokeUserSessions(tx, principal.usersId, principal.sessionId));
    if (ended > 0) await recordRequestEvent(deps.securityLog, c, principal, 'session.ended', { reason: 'ended_others', count: ended });
    const result: SessionsEnded = { ended };
    return ok(c, result);
  });

  app.get('/api/v2.5/admin/users/:id/sessions', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const sessions = await db.tx(tenancyOf(principal), async (tx) => {
      // Row-level security: a user of another organisation is simply not found.
      if (!(await getUser(tx, id))) throw new AppError('USER_NOT_FOUND', 'User not found');
      return listLiveSessions(tx, id, principal.sessionId);
    });
    return ok(c, sessions);
  });

  app.delete('/api/v2.5/admin/users/:id/sessions', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const ended = await db.tx(tenancyOf(principal), async (tx) => {
      if (!(await getUser(tx, id))) throw new AppError('USER_NOT_FOUND', 'User not found');
      return revokeUserSessions(tx, id);
    });
    await deps.securityLog.record({
      organisationsId: principal.organisationsId,
      usersId: principal.usersId,
      targetUsersId: id,
      type: 'session.ended',
      address: deps.addressOf(c),
      details: { reason: 'ended_by_admin', count: ended },
    });
    const result: SessionsEnded = { ended };
    return ok(c, result);
  });

  app.get('/api/v2.5/admin/organizations/my/sessions', auth, requireAdmin, async (c) => {
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => countLiveSessions(tx)));
  });
};
