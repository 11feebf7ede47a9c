// Issue 16 §5: the customer list (and so the header search, the search page and the list's text box) finds a customer
// by business id or personal identity code, typed with or without the dash, in any case, between spaces; within the
// caller's restriction only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers, type Customer, type CustomerListItem, type Page } from '@tunne/contracts';
import { demoCustomers } from '../seed.ts';
import { startHarness, tokenFor, type Harness } from '../testing.ts';

let h: Harness;
const created: Record<'person' | 'legacy' | 'hidden', Customer> = {} as Record<'person' | 'legacy' | 'hidden', Customer>;

const post = (usersId: string, body: unknown) => h.call<Customer>(usersId, '/api/v2.5/user/customers', { method: 'POST', body });
const list = (usersId: string, query: Record<string, string>) =>
  h.call<Page<CustomerListItem>>(usersId, `/api/v2.5/user/customers?${new URLSearchParams(query).toString()}`);
const names = async (usersId: string, query: Record<string, string>): Promise<string[]> => {
  const { status, body } = await list(usersId, { ...query, size: '500' });
  expect(status, JSON.stringify(query)).toBe(200);
  expect(body.status).toBe(true);
  expect(body.data!.total).toBe(body.data!.items.length);
  return body.data!.items.map((c) => c.name).sort();
};

// The first demo business: Y-tunnus 1000000-4 (check digit 4: 1·7 = 7, 11 − 7), owner admin, team Helsinki.
const business = demoCustomers().find((c) => c.businessid === '1000000-4')!;

beforeAll(async () => {
  h = await startHarness();
  const person = await post(demoUsers.admin.id, { type: 'person', name: 'Hakuhenkilö Testi', ssn: ' 131052-308t ', country: 'FI', teams_id: demoTeams.helsinki.id });
  // Stored as given (no validator for DE): no dash, as an old row or an import might have it.
  const legacy = await post(demoUsers.admin.id, { type: 'business', name: 'Vanha Rivi GmbH', businessid: '20774740', country: 'DE', teams_id: demoTeams.helsinki.id });
  // Tampere's: a Helsinki TEAM user and a USER-restricted user do not see it.
  const hidden = await post(demoUsers.admin.id, { type: 'business', name: 'Tampereen Piilo Oy', businessid: '07375462', country: 'FI', teams_id: demoTeams.tampere.id });
  for (const response of [person, legacy, hidden]) expect(response.status).toBe(201);
  Object.assign(created, { person: person.body.data!, legacy: legacy.body.data!, hidden: hidden.body.data! });
}, 60_000);
afterAll(async () => h?.stop());

describe('identifiers are stored in their canonical form', () => {
  it('upper case with the dash, whatever was typed', async () => {
    expect(business).toMatchObject({ organisations_id: demoOrganisations.demo.id, users_id: demoUsers.admin.id, teams_id: demoTeams.helsinki.id });
    expect(created.person.ssn).toBe('131052-308T');
    expect(created.hidden.businessid).toBe('0737546-2');
    expect(created.legacy.businessid).toBe('20774740');
    const rows = await h.t.db.owner<{ ssn: string | null; businessid: string | null }[]>`select ssn, businessid from customers.customers
      where id = any (${[created.person.id, created.hidden.id]}::uuid[]) order by name`;
    expect(rows).toEqual([{ ssn: '131052-308T', businessid: null }, { ssn: null, businessid: '0737546-2' }]);
  });
});

