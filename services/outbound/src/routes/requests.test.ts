import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type Request, type RequestRow } from '@tunne/contracts';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';

const admin: string = demoUsers.admin.id;
const own: string = demoUsers.own.id;
const email = 'vastaaja@example.com';

let h: OutboundHarness;
let customer: string;

beforeAll(async () => {
  h = await startOutboundHarness();
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());

const create = async (body: Record<string, unknown> = {}, usersId = admin, customersId = customer) =>
  h.call<Request>(usersId, `/api/v2.5/user/customers/${customersId}/requests`, { method: 'POST', body: { email, ask_owners: true, ...body } });

describe('requests: create and edit', () => {
  it('creates a draft with the creator, the default language and every choice', async () => {
    const { status, body } = await create({ note: 'Hei, täydennäthän tiedot.' });
    expect(status).toBe(201);
    const request = body.data!;
    expect(request).toMatchObject({ state: 'draft', light: 'grey', users_id: admin, language: 'fi', ask_owners: true, ask_peps: false, sent_at: null, files: [] });
    expect(request.organizations_id).toBe(demoOrganisations.demo.id);
    expect(request.public_url).toBe(`https://app.tunne.test/p/requests/${demoOrganisations.demo.id}/${customer}/${request.id}`);
  });

  it('refuses a request asking nothing and a bad e-mail, with the field', async () => {
    const nothing = await h.call(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email } });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors[0]!.code).toBe('REQUEST_ASKS_NOTHING');
    const bad = await create({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: '/email' });
  });

  it('edits and deletes a draft only', async () => {
    const id = (await create()).body.data!.id;
    const edited = await h.call<Request>(admin, `/api/v2.5/user/requests/${id}`, { method: 'PUT', body: { email, ask_peps: true, language: 'en' } });
    expect(edited.body.data).toMatchObject({ ask_peps: true, ask_owners: false, language: 'en' });
    await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST', body: { mode: 'MARK' } });
    const late = await h.call(admin, `/api/v2.5/user/requests/${id}`, { method: 'PUT', body: { email, ask_peps: true } });
    expect(late.status).toBe(409);
    expect(late.body.errors[0]!.code).toBe('ALREADY_SENT');
    expect((await h.call(admin, `/api/v2.5/user/requests/${id}`, { method: 'DELETE' })).status).toBe(409);
    const draft = (await create()).body.data!.id;
    expect((await h.call(admin, `/api/v2.5/user/requests/${draft}`, { method: 'DELETE' })).status).toBe(200);
    expect((await h.call(admin, `/api/v2.5/user/requests/${draft}`)).status).toBe(404);
  });

  it('lists the customer\'s requests', async () => {
    const { body } = await h.call<RequestRow[]>(admin, `/api/v2.5/user/customers/${customer}/requests`);
    expect(body.data!.length).toBeGreaterThan(0);
    expect(body.data!.every((r) => r.customers_id === customer)).toBe(true);
  });

  it('keeps the user\'s defaults', async () => {
    expect((await h.call(admin, '/api/v2.5/user/requests/defaults')).body.data).toBeNull();
    const saved = await h.call(admin, '/api/v2.5/user/requests/defaults', { method: 'PUT', body: { ask_owners: true, ask_peps: true, language: 'se' } });
    expect(saved.body.data).toEqual({ ask_owners: true, ask_peps: true, language: 'se' });
    expect((await h.call(demoUsers.user.id, '/api/v2.5/user/requests/defaults')).body.data).toBeNull();
  });
});

