import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '@tunne/contracts';
import { gatewayRoutes } from '@tunne/gateway';
import { call, errorCode, login, startSecurityGateway, type SecurityGateway } from './support.ts';

/**
 * Finding 3: "must change password" is enforced by the server. A session of force@example.com may read who it is,
 * change the password and log out; every other call of every service answers 403 PASSWORD_CHANGE_REQUIRED.
 */
let g: SecurityGateway;
let token: string;
beforeAll(async () => {
  g = await startSecurityGateway();
  token = await login(g.app, 'force@example.com', demoPassword, '203.0.113.60');
});
afterAll(async () => g?.stop());

const allowed = new Set([
  'GET /api/v2.5/user/users/me',
  'GET /api/v3/users/current',
  'GET /api/v2.5/user/organizations/my',
  'PATCH /api/v2.5/user/users/me/password',
  'DELETE /api/v2.5/user/auth',
  // Renewing keeps the session (and its pending step) alive while the user types the new password.
  'PUT /api/v2.5/user/auth/renew',
  // Public reference data, no session needed.
  'GET /api/v2.5/common/countries',
]);

describe('forced password change', () => {
  it('refuses the customer list, a customer and the alerts until the password is changed', async () => {
    for (const path of ['/api/v2.5/user/customers?size=10', '/api/v2.5/user/customers/csv', '/api/v2.5/user/alerts', '/api/v2.5/user/users']) {
      const answer = await call(g.app, 'GET', path, { token });
      expect(answer.status, path).toBe(403);
      expect(errorCode(answer), path).toBe('PASSWORD_CHANGE_REQUIRED');
      expect(answer.body.data).toBeNull();
    }
  });

  it('refuses every authenticated route of every service but the allowed ones', async () => {
    const idFor = '00000000-0000-4000-8000-000000000001';
    const leaks: string[] = [];
    for (const route of gatewayRoutes(g.app).filter((r) => r.path.startsWith('/api/v'))) {
      const key = `${route.method} ${route.path}`;
      if (allowed.has(key)) continue;
      const path = route.path.replace(/:[A-Za-z_]+/g, idFor);
      const answer = await call(g.app, route.method, path, { token, ...(route.method === 'GET' ? {} : { body: {} }) });
      // Public routes (login, forgot, reset, renew, URL-token exchange) answer without a session at all.
      if (errorCode(answer) === 'PASSWORD_CHANGE_REQUIRED') continue;
      if (answer.status >= 200 && answer.status < 300) leaks.push(`${key} → ${answer.status}`);
    }
    expect(leaks.join('\n')).toBe('');
  });

  it('answers who the user is, so the shell can show the password change screen', async () => {
    const me = await call<{ force_passwordchange: boolean }>(g.app, 'GET', '/api/v2.5/user/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data!.force_passwordchange).toBe(true);
    expect((await call(g.app, 'GET', '/api/v2.5/user/organizations/my', { token })).status).toBe(200);
  });

  it('opens everything once the password is changed, with the same session', async () => {
    const changed = await call(g.app, 'PATCH', '/api/v2.5/user/users/me/password', {
      token,
      body: { old_password: demoPassword, password: 'Kuusi-kalaa-uimassa-77' },
    });
    expect(changed.status, changed.text).toBe(200);
    const list = await call(g.app, 'GET', '/api/v2.5/user/customers?size=10', { token });
    expect(list.status).toBe(200);
  });
});
