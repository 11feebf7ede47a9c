import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoPassword, type LoginResult, type Page, type SecurityEventEntry } from '@tunne/contracts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
beforeAll(async () => {
  it_ = await startIdentity();
}, 60_000);
afterAll(async () => it_?.stop());

const path = '/api/v2.5/admin/securitylog';
const list = (token: string, query = '') => call<Page<SecurityEventEntry>>(it_.app, 'GET', `${path}${query}`, { token });
const secrets: string[] = [];

describe('security log', () => {
  let adminToken: string;
  const newPassword = 'Uusi-salainen-lause-42';

  beforeAll(async () => {
    // What the log must show: a failure, a login with an address, a permission change, a password change, a logout.
    const wrong = 'Wrong-secret-password-1';
    secrets.push(wrong, demoPassword, newPassword);
    await call(it_.app, 'POST', '/api/v2.5/user/auth', { body: { email: demo.user.email, password: wrong }, ip: '203.0.113.5' });
    adminToken = await login(it_.app, demo.admin.email);
    secrets.push(adminToken);
    await call(it_.app, 'PUT', `/api/v2.5/admin/users/${demo.own.id}`, { token: adminToken, body: { restrictiontype: 'TEAM', is_admin: false } });
    const userToken = await login(it_.app, demo.user.email);
    secrets.push(userToken);
    await call(it_.app, 'PATCH', '/api/v2.5/user/users/me/password', { token: userToken, body: { old_password: demoPassword, password: newPassword } });
    await call(it_.app, 'DELETE', '/api/v2.5/user/auth', { token: userToken });
    // an SMS access code, which must never be stored
    await call<LoginResult>(it_.app, 'POST', '/api/v2.5/user/auth', { body: { email: demo.mfa.email, password: demoPassword } });
    const code = /(\d{6})/.exec(it_.outbox.sms[0]!.text)![1]!;
    secrets.push(code);
    await call(it_.app, 'POST', '/api/v2.5/user/auth', { body: { email: demo.mfa.email, password: demoPassword, mfauth_password: code } });
    secrets.push(await login(it_.app, demo.toinenAdmin.email));
  });

  it('shows an admin the organisation\'s events newest first, with who, whom, when and from where', async () => {
    const { status, body } = await list(adminToken, '?size=100');
    expect(status).toBe(200);
    const events = body.data!.items;
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['login.failed', 'login.succeeded', 'permissions.changed', 'password.changed', 'session.ended']),
    );
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const failed = events.find((e) => e.type === 'login.failed')!;
    expect(failed).toMatchObject({ users_id: null, target_users_id: demo.user.id, target_users_name: demo.user.name, address: '203.0.113.5' });
    expect(failed.details).toEqual({ reason: 'password' });
    const changed = events.find((e) => e.type === 'permissions.changed')!;
    expect(changed).toMatchObject({ users_id: demo.admin.id, users_name: demo.admin.name, target_users_id: demo.own.id });
    expect(changed.details).toEqual({ restrictiontype: 'TEAM' });
    const adminLogin = events.find((e) => e.type === 'login.succeeded' && e.users_id === demo.admin.id)!;
    expect(adminLogin.address).toMatch(/^2001:db8::/);
    expect(Date.now() - new Date(adminLogin.created_at).getTime()).toBeLessThan(60_000);
    expect(events.find((e) => e.type === 'login.succeeded' && e.users_id === demo.mfa.id)!.details).toEqual({ second_factor: 'sms' });
  });

  it('filters by event type and by user (as actor or target), and pages', async () => {
    const logins = (await list(adminToken, '?type=login.succeeded')).body.data!;
    expect(logins.items.every((e) => e.type === 'login.succeeded')).toBe(true);
    const ville = (await list(adminToken, `?users_id=${demo.user.id}`)).body.data!;
    expect(new Set(ville.items.map((e) => e.type))).toEqual(new Set(['login.failed', 'login.succeeded', 'password.changed', 'session.ended']));
    const first = (await list(adminToken, '?size=2')).body.data!;
    const second = (await list(adminToken, '?size=2&page=2')).body.data!;
    expect(first).toMatchObject({ page: 1, size: 2 });
    expect(first.total).toBeGreaterThan(4);
    expect(second.items[0]!.id).not.toBe(first.items[1]!.id);
    expect(errorCode((await list(adminToken, '?type=nonsense')).body)).toBe('VALIDATION_FAILED');
  });

  it('keeps each organisation to its own events', async () => {
    const toinen = await login(it_.app, demo.toinenAdmin.email);
    const theirs = (await list(toinen, '?size=500')).body.data!.items;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((e) => e.users_id === demo.toinenAdmin.id)).toBe(true);
    const ours = (await list(adminToken, '?size=500')).body.data!.items;
    expect(ours.some((e) => e.users_id === demo.toinenAdmin.id)).toBe(false);
    const [row] = await it_.db.owner<{ n: number }[]>`
      select count(*)::int as n from identity.security_events where organisations_id = ${demoOrganisations.toinen.id}`;
    expect(row!.n).toBe(theirs.length);
  });

  it('refuses a regular user and no session', async () => {
    const user = await login(it_.app, demo.team.email);
    const refused = await list(user);
    expect([refused.status, errorCode(refused.body)]).toEqual([403, 'FORBIDDEN']);
    expect((await list('')).status).toBe(401);
  });

  it('never stores a password, token or access code, and the app cannot change what is stored', async () => {
    const rows = await it_.db.owner<{ row: string }[]>`select t::text as row from identity.security_events t`;
    expect(rows.length).toBeGreaterThan(5);
    for (const { row } of rows) for (const secret of secrets) expect(row).not.toContain(secret);
    await expect(it_.db.tx({ organisationsId: demoOrganisations.demo.id }, (tx) => tx`update identity.security_events set type = 'x.y'`))
      .rejects.toMatchObject({ code: '42501' });
    await expect(it_.db.tx({ organisationsId: demoOrganisations.demo.id }, (tx) => tx`delete from identity.security_events`))
      .rejects.toMatchObject({ code: '42501' });
  });
});
