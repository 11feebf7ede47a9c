import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoOrganisations,
  demoPassword,
  type LoginResult,
  type Organisation,
  type OrganisationSecurity,
  type SessionsEnded,
  type TokenResult,
  type UserSession,
  type UserSessionCount,
} from '@tunne/contracts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, claimsOf, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
beforeAll(async () => {
  it_ = await startIdentity();
}, 60_000);
afterAll(async () => it_?.stop());

const mine = '/api/v2.5/user/users/me/sessions';
const me = '/api/v2.5/user/users/me';
const security = '/api/v2.5/admin/organizations/security';
const adminSessions = (id: string) => `/api/v2.5/admin/users/${id}/sessions`;
const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const loginFrom = async (email: string, ip: string, userAgent: string): Promise<string> => {
  const { body } = await call<LoginResult>(it_.app, 'POST', '/api/v2.5/user/auth', {
    body: { email, password: demoPassword },
    ip,
    headers: { 'user-agent': userAgent },
  });
  return body.data!.jwt!;
};

const list = async (jwt: string): Promise<UserSession[]> => (await call<UserSession[]>(it_.app, 'GET', mine, { token: jwt })).body.data!;
const statusOf = async (jwt: string) => {
  const answer = await call(it_.app, 'GET', me, { token: jwt });
  return answer.status === 200 ? 200 : errorCode(answer.body);
};
const sessionOf = (jwt: string): string => claimsOf(jwt).sid;

