import type { Hono } from 'hono';
import { LoginBody, TokenBody, type LoginResult } from '@tunne/contracts';
import { AppError, lifetimes, ok, readBody, recordRequestEvent, tenancyOf, tokenFromHeaders, type AuthEnv } from '@tunne/platform';
import { checkEmail, fieldCodes, readBodyAs } from '../auth/input.ts';
import { describeDevice } from '../auth/device.ts';
import { logIn } from '../auth/login.ts';
import { renewSession } from '../auth/renew.ts';
import { exchangeUrlToken } from '../auth/url-token.ts';
import { revokeSession } from '../repo/sessions.ts';
import type { RouteDeps } from '../auth/deps.ts';

export const authRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, tokens, auth } = deps;

  app.post('/api/v2.5/user/auth', async (c) => {
    const body = await readBodyAs(c, LoginBody, {
      email: fieldCodes.email,
      password: fieldCodes.password,
      mfauth_password: () => 'INVALID_ACCESS_CODE',
    });
    const email = checkEmail(body.email);
    if (!body.password) throw new AppError('PASSWORD_MISSING', 'Password is required', '/password');
    const result: LoginResult = await logIn(deps, { ...body, email }, deps.addressOf(c), describeDevice(c.req.header('user-agent')));
    return ok(c, result);
  });

  app.put('/api/v2.5/user/auth/renew', async (c) => {
    const token = tokenFromHeaders((name) => c.req.header(name));
    if (!token) throw new AppError('NOT_LOGGED_IN', 'Not logged in (token verification failed)');
    return ok(c, await renewSession(deps, token));
  });

  app.put('/api/v2.5/user/auth', async (c) => {
    const body = await readBody(c, TokenBody);
    if ('jwt' in body) {
      return ok(c, await exchangeUrlToken(deps, body.jwt, { address: deps.addressOf(c), ...describeDevice(c.req.header('user-agent')) }));
    }
    // A temporary token for download links (`?jwt=`), tied to the caller's session.
    await auth(c, async () => undefined);
    const principal = c.get('principal');
    const jwt = await tokens.sign(
      { sub: principal.usersId, org: principal.organisationsId, typ: 'temporary', sid: principal.sessionId },
      Math.min(body.lifetime, lifetimes.temporary),
    );
    return ok(c, { jwt, id: principal.usersId });
  });

  app.delete('/api/v2.5/user/auth', auth, async (c) => {
    const principal = c.get('principal');
    await db.tx(tenancyOf(principal), (tx) => revokeSession(tx, principal.sessionId));
    await recordRequestEvent(deps.securityLog, c, principal, 'session.ended', { reason: 'logout' });
    return ok(c, null);
  });
};
