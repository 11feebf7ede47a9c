import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { customersMigrations, customersPorts, demoCustomers, seedCustomers } from '@tunne/customers/testing';
import { identityMigrations, identityPorts, seedIdentity } from '@tunne/identity/testing';
import { createOutboundApp, generateDevSigningKey, outboundMigrations, outboundPorts, type OutboundDeps } from '@tunne/outbound/testing';
import {
  demoOrganisations, demoUsers, type CustomerRecordsPort, type Envelope, type Letter, type PublicLetterView, type PublicReceipt,
  type PublicRequestView, type Request, type RiskAnswersPort,
} from '@tunne/contracts';
import { AppError, createOutboxSmsProvider, createTokenService, DevOutbox, type Mailer, type PrincipalResolver } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { createPublicApp } from './index.ts';

// The public API through the outbound service's real ports on a migrated database: staff create and send a request or
// a letter through the outbound app, the recipient's link comes from the mail in the outbox, and the recipient opens
// and answers it through the public app, as mf-public does.

const org = demoOrganisations.demo.id;
const admin = demoUsers.admin.id;
const tokens = createTokenService({ secret: 'public-test-secret-'.padEnd(48, 'x') });
const resolve: PrincipalResolver = async (claims) => {
  if (claims.sub !== admin) throw new AppError('UNKNOWN_USER', 'Unknown user');
  return {
    usersId: admin, organisationsId: org, isAdmin: true, restrictiontype: 'NONE', teamIds: [], features: ['use_requests', 'use_letters'],
    sessionId: claims.sid, tokenType: claims.typ,
  };
};

let t: TestDatabase;
let outbound: Hono;
let publicApp: Hono;
let outbox: DevOutbox;
let customer: string;
let n = 0;

beforeAll(async () => {
  t = await createTestDatabase([identityMigrations, customersMigrations, outboundMigrations]);
  await seedIdentity(t.db);
  await seedCustomers(t.db);
  await t.db.owner`update identity.organisations set use_requests_accept = false where id = ${org}`;
  outbox = new DevOutbox();
  const mailer: Mailer = { send: async (m) => outbox.addMail({ to: [m.to], from: 'no-reply@tunne.local', subject: m.subject, text: m.text, html: m.html ?? null }) };
  const register = customersPorts(t.db).register;
  // The records and risk answers have their own owners; here they only need to answer (nothing asked of them is checked).
  const records: CustomerRecordsPort = {
    snapshot: async (scope, customersId) =>
      (await register.isVisible(scope, customersId))
        ? { customersId, name: 'Asiakas', type: 'business', language: 'fi', basic: { name: 'Asiakas' }, owners: [], actualbeneficiaries: [], peps: [], responsiblepersons: [] }
        : null,
    apply: async () => undefined,
    identify: async () => ({ outcome: 'set', stored_ssn: null }),
  };
  const risk: RiskAnswersPort = { questions: async () => [], saveAnswers: async () => undefined, saveSourceOfFunds: async () => undefined };
  const deps: OutboundDeps = {
    db: t.db, tokens, resolvePrincipal: resolve, mailer, sms: createOutboxSmsProvider(outbox), publicUrl: 'https://app.tunne.test',
    customers: { register, records }, risk, riskEdd: { sendBlock: async () => null }, organisations: identityPorts(t.db).organisations, eid: null,
    signing: generateDevSigningKey,
  };
  outbound = createOutboundApp(deps).app as unknown as Hono;
  publicApp = createPublicApp({ ports: outboundPorts(deps), rateLimits: identityPorts(t.db).rateLimits }).app;
  customer = demoCustomers().find((c) => c.users_id === admin && c.organisations_id === org)!.id;
}, 60_000);
afterAll(async () => t?.stop());

