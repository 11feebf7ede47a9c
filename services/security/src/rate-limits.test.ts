import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, demoUsers, type LoginResult } from '@tunne/contracts';
import { makePdf } from './outbound-files.ts';
import { call, errorCode, startSecurityGateway, type SecurityGateway } from './support.ts';

/**
 * Finding 2 (high): rate limits that hold. Attempts are counted before the password is checked, so concurrent guesses
 * cannot outrun the count; the client address is the socket's peer unless that peer is a trusted proxy; reset mails and
 * SMS codes are limited per account and per address; and a lockout never shuts the owner out for good.
 */
let g: SecurityGateway;
const proxy = '10.0.0.1';
beforeAll(async () => {
  g = await startSecurityGateway({ trustedProxies: ['10.0.0.0/8'] });
});
afterAll(async () => g?.stop());

const auth = '/api/v2.5/user/auth';
const adminPhone = '+358401110001';
const post = (body: Record<string, string>, socket: string, headers: Record<string, string> = {}) =>
  call<LoginResult>(g.app, 'POST', auth, { body, socket, headers });
const forgot = (email: string, socket: string) => call(g.app, 'PATCH', `${auth}/forgot`, { body: { email }, socket });
/** A distinct client per request, so only the account's limit is in play. */
const client = (i: number) => `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;
const codes = (answers: { body: { errors: { code: string }[] } }[]) => answers.map((a) => a.body.errors[0]?.code ?? 'OK');
const count = (list: string[], code: string) => list.filter((c) => c === code).length;
const passwordFailures = async (usersId: string): Promise<number> => {
  const [row] = await g.db.owner<{ n: number }[]>`select count(*)::int as n from identity.security_events
    where type = 'login.failed' and target_users_id = ${usersId} and details->>'reason' = 'password'`;
  return row!.n;
};
const smsTo = (phone: string) => g.outbox.sms.filter((m) => m.to === phone);
const mailsTo = (address: string) => g.outbox.mails.filter((m) => m.to.includes(address));

describe('concurrent brute force', () => {
  it('checks at most 5 of 100 concurrent wrong passwords for one account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post({ email: demoUsers.own.email, password: `Guess-number-${i}-x` }, client(i))),
    );
    const seen = codes(answers);
    expect(count(seen, 'LOGIN_FAILED')).toBe(5);
    expect(count(seen, 'RATE_LIMITED')).toBe(95);
    // each checked password is one login.failed in the security log: 5, not 100
    expect(await passwordFailures(demoUsers.own.id)).toBe(5);
    // locked: the right password alone does not open an account without a phone
    expect(errorCode(await post({ email: demoUsers.own.email, password: demoPassword }, client(200)))).toBe('RATE_LIMITED');
  });

  it('lets the owner of a locked account in with the right password and an SMS code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post({ email: demoUsers.admin.email, password: `Guess-number-${i}-y` }, client(300 + i))),
    );
    const seen = codes(answers);
    expect(count(seen, 'LOGIN_FAILED')).toBe(5);
    // past the limit a password is not checked: the answer offers an access code (3 SMS at most) or RATE_LIMITED
    expect(answers.filter((a) => a.body.data?.jwt)).toHaveLength(0);
    expect(count(seen, 'OK')).toBe(3);
    expect(count(seen, 'RATE_LIMITED')).toBe(92);
    expect(smsTo(adminPhone)).toHaveLength(3);
    const [locked] = await g.db.owner<{ n: number }[]>`select count(*)::int as n from identity.security_events
      where type = 'login.locked' and target_users_id = ${demoUsers.admin.id}`;
    expect(locked!.n).toBe(1);

    // the owner, later (the attacker's SMS allowance has aged out): right password, then the code sent to the phone
    await g.db.owner`update identity.rate_limit_hits set at = at - interval '16 minutes' where key like 'sms:%'`;
    const asked = await post({ email: demoUsers.admin.email, password: demoPassword }, '203.0.113.10');
    expect(asked.body.data).toMatchObject({ jwt: null, mfauth: true });
    const code = /(\d{6})/.exec(smsTo(adminPhone)[0]!.text)![1]!;
    const opened = await post({ email: demoUsers.admin.email, password: demoPassword, mfauth_password: code }, '203.0.113.10');
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.data!.jwt).toBeTruthy();
  });

  it('lets the owner of a locked account without a phone in through a reset link', async () => {
    expect(errorCode(await post({ email: demoUsers.own.email, password: demoPassword }, '203.0.113.11'))).toBe('RATE_LIMITED');
    expect((await forgot(demoUsers.own.email, '203.0.113.11')).status).toBe(200);
    const mail = await g.outbox.waitFor(() => mailsTo(demoUsers.own.email)[0]);
    const token = /\/app\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const newPassword = 'Lukko-aukeaa-linkilla-7';
    expect((await call(g.app, 'PATCH', `${auth}/reset`, { body: { token, password: newPassword }, socket: '203.0.113.11' })).status).toBe(200);
    const opened = await post({ email: demoUsers.own.email, password: newPassword }, '203.0.113.11');
    expect(opened.status, opened.text).toBe(200);
  });
});

describe('client address', () => {
  it('does not reset the per-address limit for a new X-Forwarded-For from the same socket', async () => {
    const socket = '203.0.113.20';
    const answers = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push(await post({ email: `stranger${i}@example.com`, password: 'Wrong-password-1' }, socket, { 'x-forwarded-for': `192.0.2.${i + 1}` }));
    }
    const seen = codes(answers);
    expect(seen.slice(0, 20).every((c) => c === 'LOGIN_FAILED')).toBe(true);
    expect(seen.slice(20).every((c) => c === 'RATE_LIMITED')).toBe(true);
    // not even the right password of another account, with yet another forged header
    const right = await post({ email: demoUsers.user.email, password: demoPassword }, socket, { 'x-forwarded-for': '192.0.2.99' });
    expect(errorCode(right)).toBe('RATE_LIMITED');
  });

  it('uses the forwarded address when the socket is a trusted proxy, and ignores what the client prepended', async () => {
    const behind = (address: string, forged = '') => ({ 'x-forwarded-for': `${forged}${address}` });
    for (let i = 0; i < 20; i += 1) {
      const answer = await post({ email: `proxied${i}@example.com`, password: 'Wrong-password-1' }, proxy, behind('198.51.200.1', `192.0.2.${i + 1}, `));
      expect(errorCode(answer)).toBe('LOGIN_FAILED');
    }
    expect(errorCode(await post({ email: demoUsers.user.email, password: demoPassword }, proxy, behind('198.51.200.1', '192.0.2.250, ')))).toBe('RATE_LIMITED');
    // another client behind the same proxy is not affected
    const other = await post({ email: demoUsers.user.email, password: demoPassword }, proxy, behind('198.51.200.2'));
    expect(other.status, other.text).toBe(200);
    // the security log names the client, not the proxy
    const [row] = await g.db.owner<{ address: string }[]>`select address from identity.security_events
      where type = 'login.succeeded' and users_id = ${demoUsers.user.id} order by id desc limit 1`;
    expect(row!.address).toBe('198.51.200.2');
  });
});

describe('mail and SMS floods', () => {
  it('sends at most 3 reset mails for 50 requests, and refuses an address after 20', async () => {
    const socket = '203.0.113.30';
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push(await forgot(demoUsers.user.email, socket));
    expect(answers.slice(0, 20).every((a) => a.status === 200 && a.body.status)).toBe(true);
    expect(answers.slice(20).every((a) => a.status === 429 && errorCode(a) === 'RATE_LIMITED')).toBe(true);
    // from many addresses: every answer the same as for an unknown address, still only 3 mails in the hour
    const spread = await Promise.all(Array.from({ length: 20 }, (_, i) => forgot(demoUsers.user.email, client(500 + i))));
    const unknown = await forgot('nobody@example.com', client(600));
    expect(spread.every((a) => a.text === unknown.text)).toBe(true);
    await g.outbox.waitFor(() => (mailsTo(demoUsers.user.email).length >= 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(demoUsers.user.email)).toHaveLength(3);
  });

  it('sends at most 3 SMS access codes per account in 15 minutes', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post({ email: demoUsers.mfa.email, password: demoPassword }, client(700 + i))));
    const seen = codes(answers);
    expect(count(seen, 'OK')).toBe(3);
    expect(count(seen, 'RATE_LIMITED')).toBe(7);
    expect(smsTo('+358401234567')).toHaveLength(3);
  });
});

describe('the verification page', () => {
  it('checks at most 20 PDFs per address in 15 minutes, whatever X-Forwarded-For says, and serves another address', async () => {
    const pdf = await makePdf('Rate limit probe');
    const verify = (socket: string, headers: Record<string, string> = {}) => {
      const form = new FormData();
      form.append('file', new File([pdf as BlobPart], 'sopimus.pdf', { type: 'application/pdf' }));
      return call<{ valid: boolean }>(g.app, 'POST', '/api/v2.5/public/verify', { socket, headers, rawBody: form });
    };
    const socket = '203.0.113.40';
    const answers = [];
    for (let i = 0; i < 25; i += 1) answers.push(await verify(socket, { 'x-forwarded-for': `192.0.2.${i + 1}` }));
    expect(answers.slice(0, 20).every((a) => a.status === 200), answers[0]!.text).toBe(true);
    expect(answers.slice(20).every((a) => a.status === 429 && errorCode(a) === 'RATE_LIMITED' && a.body.data === null)).toBe(true);
    expect(answers[24]!.headers.get('retry-after')).toBeTruthy();
    expect((await verify('203.0.113.41')).status).toBe(200);
  });
});
