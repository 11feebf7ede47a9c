import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOrganisations, demoPassword, type LoginResult, type TokenResult, type User } from '@tunne/contracts';
import { createHttpSmsProvider } from '@tunne/platform';
import { createIdentityApp, signUrlToken } from '../index.ts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, claimsOf, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
beforeAll(async () => {
  it_ = await startIdentity();
}, 60_000);
afterAll(async () => it_?.stop());

const auth = '/api/v2.5/user/auth';
const me = '/api/v2.5/user/users/me';
const post = (body: unknown, ip?: string) => call<LoginResult>(it_.app, 'POST', auth, { body, ...(ip ? { ip } : {}) });

describe('POST /auth (login)', () => {
  it('logs in with e-mail and password and answers a session token with the user id', async () => {
    const { status, body } = await post({ email: 'Admin@Example.com ', password: demoPassword });
    expect(status).toBe(200);
    expect(body.data!.id).toBe(demo.admin.id);
    const claims = claimsOf(body.data!.jwt!);
    expect(claims).toMatchObject({ sub: demo.admin.id, org: demoOrganisations.demo.id, typ: 'session' });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const current = await call<User>(it_.app, 'GET', me, { token: body.data!.jwt! });
    expect(current.body.data!.email).toBe('admin@example.com');
  });

  it('moves the previous login time to prevlogin_at', async () => {
    await login(it_.app, 'user@example.com');
    const [first] = await it_.db.owner<{ lastlogin_at: Date }[]>`select lastlogin_at from identity.users where id = ${demo.user.id}`;
    const jwt = await login(it_.app, 'user@example.com');
    const { body } = await call<User>(it_.app, 'GET', me, { token: jwt });
    expect(body.data!.prevlogin_at).toBe(first!.lastlogin_at.toISOString());
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const wrong = await post({ email: 'user@example.com', password: 'Wrong-password-123' });
    const unknown = await post({ email: 'nobody@example.com', password: 'Wrong-password-123' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.errors).toEqual(unknown.body.errors);
    expect(errorCode(wrong.body)).toBe('LOGIN_FAILED');
  });

  it.each([
    [{ email: '', password: 'x' }, 'MISSING_EMAIL'],
    [{ password: 'x' }, 'MISSING_EMAIL'],
    [{ email: 'not-an-address', password: 'x' }, 'INVALID_EMAIL'],
    [{ email: 'user@example.com', password: '' }, 'PASSWORD_MISSING'],
    [{ email: 'user@example.com' }, 'PASSWORD_MISSING'],
  ])('refuses %j with %s', async (body, code) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(errorCode(answer.body)).toBe(code);
  });

  it('refuses malformed JSON, unknown fields and a wrong media type with catalogue codes', async () => {
    const malformed = await call(it_.app, 'POST', auth, { rawBody: '{"email": "user@example.com",' });
    expect([malformed.status, errorCode(malformed.body)]).toEqual([400, 'MALFORMED_JSON']);
    const unknown = await post({ email: 'user@example.com', password: demoPassword, is_admin: true });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([400, 'VALIDATION_FAILED']);
    const text = await call(it_.app, 'POST', auth, { rawBody: 'email=x', headers: { 'content-type': 'text/plain' } });
    expect([text.status, errorCode(text.body)]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('refuses an inactive user, a user without interface login and an inactive organisation (after the password)', async () => {
    const inactive = await post({ email: demo.inactive.email, password: demoPassword });
    expect([inactive.status, errorCode(inactive.body)]).toEqual([403, 'USER_NOT_ACTIVE']);
    const inactiveWrong = await post({ email: demo.inactive.email, password: 'Wrong-password-123' });
    expect(errorCode(inactiveWrong.body)).toBe('LOGIN_FAILED');
    const nologin = await post({ email: demo.nologin.email, password: demoPassword });
    expect([nologin.status, errorCode(nologin.body)]).toEqual([403, 'UI_LOGIN_DISABLED']);
    await it_.db.owner`update identity.organisations set is_active = false where id = ${demoOrganisations.toinen.id}`;
    try {
      const closed = await post({ email: demo.toinenAdmin.email, password: demoPassword });
      expect([closed.status, errorCode(closed.body)]).toEqual([403, 'ORGANISATION_NOT_ACTIVE']);
    } finally {
      await it_.db.owner`update identity.organisations set is_active = true where id = ${demoOrganisations.toinen.id}`;
    }
  });
});

describe('SMS access code', () => {
  const latestCode = () => /(\d{6})/.exec(it_.outbox.sms[0]?.text ?? '')?.[1];
  // Each test starts with the account's SMS allowance (3 codes in 15 minutes) unused.
  beforeEach(async () => {
    await it_.db.owner`delete from identity.rate_limit_hits where key like 'sms:%'`;
  });

  it('sends a code, refuses a wrong one and logs in with the right one, once', async () => {
    const first = await post({ email: demo.mfa.email, password: demoPassword });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ jwt: null, id: null, mfauth: true, mfauth_method: 'sms' });
    expect(it_.outbox.sms[0]).toMatchObject({ to: '+358401234567' });
    expect(it_.outbox.sms[0]!.text).toMatch(/^Tunne-kirjautumiskoodi: \d{6}$/);
    const code = latestCode()!;
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post({ email: demo.mfa.email, password: demoPassword, mfauth_password: wrongCode });
    expect([wrong.status, errorCode(wrong.body)]).toEqual([400, 'INVALID_ACCESS_CODE']);
    const right = await post({ email: demo.mfa.email, password: demoPassword, mfauth_password: code });
    expect(right.status).toBe(200);
    expect(right.body.data!.id).toBe(demo.mfa.id);
    const again = await post({ email: demo.mfa.email, password: demoPassword, mfauth_password: code });
    expect(errorCode(again.body)).toBe('INVALID_ACCESS_CODE');
  });

  it('refuses an expired code', async () => {
    await post({ email: demo.mfa.email, password: demoPassword });
    await it_.db.owner`update identity.login_codes set expires_at = now() - interval '1 second' where users_id = ${demo.mfa.id}`;
    const late = await post({ email: demo.mfa.email, password: demoPassword, mfauth_password: latestCode()! });
    expect(errorCode(late.body)).toBe('INVALID_ACCESS_CODE');
    // a successful login clears the account's failures for the next tests
    await post({ email: demo.mfa.email, password: demoPassword });
    await post({ email: demo.mfa.email, password: demoPassword, mfauth_password: latestCode()! });
  });

  it('answers ACCESS_CODE_SMS_FAILED when the SMS gateway does not answer', async () => {
    const { app: broken } = createIdentityApp({
      db: it_.db,
      tokens: it_.tokens,
      mailer: { send: async () => undefined },
      sms: createHttpSmsProvider({ url: 'http://127.0.0.1:9/sms', apiKey: 'k', sender: 'Tunne' }),
      publicUrl: it_.publicUrl,
    });
    const answer = await call(broken, 'POST', auth, { body: { email: demo.mfa.email, password: demoPassword } });
    expect([answer.status, errorCode(answer.body)]).toEqual([502, 'ACCESS_CODE_SMS_FAILED']);
  });

  it('sends at most 3 codes per account in 15 minutes, then answers RATE_LIMITED', async () => {
    const before = it_.outbox.sms.length;
    for (let i = 0; i < 3; i += 1) expect((await post({ email: demo.mfa.email, password: demoPassword })).body.data!.mfauth).toBe(true);
    const fourth = await post({ email: demo.mfa.email, password: demoPassword });
    expect([fourth.status, errorCode(fourth.body)]).toEqual([429, 'RATE_LIMITED']);
    expect(it_.outbox.sms.length).toBe(before + 3);
    // the last code sent still logs in
    expect((await post({ email: demo.mfa.email, password: demoPassword, mfauth_password: latestCode()! })).status).toBe(200);
  });
});

describe('rate limiting', () => {
  const sent = (phone: string, after: number) => it_.outbox.sms.slice(0, it_.outbox.sms.length - after).find((m) => m.to === phone);
  const codeIn = (text: string | undefined) => /(\d{6})/.exec(text ?? '')?.[1];
  const failFiveTimes = async (email: string) => {
    for (let i = 0; i < 5; i += 1) expect(errorCode((await post({ email, password: `Wrong-password-${i}` })).body)).toBe('LOGIN_FAILED');
  };
  beforeEach(async () => {
    await it_.db.owner`delete from identity.rate_limit_hits`;
  });

  it('answers 429 after 5 failures for an account without a phone, even with the right password, until the window passes', async () => {
    await failFiveTimes(demo.own.email);
    const locked = await post({ email: demo.own.email, password: demoPassword });
    expect([locked.status, errorCode(locked.body)]).toEqual([429, 'RATE_LIMITED']);
    const wrong = await post({ email: demo.own.email, password: 'Wrong-password-9' });
    expect(wrong.body).toEqual(locked.body);
    await it_.db.owner`update identity.rate_limit_hits set at = at - interval '16 minutes'`;
    expect((await post({ email: demo.own.email, password: demoPassword })).status).toBe(200);
  });

  it('checks at most 5 of 30 concurrent wrong passwords for one account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post({ email: demo.team.email, password: `Wrong-password-${i}` })),
    );
    const codes = answers.map((answer) => errorCode(answer.body));
    expect(codes.filter((code) => code === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(25);
  });

  it('answers 429 after 20 failures from one client address, for any account, and for no other address', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i += 1) {
      expect(errorCode((await post({ email: `stranger${i}@example.com`, password: 'Wrong-password-1' }, ip)).body)).toBe('LOGIN_FAILED');
    }
    const blocked = await post({ email: 'user@example.com', password: demoPassword }, ip);
    expect([blocked.status, errorCode(blocked.body)]).toEqual([429, 'RATE_LIMITED']);
    // the same address written as IPv4-mapped IPv6 (a dual-stack socket) is the same client
    expect(errorCode((await post({ email: 'user@example.com', password: demoPassword }, `::ffff:${ip}`)).body)).toBe('RATE_LIMITED');
    // the address limit has no way round, not even an access code
    expect(errorCode((await post({ email: demo.mfa.email, password: demoPassword, mfauth_password: '123456' }, ip)).body)).toBe('RATE_LIMITED');
    expect((await post({ email: 'user@example.com', password: demoPassword }, '203.0.113.78')).status).toBe(200);
  });

  it('does not believe X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < 20; i += 1) {
      const headers = { 'x-forwarded-for': `192.0.2.${i + 1}` };
      await call(it_.app, 'POST', auth, { body: { email: `forger${i}@example.com`, password: 'Wrong-password-1' }, ip, headers });
    }
    const forged = await call(it_.app, 'POST', auth, {
      body: { email: 'user@example.com', password: demoPassword },
      ip,
      headers: { 'x-forwarded-for': '192.0.2.200' },
    });
    expect(errorCode(forged.body)).toBe('RATE_LIMITED');
  });

  it('does not count successful logins against the client address', async () => {
    const ip = '203.0.113.91';
    for (let i = 0; i < 22; i += 1) expect((await post({ email: 'user@example.com', password: demoPassword }, ip)).status).toBe(200);
  });

  it('clears the account counter on a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await post({ email: demo.team.email, password: 'Wrong-password-1' });
    await login(it_.app, demo.team.email);
    for (let i = 0; i < 4; i += 1) await post({ email: demo.team.email, password: 'Wrong-password-1' });
    expect((await post({ email: demo.team.email, password: demoPassword })).status).toBe(200);
  });

  it('lets the owner of a locked account in with the right password and an SMS code to the profile phone', async () => {
    await failFiveTimes(demo.admin.email);
    const before = it_.outbox.sms.length;
    const first = await post({ email: demo.admin.email, password: demoPassword });
    expect([first.status, first.body.data]).toEqual([200, { jwt: null, id: null, mfauth: true, mfauth_method: 'sms' }]);
    const code = codeIn(sent('+358401110001', before)?.text);
    expect(code).toMatch(/^\d{6}$/);
    const opened = await post({ email: demo.admin.email, password: demoPassword, mfauth_password: code });
    expect(opened.status).toBe(200);
    expect(claimsOf(opened.body.data!.jwt!).sub).toBe(demo.admin.id);
    // the lockout is over: the password alone works again
    expect((await post({ email: demo.admin.email, password: demoPassword })).body.data!.jwt).toBeTruthy();
  });

  it('answers a locked account the same whatever the password, and checks the password only after a valid code', async () => {
    await failFiveTimes(demo.admin.email);
    const right = await post({ email: demo.admin.email, password: demoPassword });
    const wrong = await post({ email: demo.admin.email, password: 'Wrong-password-x' });
    expect(wrong.body).toEqual(right.body);
    // an address nobody has answers the same as an account with a phone
    await failFiveTimes('nobody-here@example.com');
    expect((await post({ email: 'nobody-here@example.com', password: 'Wrong-password-x' })).body).toEqual(right.body);

    const before = it_.outbox.sms.length;
    await post({ email: demo.admin.email, password: 'Wrong-password-y' });
    const code = codeIn(sent('+358401110001', before)?.text)!;
    expect(errorCode((await post({ email: demo.admin.email, password: demoPassword, mfauth_password: '000000' === code ? '111111' : '000000' })).body))
      .toBe('INVALID_ACCESS_CODE');
    const wrongWithCode = await post({ email: demo.admin.email, password: 'Wrong-password-z', mfauth_password: code });
    expect(errorCode(wrongWithCode.body)).toBe('LOGIN_FAILED');
    // the code was used up by that attempt; the account stays locked
    expect(errorCode((await post({ email: demo.admin.email, password: demoPassword, mfauth_password: code })).body)).toBe('INVALID_ACCESS_CODE');
    // the fourth code within 15 minutes is refused
    expect(errorCode((await post({ email: demo.admin.email, password: demoPassword })).body)).toBe('RATE_LIMITED');
  });
});

