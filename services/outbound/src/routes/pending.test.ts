import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Letter, type OutboundSettings, type Page, type PendingItem, type Request } from '@tunne/contracts';
import { deliverItem } from '../sending/deliver.ts';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';

const admin: string = demoUsers.admin.id;
const user: string = demoUsers.user.id;
const own: string = demoUsers.own.id;
const org = demoOrganisations.demo.id;
let h: OutboundHarness;

beforeAll(async () => {
  h = await startOutboundHarness();
});
afterAll(() => h.stop());

const day = 24 * 3600 * 1000;

/** A request sent `daysAgo` days ago by `usersId` to their own customer. */
const sentRequest = async (usersId: string, daysAgo: number): Promise<string> => {
  h.setNow(new Date(Date.now() - daysAgo * day));
  const customer = demoCustomerOf(usersId);
  const id = (await h.call<Request>(usersId, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email: 'p@example.com', ask_owners: true } })).body.data!.id;
  await h.call(usersId, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
  h.setNow(new Date());
  return id;
};

describe('pending actions', () => {
  let old: string;
  let recent: string;
  let mine: string;
  let letter: string;

  beforeAll(async () => {
    old = await sentRequest(admin, 40);
    recent = await sentRequest(admin, 2);
    mine = await sentRequest(own, 10);
    const customer = demoCustomerOf(user);
    letter = (await h.call<Letter>(user, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email: 'l@example.com', text: 'Viesti' } })).body.data!.id;
    h.setNow(new Date(Date.now() - 5 * day));
    await h.call(user, `/api/v2.5/user/letters/${letter}/send`, { method: 'POST' });
    h.setNow(new Date());
    // A draft is not pending.
    await h.call(admin, `/api/v2.5/user/customers/${demoCustomerOf(admin)}/requests`, { method: 'POST', body: { email: 'd@example.com', ask_owners: true } });
  });

  const pending = async (usersId: string, query = '') => (await h.call<Page<PendingItem>>(usersId, `/api/v2.5/user/pending${query}`)).body.data!;

  it('lists sent requests and letters, the oldest first, with the customer\'s name', async () => {
    const page = await pending(admin);
    expect(page.items.map((i) => i.id)).toEqual([old, mine, letter, recent]);
    expect(page.total).toBe(4);
    expect(page.items[2]).toMatchObject({ kind: 'letter', state: 'error', light: 'red', users_id: user });
    expect(page.items.every((i) => i.customer_name.length > 0)).toBe(true);
  });

  it('filters by age, own items, time frame and pages', async () => {
    expect((await pending(admin, '?older_than_days=7')).items.map((i) => i.id)).toEqual([old, mine]);
    expect((await pending(admin, '?own=true')).items.map((i) => i.id)).toEqual([old, recent]);
    expect((await pending(admin, '?timeframe=today')).items).toEqual([]);
    const second = await pending(admin, '?size=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(second.items.map((i) => i.id)).toEqual([recent]);
  });

  it('shows a restricted user only their customers\' items', async () => {
    expect((await pending(own)).items.map((i) => i.id)).toEqual([mine]);
    expect((await pending(demoUsers.toinenAdmin.id)).items).toEqual([]);
  });
});

describe('deliverItem (the jobs\' entry)', () => {
  it('sends a scheduled draft once, reminds while unanswered, and does nothing after the answer', async () => {
    const customer = demoCustomerOf(admin);
    const id = (await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email: 'job@example.com', ask_owners: true } })).body.data!.id;
    await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST', body: { mode: 'LATER', send_at: new Date(Date.now() + 3600_000).toISOString() } });
    expect(await deliverItem(h.deps, { kind: 'request', organisationsId: org, id, reason: 'send' })).toBe('delivered');
    expect(await deliverItem(h.deps, { kind: 'request', organisationsId: org, id, reason: 'send' })).toBe('skipped');
    expect(await deliverItem(h.deps, { kind: 'request', organisationsId: org, id, reason: 'reminder' })).toBe('delivered');
    expect(h.mailTo('job@example.com')!.subject).toBe('Muistutus: Demo Oy pyytää tietoja');
    const request = (await h.call<Request>(admin, `/api/v2.5/user/requests/${id}`)).body.data!;
    expect(request).toMatchObject({ state: 'error', resend_cnt: 1, send_at: null });
    const types = await h.t.db.owner<{ type: string }[]>`select type from outbound.events where item_id = ${id} order by id`;
    expect(types.map((t) => t.type)).toEqual(['created', 'scheduled', 'sent', 'reminded']);
    const token = h.tokenFromMail('job@example.com');
    await h.ports.requests.submit({ organisationsId: org, customersId: customer, id, token }, { owners: [{ name: 'Omistaja Oy', type: 'business', businessid: '2980005-2', share: 50 }] }, { ipaddress: '192.0.2.1', userAgent: null });
    expect(await deliverItem(h.deps, { kind: 'request', organisationsId: org, id, reason: 'reminder' })).toBe('skipped');
    expect(await deliverItem(h.deps, { kind: 'letter', organisationsId: org, id, reason: 'send' })).toBe('skipped');
  });

  it('says frozen for a frozen customer and sends nothing', async () => {
    const customer = demoCustomerOf(user);
    const id = (await h.call<Request>(user, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email: 'frozen@example.com', ask_owners: true } })).body.data!.id;
    await h.t.db.owner`update customers.customers set is_frozen = true where id = ${customer}`;
    expect(await deliverItem(h.deps, { kind: 'request', organisationsId: org, id, reason: 'send' })).toBe('frozen');
    expect(h.mailTo('frozen@example.com')).toBeUndefined();
    await h.t.db.owner`update customers.customers set is_frozen = false where id = ${customer}`;
  });
});

describe('outbound settings', () => {
  it('admins read and change them; others may not', async () => {
    const defaults = (await h.call<OutboundSettings>(admin, '/api/v2.5/admin/organizations/outbound')).body.data!;
    expect(defaults).toMatchObject({ host: null, resend_strategy: 'NONE', validtime_after_request: 30 });
    const saved = await h.call<OutboundSettings>(admin, '/api/v2.5/admin/organizations/outbound', { method: 'PUT', body: { resend_strategy: 'WEEKLY', validtime_after_letter: 14, validtime_after_esignature: 60, resend_weekdays: [5, 1] } });
    expect(saved.body.data).toMatchObject({
      resend_strategy: 'WEEKLY', validtime_after_letter: 14, validtime_after_request: 30, validtime_after_identification: 30, validtime_after_esignature: 60,
      resend_weekdays: [1, 5],
    });
    expect((await h.call(user, '/api/v2.5/admin/organizations/outbound')).status).toBe(403);
    const bad = await h.call(admin, '/api/v2.5/admin/organizations/outbound', { method: 'PUT', body: { host: 'https://x.fi/path' } });
    expect(bad.body.errors[0]!.field).toBe('/host');
    // Another organisation keeps its own.
    expect((await h.call<OutboundSettings>(demoUsers.toinenAdmin.id, '/api/v2.5/admin/organizations/outbound')).body.data!.resend_strategy).toBe('NONE');
  });
});
