import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoPassword, eidCallbackPath, type Envelope, type Identification, type PublicIdentificationReceipt } from '@tunne/contracts';
import { createEidBroker } from '@tunne/eid';
import { completeLocalEid, startLocalEidProvider, type LocalEidProvider } from '@tunne/eid/testing';
import { createTokenService, DevOutbox, type Mailer } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { allMigrations, seedDemo } from './boot.ts';
import { createGateway } from './gateway.ts';

// Issue 14: a person identifies through the real OpenID Connect round trip — the gateway's relying party against the
// local provider that stands in for the bank (signed request object, PKCE, private_key_jwt, ID token checks) — and the
// identity code and PEP answer reach the customer through the customers service's own ports once staff accept.
const org = demoOrganisations.demo.id;
const publicUrl = 'http://tunne.test';
let t: TestDatabase;
let app: ReturnType<typeof createGateway>;
let bank: LocalEidProvider;
const outbox = new DevOutbox();
const mailer: Mailer = { send: async (m) => outbox.addMail({ to: [m.to], from: 'no-reply@tunne.test', subject: m.subject, text: m.text, html: null }) };

beforeAll(async () => {
  t = await createTestDatabase(allMigrations);
  await seedDemo(t.db);
  bank = await startLocalEidProvider({ redirectUri: `${publicUrl}${eidCallbackPath}` });
  app = createGateway({ db: t.db, tokens: createTokenService({ secret: 'e'.repeat(40) }), mailer, sms: null, publicUrl, eid: createEidBroker(bank.config) });
}, 60_000);
afterAll(async () => {
  await bank?.stop();
  await t?.stop();
});

const json = async <T>(response: Response) => (await response.json()) as Envelope<T>;

const staff = async () => {
  const login = await app.request('/api/v2.5/user/auth', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: demoPassword }),
  });
  return { authorization: `Bearer ${(await json<{ jwt: string }>(login)).data!.jwt}`, 'content-type': 'application/json' };
};

const call = async <T>(headers: Record<string, string>, method: string, path: string, body?: unknown) => {
  const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, body: await json<T>(response) };
};

/** A person customer, an identification by bank identifiers sent to them, and the link's token from the mail. */
const sentIdentification = async (headers: Record<string, string>, ssn: string | null, email: string, name = 'Nordea Demo') => {
  const customer = await call<{ id: string }>(headers, 'POST', '/api/v2.5/user/customers', {
    type: 'person', name, country: 'FI', ...(ssn ? { ssn } : {}), confirm_duplicate: true,
  });
  expect(customer.status, JSON.stringify(customer.body.errors)).toBe(201);
  const customersId = customer.body.data!.id;
  const created = await call<Identification>(headers, 'POST', `/api/v2.5/user/customers/${customersId}/identifications`, {
    name, email, available_eidmethods: ['NETSEIDENT_BANKID_FI', 'SCREENSIGNATURE'], ask_pep: true, autofill_pep: true,
  });
  expect(created.status).toBe(201);
  const id = created.body.data!.id;
  expect((await call(headers, 'POST', `/api/v2.5/user/identifications/${id}/send`)).status).toBe(200);
  const token = /#([A-Za-z0-9_-]{43})/.exec(outbox.mails.find((m) => m.to.includes(email))!.text)![1]!;
  const base = `/api/v2.5/public/identifications/${org}/${customersId}/${id}`;
  const link = { 'content-type': 'application/json', 'x-link-token': token };
  return { customersId, id, base, link };
};