describe('PUT /auth/renew', () => {
  const renew = (token: string) => call<TokenResult>(it_.app, 'PUT', `${auth}/renew`, { token });

  it('renews a valid session token', async () => {
    const jwt = await login(it_.app, 'user@example.com');
    const { status, body } = await renew(jwt);
    expect(status).toBe(200);
    expect(body.data!.id).toBe(demo.user.id);
    expect(claimsOf(body.data!.jwt).sid).toBe(claimsOf(jwt).sid);
    expect((await call(it_.app, 'GET', me, { token: body.data!.jwt })).status).toBe(200);
  });

  it('renews a token expired within the auto-logout window, not one expired beyond it', async () => {
    const claims = claimsOf(await login(it_.app, 'user@example.com'));
    const session = { sub: claims.sub, org: claims.org, sid: claims.sid, typ: 'session' as const };
    const expired = await it_.tokens.sign(session, -60);
    expect(errorCode((await call(it_.app, 'GET', me, { token: expired })).body)).toBe('TOKEN_EXPIRED');
    expect((await renew(expired)).status).toBe(200);
    const tooOld = await it_.tokens.sign(session, -(30 * 60 + 60));
    const refused = await renew(tooOld);
    expect([refused.status, errorCode(refused.body)]).toEqual([403, 'TOKEN_EXPIRED']);
  });

  it('refuses a session idle longer than its window', async () => {
    const jwt = await login(it_.app, 'user@example.com');
    await it_.db.owner`update identity.sessions set last_renewed_at = now() - interval '2 hours' where id = ${claimsOf(jwt).sid}`;
    expect(errorCode((await renew(jwt)).body)).toBe('TOKEN_EXPIRED');
  });

  it('follows a short auto-logout: shorter tokens, shorter window', async () => {
    await it_.db.owner`update identity.users set autologout_timeout = 60 where id = ${demo.force.id}`;
    try {
      const jwt = await login(it_.app, demo.force.email);
      const claims = claimsOf(jwt);
      expect(claims.exp - claims.iat).toBe(60);
      const session = { sub: claims.sub, org: claims.org, sid: claims.sid, typ: 'session' as const };
      expect((await renew(await it_.tokens.sign(session, -30))).status).toBe(200);
      expect(errorCode((await renew(await it_.tokens.sign(session, -90))).body)).toBe('TOKEN_EXPIRED');
    } finally {
      await it_.db.owner`update identity.users set autologout_timeout = null where id = ${demo.force.id}`;
    }
  });

  it('refuses a revoked session (logout), a forged token and no token', async () => {
    const jwt = await login(it_.app, 'user@example.com');
    expect((await call(it_.app, 'DELETE', auth, { token: jwt })).body).toEqual({ status: true, data: null, errors: [] });
    const refused = await renew(jwt);
    expect([refused.status, errorCode(refused.body)]).toEqual([401, 'NOT_LOGGED_IN']);
    expect(errorCode((await call(it_.app, 'GET', me, { token: jwt })).body)).toBe('NOT_LOGGED_IN');
    const [head, payload] = jwt.split('.');
    expect(errorCode((await renew(`${head}.${payload}.forged-signature`)).body)).toBe('NOT_LOGGED_IN');
    expect(errorCode((await call(it_.app, 'PUT', `${auth}/renew`)).body)).toBe('NOT_LOGGED_IN');
  });
});