const staff = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const jwt = await tokens.sign({ sub: admin, org, typ: 'session', sid: crypto.randomUUID() });
  const response = await outbound.request(path, {
    method,
    headers: { authorization: `Bearer ${jwt}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.status) throw new Error(`${method} ${path}: ${JSON.stringify(envelope.errors)}`);
  return envelope.data as T;
};

/** The link (path and token) from the newest mail to the address, as the recipient's browser opens it. */
const linkFromMail = (email: string): { path: string; token: string } => {
  const text = outbox.mails.find((m) => m.to.includes(email))?.text ?? '';
  const match = /https?:\/\/[^/\s]+(\/p\/[a-z]+\/[0-9a-f-]+\/[0-9a-f-]+\/[0-9a-f-]+)#([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no public link in the mail to ${email}`);
  return { path: match[1]!, token: match[2]! };
};

const recipient = async <T>(method: string, path: string, options: { token: string; code?: string; body?: unknown; form?: FormData }) => {
  const headers: Record<string, string> = { 'x-link-token': options.token, 'user-agent': 'vitest' };
  if (options.code) headers['x-link-code'] = options.code;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await publicApp.request(
    `/api/v2.5/public${path.replace(/^\/p/, '')}`,
    { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : options.form ? { body: options.form } : {}) },
    { incoming: { socket: { remoteAddress: `2001:db8::${(n += 1).toString(16)}` } } },
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
};

describe('a request through the public API and the outbound service', () => {
  it('opens with the mailed link, saves a draft, takes a file, submits once', async () => {
    const email = 'vastaaja@example.com';
    const created = await staff<Request>('POST', `/api/v2.5/user/customers/${customer}/requests`, {
      email, description: 'Päivitättehän omistajatiedot.', ask_owners: true, ask_owners_allowfile: true, ask_peps: true,
    });
    await staff('POST', `/api/v2.5/user/requests/${created.id}/send`);
    const { path, token } = linkFromMail(email);
    expect(path).toBe(`/p/requests/${org}/${customer}/${created.id}`);

    const opened = await recipient<PublicRequestView>('GET', path, { token });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.body.data).toMatchObject({ id: created.id, description: 'Päivitättehän omistajatiedot.', draft: null, answered_at: null });
    expect(opened.body.data!.asks).toMatchObject({ ask_owners: true, ask_peps: true });

    const draft = { owners: [{ name: 'Omistaja Oy', type: 'business' as const, businessid: '2980005-2', share: 100 }], step: 'peps' };
    expect((await recipient('PUT', `${path}/draft`, { token, body: draft })).status).toBe(200);
    expect((await recipient<PublicRequestView>('GET', path, { token })).body.data!.draft).toMatchObject(draft);

    const form = new FormData();
    form.append('file', new File(['%PDF-1.4 omistajaluettelo'], 'omistajat.pdf', { type: 'application/pdf' }));
    const added = await recipient<{ id: string; name: string }>('POST', `${path}/files`, { token, form });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'omistajat.pdf', mime: 'application/pdf' });

    const incomplete = await recipient('POST', `${path}/submit`, { token, body: { owners: draft.owners } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors[0]).toMatchObject({ code: 'REQUEST_ANSWER_INCOMPLETE', field: '/peps' });

    const submitted = await recipient<PublicReceipt>('POST', `${path}/submit`, { token, body: { owners: draft.owners, no_peps: true } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ awaits_acceptance: false });

    const again = await recipient('GET', path, { token });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ status: false, data: null, errors: [{ code: 'LINK_ALREADY_ANSWERED', message: 'This link cannot be used' }] });
  });

  it('refuses a guessed token and another item\'s path alike, with no data', async () => {
    const email = 'toinen@example.com';
    const created = await staff<Request>('POST', `/api/v2.5/user/customers/${customer}/requests`, { email, ask_owners: true });
    await staff('POST', `/api/v2.5/user/requests/${created.id}/send`);
    const { path, token } = linkFromMail(email);
    for (const attempt of [
      { path, token: 'A'.repeat(43) },
      { path: path.replace(created.id, crypto.randomUUID()), token },
      { path, token: token.slice(1) },
    ]) {
      const answer = await recipient('GET', attempt.path, { token: attempt.token });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ status: false, data: null, errors: [{ code: 'LINK_INVALID', message: 'This link cannot be used' }] });
    }
  });
});

describe('a letter with an SMS code through the public API and the outbound service', () => {
  it('asks for the code, opens with it and takes one answer', async () => {
    const email = 'kirje@example.com';
    const created = await staff<Letter>('POST', `/api/v2.5/user/customers/${customer}/letters`, {
      email, tel: '+358401234567', text: 'Hei, tässä pyytämänne sopimus.', allow_answer: true,
    });
    await staff('POST', `/api/v2.5/user/letters/${created.id}/send`);
    const { path, token } = linkFromMail(email);

    const step = await recipient<PublicLetterView>('GET', path, { token });
    expect(step.status).toBe(200);
    expect(step.body.data).toMatchObject({ needs_code: true, tel_hint: expect.stringContaining('67') });
    expect(JSON.stringify(step.body.data)).not.toContain('sopimus');

    expect((await recipient('POST', `${path}/code`, { token })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec(outbox.sms[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const malformed = await recipient('GET', path, { token, code: '12ab56' });
    expect(malformed.body.errors[0]?.code).toBe('LINK_CODE_INVALID');

    const opened = await recipient<PublicLetterView>('GET', path, { token, code: code! });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ needs_code: false, text: 'Hei, tässä pyytämänne sopimus.', allow_answer: true, answered_at: null });

    const answered = await recipient('POST', `${path}/answer`, { token, code: code!, body: { text: 'Kiitos, palautan allekirjoitettuna.' } });
    expect(answered.status).toBe(200);
    const after = await recipient<PublicLetterView>('GET', path, { token, code: code! });
    expect(after.body.data).toMatchObject({ answer_text: 'Kiitos, palautan allekirjoitettuna.' });
  });
});

describe('a frozen customer through the public API (issue 25 §1)', () => {
  it('answers a link issued before the freeze as any invalid link (404 LINK_INVALID, nothing about a freeze) and texts no code', async () => {
    const email = 'jaadytetty@example.com';
    const created = await staff<Letter>('POST', `/api/v2.5/user/customers/${customer}/letters`, { email, tel: '+358401239876', text: 'Salainen sisältö' });
    await staff('POST', `/api/v2.5/user/letters/${created.id}/send`);
    const { path, token } = linkFromMail(email);
    expect((await recipient('GET', path, { token })).status).toBe(200);
    await t.db.owner`update customers.customers set is_frozen = true where id = ${customer}`;
    try {
      const sms = outbox.sms.length;
      const code = await recipient('POST', `${path}/code`, { token });
      const view = await recipient('GET', path, { token });
      for (const answer of [code, view]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ status: false, data: null, errors: [{ code: 'LINK_INVALID', message: 'This link cannot be used' }] });
      }
      expect(outbox.sms.length).toBe(sms);
    } finally {
      await t.db.owner`update customers.customers set is_frozen = false where id = ${customer}`;
    }
  });
});