describe('identification by strong electronic identification (OIDC)', () => {
  it('goes to the bank and back, and the identity code and PEP answer reach the customer when accepted', async () => {
    const headers = await staff();
    const { customersId, id, base, link } = await sentIdentification(headers, null, 'oidc-new@example.com');

    const view = await json<{ methods: { method: string; available: boolean }[] }>(await app.request(base, { headers: link }));
    expect(view.data!.methods).toEqual([{ method: 'NETSEIDENT_BANKID_FI', available: true }, { method: 'SCREENSIGNATURE', available: true }]);
    const start = await call<{ url: string }>(link, 'POST', `${base}/eid/start`, { method: 'NETSEIDENT_BANKID_FI' });
    expect(start.status).toBe(200);
    const authorize = new URL(start.body.data!.url);
    expect(authorize.origin).toBe(bank.issuer);
    // A signed request object carries the parameters (as the FTN brokers require), not the query.
    expect(authorize.searchParams.get('request')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const callback = await completeLocalEid(start.body.data!.url);
    const pep = { is_pep_self: true, is_pep_family: false, is_pep_partner: false };
    const done = await call<PublicIdentificationReceipt>(link, 'POST', `${base}/eid/complete`, { callback, pep });
    expect(done.status, JSON.stringify(done.body.errors)).toBe(200);
    expect(done.body.data).toMatchObject({ eidmethod: 'NETSEIDENT_BANKID_FI', name: 'Nordea Demo', awaits_acceptance: true });
    // The same answer again: the round trip is spent.
    expect((await call(link, 'POST', `${base}/eid/complete`, { callback, pep })).body.errors[0]?.code).toMatch(/ALREADY_IDENTIFIED|EID_INVALID/);

    const waiting = (await call<Identification>(headers, 'GET', `/api/v2.5/user/identifications/${id}`)).body.data!;
    expect(waiting).toMatchObject({ state: 'wait', is_identified: true, ssn: '210281-9988', birthdate: '1981-02-21', eid_issuer: bank.issuer, is_pep_self: true });
    // Demo Oy reviews identifications: nothing reached the customer yet.
    const before = await t.db.owner<{ ssn: string | null }[]>`select ssn from customers.customers where id = ${customersId}`;
    expect(before[0]!.ssn).toBeNull();

    const accepted = await call<Identification>(headers, 'POST', `/api/v2.5/user/identifications/${id}/accept`);
    expect(accepted.body.data!.state).toBe('accepted');
    const after = await t.db.owner<{ ssn: string | null }[]>`select ssn from customers.customers where id = ${customersId}`;
    expect(after[0]!.ssn).toBe('210281-9988');
    const peps = await t.db.owner<{ name: string; source: string; is_pep_self: boolean }[]>`
      select name, source, is_pep_self from customers.peps where customers_id = ${customersId}`;
    expect(peps).toEqual([{ name: 'Nordea Demo', source: 'IDENTIFICATION', is_pep_self: true }]);
  });

  it('shows a different stored identity code as a conflict for staff to resolve', async () => {
    const headers = await staff();
    // Same name and birth date as the eID's person (no mismatch), another identity code: a code conflict.
    const { customersId, id, base, link } = await sentIdentification(headers, '210281-1231', 'oidc-conflict@example.com');
    const start = await call<{ url: string }>(link, 'POST', `${base}/eid/start`, { method: 'NETSEIDENT_BANKID_FI' });
    const callback = await completeLocalEid(start.body.data!.url);
    const pep = { is_pep_self: false, is_pep_family: false, is_pep_partner: false };
    expect((await call(link, 'POST', `${base}/eid/complete`, { callback, pep })).status).toBe(200);
    await call(headers, 'POST', `/api/v2.5/user/identifications/${id}/accept`);
    const conflicted = (await call<Identification>(headers, 'GET', `/api/v2.5/user/identifications/${id}`)).body.data!;
    expect(conflicted).toMatchObject({ ssn_conflict: 'pending', stored_ssn: '210281-1231', ssn: '210281-9988' });
    const kept = await call<Identification>(headers, 'POST', `/api/v2.5/user/identifications/${id}/ssn-conflict`, { resolution: 'KEEP_STORED' });
    expect(kept.body.data!.ssn_conflict).toBe('KEEP_STORED');
    const stored = await t.db.owner<{ ssn: string }[]>`select ssn from customers.customers where id = ${customersId}`;
    expect(stored[0]!.ssn).toBe('210281-1231');
  });

  it('the test bank\'s person identifying for another customer is red, raises a mismatch alert and writes nothing (issue 25 §5)', async () => {
    const headers = await staff();
    const { customersId, id, base, link } = await sentIdentification(headers, null, 'oidc-mismatch@example.com', 'Maija Mallikas');
    const start = await call<{ url: string }>(link, 'POST', `${base}/eid/start`, { method: 'NETSEIDENT_BANKID_FI' });
    const callback = await completeLocalEid(start.body.data!.url);
    const pep = { is_pep_self: false, is_pep_family: false, is_pep_partner: false };
    expect((await call(link, 'POST', `${base}/eid/complete`, { callback, pep })).status).toBe(200);
    const r = (await call<Identification>(headers, 'GET', `/api/v2.5/user/identifications/${id}`)).body.data!;
    expect(r).toMatchObject({ assurance: 'mismatch', light: 'red', identified_name: 'Nordea Demo', eid_acr: 'http://ftn.ficora.fi/2017/loa3', eid_level: 'high' });
    // Accepting waits for the mismatch decision; nothing reached the customer.
    expect((await call(headers, 'POST', `/api/v2.5/user/identifications/${id}/accept`)).body.errors[0]?.code).toBe('MISMATCH_UNDECIDED');
    const stored = await t.db.owner<{ ssn: string | null }[]>`select ssn from customers.customers where id = ${customersId}`;
    expect(stored[0]!.ssn).toBeNull();
    // The alert of the spec's mismatch group, linked to the identification.
    const alerts = await call<{ items: { type: string; target: string; target_id: string }[] }>(headers, 'GET', `/api/v2.5/user/customers/${customersId}/alerts`);
    expect(alerts.body.data!.items).toEqual([expect.objectContaining({ type: 'MISMATCH', target: 'identifications', target_id: id })]);
  });
});