describe('PUT /auth (temporary and URL tokens)', () => {
  it('gives a 60-second temporary token that is not accepted as a session token', async () => {
    const jwt = await login(it_.app, 'user@example.com');
    const { status, body } = await call<TokenResult>(it_.app, 'PUT', auth, { token: jwt, body: { lifetime: 60 } });
    expect(status).toBe(200);
    const claims = claimsOf(body.data!.jwt);
    expect(claims).toMatchObject({ typ: 'temporary', sub: demo.user.id, sid: claimsOf(jwt).sid });
    expect(claims.exp - claims.iat).toBe(60);
    const asSession = await call(it_.app, 'GET', me, { token: body.data!.jwt });
    expect([asSession.status, errorCode(asSession.body)]).toEqual([401, 'NOT_LOGGED_IN']);
    expect(errorCode((await call(it_.app, 'PUT', `${auth}/renew`, { token: body.data!.jwt })).body)).toBe('NOT_LOGGED_IN');
  });

  it('needs a session for a temporary token and accepts only lifetime 60', async () => {
    expect(errorCode((await call(it_.app, 'PUT', auth, { body: { lifetime: 60 } })).body)).toBe('NOT_LOGGED_IN');
    const jwt = await login(it_.app, 'user@example.com');
    expect(errorCode((await call(it_.app, 'PUT', auth, { token: jwt, body: { lifetime: 3600 } })).body)).toBe('VALIDATION_FAILED');
  });

  it('exchanges a URL token for a session once', async () => {
    const urlToken = await signUrlToken(it_.tokens, it_.db, 'user@example.com');
    expect(errorCode((await call(it_.app, 'GET', me, { token: urlToken })).body)).toBe('NOT_LOGGED_IN');
    const { status, body } = await call<TokenResult>(it_.app, 'PUT', auth, { body: { jwt: urlToken } });
    expect(status).toBe(200);
    expect(claimsOf(body.data!.jwt).typ).toBe('session');
    expect((await call<User>(it_.app, 'GET', me, { token: body.data!.jwt })).body.data!.id).toBe(demo.user.id);
    const again = await call(it_.app, 'PUT', auth, { body: { jwt: urlToken } });
    expect(errorCode(again.body)).toBe('NOT_LOGGED_IN');
  });

  it('refuses a session token, a user without interface login and an inactive user', async () => {
    const session = await login(it_.app, 'user@example.com');
    expect(errorCode((await call(it_.app, 'PUT', auth, { body: { jwt: session } })).body)).toBe('NOT_LOGGED_IN');
    const nologin = await signUrlToken(it_.tokens, it_.db, demo.nologin.email);
    expect(errorCode((await call(it_.app, 'PUT', auth, { body: { jwt: nologin } })).body)).toBe('UI_LOGIN_DISABLED');
    const inactive = await signUrlToken(it_.tokens, it_.db, demo.inactive.email);
    expect(errorCode((await call(it_.app, 'PUT', auth, { body: { jwt: inactive } })).body)).toBe('USER_NOT_ACTIVE');
  });
});

describe('deactivation', () => {
  it('stops a deactivated user\'s existing token at once', async () => {
    const jwt = await login(it_.app, demo.team.email);
    expect((await call(it_.app, 'GET', me, { token: jwt })).status).toBe(200);
    await it_.db.owner`update identity.users set is_active = false where id = ${demo.team.id}`;
    try {
      const refused = await call(it_.app, 'GET', me, { token: jwt });
      expect([refused.status, errorCode(refused.body)]).toEqual([403, 'USER_NOT_ACTIVE']);
      expect(errorCode((await call(it_.app, 'PUT', `${auth}/renew`, { token: jwt })).body)).toBe('USER_NOT_ACTIVE');
    } finally {
      await it_.db.owner`update identity.users set is_active = true where id = ${demo.team.id}`;
    }
  });
});