describe('GET /api/v2.5/user/customers?search=', () => {
  it('finds a business by its business id with or without the dash, in any spacing', async () => {
    for (const search of ['10000004', '1000000-4', ' 1000000-4 ', '1000000 4']) {
      expect(await names(demoUsers.admin.id, { search }), search).toEqual([business.name]);
    }
    expect(await names(demoUsers.admin.id, { search: '1000000-5' })).toEqual([]);
  });

  it('finds a person by the identity code in lower case, with or without the century sign dash', async () => {
    for (const search of ['131052-308t', '131052-308T', '131052308t', '  131052-308T  ']) {
      expect(await names(demoUsers.admin.id, { search }), search).toEqual(['Hakuhenkilö Testi']);
    }
    // The century sign A is another person (born 2052), not the same code typed differently.
    expect(await names(demoUsers.admin.id, { search: '131052A308T' })).toEqual([]);
  });

  it('finds a stored identifier that lacks the dash by the canonical form, and the other way round', async () => {
    expect(await names(demoUsers.admin.id, { search: '2077474-0' })).toEqual(['Vanha Rivi GmbH']);
    expect(await names(demoUsers.admin.id, { search: '07375462' })).toEqual(['Tampereen Piilo Oy']);
  });

  it('still matches names by any part, case-insensitively', async () => {
    expect(await names(demoUsers.admin.id, { search: 'LAKITOIMISTO' })).toEqual(['Kalliola Lakitoimisto Oy']);
    expect(await names(demoUsers.admin.id, { search: 'hakuhenkilö' })).toEqual(['Hakuhenkilö Testi']);
    expect(await names(demoUsers.admin.id, { search: '%' })).toEqual([]);
  });

  it('keeps `name` a name search: an identifier there finds nothing', async () => {
    expect(await names(demoUsers.admin.id, { name: '1000000-4' })).toEqual([]);
    expect(await names(demoUsers.admin.id, { search: '1000000-4', name: 'zzz' })).toEqual([]);
  });

  it('combines with the other tools and pages with the total', async () => {
    expect(await names(demoUsers.admin.id, { search: '10000004', team: demoTeams.helsinki.id })).toEqual([business.name]);
    expect(await names(demoUsers.admin.id, { search: '10000004', team: demoTeams.tampere.id })).toEqual([]);
    expect(await names(demoUsers.admin.id, { search: '10000004', archived: 'true' })).toEqual([]);
    const past = await list(demoUsers.admin.id, { search: '10000004', size: '1', page: '3' });
    expect(past.body.data).toMatchObject({ items: [], total: 1, page: 3 });
  });

  it('respects the restriction: a restricted user does not find another team\'s or owner\'s customer by its id', async () => {
    // TEAM (Helsinki): the Helsinki customers yes, Tampere's no.
    expect(await names(demoUsers.team.id, { search: '1000000-4' })).toEqual([business.name]);
    expect(await names(demoUsers.team.id, { search: '131052-308t' })).toEqual(['Hakuhenkilö Testi']);
    expect(await names(demoUsers.team.id, { search: '0737546-2' })).toEqual([]);
    expect(await names(demoUsers.team.id, { 'business-id': '0737546-2' })).toEqual([]);
    // USER: only their own customers (all three are the admin's).
    expect(business.users_id).not.toBe(demoUsers.own.id);
    for (const search of ['1000000-4', '131052-308t', '0737546-2', '20774740']) {
      expect(await names(demoUsers.own.id, { search }), search).toEqual([]);
    }
    expect(await names(demoUsers.own.id, { 'business-id': '1000000-4' })).toEqual([]);
    // Another organisation never.
    expect(await names(demoUsers.toinenAdmin.id, { search: '1000000-4' })).toEqual([]);
    expect(await names(demoUsers.toinenAdmin.id, { 'business-id': '10000004' })).toEqual([]);
  });

  it('refuses an over-long search with VALIDATION_FAILED', async () => {
    const { status, body } = await list(demoUsers.admin.id, { search: 'x'.repeat(201) });
    expect(status).toBe(400);
    expect(body.errors[0]!.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/v2.5/user/customers?business-id= (spec §7)', () => {
  it('matches the business id exactly, with or without the dash, in any spacing', async () => {
    for (const id of ['1000000-4', '10000004', ' 1000000-4 ']) {
      expect(await names(demoUsers.admin.id, { 'business-id': id }), id).toEqual([business.name]);
    }
    expect(await names(demoUsers.admin.id, { 'business-id': '2077474-0' })).toEqual(['Vanha Rivi GmbH']);
    expect(await names(demoUsers.admin.id, { 'business-id': '1000000' })).toEqual([]);
  });

  it('is no identity code search, and combines with a name search', async () => {
    expect(await names(demoUsers.admin.id, { 'business-id': '131052-308T' })).toEqual([]);
    expect(await names(demoUsers.admin.id, { 'business-id': '10000004', name: business.name.slice(0, 4).toUpperCase() })).toEqual([business.name]);
    expect(await names(demoUsers.admin.id, { 'business-id': '10000004', name: 'zzz' })).toEqual([]);
    expect(await names(demoUsers.admin.id, { 'business-id': '10000004', search: business.name.slice(0, 4) })).toEqual([business.name]);
  });
});

describe('the CSV download of a searched view', () => {
  it('holds the customers the search finds, within the restriction', async () => {
    const csv = async (usersId: string, query: string) => {
      const response = await h.app.request(`/api/v2.5/user/customers/csv?jwt=${await tokenFor(usersId, 'temporary')}&${query}`);
      expect(response.status).toBe(200);
      return (await response.text()).replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
    };
    const found = await csv(demoUsers.admin.id, 'search=10000004');
    expect(found).toHaveLength(2);
    expect(found[1]!.startsWith(`${business.name};Yritys;`)).toBe(true);
    expect(await csv(demoUsers.admin.id, 'business-id=%201000000-4%20')).toEqual(found);
    expect(await csv(demoUsers.own.id, 'search=10000004')).toHaveLength(1);
  });
});
