import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoOrganisations, demoUsers, type AuditEntry, type Customer, type CustomerDuplicate, type Lead, type LeadConversion, type Page,
} from '@tunne/contracts';
import { purgeRetainedRecords } from '../index.ts';
import { demoCustomers } from '../seed.ts';
import { startHarness, tokenFor, type Harness } from '../testing.ts';

let h: Harness;
/** The leads the (stand-in) alerts service has alerts for. */
const withAlerts = new Set<string>();
beforeAll(async () => {
  h = await startHarness({ leadAlerts: { hasAlerts: async (_organisationsId, id) => withAlerts.has(id) } });
}, 60_000);
afterAll(async () => h?.stop());

const base = '/api/v2.5/user/leads';
const create = (usersId: string, body: unknown) => h.call<Lead>(usersId, base, { method: 'POST', body });
const list = (usersId: string, query = '') => h.call<Page<Lead>>(usersId, `${base}?${query}`);
const convert = <T = LeadConversion>(usersId: string, id: string, body: unknown = {}) =>
  h.call<T>(usersId, `${base}/${id}/convert`, { method: 'POST', body });
const countOf = async (table: 'leads' | 'customers') =>
  (await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from ${h.t.db.owner(`customers.${table}`)}`)[0]!.n;

describe('leads: create, list, read, change, remove', () => {
  it('saves a lead owned by the caller, trimmed and normalised, and finds it in the list', async () => {
    const { status, body } = await create(demoUsers.user.id, {
      type: 'business', name: '  Liidi Testi Oy ', businessid: '2980005-2', country: 'FI', email: 'Myynti@Liidi.example.com',
      phone: '+358 40 123 4567', contact_name: 'Outi Ostaja', description: 'Tapasi messuilla',
    });
    expect(status).toBe(201);
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({
      type: 'business', name: 'Liidi Testi Oy', businessid: '2980005-2', email: 'myynti@liidi.example.com', phone: '+358 40 123 4567',
      contact_name: 'Outi Ostaja', users_id: demoUsers.user.id, status: 'NEW', customers_id: null,
    });
    const [row] = await h.t.db.owner`select organisations_id from customers.leads where id = ${body.data!.id}`;
    expect(row!.organisations_id).toBe(demoOrganisations.demo.id);

    const found = await list(demoUsers.admin.id, 'search=liidi%20TESTI');
    expect(found.status).toBe(200);
    expect(found.body.data!.items.map((l) => l.id)).toEqual([body.data!.id]);
    expect((await list(demoUsers.admin.id, 'search=ostaja')).body.data!.total).toBe(1);
    expect((await list(demoUsers.admin.id, 'search=%25')).body.data!.total).toBe(0);
    const one = await h.call<Lead>(demoUsers.admin.id, `${base}/${body.data!.id}`);
    expect(one.body.data).toEqual(body.data);
  });

  it('pages, sorts both ways and filters by status', async () => {
    for (const name of ['Aakkonen Oy', 'Bertta Oy', 'Cecilia Oy']) expect((await create(demoUsers.admin.id, { type: 'business', name })).status).toBe(201);
    const person = await create(demoUsers.admin.id, { type: 'person', name: 'Pekka Prospekti', email: '', phone: '' });
    expect(person.body.data).toMatchObject({ email: null, phone: null });
    await h.call(demoUsers.admin.id, `${base}/${person.body.data!.id}`, { method: 'PUT', body: { status: 'CONTACTED' } });

    const all = (await list(demoUsers.admin.id, 'size=500')).body.data!;
    const names = all.items.map((l) => l.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const descending = (await list(demoUsers.admin.id, 'size=500&sort=-name')).body.data!.items.map((l) => l.id);
    expect(descending).toEqual(all.items.map((l) => l.id).reverse());
    const firstPage = (await list(demoUsers.admin.id, 'size=2&page=1')).body.data!;
    expect(firstPage).toMatchObject({ total: all.total, page: 1, size: 2 });
    expect(firstPage.items).toHaveLength(2);
    const contacted = (await list(demoUsers.admin.id, 'status=CONTACTED')).body.data!;
    expect(contacted.items.map((l) => l.name)).toEqual(['Pekka Prospekti']);
    const byStatus = (await list(demoUsers.admin.id, 'sort=status&size=500')).body.data!.items.map((l) => l.status);
    expect(byStatus.indexOf('CONTACTED')).toBeGreaterThan(byStatus.lastIndexOf('NEW'));
  });

  it('changes a lead partially and removes it', async () => {
    const lead = (await create(demoUsers.admin.id, { type: 'person', name: 'Muutettava Henkilö' })).body.data!;
    const changed = await h.call<Lead>(demoUsers.admin.id, `${base}/${lead.id}`, { method: 'PUT', body: { phone: '040 555 1234', status: 'DISCARDED' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Muutettava Henkilö', phone: '040 555 1234', status: 'DISCARDED' });
    const removed = await h.call(demoUsers.admin.id, `${base}/${lead.id}`, { method: 'DELETE' });
    expect(removed).toMatchObject({ status: 200, body: { status: true, data: null } });
    expect((await h.call(demoUsers.admin.id, `${base}/${lead.id}`)).status).toBe(404);
  });
});

describe('leads: validation', () => {
  it('refuses a missing name, bad values, unknown fields and CONVERTED set by hand, without writing', async () => {
    const before = await countOf('leads');
    const blank = await create(demoUsers.admin.id, { type: 'business', name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0]).toMatchObject({ code: 'MISSING_NAME', field: '/name' });
    for (const bad of [
      { type: 'business' }, { type: 'robot', name: 'X' }, { type: 'business', name: 'X', email: 'ei-sähköposti' },
      { type: 'business', name: 'X', phone: 'soita minulle' }, { type: 'business', name: 'X', country: 'fi' },
      { type: 'business', name: 'X', status: 'CONVERTED' }, { type: 'business', name: 'X', customers_id: demoCustomers()[0]!.id },
      { type: 'business', name: 'X', users_id: demoUsers.admin.id },
    ]) {
      const { status, body } = await create(demoUsers.admin.id, bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.errors[0]!.code, JSON.stringify(bad)).toBe('VALIDATION_FAILED');
    }
    const badId = await create(demoUsers.admin.id, { type: 'business', name: 'Väärä Tunnus Oy', businessid: '2980005-3', country: 'FI' });
    expect(badId.body.errors[0]!.code).toBe('INVALID_BUSINESSID');
    expect(await countOf('leads')).toBe(before);

    const lead = (await create(demoUsers.admin.id, { type: 'business', name: 'Validoitava Oy' })).body.data!;
    const put = (body: unknown) => h.call(demoUsers.admin.id, `${base}/${lead.id}`, { method: 'PUT', body });
    expect((await put({})).body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect((await put({ status: 'CONVERTED' })).body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect((await put({ name: '' })).body.errors[0]!.code).toBe('MISSING_NAME');
    expect((await put({ businessid: '2980005-3', country: 'FI' })).body.errors[0]!.code).toBe('INVALID_BUSINESSID');
    for (const query of ['size=501', 'sort=password', 'status=MAYBE', 'page=0', 'drop=1']) {
      const { status, body } = await list(demoUsers.admin.id, query);
      expect(status, query).toBe(400);
      expect(body.errors[0]!.code, query).toBe('VALIDATION_FAILED');
    }
    expect((await h.call(demoUsers.admin.id, `${base}/not-an-id`)).body.errors[0]!.code).toBe('INVALID_ID');
  });

  it('needs a session token', async () => {
    expect((await h.app.request(base)).status).toBe(401);
  });
});

describe('leads: organisation and restriction', () => {
  it('answers another organisation 404 for every call, never the data, and lists none of them', async () => {
    const lead = (await create(demoUsers.admin.id, { type: 'business', name: 'Salainen Liidi Oy', email: 'salainen@example.com' })).body.data!;
    const other = demoUsers.toinenAdmin.id;
    for (const [method, path, body] of [
      ['GET', `${base}/${lead.id}`, undefined], ['PUT', `${base}/${lead.id}`, { name: 'Kaapattu' }],
      ['DELETE', `${base}/${lead.id}`, undefined], ['POST', `${base}/${lead.id}/convert`, {}],
    ] as const) {
      const response = await h.call(other, path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.data).toBeNull();
      expect(response.body.errors[0]!.code).toBe('NOT_FOUND');
      expect(JSON.stringify(response.body)).not.toContain('Salainen');
    }
    expect((await list(other, 'size=500')).body.data!.items.some((l) => l.id === lead.id)).toBe(false);
    expect((await list(other, 'search=salainen')).body.data!.total).toBe(0);
    const [row] = await h.t.db.owner<{ name: string; status: string }[]>`select name, status from customers.leads where id = ${lead.id}`;
    expect(row).toEqual({ name: 'Salainen Liidi Oy', status: 'NEW' });
  });

  it('shows a USER-restricted user only their own leads', async () => {
    const mine = (await create(demoUsers.own.id, { type: 'person', name: 'Oman Liidin Henkilö' })).body.data!;
    const items = (await list(demoUsers.own.id, 'size=500')).body.data!.items;
    expect(items.map((l) => l.id)).toEqual([mine.id]);
    const colleagues = (await list(demoUsers.admin.id, 'search=salainen')).body.data!.items[0]!;
    expect((await h.call(demoUsers.own.id, `${base}/${colleagues.id}`)).status).toBe(404);
  });

  it('holds in the database: another organisation can neither read, change, delete nor forge leads', async () => {
    const lead = (await list(demoUsers.admin.id, 'search=salainen')).body.data!.items[0]!;
    const toinen = { organisationsId: demoOrganisations.toinen.id, usersId: demoUsers.toinenAdmin.id, restrictiontype: 'NONE' as const };
    expect(await h.t.db.tx(toinen, (tx) => tx`select id from customers.leads where id = ${lead.id}`)).toHaveLength(0);
    expect((await h.t.db.tx(toinen, (tx) => tx`update customers.leads set name = 'hacked' where id = ${lead.id}`)).count).toBe(0);
    expect((await h.t.db.tx(toinen, (tx) => tx`delete from customers.leads where id = ${lead.id}`)).count).toBe(0);
    await expect(h.t.db.tx(toinen, (tx) => tx`insert into customers.leads (organisations_id, type, name)
      values (${demoOrganisations.demo.id}, 'business', 'Forged Oy')`)).rejects.toMatchObject({ code: '42501' });
    expect(await h.t.db.tx(null, (tx) => tx`select id from customers.leads`)).toHaveLength(0);
  });
});

describe('POST /api/v2.5/user/leads/{id}/convert', () => {
  it('creates the customer from the lead, marks the lead CONVERTED, and refuses a second conversion and changes', async () => {
    const lead = (await create(demoUsers.user.id, {
      type: 'business', name: 'Konvertoitava Oy', businessid: '0737546-2', country: 'FI', email: 'info@konvertoitava.example.com',
      phone: '09 123 456', contact_name: 'Kaisa Kontakti', description: 'Kiinnostunut palvelusta',
    })).body.data!;
    const customersBefore = await countOf('customers');
    const { status, body } = await convert(demoUsers.user.id, lead.id);
    expect(status).toBe(201);
    const { customer, lead: converted } = body.data!;
    expect(customer).toMatchObject({
      type: 'business', name: 'Konvertoitava Oy', businessid: '0737546-2', country: 'FI', email: 'info@konvertoitava.example.com',
      contact_name: 'Kaisa Kontakti', description: 'Kiinnostunut palvelusta', users_id: demoUsers.user.id,
    });
    expect(converted).toMatchObject({ id: lead.id, status: 'CONVERTED', customers_id: customer.id });
    expect(await countOf('customers')).toBe(customersBefore + 1);
    const card = await h.call<Customer>(demoUsers.user.id, `/api/v3/customers/${customer.id}`);
    expect(card.body.data!.name).toBe('Konvertoitava Oy');

    const again = await convert(demoUsers.user.id, lead.id, { confirm_duplicate: true });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]!.code).toBe('LEAD_ALREADY_CONVERTED');
    const edit = await h.call(demoUsers.user.id, `${base}/${lead.id}`, { method: 'PUT', body: { status: 'NEW' } });
    expect(edit.body.errors[0]!.code).toBe('LEAD_ALREADY_CONVERTED');
    expect(await countOf('customers')).toBe(customersBefore + 1);
  });

  it('converts once when two conversions race', async () => {
    const lead = (await create(demoUsers.admin.id, { type: 'business', name: 'Kilpajuoksu Oy' })).body.data!;
    const customersBefore = await countOf('customers');
    const answers = await Promise.all([0, 1].map(() => convert(demoUsers.admin.id, lead.id, { confirm_duplicate: true })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errors[0]!.code).toBe('LEAD_ALREADY_CONVERTED');
    expect(await countOf('customers')).toBe(customersBefore + 1);
  });

  it('takes a person\'s ssn in the body, checks it, and accepts a call without a body', async () => {
    const lead = (await create(demoUsers.admin.id, { type: 'person', name: 'Henna Henkilöliidi', country: 'FI', contact_name: 'ei kopioida' })).body.data!;
    const invalid = await convert(demoUsers.admin.id, lead.id, { ssn: '131052-308A' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0]!.code).toBe('INVALID_SSN');
    expect((await h.call<Lead>(demoUsers.admin.id, `${base}/${lead.id}`)).body.data).toMatchObject({ status: 'NEW', customers_id: null });
    const done = await convert(demoUsers.admin.id, lead.id, { ssn: '131052-308t' });
    expect(done.status).toBe(201);
    expect(done.body.data!.customer).toMatchObject({ type: 'person', ssn: '131052-308T', country: 'FI', contact_name: null });

    const bare = (await create(demoUsers.admin.id, { type: 'person', name: 'Ilman Runkoa' })).body.data!;
    const response = await h.app.request(`${base}/${bare.id}/convert`, {
      method: 'POST', headers: { authorization: `Bearer ${await tokenFor(demoUsers.admin.id)}` },
    });
    expect(response.status).toBe(201);
  });

  it('warns of a duplicate customer (even one the caller cannot see) and converts only when confirmed', async () => {
    const existing = demoCustomers().find((c) => c.organisations_id === demoOrganisations.demo.id && c.users_id === demoUsers.admin.id && !c.is_removed)!;
    const lead = (await create(demoUsers.own.id, { type: 'business', name: existing.name.toUpperCase() })).body.data!;
    const customersBefore = await countOf('customers');
    const warned = await convert<{ duplicates: CustomerDuplicate[] }>(demoUsers.own.id, lead.id);
    expect(warned.status).toBe(409);
    expect(warned.body.status).toBe(false);
    expect(warned.body.errors[0]!.code).toBe('DUPLICATE_CUSTOMER');
    expect(warned.body.data!.duplicates).toEqual([{ id: existing.id, name: existing.name, type: existing.type, businessid: existing.businessid, reason: 'name' }]);
    expect(await countOf('customers')).toBe(customersBefore);
    expect((await h.call<Lead>(demoUsers.own.id, `${base}/${lead.id}`)).body.data!.status).toBe('NEW');

    const confirmed = await convert(demoUsers.own.id, lead.id, { confirm_duplicate: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data!.customer.users_id).toBe(demoUsers.own.id);
    expect(await countOf('customers')).toBe(customersBefore + 1);
  });

  it('keeps the lead CONVERTED when its customer is later deleted for good', async () => {
    const lead = (await create(demoUsers.admin.id, { type: 'business', name: 'Lyhytikäinen Oy' })).body.data!;
    const { customer } = (await convert(demoUsers.admin.id, lead.id)).body.data!;
    expect((await h.call(demoUsers.admin.id, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' })).status).toBe(200);
    // Delete at once retains the customer's record (issue 11 §1); the retention job deletes it for good.
    expect((await h.call<Lead>(demoUsers.admin.id, `${base}/${lead.id}`)).body.data).toMatchObject({ status: 'CONVERTED', customers_id: customer.id });
    await purgeRetainedRecords(h.t.db, new Date(Date.now() + 5 * 366 * 86_400_000));
    expect((await h.call<Lead>(demoUsers.admin.id, `${base}/${lead.id}`)).body.data).toMatchObject({ status: 'CONVERTED', customers_id: null });
  });
});

describe('leads: evidence kept (issue 25 §6)', () => {
  it('keeps a lead with alerts: a regular user may not delete it, an admin marks it deleted and the row stays', async () => {
    const lead = (await create(demoUsers.user.id, { type: 'business', name: 'Pakotelistalla Oy' })).body.data!;
    withAlerts.add(lead.id);
    const refused = await h.call(demoUsers.user.id, `${base}/${lead.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]!.code).toBe('LEAD_HAS_ALERTS');
    expect((await h.call(demoUsers.user.id, `${base}/${lead.id}`)).status).toBe(200);
    expect((await h.call(demoUsers.admin.id, `${base}/${lead.id}`, { method: 'DELETE' })).status).toBe(200);
    // Out of the lists and not found, but kept (discarded, so the screening keeps its alerts as archived), and no
    // lead.removed event tells the screening to delete them.
    expect((await h.call(demoUsers.admin.id, `${base}/${lead.id}`)).status).toBe(404);
    expect((await list(demoUsers.admin.id, 'size=500')).body.data!.items.some((l) => l.id === lead.id)).toBe(false);
    const [kept] = await h.t.db.owner<{ status: string; deleted_by: string | null; removed: number }[]>`
      select l.status, l.deleted_by,
        (select count(*)::int from customers.events e where e.customers_id = l.id and e.type = 'lead.removed') as removed
      from customers.leads l where l.id = ${lead.id}`;
    expect(kept).toEqual({ status: 'DISCARDED', deleted_by: demoUsers.admin.id, removed: 0 });
    expect((await h.call(demoUsers.admin.id, `${base}/${lead.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('keeps an audit trail of a lead: created, changed (old and new values), by whom', async () => {
    const lead = (await create(demoUsers.user.id, { type: 'business', name: 'Kirjattu Liidi Oy' })).body.data!;
    await h.call(demoUsers.admin.id, `${base}/${lead.id}`, { method: 'PUT', body: { name: 'Kirjattu Liidi Ab', status: 'CONTACTED' } });
    const audit = await h.call<AuditEntry[]>(demoUsers.user.id, `${base}/${lead.id}/audit`);
    expect(audit.status).toBe(200);
    expect(audit.body.data!.map((e) => [e.action, e.changed_by])).toEqual([['INSERT', demoUsers.user.id], ['UPDATE', demoUsers.admin.id]]);
    expect(audit.body.data![1]).toMatchObject({
      record_id: lead.id, old: { name: 'Kirjattu Liidi Oy', status: 'NEW' }, new: { name: 'Kirjattu Liidi Ab', status: 'CONTACTED' },
    });
    expect((await h.call(demoUsers.toinenAdmin.id, `${base}/${lead.id}/audit`)).status).toBe(404);
    // The trail is read-only for the app role.
    await expect(h.t.db.tx({ organisationsId: demoOrganisations.demo.id, usersId: demoUsers.admin.id }, (tx) =>
      tx`delete from customers.lead_audit_log where leads_id = ${lead.id}`)).rejects.toThrow();
  });
});
