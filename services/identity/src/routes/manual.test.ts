import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResult } from '@tunne/contracts';
import type { OutboxMail } from '@tunne/platform';
import { pdfPageTexts } from '../manual/pdf-text.ts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
let adminJwt: string;
let userJwt: string;
let toinenJwt: string;
beforeAll(async () => {
  // Mail through the real SMTP sink: the attachment arrives as a mail client would get it.
  it_ = await startIdentity({ smtp: true });
  [adminJwt, userJwt, toinenJwt] = [await login(it_.app, demo.admin.email), await login(it_.app, demo.user.email), await login(it_.app, demo.toinenAdmin.email)];
}, 60_000);
afterAll(async () => it_?.stop());

const manual = '/api/v2.5/user/manual';
const setLanguage = (id: string, language: string) => it_.db.owner`update identity.users set language = ${language} where id = ${id}`;

const download = async (options: { token?: string; query?: string }) => {
  const response = await it_.app.request(`${manual}${options.query ? `?jwt=${options.query}` : ''}`, {
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

const temporaryToken = async (session: string): Promise<string> => {
  const { body } = await call<TokenResult>(it_.app, 'PUT', '/api/v2.5/user/auth', { token: session, body: { lifetime: 60 } });
  return body.data!.jwt;
};

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

describe('GET /api/v2.5/user/manual', () => {
  it.each([
    ['fi', 'tunne-kayttoopas.pdf', 'Käyttöopas', 'Kirjautuminen'],
    ['en', 'tunne-user-guide.pdf', 'User guide', 'Logging in'],
    ['se', 'tunne-user-guide.pdf', 'User guide', 'Logging in'],
  ])('answers the guide as a PDF for a user whose language is %s', async (language, filename, title, firstSection) => {
    await setLanguage(demo.user.id, language);
    const { response, bytes } = await download({ token: userJwt });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
    expect(isPdf(bytes)).toBe(true);
    const pages = await pdfPageTexts(bytes);
    expect(pages[0]).toContain(title);
    expect(pages[1]).toContain(firstSection);
  });

  it('opens with a temporary token in ?jwt=, not with a session token there', async () => {
    await setLanguage(demo.user.id, 'fi');
    const temporary = await download({ query: await temporaryToken(userJwt) });
    expect(temporary.response.status).toBe(200);
    expect(isPdf(temporary.bytes)).toBe(true);
    const session = await download({ query: userJwt });
    expect(session.response.status).toBe(401);
    expect(JSON.parse(Buffer.from(session.bytes).toString('utf8')).errors[0].code).toBe('NOT_LOGGED_IN');
    const none = await download({});
    expect(none.response.status).toBe(401);
  });
});

describe('POST /api/v2.5/admin/users/{id}/manual', () => {
  const send = (token: string, id: string) => call<boolean>(it_.app, 'POST', `/api/v2.5/admin/users/${id}/manual`, { token });
  const changes = async () => it_.db.owner<{ users_id: string; section: string; entity: string; entity_id: string; action: string; after: unknown }[]>`
    select users_id, section, entity, entity_id, action, after from identity.settings_changes where entity = 'manual' order by id`;
  const mailsTo = (email: string) => it_.outbox.mails.filter((m) => m.to.includes(email));

  it('mails the guide in the user\'s language as a PDF attachment and records who sent it', async () => {
    await setLanguage(demo.user.id, 'en');
    const { status, body } = await send(adminJwt, demo.user.id);
    expect([status, body.status, body.data]).toEqual([200, true, true]);
    const mail: OutboxMail = await it_.outbox.waitFor(() => mailsTo(demo.user.email)[0]);
    expect(mail.subject).toBe('Tunne – user guide');
    expect(mail.text).toContain(demo.user.name);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    expect(attachment).toMatchObject({ filename: 'tunne-user-guide.pdf', contentType: 'application/pdf' });
    expect(isPdf(attachment!.content)).toBe(true);
    expect((await pdfPageTexts(attachment!.content))[0]).toContain('User guide');
    expect(await changes()).toEqual([{
      users_id: demo.admin.id, section: 'users', entity: 'manual', entity_id: demo.user.id, action: 'create',
      after: { language: 'en', file: 'tunne-user-guide.pdf' },
    }]);
  });

  it('sends the Finnish guide to a Finnish user', async () => {
    await setLanguage(demo.team.id, 'fi');
    expect((await send(adminJwt, demo.team.id)).status).toBe(200);
    const mail = await it_.outbox.waitFor(() => mailsTo(demo.team.email)[0]);
    expect([mail.subject, mail.attachments?.[0]?.filename]).toEqual(['Tunne – käyttöopas', 'tunne-kayttoopas.pdf']);
  });

  it('refuses a regular user (403), another organisation\'s user (404) and a malformed id (400): no mail, nothing recorded', async () => {
    const [mailsBefore, changesBefore] = [it_.outbox.mails.length, (await changes()).length];
    const regular = await send(userJwt, demo.team.id);
    expect([regular.status, errorCode(regular.body)]).toEqual([403, 'FORBIDDEN']);
    const foreign = await send(adminJwt, demo.toinenAdmin.id);
    expect([foreign.status, errorCode(foreign.body), foreign.body.data]).toEqual([404, 'USER_NOT_FOUND', null]);
    const back = await send(toinenJwt, demo.user.id);
    expect([back.status, errorCode(back.body)]).toEqual([404, 'USER_NOT_FOUND']);
    const malformed = await send(adminJwt, 'not-an-id');
    expect(malformed.status).toBe(400);
    const anonymous = await call(it_.app, 'POST', `/api/v2.5/admin/users/${demo.user.id}/manual`);
    expect(anonymous.status).toBe(401);
    // The sink delivers a moment after the answer: give a stray mail the time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(it_.outbox.mails.length).toBe(mailsBefore);
    expect((await changes()).length).toBe(changesBefore);
  });
});
