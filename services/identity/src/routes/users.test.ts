import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoPassword, demoTeams, featureFlags, type Organisation, type User } from '@tunne/contracts';
import { demoIdentityUsers as demo, seedIdentity } from '../seed.ts';
import { call, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
let adminJwt: string;
let userJwt: string;
beforeAll(async () => {
  it_ = await startIdentity();
  adminJwt = await login(it_.app, demo.admin.email);
  userJwt = await login(it_.app, demo.user.email);
}, 60_000);
afterAll(async () => it_?.stop());

const me = '/api/v2.5/user/users/me';
const nameOf = async (id: string) =>
  (await it_.db.owner<{ name: string }[]>`select name from identity.users where id = ${id}`)[0]!.name;

describe('GET users/me and /api/v3/users/current', () => {
  it('returns the user with teams, the same on both paths', async () => {
    const { status, body } = await call<User>(it_.app, 'GET', me, { token: adminJwt });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: demo.admin.id, organisations_id: demoOrganisations.demo.id, email: 'admin@example.com', language: 'fi',
      is_admin: true, is_active: true, restrictiontype: 'NONE', use_mfauth: false, disable_uilogin: false,
      autologout_timeout: null, force_passwordchange: false, teams: [{ id: demoTeams.tampere.id, name: 'Tampere' }],
    });
    expect(body.data).not.toHaveProperty('password_hash');
    const v3 = await call<User>(it_.app, 'GET', '/api/v3/users/current', { token: adminJwt });
    expect(v3.body.data).toEqual(body.data);
  });

  it('needs a token', async () => {
    const answer = await call(it_.app, 'GET', me);
    expect([answer.status, errorCode(answer.body)]).toEqual([401, 'NOT_LOGGED_IN']);
  });
});