describe('requests: sending and lights', () => {
  it('sends now: a mail with the link and expiry, state error (red), expires in validtime days', async () => {
    const id = (await create({ note: 'Sisäinen: tarkista sukulaisuudet.', description: 'Tarvitsemme omistajatiedot.' })).body.data!.id;
    h.setNow(new Date('2026-03-02T10:00:00Z'));
    const { status, body } = await h.call<Request>(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ state: 'error', light: 'red', sent_at: '2026-03-02T10:00:00.000Z', expires_at: '2026-04-01T10:00:00.000Z', resend_cnt: 0 });
    const mail = h.mailTo(email)!;
    expect(mail.subject).toBe('Demo Oy pyytää tietoja');
    expect(mail.text).toContain(`https://app.tunne.test/p/requests/${demoOrganisations.demo.id}/${customer}/${id}#`);
    expect(mail.text).toContain('01.04.2026');
    // The cover text goes out; the staff's internal note never does (tipping-off).
    expect(mail.text).toContain('Tarvitsemme omistajatiedot.');
    expect(mail.text).not.toContain('Sisäinen');
    // Sending again is a resend: a new link, the count and time.
    const first = h.tokenFromMail(email);
    h.setNow(new Date('2026-03-05T10:00:00Z'));
    const again = await h.call<Request>(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST', body: { mode: 'NOW' } });
    expect(again.body.data).toMatchObject({ resend_cnt: 1, resent_at: '2026-03-05T10:00:00.000Z', sent_at: '2026-03-02T10:00:00.000Z' });
    expect(h.tokenFromMail(email)).not.toBe(first);
    h.setNow(new Date());
  });

  it('uses the organisation\'s host and the recipient\'s language', async () => {
    await h.call(admin, '/api/v2.5/admin/organizations/outbound', { method: 'PUT', body: { host: 'https://kyc.demo.fi', outbound_email_name: 'Demo Oy:n asiakaspalvelu' } });
    const id = (await create({ language: 'se', email: 'svensk@example.com' })).body.data!.id;
    await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
    const mail = h.mailTo('svensk@example.com')!;
    expect(mail.subject).toBe('Demo Oy:n asiakaspalvelu begär uppgifter');
    expect(mail.text).toContain(`https://kyc.demo.fi/p/requests/`);
    await h.call(admin, '/api/v2.5/admin/organizations/outbound', { method: 'PUT', body: { host: null, outbound_email_name: null } });
  });

  it('writes in the customer\'s language unless staff choose one, and an edit without one keeps it', async () => {
    const [before] = await h.t.db.owner<{ language: string | null }[]>`select language from customers.customers where id = ${customer}`;
    await h.t.db.owner`update customers.customers set language = 'en' where id = ${customer}`;
    try {
      const id = (await create({ email: 'english@example.com' })).body.data!.id;
      expect((await h.call<Request>(admin, `/api/v2.5/user/requests/${id}`)).body.data!.language).toBe('en');
      await h.call(admin, `/api/v2.5/user/requests/${id}`, { method: 'PUT', body: { email: 'english@example.com', ask_peps: true } });
      expect((await h.call<Request>(admin, `/api/v2.5/user/requests/${id}`)).body.data!.language).toBe('en');
    } finally {
      await h.t.db.owner`update customers.customers set language = ${before!.language} where id = ${customer}`;
    }
  });

  it('marks as sent without mail and schedules a later send', async () => {
    const before = h.outbox.mails.length;
    const id = (await create()).body.data!.id;
    const marked = await h.call<Request>(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST', body: { mode: 'MARK' } });
    expect(marked.body.data).toMatchObject({ state: 'error', light: 'red' });
    expect(marked.body.data!.sent_at).not.toBeNull();
    expect(h.outbox.mails.length).toBe(before);
    const later = (await create()).body.data!.id;
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await h.call<Request>(admin, `/api/v2.5/user/requests/${later}/send`, { method: 'POST', body: { mode: 'LATER', send_at: at } });
    expect(scheduled.body.data).toMatchObject({ state: 'draft', send_at: at, sent_at: null });
    const past = await h.call(admin, `/api/v2.5/user/requests/${later}/send`, { method: 'POST', body: { mode: 'LATER', send_at: '2020-01-01T00:00:00Z' } });
    expect(past.body.errors[0]).toMatchObject({ code: 'INVALID_SEND_AT', field: '/send_at' });
    expect(h.outbox.mails.length).toBe(before);
  });

  it('sends nothing to a frozen customer', async () => {
    const frozen = demoCustomers().filter((c) => c.users_id === admin && c.organisations_id === demoOrganisations.demo.id)[1]!.id;
    const id = (await create({}, admin, frozen)).body.data!.id;
    await h.t.db.owner`update customers.customers set is_frozen = true where id = ${frozen}`;
    const { status, body } = await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
    expect(status).toBe(409);
    expect(body.errors[0]!.code).toBe('CUSTOMER_FROZEN');
    await h.t.db.owner`update customers.customers set is_frozen = false where id = ${frozen}`;
  });
});

describe('requests: who sees them', () => {
  it('a USER-restricted user gets 404 for another\'s customer, and its requests', async () => {
    const id = (await create()).body.data!.id;
    expect((await create({}, own)).status).toBe(404);
    expect((await h.call(own, `/api/v2.5/user/customers/${customer}/requests`)).status).toBe(404);
    expect((await h.call(own, `/api/v2.5/user/requests/${id}`)).status).toBe(404);
    expect((await h.call(own, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' })).status).toBe(404);
    expect((await create({}, own, demoCustomerOf(own))).status).toBe(201);
  });

  it('another organisation gets 404', async () => {
    const id = (await create()).body.data!.id;
    const other = demoUsers.toinenAdmin.id;
    expect((await h.call(other, `/api/v2.5/user/requests/${id}`)).status).toBe(404);
    expect((await h.call(other, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' })).status).toBe(404);
    expect((await create({}, other)).status).toBe(404);
  });

  it('the feature flag off answers 403', async () => {
    const { status, body } = await h.call(demoUsers.mfa.id, `/api/v2.5/user/customers/${customer}/requests`);
    expect(status).toBe(403);
    expect(body.errors[0]!.code).toBe('FORBIDDEN');
  });
});
