import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoOrganisations, demoPassword, type CustomerAlertsPort, type Envelope, type Letter, type Page, type CustomerListItem, type Request, type RequestAnswerComparison,
} from '@tunne/contracts';
import { recalculate, riskDepsOf } from '@tunne/risk';
import { createTokenService, DevOutbox, type Mailer } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { allMigrations, seedDemo } from './boot.ts';
import { createGateway, servicePorts } from './gateway.ts';

// A recipient's answer lands in the customer through the owning services' real ports, as the gateway wires them:
// customers' records (prefill, the written owners) and risk's background answers.
const org = demoOrganisations.demo.id;
let t: TestDatabase;
let app: ReturnType<typeof createGateway>;
const outbox = new DevOutbox();
const mailer: Mailer = { send: async (m) => outbox.addMail({ to: [m.to], from: 'no-reply@tunne.test', subject: m.subject, text: m.text, html: null }) };

beforeAll(async () => {
  t = await createTestDatabase(allMigrations);
  await seedDemo(t.db);
  await t.db.owner`update identity.organisations set use_requests_accept = false where id = ${org}`;
  app = createGateway({ db: t.db, tokens: createTokenService({ secret: 'o'.repeat(40) }), mailer, sms: null, publicUrl: 'http://tunne.test' });
}, 60_000);
afterAll(() => t?.stop());

const json = async <T>(response: Response) => (await response.json()) as Envelope<T>;

describe('an outbound request answered through the real ports', () => {
  it('prefills the customer, and the owners and background answers given are in the customer afterwards', async () => {
    const login = await app.request('/api/v2.5/user/auth', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: demoPassword }),
    });
    const headers = { authorization: `Bearer ${(await json<{ jwt: string }>(login)).data!.jwt}`, 'content-type': 'application/json' };
    const customer = (await json<Page<CustomerListItem>>(await app.request('/api/v2.5/user/customers?size=5', { headers }))).data!.items[0]!.id;
    const created = await app.request(`/api/v2.5/user/customers/${customer}/requests`, {
      method: 'POST', headers,
      body: JSON.stringify({ email: 'real@example.com', ask_basic: true, ask_owners: true, autofill_owners: true, prefill_owners: true, ask_riskquestions: true }),
    });
    const { id } = (await json<Request>(created)).data!;
    expect((await app.request(`/api/v2.5/user/requests/${id}/send`, { method: 'POST', headers })).status).toBe(200);
    const token = /#([A-Za-z0-9_-]{43})/.exec(outbox.mails.find((m) => m.to.includes('real@example.com'))!.text)![1]!;
    const ports = servicePorts(t.db, { mailer, sms: null, publicUrl: 'http://tunne.test' });
    const link = { organisationsId: org, customersId: customer, id, token };

    const view = await ports.outbound!.requests.view(link);
    const name = view.prefill.basic!.name!;
    expect(name).toBe(view.customer_name);
    const questions = await ports.risk.answers.questions(org, 'ALL');
    const yesno = questions.find((q) => q.type === 'YESNO')!;
    const textarea = questions.find((q) => q.type === 'TEXTAREA')!;
    const riskanswers = [{ riskquestions_id: yesno.id, answer: 'no' }, { riskquestions_id: textarea.id, answer: 'Ei huomioita' }];
    const owner = { name: 'Uusi Omistaja Oy', type: 'business' as const, businessid: '2980005-2', share: 40, country: 'FI' };
    const receipt = await ports.outbound!.requests.submit(link, { basic: { name }, owners: [owner], riskanswers }, { ipaddress: '192.0.2.5', userAgent: null });
    expect(receipt.awaits_acceptance).toBe(false);

    const after = await ports.customers.records.snapshot({ organisationsId: org, restrictiontype: 'NONE' }, customer);
    expect(after!.owners.map((o) => o.name)).toContain('Uusi Omistaja Oy');
    const [stored] = await t.db.owner<{ n: number }[]>`select count(*)::int as n from risk.answers where customers_id = ${customer} and riskquestions_id = ${textarea.id}`;
    expect(stored!.n).toBe(1);
    const comparison = (await json<RequestAnswerComparison>(await app.request(`/api/v2.5/user/requests/${id}/comparison`, { headers }))).data!;
    expect(comparison.before.owners!.map((o) => o.name)).not.toContain('Uusi Omistaja Oy');
    expect(comparison.answer.owners).toEqual([owner]);
  });
});

describe('a freeze that starts reaches the outbound service through the gateway\'s ports (issue 25 §1)', () => {
  it('revokes the customer\'s open links as soon as the recalculation freezes it, before anyone opens them', async () => {
    const login = await app.request('/api/v2.5/user/auth', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: demoPassword }),
    });
    const headers = { authorization: `Bearer ${(await json<{ jwt: string }>(login)).data!.jwt}`, 'content-type': 'application/json' };
    const customer = (await json<Page<CustomerListItem>>(await app.request('/api/v2.5/user/customers?size=5', { headers }))).data!.items[1]!.id;
    const created = await app.request(`/api/v2.5/user/customers/${customer}/letters`, {
      method: 'POST', headers, body: JSON.stringify({ email: 'frozen@example.com', text: 'Salainen viesti' }),
    });
    const { id } = (await json<Letter>(created)).data!;
    expect((await app.request(`/api/v2.5/user/letters/${id}/send`, { method: 'POST', headers })).status).toBe(200);
    const tokens = () => t.db.owner<{ revoked_at: Date | null }[]>`select revoked_at from outbound.link_tokens where item_id = ${id}`;
    expect((await tokens()).map((row) => row.revoked_at)).toEqual([null]);

    // A sanctions alert confirmed as a true positive (the alerts service's answer, here given directly).
    const ports = servicePorts(t.db, { mailer, sms: null, publicUrl: 'http://tunne.test' });
    const alerts: CustomerAlertsPort = {
      riskInputs: async () => ({ open: new Map(), confirmed: new Map([[customer, { sanctionAlerts: ['00000000-0000-4000-8000-00000000f2e2'], pepAlerts: 0 }]]) }),
    };
    await recalculate(riskDepsOf({ db: t.db, customers: ports.customers, alerts, outbound: ports.outboundFreeze }), org, [customer], 'ALERTS');
    const [register] = await t.db.owner<{ is_frozen: boolean }[]>`select is_frozen from customers.customers where id = ${customer}`;
    expect(register!.is_frozen).toBe(true);
    // Revoked by the freeze itself (the token row kept), with the item's event.
    expect((await tokens()).every((row) => row.revoked_at !== null)).toBe(true);
    const [event] = await t.db.owner<{ data: { reason: string } }[]>`select data from outbound.events where item_id = ${id} and type = 'revoked'`;
    expect(event!.data).toEqual({ reason: 'FREEZE' });
  });
});