describe('PUT users/me', () => {
  it('saves name, tel and language and returns them', async () => {
    const { status, body } = await call<User>(it_.app, 'PUT', me, {
      token: userJwt, body: { name: ' Ville V. Virtanen ', tel: '+358 40 111 2222', language: 'se' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Ville V. Virtanen', tel: '+358 40 111 2222', language: 'se' });
    expect((await call<User>(it_.app, 'GET', me, { token: userJwt })).body.data!.language).toBe('se');
    const partial = await call<User>(it_.app, 'PUT', me, { token: userJwt, body: { language: 'en', tel: null } });
    expect(partial.body.data).toMatchObject({ name: 'Ville V. Virtanen', tel: null, language: 'en' });
  });

  it.each([
    [{ language: 'xx' }, 'INVALID_LANGUAGE'],
    [{ language: 'sv' }, 'INVALID_LANGUAGE'],
    [{ name: '' }, 'MISSING_NAME'],
    [{ name: '   ' }, 'MISSING_NAME'],
    [{ name: 'Hacker', is_admin: true }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s and writes nothing', async (body, code) => {
    const before = await nameOf(demo.user.id);
    const answer = await call(it_.app, 'PUT', me, { token: userJwt, body });
    expect([answer.status, errorCode(answer.body)]).toEqual([400, code]);
    expect(await nameOf(demo.user.id)).toBe(before);
  });

  it('refuses malformed JSON and an oversize body without writing', async () => {
    const before = await nameOf(demo.user.id);
    const malformed = await call(it_.app, 'PUT', me, { token: userJwt, rawBody: '{"name": "Half' });
    expect([malformed.status, errorCode(malformed.body)]).toEqual([400, 'MALFORMED_JSON']);
    const huge = await call(it_.app, 'PUT', me, { token: userJwt, rawBody: JSON.stringify({ name: 'x'.repeat(1_100_000) }) });
    expect([huge.status, errorCode(huge.body)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await nameOf(demo.user.id)).toBe(before);
  });
});

describe('PATCH users/me/password', () => {
  const change = (token: string, body: unknown) => call(it_.app, 'PATCH', `${me}/password`, { token, body });

  it.each([
    [{ old_password: '', password: 'Kuusi-kaunista-kuusta-9' }, 'INVALID_PASSWORD'],
    [{ old_password: 'Wrong-password-1', password: 'Kuusi-kaunista-kuusta-9' }, 'INVALID_PASSWORD'],
    [{ old_password: demoPassword, password: 'Lyhyt-sana1' }, 'PASSWORD_TOO_SHORT'],
    [{ old_password: demoPassword, password: 'Salasana2024!' }, 'PASSWORD_TOO_WEAK'],
    [{ old_password: demoPassword, password: 'P@ssw0rd-2024!!' }, 'PASSWORD_TOO_WEAK'],
    [{ old_password: demoPassword, password: 'Qwertyuiop-123' }, 'PASSWORD_TOO_WEAK'],
    [{ old_password: demoPassword, password: demoPassword }, 'PASSWORD_SAME_AS_BEFORE'],
    [{ old_password: demoPassword, password: '' }, 'PASSWORD_MISSING'],
  ])('refuses %j with %s', async (body, code) => {
    const jwt = await login(it_.app, demo.own.email);
    const answer = await change(jwt, body);
    expect([answer.status, errorCode(answer.body)]).toEqual([400, code]);
  });

  it('refuses a password that holds the user\'s own address or name', async () => {
    const jwt = await login(it_.app, demo.own.email);
    expect(errorCode((await change(jwt, { old_password: demoPassword, password: 'oma-Salaisuus-91' })).body)).toBe('PASSWORD_TOO_WEAK');
    expect(errorCode((await change(jwt, { old_password: demoPassword, password: 'Hyvä-olli-salaisuus' })).body)).toBe('PASSWORD_TOO_WEAK');
  });

  it('changes the password, clears a forced change and ends the other sessions', async () => {
    const other = await login(it_.app, demo.force.email);
    const jwt = await login(it_.app, demo.force.email);
    const answer = await change(jwt, { old_password: demoPassword, password: 'Kuusi-kaunista-kuusta-9' });
    expect(answer.body).toEqual({ status: true, data: null, errors: [] });
    const after = await call<User>(it_.app, 'GET', me, { token: jwt });
    expect(after.body.data!.force_passwordchange).toBe(false);
    expect(errorCode((await call(it_.app, 'GET', me, { token: other })).body)).toBe('NOT_LOGGED_IN');
    await login(it_.app, demo.force.email, 'Kuusi-kaunista-kuusta-9');
  });
});

describe('GET organizations/my', () => {
  it('returns the caller\'s organisation with its feature flags', async () => {
    const { body } = await call<Organisation>(it_.app, 'GET', '/api/v2.5/user/organizations/my', { token: userJwt });
    expect(body.data).toMatchObject({ id: demoOrganisations.demo.id, name: 'Demo Oy', is_active: true, remove_archive_days: 30, whistleblower_channels: 0 });
    for (const flag of featureFlags) expect(body.data![flag]).toBe(true);
    const toinen = await call<Organisation>(it_.app, 'GET', '/api/v2.5/user/organizations/my', { token: await login(it_.app, demo.toinenAdmin.email) });
    expect(toinen.body.data!.name).toBe('Toinen Oy');
  });
});

describe('admin users', () => {
  it('refuses a regular user', async () => {
    const list = await call(it_.app, 'GET', '/api/v2.5/admin/users', { token: userJwt });
    expect([list.status, errorCode(list.body)]).toEqual([403, 'FORBIDDEN']);
    const put = await call(it_.app, 'PUT', `/api/v2.5/admin/users/${demo.user.id}`, { token: userJwt, body: { is_admin: true } });
    expect([put.status, errorCode(put.body)]).toEqual([403, 'FORBIDDEN']);
    expect((await it_.db.owner`select 1 from identity.users where id = ${demo.user.id} and is_admin`).length).toBe(0);
  });

  it('lists only the organisation\'s own users', async () => {
    const { body } = await call<User[]>(it_.app, 'GET', '/api/v2.5/admin/users', { token: adminJwt });
    expect(body.data!.map((u) => u.email)).toContain('user-team@example.com');
    expect(body.data!.every((u) => u.organisations_id === demoOrganisations.demo.id)).toBe(true);
    expect(body.data!.find((u) => u.id === demo.team.id)!.teams).toEqual([{ id: demoTeams.helsinki.id, name: 'Helsinki' }]);
  });

  it('sets auto-logout and flags; deactivation stops the user\'s tokens at once', async () => {
    const teamJwt = await login(it_.app, demo.team.email);
    const path = `/api/v2.5/admin/users/${demo.team.id}`;
    const set = await call<User>(it_.app, 'PUT', path, { token: adminJwt, body: { autologout_timeout: 120, restrictiontype: 'USER' } });
    expect(set.body.data).toMatchObject({ autologout_timeout: 120, restrictiontype: 'USER' });
    const off = await call<User>(it_.app, 'PUT', path, { token: adminJwt, body: { is_active: false } });
    expect(off.body.data!.is_active).toBe(false);
    expect(errorCode((await call(it_.app, 'GET', me, { token: teamJwt })).body)).toBe('USER_NOT_ACTIVE');
    await call(it_.app, 'PUT', path, { token: adminJwt, body: { is_active: true, autologout_timeout: null, restrictiontype: 'TEAM' } });
    // reactivation does not bring the old session back
    expect(errorCode((await call(it_.app, 'GET', me, { token: teamJwt })).body)).toBe('NOT_LOGGED_IN');
  });

  it('does not find another organisation\'s user and refuses bad input', async () => {
    const other = await call(it_.app, 'PUT', `/api/v2.5/admin/users/${demo.toinenAdmin.id}`, { token: adminJwt, body: { is_active: false } });
    expect([other.status, errorCode(other.body)]).toEqual([404, 'USER_NOT_FOUND']);
    expect((await it_.db.owner`select is_active from identity.users where id = ${demo.toinenAdmin.id}`)[0]!.is_active).toBe(true);
    expect(errorCode((await call(it_.app, 'PUT', '/api/v2.5/admin/users/not-a-uuid', { token: adminJwt, body: {} })).body)).toBe('INVALID_ID');
    expect(errorCode((await call(it_.app, 'PUT', `/api/v2.5/admin/users/${demo.user.id}`, { token: adminJwt, body: { password_hash: 'x' } })).body)).toBe('VALIDATION_FAILED');
    expect(errorCode((await call(it_.app, 'PUT', `/api/v2.5/admin/users/${demo.user.id}`, { token: adminJwt, body: { restrictiontype: 'ALL' } })).body)).toBe('VALIDATION_FAILED');
  });
});

describe('seedIdentity', () => {
  it('is idempotent and leaves changed rows alone', async () => {
    const count = async () => (await it_.db.owner<{ n: number }[]>`select count(*)::int as n from identity.users`)[0]!.n;
    const before = await count();
    const name = await nameOf(demo.user.id);
    await seedIdentity(it_.db);
    expect(await count()).toBe(before);
    expect(await nameOf(demo.user.id)).toBe(name);
  });
});
