import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerSortColumns, demoOrganisations, demoTeams, demoUsers, helsinkiToday, isKycClockAlarming, validateIdentifier,
  type Customer, type CustomerDuplicate, type CustomerListItem, type Page,
} from '@tunne/contracts';
import { demoCustomers, demoTags } from '../seed.ts';
import { startHarness, toinenTeamId, tokenFor, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => h?.stop());

const demoActive = demoCustomers().filter((c) => c.organisations_id === demoOrganisations.demo.id && !c.is_removed);
const list = (usersId: string, query: string) => h.call<Page<CustomerListItem>>(usersId, `/api/v2.5/user/customers?${query}`);
const ids = (page: Page<CustomerListItem> | null) => (page?.items ?? []).map((c) => c.id).sort();
const idsOf = (rows: { id: string }[]) => rows.map((c) => c.id).sort();

describe('GET /api/v2.5/user/customers', () => {
  it('lists the organisation\'s active customers sorted by name, paged, with masked ssn and the list columns', async () => {
    const { status, body } = await list(demoUsers.admin.id, 'size=10');
    expect(status).toBe(200);
    expect(body.data!.total).toBe(demoActive.length);
    expect(body.data!.total).toBe(39);
    expect(body.data!.items).toHaveLength(10);
    const names = body.data!.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    const person = (await list(demoUsers.admin.id, 'name=korhonen')).body.data!.items[0]!;
    expect(person.ssn).toMatch(/^\d{6}.\*+$/);
    expect(Object.keys(person)).toEqual(expect.arrayContaining([
      'department', 'kycclock_alarm_at', 'is_kycclock', 'prepayment_register', 'trade_register', 'city', 'country',
      'riskscores_level', 'created_at', 'users_id', 'teams_id', 'is_monitored',
    ]));
    const second = await list(demoUsers.admin.id, 'size=10&page=2');
    expect(second.body.data!.items[0]!.name.toLowerCase() >= names[9]!.toLowerCase()).toBe(true);
  });

  it('finds by part of the name, case-insensitively, and treats % literally', async () => {
    const { body } = await list(demoUsers.admin.id, 'name=LAKITOIMISTO');
    expect(body.data!.items.map((c) => c.name)).toEqual(['Kalliola Lakitoimisto Oy']);
    expect((await list(demoUsers.admin.id, 'name=%25')).body.data!.total).toBe(0);
  });

  it('applies every list tool', async () => {
    const admin = demoUsers.admin.id;
    const today = helsinkiToday();
    const vip = demoTags().customerTags.filter((t) => t.tags_id === demoTags().tags[0]!.id).map((t) => ({ id: t.customers_id }));
    const cases: [string, { id: string }[]][] = [
      [`team=${demoTeams.helsinki.id}`, demoActive.filter((c) => c.teams_id === demoTeams.helsinki.id)],
      [`owner=${demoUsers.team.id}`, demoActive.filter((c) => c.users_id === demoUsers.team.id)],
      ['own=true', demoActive.filter((c) => c.users_id === admin)],
      ['risk=HIGH', demoActive.filter((c) => c.riskscores_level === 'HIGH')],
      ['not_in_prepayment=true', demoActive.filter((c) => c.prepayment_register === false)],
      ['kycclock_alarming=true', demoActive.filter((c) =>
        isKycClockAlarming(c.kycclock_alarm_at, c.is_kycclock, today))],
      ['monitored=true', demoActive.filter((c) => c.is_monitored)],
      ['monitored=false', demoActive.filter((c) => !c.is_monitored)],
      [`business-id=${demoActive[3]!.businessid!}`, [demoActive[3]!]],
      [`tag=${demoTags().tags[0]!.id}`, vip],
      ['risk=LOW&monitored=false', demoActive.filter((c) => c.riskscores_level === 'LOW' && !c.is_monitored)],
    ];
    for (const [query, expected] of cases) {
      expect(expected.length, query).toBeGreaterThan(0);
      const { status, body } = await list(admin, `${query}&size=500`);
      expect(status, query).toBe(200);
      expect(ids(body.data), query).toEqual(idsOf(expected));
      expect(body.data!.total, query).toBe(expected.length);
    }
  });

  it('combines name search with the tag tool and keeps the total on a page past the end', async () => {
    const tag = demoTags().tags[0]!;
    const tagged = new Set(demoTags().customerTags.filter((t) => t.tags_id === tag.id).map((t) => t.customers_id));
    const withO = demoActive.filter((c) => c.name.toLowerCase().includes('o'));
    const expected = withO.filter((c) => tagged.has(c.id));
    expect(expected.length).toBeGreaterThan(0);
    const both = await list(demoUsers.admin.id, `name=o&tag=${tag.id}&size=500`);
    expect(ids(both.body.data)).toEqual(idsOf(expected));
    expect(both.body.data!.total).toBe(expected.length);
    const past = await list(demoUsers.admin.id, `name=o&size=10&page=99`);
    expect(past.body.data).toMatchObject({ items: [], total: withO.length, page: 99 });
    const sorted = await list(demoUsers.admin.id, `name=o&sort=-city&size=500`);
    const cities = sorted.body.data!.items.map((c) => c.city ?? '');
    expect(cities).toEqual([...cities].sort().reverse());
  });

  it('lists customers with tasks when asked, in a page of 10,000 as the spec names', async () => {
    const customer = demoActive[0]!;
    await h.t.db.owner`insert into customers.tasks (organisations_id, id, name)
      values (${demoOrganisations.demo.id}, '00000000-0000-4000-b000-000000000001', 'KYC-katselmointi')`;
    await h.t.db.owner`insert into customers.customer_tasks (organisations_id, customers_id, tasks_id, done_at)
      values (${demoOrganisations.demo.id}, ${customer.id}, '00000000-0000-4000-b000-000000000001', now())`;
    const { status, body } = await list(demoUsers.admin.id, 'has-tasks=true&size=10000&archived=false');
    expect(status).toBe(200);
    expect(ids(body.data)).toEqual([customer.id]);
  });

  // Issue 25 §9: the spec's size (10,000) is accepted for every list call, not only beside has-tasks; above it, 400.
  it('accepts a page of 10,000 with any filters, and refuses a larger one', async () => {
    const { status, body } = await list(demoUsers.admin.id, 'size=10000&archived=false');
    expect(status).toBe(200);
    expect(body.data!.size).toBe(10000);
    expect(body.data!.items).toHaveLength(body.data!.total);
    expect((await list(demoUsers.admin.id, 'search=oy&size=10000')).status).toBe(200);
    const over = await list(demoUsers.admin.id, 'size=10001');
    expect(over.status).toBe(400);
    expect(over.body.errors[0]!.field).toBe('/size');
  });

  it('sorts by every listed column both ways (descending is exactly the reverse)', async () => {
    for (const column of customerSortColumns) {
      const ascending = (await list(demoUsers.admin.id, `sort=${column}&size=500`)).body.data!.items;
      const descending = (await list(demoUsers.admin.id, `sort=-${column}&size=500`)).body.data!.items;
      expect(ascending, column).toHaveLength(demoActive.length);
      expect(descending.map((c) => c.id), column).toEqual(ascending.map((c) => c.id).reverse());
    }
    const byAlarm = (await list(demoUsers.admin.id, 'sort=kycclock_alarm_at&size=500')).body.data!.items.map((c) => c.kycclock_alarm_at);
    const set = byAlarm.filter((v): v is string => v !== null);
    expect(set.every((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))).toBe(true);
    expect(set).toEqual([...set].sort());
    expect(byAlarm.slice(set.length).every((v) => v === null)).toBe(true);
    const byRisk = (await list(demoUsers.admin.id, 'sort=riskscores_level&size=500')).body.data!.items.map((c) => c.riskscores_level);
    const rank = (level: string | null) => (level === null ? 9 : ['LOW', 'REGULAR', 'HIGH', 'NA'].indexOf(level));
    expect(byRisk.map(rank)).toEqual([...byRisk.map(rank)].sort((a, b) => a - b));
  });

  it('lists archived customers only when asked', async () => {
    const { body } = await list(demoUsers.admin.id, 'archived=true&sort=removes_at');
    expect(body.data!.items.length).toBeGreaterThan(0);
    expect(body.data!.items.every((c) => c.is_removed)).toBe(true);
  });

  it('shows a USER-restricted user only their own customers', async () => {
    const { body } = await list(demoUsers.own.id, 'size=500');
    expect(body.data!.total).toBe(demoActive.filter((c) => c.users_id === demoUsers.own.id).length);
    expect(body.data!.items.every((c) => c.users_id === demoUsers.own.id)).toBe(true);
    const tools = await list(demoUsers.own.id, `owner=${demoUsers.admin.id}`);
    expect(tools.body.data!.total).toBe(0);
  });

  it('shows a TEAM-restricted user their own and their team\'s customers', async () => {
    const { body } = await list(demoUsers.team.id, 'size=500');
    const expected = demoActive.filter((c) => c.users_id === demoUsers.team.id || c.teams_id === demoTeams.helsinki.id);
    expect(ids(body.data)).toEqual(idsOf(expected));
  });

  it('never shows another organisation\'s customers', async () => {
    const { body } = await list(demoUsers.toinenAdmin.id, 'size=500');
    expect(body.data!.items.every((c) => !demoActive.some((d) => d.id === c.id))).toBe(true);
    expect(body.data!.total).toBe(demoCustomers().filter((c) => c.organisations_id === demoOrganisations.toinen.id).length);
    expect((await list(demoUsers.toinenAdmin.id, `tag=${demoTags().tags[0]!.id}`)).body.data!.total).toBe(0);
  });

  it('refuses unknown query fields and bad values with VALIDATION_FAILED', async () => {
    for (const query of ['drop=1', 'size=100000', 'sort=password', 'risk=EXTREME', 'team=nope', 'page=0']) {
      const { status, body } = await list(demoUsers.admin.id, query);
      expect(status, query).toBe(400);
      expect(body.errors[0]!.code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a session token', async () => {
    const response = await h.app.request('/api/v2.5/user/customers');
    expect(response.status).toBe(401);
  });
});

describe('GET /api/v3/customers/{id} and /api/v2.5/user/customers/{id}', () => {
  const own = demoActive.find((c) => c.users_id === demoUsers.own.id)!;
  const others = demoActive.find((c) => c.users_id === demoUsers.admin.id && c.teams_id === null)!;

  it('returns the whole card of a visible customer', async () => {
    const { status, body } = await h.call<Customer>(demoUsers.own.id, `/api/v3/customers/${own.id}`);
    expect(status).toBe(200);
    expect(body.data!.name).toBe(own.name);
    const card = (await h.call<Customer>(demoUsers.admin.id, `/api/v2.5/user/customers/${demoActive[0]!.id}`)).body.data!;
    expect(card.tags).toEqual([{ id: demoTags().tags[0]!.id, name: 'VIP' }]);
    expect(card).toMatchObject({ address: expect.any(String), industry_code: expect.any(String), monitor_emails: expect.any(Array) });
    expect(typeof card.founded_at).toBe('string');
    expect(card.founded_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Industry with its code, company type, founding date, and the register check times (spec §3).
    const failed = demoActive.find((c) => c.bis_failed_at !== null)!;
    const withRegister = (await h.call<Customer>(demoUsers.admin.id, `/api/v2.5/user/customers/${failed.id}`)).body.data!;
    expect(withRegister).toMatchObject({
      industry_name: failed.industry_name, industry_code: failed.industry_code, companytype_code: failed.companytype_code,
      founded_at: failed.founded_at,
    });
    // The seed's times are relative to when it ran.
    expect(Math.abs(Date.parse(withRegister.bis_checked_at!) - failed.bis_checked_at!.getTime())).toBeLessThan(120_000);
    expect(Math.abs(Date.parse(withRegister.bis_failed_at!) - failed.bis_failed_at!.getTime())).toBeLessThan(120_000);
  });

  it('answers 404 for a customer outside the restriction or organisation, never the data', async () => {
    for (const [usersId, id] of [[demoUsers.own.id, others.id], [demoUsers.toinenAdmin.id, own.id]] as const) {
      for (const path of [`/api/v3/customers/${id}`, `/api/v2.5/user/customers/${id}`]) {
        const { status, body } = await h.call(usersId, path);
        expect(status).toBe(404);
        expect(body.data).toBeNull();
        // Another organisation's customer: the spec's organisation mismatch (nothing more said).
        expect(body.errors[0]!.code).toBe(usersId === demoUsers.toinenAdmin.id ? 'ORGANISATION_MISMATCH' : 'RESTRICTED_ACCESS');
      }
    }
  });

  it('answers 404 for an id that is no customer at all', async () => {
    for (const path of [`/api/v3/customers/${crypto.randomUUID()}`, `/api/v2.5/user/customers/${crypto.randomUUID()}`]) {
      const { status, body } = await h.call(demoUsers.admin.id, path);
      expect(status).toBe(404);
      expect(body.data).toBeNull();
      expect(body.errors[0]!.message).toMatch(/not found/);
    }
  });

  it('refuses a malformed id with INVALID_ID', async () => {
    const { status, body } = await h.call(demoUsers.admin.id, '/api/v3/customers/1%27%20or%201=1');
    expect(status).toBe(400);
    expect(body.errors[0]!.code).toBe('INVALID_ID');
  });
});

describe('POST /api/v2.5/user/customers', () => {
  const post = <T = Customer>(usersId: string, body: unknown) => h.call<T>(usersId, '/api/v2.5/user/customers', { method: 'POST', body });

  it('creates a business with all fields, owned by the caller', async () => {
    const { status, body } = await post(demoUsers.own.id, {
      type: 'business', name: '  Uusi Asiakas Oy ', country: 'FI', businessid: '2980005-2', address: 'Kauppakatu 1',
      postalnumber: '00100', city: 'Helsinki', language: 'fi', email: 'INFO@uusi.example.com', contact_email: '',
      industry_name: 'Ohjelmistot', industry_code: '62010', founded_at: '2019-05-01', domain: 'uusi.example.com',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Uusi Asiakas Oy', users_id: demoUsers.own.id, businessid: '2980005-2', email: 'info@uusi.example.com',
      contact_email: null, founded_at: '2019-05-01', is_kycclock: true, is_monitored: false, tags: [], domain: 'uusi.example.com',
    });
    const [row] = await h.t.db.owner`select organisations_id from customers.customers where id = ${body.data!.id}`;
    expect(row!.organisations_id).toBe(demoOrganisations.demo.id);
  });

  it('takes a team of the organisation: any from an admin, only one of their own from a regular user', async () => {
    const count = async (name: string) =>
      (await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from customers.customers where name = ${name}`)[0]!.n;
    const member = await post(demoUsers.team.id, { type: 'business', name: 'Tiimin Oma Oy', teams_id: demoTeams.helsinki.id });
    expect(member.status).toBe(201);
    expect(member.body.data!.teams_id).toBe(demoTeams.helsinki.id);
    const admin = await post(demoUsers.admin.id, { type: 'business', name: 'Adminin Tiimi Oy', teams_id: demoTeams.helsinki.id });
    expect(admin.status).toBe(201);

    const notMember = await post(demoUsers.own.id, { type: 'business', name: 'Vieras Tiimi Oy', teams_id: demoTeams.tampere.id });
    expect(notMember.status).toBe(403);
    expect(notMember.body.errors[0]).toMatchObject({ code: 'FORBIDDEN', field: '/teams_id' });
    const foreign = await post(demoUsers.admin.id, { type: 'business', name: 'Vieras Tiimi Oy', teams_id: toinenTeamId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toMatchObject({ code: 'INVALID_TEAM', field: '/teams_id' });
    const unknown = await post(demoUsers.admin.id, { type: 'business', name: 'Vieras Tiimi Oy', teams_id: '00000000-0000-4000-8000-00000000ffff' });
    expect(unknown.body.errors[0]!.code).toBe('INVALID_TEAM');
    expect(await count('Vieras Tiimi Oy')).toBe(0);
  });

  it('warns of a duplicate name (case-insensitive), even one the caller cannot see or one archived, until confirmed', async () => {
    const hidden = demoActive.find((c) => c.users_id === demoUsers.admin.id)!;
    const first = await post<{ duplicates: CustomerDuplicate[] }>(demoUsers.own.id, { type: 'business', name: hidden.name.toUpperCase() });
    expect(first.status).toBe(409);
    expect(first.body.status).toBe(false);
    expect(first.body.errors[0]!.code).toBe('DUPLICATE_CUSTOMER');
    expect(first.body.data!.duplicates).toEqual([{ id: hidden.id, name: hidden.name, type: 'business', businessid: hidden.businessid, reason: 'name' }]);
    const archived = demoCustomers().find((c) => c.is_removed && c.organisations_id === demoOrganisations.demo.id)!;
    expect((await post(demoUsers.admin.id, { type: 'business', name: archived.name })).status).toBe(409);
    const confirmed = await post(demoUsers.own.id, { type: 'business', name: hidden.name.toUpperCase(), confirm_duplicate: true });
    expect(confirmed.status).toBe(201);
  });

  it('warns of a business with the same businessid and a person with the same ssn, not across organisations', async () => {
    const business = demoActive.find((c) => c.type === 'business' && c.country === 'FI')!;
    const byId = await post<{ duplicates: CustomerDuplicate[] }>(demoUsers.admin.id, { type: 'business', name: 'Eri Nimi Oy', businessid: business.businessid, country: 'FI' });
    expect(byId.status).toBe(409);
    expect(byId.body.data!.duplicates.map((d) => [d.id, d.reason])).toEqual([[business.id, 'businessid']]);
    const person = await post(demoUsers.admin.id, { type: 'person', name: 'Henkilö Yksi', ssn: '131052-308T', country: 'FI' });
    expect(person.status).toBe(201);
    const again = await post<{ duplicates: CustomerDuplicate[] }>(demoUsers.admin.id, { type: 'person', name: 'Henkilö Kaksi', ssn: '131052-308t', country: 'FI' });
    expect(again.status).toBe(409);
    expect(again.body.data!.duplicates[0]!.reason).toBe('ssn');
    const elsewhere = await post(demoUsers.toinenAdmin.id, { type: 'person', name: 'Henkilö Yksi', ssn: '131052-308T', country: 'FI' });
    expect(elsewhere.status).toBe(201);
  });

  it('validates identifiers in the countries that have validators', async () => {
    expect(validateIdentifier('FI', 'business', '2980005-3').valid).toBe(false);
    const badBusiness = await post(demoUsers.admin.id, { type: 'business', name: 'Väärä Tunnus Oy', businessid: '2980005-3', country: 'FI' });
    expect(badBusiness.status).toBe(400);
    expect(badBusiness.body.errors[0]!.code).toBe('INVALID_BUSINESSID');
    const badSsn = await post(demoUsers.admin.id, { type: 'person', name: 'Väärä Henkilö', ssn: '131052-308A', country: 'FI' });
    expect(badSsn.body.errors[0]!.code).toBe('INVALID_SSN');
    const badSe = await post(demoUsers.admin.id, { type: 'business', name: 'Fel AB', businessid: '556036-0794', country: 'SE' });
    expect(badSe.body.errors[0]!.code).toBe('INVALID_BUSINESSID');
    const unchecked = await post(demoUsers.admin.id, { type: 'business', name: 'Deutsche GmbH', businessid: 'HRB 12345', country: 'DE' });
    expect(unchecked.status).toBe(201);
  });

  it('refuses an empty name, an unknown field, bad values, malformed JSON and an oversize body without writing', async () => {
    const [before] = await h.t.db.owner`select count(*)::int as n from customers.customers`;
    const raw = async (body: string) => h.app.request('/api/v2.5/user/customers', {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(demoUsers.admin.id)}` }, body,
    });
    expect((await post(demoUsers.admin.id, { type: 'business', name: ' ' })).body.errors[0]!.code).toBe('MISSING_NAME');
    for (const bad of [
      { type: 'business', name: 'X', is_admin: true }, { type: 'robot', name: 'X' }, { type: 'business', name: 'X', country: 'fi' },
      { type: 'business', name: 'X', founded_at: '2020-13-01' },
    ]) {
      const { status, body } = await post(demoUsers.admin.id, bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.errors[0]!.code).toBe('VALIDATION_FAILED');
    }
    // A bad e-mail or language has its own code in the catalogue (spec §8), with the field it is about.
    for (const [bad, code, field] of [
      [{ type: 'business', name: 'X', email: 'not-an-email' }, 'INVALID_EMAIL', '/email'],
      [{ type: 'business', name: 'X', contact_email: 'a@b@c' }, 'INVALID_EMAIL', '/contact_email'],
      [{ type: 'business', name: 'X', language: 'xx' }, 'INVALID_LANGUAGE', '/language'],
    ] as const) {
      const { status, body } = await post(demoUsers.admin.id, bad);
      expect({ status, code: body.errors[0]!.code, field: body.errors[0]!.field }).toEqual({ status: 400, code, field });
    }
    const malformed = await h.call(demoUsers.admin.id, '/api/v2.5/user/customers', { method: 'POST', body: undefined });
    expect(malformed.status).toBe(415);
    const broken = await raw('{"type": "business",');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('MALFORMED_JSON');
    const big = await post(demoUsers.admin.id, { type: 'business', name: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    const [after] = await h.t.db.owner`select count(*)::int as n from customers.customers`;
    expect(after!.n).toBe(before!.n);
  });
});

describe('PUT /api/v2.5/user/customers/{id}', () => {
  const put = (usersId: string, id: string, body: unknown) => h.call<Customer>(usersId, `/api/v2.5/user/customers/${id}`, { method: 'PUT', body });
  const business = demoActive.find((c) => c.type === 'business' && c.country === 'FI' && c.users_id === demoUsers.own.id)!;

  it('updates basic fields partially and writes the audit trail with who, old and new', async () => {
    const { status, body } = await put(demoUsers.own.id, business.id, { city: 'Porvoo', description: 'Uusi kuvaus' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ city: 'Porvoo', description: 'Uusi kuvaus', name: business.name });
    const [audit] = await h.t.db.owner<{ changed_by: string; old: Record<string, unknown>; new: Record<string, unknown>; action: string }[]>`
      select changed_by, old, new, action from customers.audit_log where customers_id = ${business.id} and action = 'UPDATE'
      order by id desc limit 1`;
    expect(audit).toMatchObject({ action: 'UPDATE', changed_by: demoUsers.own.id });
    expect(audit!.new).toMatchObject({ city: 'Porvoo', description: 'Uusi kuvaus' });
    expect(audit!.old).toMatchObject({ city: business.city, description: null });
    expect(Object.keys(audit!.new).sort()).toEqual(['city', 'description', 'updated_at']);
  });

  it('gives the register\'s industry names per language, and drops them when the industry is rewritten by hand (issue 26)', async () => {
    const read = await h.call<Customer>(demoUsers.own.id, `/api/v2.5/user/customers/${business.id}`);
    expect(read.body.data!.industry_names).toMatchObject({ fi: expect.any(String), se: expect.any(String), en: expect.any(String) });
    const same = await put(demoUsers.own.id, business.id, { industry_name: business.industry_name, city: 'Loviisa' });
    expect(same.body.data!.industry_names).toEqual(read.body.data!.industry_names);
    const rewritten = await put(demoUsers.own.id, business.id, { industry_name: 'Oma toimiala' });
    expect(rewritten.body.data).toMatchObject({ industry_name: 'Oma toimiala', industry_names: null });
  });

  it('needs confirmation to change the business id and validates the new one', async () => {
    const unconfirmed = await put(demoUsers.own.id, business.id, { businessid: '2980005-2' });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.errors[0]!.code).toBe('IDENTIFIER_CHANGE_UNCONFIRMED');
    const invalid = await put(demoUsers.own.id, business.id, { businessid: '2980005-3', confirm_identifier_change: true });
    expect(invalid.body.errors[0]!.code).toBe('INVALID_BUSINESSID');
    const same = await put(demoUsers.own.id, business.id, { businessid: business.businessid });
    expect(same.status).toBe(200);
    const confirmed = await put(demoUsers.own.id, business.id, { businessid: '0112038-9', confirm_identifier_change: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data!.businessid).toBe('0112038-9');
  });

  it('warns when a new name or business id is another customer\'s, changes nothing until confirmed, and not for other edits', async () => {
    const mine = demoActive.filter((c) => c.type === 'business' && c.users_id === demoUsers.own.id && c.id !== business.id)[0]!;
    const namesake = demoActive.find((c) => c.users_id === demoUsers.admin.id)!;
    const renamed = await put(demoUsers.own.id, mine.id, { name: namesake.name.toLowerCase() });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors[0]!.code).toBe('DUPLICATE_CUSTOMER');
    expect((renamed.body.data as unknown as { duplicates: CustomerDuplicate[] }).duplicates.map((d) => [d.id, d.reason])).toContainEqual([namesake.id, 'name']);
    const [unchanged] = await h.t.db.owner<{ name: string }[]>`select name from customers.customers where id = ${mine.id}`;
    expect(unchanged!.name).toBe(mine.name);
    const sameName = await put(demoUsers.own.id, mine.id, { name: mine.name.toUpperCase() });
    expect(sameName.status).toBe(200);
    const confirmed = await put(demoUsers.own.id, mine.id, { name: namesake.name, confirm_duplicate: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data!.name).toBe(namesake.name);
    // Already beside its namesake: editing another field is not asked again.
    expect((await put(demoUsers.own.id, mine.id, { city: 'Loviisa' })).status).toBe(200);
    const other = demoActive.find((c) => c.type === 'business' && c.country === 'FI' && c.businessid && c.id !== mine.id && c.id !== business.id)!;
    const byId = await put(demoUsers.own.id, mine.id, { businessid: other.businessid, country: 'FI', confirm_identifier_change: true });
    expect(byId.status).toBe(409);
    expect((byId.body.data as unknown as { duplicates: CustomerDuplicate[] }).duplicates.map((d) => d.reason)).toEqual(['businessid']);
  });

  it('refuses a customer outside the restriction or organisation, and bad bodies', async () => {
    const others = demoActive.find((c) => c.users_id === demoUsers.admin.id)!;
    expect((await put(demoUsers.own.id, others.id, { city: 'X' })).status).toBe(404);
    expect((await put(demoUsers.toinenAdmin.id, others.id, { city: 'X' })).status).toBe(404);
    expect((await put(demoUsers.admin.id, others.id, {})).body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect((await put(demoUsers.admin.id, others.id, { type: 'person' })).body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect((await put(demoUsers.admin.id, others.id, { name: '' })).body.errors[0]!.code).toBe('MISSING_NAME');
    const [row] = await h.t.db.owner<{ city: string }[]>`select city from customers.customers where id = ${others.id}`;
    expect(row!.city).toBe(others.city);
  });
});

describe('row-level security on customers.customers (as the service role)', () => {
  const demoRow = demoActive[0]!;
  const toinen = { organisationsId: demoOrganisations.toinen.id, usersId: demoUsers.toinenAdmin.id, restrictiontype: 'NONE' as const };

  it('lets another organisation neither read, change, delete nor forge rows', async () => {
    expect(await h.t.db.tx(toinen, (tx) => tx`select id from customers.customers where id = ${demoRow.id}`)).toHaveLength(0);
    expect((await h.t.db.tx(toinen, (tx) => tx`update customers.customers set name = 'hacked' where id = ${demoRow.id}`)).count).toBe(0);
    expect((await h.t.db.tx(toinen, (tx) => tx`delete from customers.customers where id = ${demoRow.id}`)).count).toBe(0);
    await expect(
      h.t.db.tx(toinen, (tx) => tx`insert into customers.customers (organisations_id, type, name) values (${demoOrganisations.demo.id}, 'business', 'Forged Oy')`),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('keeps a USER-restricted user from changing a colleague\'s customer', async () => {
    const colleagues = demoActive.find((c) => c.users_id !== demoUsers.own.id)!;
    const own = { organisationsId: demoOrganisations.demo.id, usersId: demoUsers.own.id, restrictiontype: 'USER' as const };
    expect((await h.t.db.tx(own, (tx) => tx`update customers.customers set name = 'mine now' where id = ${colleagues.id}`)).count).toBe(0);
  });

  it('lets the service only append audit rows in its own name', async () => {
    const admin = { organisationsId: demoOrganisations.demo.id, usersId: demoUsers.admin.id, restrictiontype: 'NONE' as const };
    expect((await h.t.db.tx(admin, (tx) => tx`select id from customers.audit_log where customers_id = ${demoRow.id}`)).length).toBeGreaterThan(0);
    expect(await h.t.db.tx(toinen, (tx) => tx`select id from customers.audit_log where customers_id = ${demoRow.id}`)).toHaveLength(0);
    await expect(h.t.db.tx(admin, (tx) => tx`delete from customers.audit_log`)).rejects.toMatchObject({ code: '42501' });
    await expect(h.t.db.tx(admin, (tx) => tx`update customers.audit_log set old = null`)).rejects.toMatchObject({ code: '42501' });
    await expect(h.t.db.tx(admin, (tx) => tx`insert into customers.audit_log (organisations_id, customers_id, table_name, action, changed_by)
      values (${demoOrganisations.demo.id}, ${demoRow.id}, 'customers', 'UPDATE', ${demoUsers.user.id})`)).rejects.toMatchObject({ code: '42501' });
  });
});