describe('own sessions', () => {
  it('lists the active sessions with browser, system and address at login, the current one marked', async () => {
    const laptop = await loginFrom(demo.team.email, '203.0.113.7', chromeOnLinux);
    const phone = await loginFrom(demo.team.email, '203.0.113.8', safariOnIphone);
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    expect(current).toMatchObject({ id: sessionOf(laptop), browser: 'Chrome', os: 'Linux', address: '203.0.113.7' });
    expect(sessions.find((s) => !s.current)).toMatchObject({ id: sessionOf(phone), browser: 'Safari', os: 'iOS', address: '203.0.113.8' });
    expect(Date.parse(current.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(current.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(current.created_at));
    // Never the full user agent.
    const columns = await it_.db.owner<{ column_name: string }[]>`
      select column_name from information_schema.columns where table_schema = 'identity' and table_name = 'sessions'`;
    expect(columns.map((c) => c.column_name)).not.toContain('user_agent');

    // Renewal moves last_seen_at; a logged-out session is no longer listed.
    await it_.db.owner`update identity.sessions set last_renewed_at = now() - interval '5 minutes' where id = ${sessionOf(phone)}`;
    const renewed = await call<TokenResult>(it_.app, 'PUT', '/api/v2.5/user/auth/renew', { token: phone });
    const seen = (await list(laptop)).find((s) => s.id === sessionOf(phone))!.last_seen_at;
    expect(Date.parse(seen)).toBeGreaterThan(Date.now() - 60_000);
    await call(it_.app, 'DELETE', '/api/v2.5/user/auth', { token: renewed.body.data!.jwt });
    expect((await list(laptop)).map((s) => s.id)).toEqual([sessionOf(laptop)]);
  });

  it('ends one other session; that token stops working at once', async () => {
    const laptop = await loginFrom(demo.own.email, '203.0.113.9', chromeOnLinux);
    const phone = await loginFrom(demo.own.email, '203.0.113.10', safariOnIphone);
    const ended = await call(it_.app, 'DELETE', `${mine}/${sessionOf(phone)}`, { token: laptop });
    expect(ended.body).toEqual({ status: true, data: null, errors: [] });
    expect(await statusOf(phone)).toBe('NOT_LOGGED_IN');
    expect(await statusOf(laptop)).toBe(200);
    const again = await call(it_.app, 'DELETE', `${mine}/${sessionOf(phone)}`, { token: laptop });
    expect([again.status, errorCode(again.body)]).toEqual([404, 'NOT_FOUND']);
    const malformed = await call(it_.app, 'DELETE', `${mine}/not-a-session`, { token: laptop });
    expect([malformed.status, errorCode(malformed.body)]).toEqual([400, 'INVALID_ID']);
  });

  it('cannot end another user\'s session', async () => {
    const other = await login(it_.app, demo.user.email);
    const own = await login(it_.app, demo.own.email);
    const refused = await call(it_.app, 'DELETE', `${mine}/${sessionOf(other)}`, { token: own });
    expect([refused.status, errorCode(refused.body)]).toEqual([404, 'NOT_FOUND']);
    expect(await statusOf(other)).toBe(200);
  });

  it('ending the current session is a logout', async () => {
    const jwt = await login(it_.app, demo.own.email);
    expect((await call(it_.app, 'DELETE', `${mine}/${sessionOf(jwt)}`, { token: jwt })).status).toBe(200);
    expect(await statusOf(jwt)).toBe('NOT_LOGGED_IN');
    expect(errorCode((await call(it_.app, 'PUT', '/api/v2.5/user/auth/renew', { token: jwt })).body)).toBe('NOT_LOGGED_IN');
  });

  it('ends all other sessions and keeps the current one', async () => {
    const keep = await login(it_.app, demo.user.email);
    const others = [await login(it_.app, demo.user.email), await login(it_.app, demo.user.email)];
    const before = (await list(keep)).length;
    const { body } = await call<SessionsEnded>(it_.app, 'DELETE', mine, { token: keep });
    expect(body.data!.ended).toBe(before - 1);
    for (const jwt of others) expect(await statusOf(jwt)).toBe('NOT_LOGGED_IN');
    expect(await statusOf(keep)).toBe(200);
    expect((await list(keep)).map((s) => s.id)).toEqual([sessionOf(keep)]);
  });
});

describe('an administrator and a user\'s sessions', () => {
  it('lists and ends every session of a user of the same organisation', async () => {
    const admin = await login(it_.app, demo.admin.email);
    const userTokens = [await login(it_.app, demo.team.email), await login(it_.app, demo.team.email)];
    const listed = await call<UserSession[]>(it_.app, 'GET', adminSessions(demo.team.id), { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data!.map((s) => s.id)).toEqual(expect.arrayContaining(userTokens.map(sessionOf)));
    expect(listed.body.data!.every((s) => !s.current)).toBe(true);

    const counts = await call<UserSessionCount[]>(it_.app, 'GET', '/api/v2.5/admin/organizations/my/sessions', { token: admin });
    expect(counts.body.data!.find((c) => c.users_id === demo.team.id)!.active_sessions).toBe(listed.body.data!.length);
    expect(counts.body.data!.map((c) => c.users_id)).not.toContain(demo.toinenAdmin.id);

    const ended = await call<SessionsEnded>(it_.app, 'DELETE', adminSessions(demo.team.id), { token: admin });
    expect(ended.body.data!.ended).toBe(listed.body.data!.length);
    for (const jwt of userTokens) expect(await statusOf(jwt)).toBe('NOT_LOGGED_IN');
    expect((await call<UserSession[]>(it_.app, 'GET', adminSessions(demo.team.id), { token: admin })).body.data).toEqual([]);
    expect(await statusOf(admin)).toBe(200);
  });

  it('refuses a regular user and another organisation\'s administrator', async () => {
    const target = await login(it_.app, demo.user.email);
    const regular = await login(it_.app, demo.own.email);
    for (const method of ['GET', 'DELETE']) {
      const refused = await call(it_.app, method, adminSessions(demo.user.id), { token: regular });
      expect([refused.status, errorCode(refused.body)]).toEqual([403, 'FORBIDDEN']);
    }
    expect(errorCode((await call(it_.app, 'GET', '/api/v2.5/admin/organizations/my/sessions', { token: regular })).body)).toBe('FORBIDDEN');
    const toinen = await login(it_.app, demo.toinenAdmin.email);
    for (const method of ['GET', 'DELETE']) {
      const refused = await call(it_.app, method, adminSessions(demo.user.id), { token: toinen });
      expect([refused.status, errorCode(refused.body)]).toEqual([404, 'USER_NOT_FOUND']);
    }
    expect(await statusOf(target)).toBe(200);
  });
});

describe('idle and absolute timeouts', () => {
  const setClock = (jwt: string, clock: { idleMinutes?: number; ageHours?: number }) => it_.db.owner`
    update identity.sessions
    set last_renewed_at = now() - make_interval(mins => ${clock.idleMinutes ?? 0}),
        created_at = now() - make_interval(hours => ${clock.ageHours ?? 0}) - make_interval(mins => ${clock.idleMinutes ?? 0})
    where id = ${sessionOf(jwt)}`;
  const renew = async (jwt: string) => {
    const answer = await call<TokenResult>(it_.app, 'PUT', '/api/v2.5/user/auth/renew', { token: jwt });
    return answer.status === 200 ? 200 : errorCode(answer.body);
  };
  const setOrganisation = async (body: Partial<OrganisationSecurity>) => {
    const admin = await login(it_.app, demo.toinenAdmin.email);
    const answer = await call<OrganisationSecurity>(it_.app, 'PUT', security, { token: admin, body });
    expect(answer.status).toBe(200);
    return answer.body.data!;
  };
  afterAll(async () => {
    await it_.db.owner`update identity.organisations set session_idle_minutes = 30, session_absolute_hours = 12`;
  });

  it('ends a session idle longer than the 30-minute default, also for a token that has not expired yet', async () => {
    const fresh = await login(it_.app, demo.user.email);
    await setClock(fresh, { idleMinutes: 29 });
    expect(await statusOf(fresh)).toBe(200);
    const idle = await login(it_.app, demo.user.email);
    await setClock(idle, { idleMinutes: 31 });
    expect(await statusOf(idle)).toBe('TOKEN_EXPIRED');
    expect(await renew(idle)).toBe('TOKEN_EXPIRED');
    expect((await list(fresh)).map((s) => s.id)).not.toContain(sessionOf(idle));
  });

  it('follows the organisation\'s idle timeout when it is shorter than the user\'s, tokens included', async () => {
    expect(await setOrganisation({ session_idle_minutes: 10 })).toEqual({ require_second_factor: false, session_idle_minutes: 10, session_absolute_hours: 12 });
    const jwt = await login(it_.app, demo.toinenAdmin.email);
    const claims = claimsOf(jwt);
    expect(claims.exp - claims.iat).toBe(10 * 60);
    await setClock(jwt, { idleMinutes: 9 });
    expect(await statusOf(jwt)).toBe(200);
    const renewed = await call<TokenResult>(it_.app, 'PUT', '/api/v2.5/user/auth/renew', { token: jwt });
    expect(renewed.status).toBe(200);
    await setClock(jwt, { idleMinutes: 11 });
    expect(await statusOf(renewed.body.data!.jwt)).toBe('TOKEN_EXPIRED');
    expect(await renew(renewed.body.data!.jwt)).toBe('TOKEN_EXPIRED');
    // The other organisation keeps its own setting.
    const demoUser = await login(it_.app, demo.user.email);
    await setClock(demoUser, { idleMinutes: 11 });
    expect(await statusOf(demoUser)).toBe(200);
  });

  it('ends a session older than the absolute limit however active it is', async () => {
    await setOrganisation({ session_idle_minutes: 30, session_absolute_hours: 2 });
    const jwt = await login(it_.app, demo.toinenAdmin.email);
    await setClock(jwt, { ageHours: 1 });
    expect(await statusOf(jwt)).toBe(200);
    expect(await renew(jwt)).toBe(200);
    await setClock(jwt, { ageHours: 3 });
    expect(await statusOf(jwt)).toBe('TOKEN_EXPIRED');
    expect(await renew(jwt)).toBe('TOKEN_EXPIRED');
    // The demo organisation's 12 hours still hold there.
    const demoUser = await login(it_.app, demo.user.email);
    await setClock(demoUser, { ageHours: 3 });
    expect(await statusOf(demoUser)).toBe(200);
    await setClock(demoUser, { ageHours: 13 });
    expect(await statusOf(demoUser)).toBe('TOKEN_EXPIRED');
  });

  it('validates the settings and shows them in the organisation', async () => {
    const admin = await login(it_.app, demo.toinenAdmin.email);
    for (const body of [{ session_idle_minutes: 4 }, { session_idle_minutes: 481 }, { session_absolute_hours: 0 }, { session_absolute_hours: 73 }, { session_idle_minutes: 7.5 }, { unknown: 1 }]) {
      const refused = await call(it_.app, 'PUT', security, { token: admin, body });
      expect([refused.status, errorCode(refused.body)], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    await setOrganisation({ session_idle_minutes: 480, session_absolute_hours: 72 });
    const organisation = await call<Organisation>(it_.app, 'GET', '/api/v2.5/user/organizations/my', { token: admin });
    expect(organisation.body.data).toMatchObject({ require_second_factor: false, session_idle_minutes: 480, session_absolute_hours: 72 });
    const [demoRow] = await it_.db.owner<OrganisationSecurity[]>`
      select require_second_factor, session_idle_minutes, session_absolute_hours from identity.organisations where id = ${demoOrganisations.demo.id}`;
    expect(demoRow).toEqual({ require_second_factor: false, session_idle_minutes: 30, session_absolute_hours: 12 });
  });
});
