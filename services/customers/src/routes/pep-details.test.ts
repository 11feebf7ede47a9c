import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Customer, type Pep, type PepFunction } from '@tunne/contracts';
import { DevOutbox, type Mailer, type SettingsChangeEntry, type SettingsChangeLog } from '@tunne/platform';
import { readRiskSubjects } from '../ports/risk.ts';
import { startHarness, type Harness } from '../testing.ts';

// Issue 25 §8 (AMLR art. 42–46): a PEP record names the function (from the organisation's PEP function list), the
// country, and when the function began and ended; the risk service reads the end dates (12-month rule).

const admin: string = demoUsers.admin.id;
const user: string = demoUsers.user.id;
const org = demoOrganisations.demo.id;
const entries: SettingsChangeEntry[] = [];
const changes: SettingsChangeLog = { record: async (entry) => void entries.push(entry) };
const outbox = new DevOutbox();
const mailer: Mailer = { send: async (m) => outbox.addMail({ to: [m.to], from: 'no-reply@tunne.test', subject: m.subject, text: m.text, html: null }) };

let h: Harness;
let customer: Customer;
beforeAll(async () => {
  h = await startHarness({ settingsChanges: changes, related: { mailer, publicUrl: 'http://tunne.test', findActiveUser: async () => null } });
  customer = (await h.call<Customer>(user, '/api/v2.5/user/customers', { method: 'POST', body: { type: 'person', name: 'Poliitikko Testi' } })).body.data!;
}, 60_000);
afterAll(async () => h?.stop());

const peps = () => `/api/v2.5/user/customers/${customer.id}/peps`;

describe('the organisation\'s PEP function list', () => {
  it('is seeded for Demo Oy from the national list and read by every user', async () => {
    const res = await h.call<PepFunction[]>(user, '/api/v2.5/user/pepfunctions');
    const list = res.body.data!;
    expect(list.map((f) => f.name)).toContain('Kansanedustaja');
    expect((await h.call<PepFunction[]>(demoUsers.toinenAdmin.id, '/api/v2.5/user/pepfunctions')).body.data).toEqual([]);
  });

  it('is kept by admins only, each change audited; names are unique', async () => {
    const body = { name: 'Kunnanvaltuuston puheenjohtaja (oma lisäys)', description: 'Organisaation oma tarkennus' };
    expect((await h.call(user, '/api/v2.5/admin/pepfunctions', { method: 'POST', body })).status).toBe(403);
    const created = await h.call<PepFunction>(admin, '/api/v2.5/admin/pepfunctions', { method: 'POST', body });
    expect(created.status).toBe(201);
    const taken = await h.call(admin, '/api/v2.5/admin/pepfunctions', { method: 'POST', body: { name: 'kansanedustaja' } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]!.code).toBe('PEP_FUNCTION_NAME_TAKEN');
    const id = created.body.data!.id;
    expect((await h.call(admin, `/api/v2.5/admin/pepfunctions/${id}`, { method: 'PUT', body: { name: 'Kunnanvaltuuston puheenjohtaja' } })).status).toBe(200);
    expect((await h.call(admin, `/api/v2.5/admin/pepfunctions/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await h.call(admin, `/api/v2.5/admin/pepfunctions/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(entries.filter((e) => e.entity === 'pepfunction').map((e) => [e.organisationsId, e.section, e.action]))
      .toEqual([[org, 'riskscore', 'create'], [org, 'riskscore', 'update'], [org, 'riskscore', 'delete']]);
  });
});

describe('a PEP record\'s function, country and dates', () => {
  it('stores the function from the list, the country, start and end date', async () => {
    const created = await h.call<Pep>(user, peps(), {
      method: 'POST',
      body: { name: 'Matti Ministeri', is_pep_self: true, function: 'Pääministeri tai ministeri', country: 'FI', start_date: '2019-06-06', end_date: '2023-06-20' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ function: 'Pääministeri tai ministeri', country: 'FI', start_date: '2019-06-06', end_date: '2023-06-20' });
    const listed = (await h.call<Pep[]>(user, peps())).body.data!;
    expect(listed.find((p) => p.id === created.body.data!.id)).toMatchObject({ function: 'Pääministeri tai ministeri', end_date: '2023-06-20' });
    // A partial change keeps the rest.
    const changed = await h.call<Pep>(user, `${peps()}/${created.body.data!.id}`, { method: 'PUT', body: { description: 'Entinen ministeri' } });
    expect(changed.body.data).toMatchObject({ function: 'Pääministeri tai ministeri', country: 'FI', start_date: '2019-06-06', end_date: '2023-06-20' });
  });

  it('refuses a function that is not on the organisation\'s list, an end before the start, a bad country', async () => {
    const base = { name: 'Liisa Luettelo', is_pep_self: true };
    const unknown = await h.call(user, peps(), { method: 'POST', body: { ...base, function: 'Kuningas' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ code: 'PEP_FUNCTION_UNKNOWN', field: '/function' });
    const backwards = await h.call(user, peps(), { method: 'POST', body: { ...base, start_date: '2024-01-01', end_date: '2023-01-01' } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: '/end_date' });
    expect((await h.call(user, peps(), { method: 'POST', body: { ...base, country: 'fin' } })).status).toBe(400);
    expect((await h.call(user, peps(), { method: 'POST', body: { ...base, end_date: '31.12.2024' } })).status).toBe(400);
  });

  it('keeps a function that later left the list when another field of the record changes', async () => {
    const fn = (await h.call<PepFunction>(admin, '/api/v2.5/admin/pepfunctions', { method: 'POST', body: { name: 'Poistuva tehtävä' } })).body.data!;
    const pep = (await h.call<Pep>(user, peps(), { method: 'POST', body: { name: 'Pekka Poistuva', is_pep_family: true, function: fn.name } })).body.data!;
    await h.call(admin, `/api/v2.5/admin/pepfunctions/${fn.id}`, { method: 'DELETE' });
    const changed = await h.call<Pep>(user, `${peps()}/${pep.id}`, { method: 'PUT', body: { country: 'SE' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ function: 'Poistuva tehtävä', country: 'SE' });
    // A new choice must come from the list.
    expect((await h.call(user, `${peps()}/${pep.id}`, { method: 'PUT', body: { function: 'Kuningas' } })).body.errors[0]!.code).toBe('PEP_FUNCTION_UNKNOWN');
  });

  it('gives the risk service each PEP\'s end date', async () => {
    const [subject] = await readRiskSubjects(h.t.db, org, [customer.id]);
    expect(subject!.peps).toBe(subject!.pepEndDates.length);
    expect(subject!.pepEndDates).toContain('2023-06-20');
    expect(subject!.pepEndDates).toContain(null);
  });
});
