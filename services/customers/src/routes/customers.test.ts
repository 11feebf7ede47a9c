import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers, type CustomerSummary, type Envelope, type Page } from '@tunne/contracts';
import { AppError, createTokenService, type Principal, type PrincipalResolver } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { createCustomersApp, customersMigrations, demoCustomers, seedCustomers } from '../index.ts';

// The user lookup is identity's job; here it is a fixed table of the demo users' restrictions.
const principals: Record<string, Omit<Principal, 'sessionId' | 'tokenType'>> = {
  [demoUsers.admin.id]: { usersId: demoUsers.admin.id, organisationsId: demoOrganisations.demo.id, isAdmin: true, restrictiontype: 'NONE', teamIds: [demoTeams.tampere.id] },
  [demoUsers.team.id]: { usersId: demoUsers.team.id, organisationsId: demoOrganisations.demo.id, isAdmin: false, restrictiontype: 'TEAM', teamIds: [demoTeams.helsinki.id] },
  [demoUsers.own.id]: { usersId: demoUsers.own.id, organisationsId: demoOrganisations.demo.id, isAdmin: false, restrictiontype: 'USER', teamIds: [] },
  [demoUsers.toinenAdmin.id]: { usersId: demoUsers.toinenAdmin.id, organisationsId: demoOrganisations.toinen.id, isAdmin: true, restrictiontype: 'NONE', teamIds: [] },
};
const resolve: PrincipalResolver = async (claims) => {
  const principal = principals[claims.sub];
  if (!principal) throw new AppError('UNKNOWN_USER', 'Unknown user');
  return { ...principal, sessionId: claims.sid, tokenType: claims.typ };
};

const tokens = createTokenService({ secret: 'x'.repeat(40) });
let t: TestDatabase;
let app: ReturnType<typeof createCustomersApp>;

const tokenFor = (usersId: string) =>
  tokens.sign({ sub: usersId, org: principals[usersId]!.organisationsId, typ: 'session', sid: crypto.randomUUID() });

const call = async <T>(usersId: string, path: string, init: RequestInit = {}) => {
  const jwt = await tokenFor(usersId);
  const response = await app.request(path, { ...init, headers: { authorization: `Bearer ${jwt}`, ...(init.headers ?? {}) } });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
};

beforeAll(async () => {
  t = await createTestDatabase([customersMigrations]);
  await seedCustomers(t.db);
  app = createCustomersApp({ db: t.db, tokens, resolvePrincipal: resolve });
}, 60_000);
afterAll(async () => t?.stop());

const demoActive = demoCustomers().filter((c) => c.organisations_id === demoOrganisations.demo.id && !c.is_removed);

describe('GET /api/v2.5/user/customers', () => {
  it('lists the organisation\'s active customers sorted by name, paged, with masked ssn', async () => {
    const { status, body } = await call<Page<CustomerSummary>>(demoUsers.admin.id, '/api/v2.5/user/customers?size=10');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data!.total).toBe(demoActive.length);
    expect(body.data!.items).toHaveLength(10);
    const names = body.data!.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    const person = (await call<Page<CustomerSummary>>(demoUsers.admin.id, '/api/v2.5/user/customers?name=korhonen')).body.data!.items[0]!;
    expect(person.ssn).toMatch(/^\d{6}.\*+$/);
  });

  it('finds by part of the name, case-insensitively, and treats % literally', async () => {
    const { body } = await call<Page<CustomerSummary>>(demoUsers.admin.id, '/api/v2.5/user/customers?name=LAKITOIMISTO');
    expect(body.data!.items.map((c) => c.name)).toEqual(['Kalliola Lakitoimisto Oy']);
    const wildcard = await call<Page<CustomerSummary>>(demoUsers.admin.id, '/api/v2.5/user/customers?name=%25');
    expect(wildcard.body.data!.total).toBe(0);
  });

  it('lists archived customers only when asked', async () => {
    const { body } = await call<Page<CustomerSummary>>(demoUsers.admin.id, '/api/v2.5/user/customers?archived=true');
    expect(body.data!.items.length).toBeGreaterThan(0);
    expect(body.data!.items.every((c) => c.is_removed)).toBe(true);
  });

  it('shows a USER-restricted user only their own customers', async () => {
    const { body } = await call<Page<CustomerSummary>>(demoUsers.own.id, '/api/v2.5/user/customers?size=500');
    expect(body.data!.total).toBe(demoActive.filter((c) => c.users_id === demoUsers.own.id).length);
    expect(body.data!.items.every((c) => c.users_id === demoUsers.own.id)).toBe(true);
  });

  it('shows a TEAM-restricted user their own and their team\'s customers', async () => {
    const { body } = await call<Page<CustomerSummary>>(demoUsers.team.id, '/api/v2.5/user/customers?size=500');
    const expected = demoActive.filter((c) => c.users_id === demoUsers.team.id || c.teams_id === demoTeams.helsinki.id);
    expect(body.data!.total).toBe(expected.length);
    expect(body.data!.items.every((c) => c.users_id === demoUsers.team.id || c.teams_id === demoTeams.helsinki.id)).toBe(true);
  });

  it('never shows another organisation\'s customers', async () => {
    const { body } = await call<Page<CustomerSummary>>(demoUsers.toinenAdmin.id, '/api/v2.5/user/customers?size=500');
    expect(body.data!.items.every((c) => !demoActive.some((d) => d.id === c.id))).toBe(true);
    expect(body.data!.total).toBe(demoCustomers().filter((c) => c.organisations_id === demoOrganisations.toinen.id).length);
  });

  it('refuses unknown query fields and bad values with VALIDATION_FAILED', async () => {
    const unknown = await call(demoUsers.admin.id, '/api/v2.5/user/customers?drop=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.code).toBe('VALIDATION_FAILED');
    const size = await call(demoUsers.admin.id, '/api/v2.5/user/customers?size=100000');
    expect(size.status).toBe(400);
  });

  it('needs a token', async () => {
    const response = await app.request('/api/v2.5/user/customers');
    expect(response.status).toBe(401);
    expect(((await response.json()) as Envelope<null>).errors[0]!.code).toBe('NOT_LOGGED_IN');
  });
});

describe('GET /api/v3/customers/{id}', () => {
  const own = demoActive.find((c) => c.users_id === demoUsers.own.id)!;
  const others = demoActive.find((c) => c.users_id === demoUsers.admin.id && c.teams_id === null)!;

  it('returns a visible customer', async () => {
    const { status, body } = await call<CustomerSummary>(demoUsers.own.id, `/api/v3/customers/${own.id}`);
    expect(status).toBe(200);
    expect(body.data!.name).toBe(own.name);
  });

  it('answers 404 for a customer outside the restriction or organisation, never the data', async () => {
    const restricted = await call(demoUsers.own.id, `/api/v3/customers/${others.id}`);
    expect(restricted.status).toBe(404);
    expect(restricted.body.data).toBeNull();
    expect(restricted.body.errors[0]!.code).toBe('RESTRICTED_ACCESS');
    const foreign = await call(demoUsers.toinenAdmin.id, `/api/v3/customers/${own.id}`);
    expect(foreign.status).toBe(404);
  });

  it('refuses a malformed id with INVALID_ID', async () => {
    const { status, body } = await call(demoUsers.admin.id, '/api/v3/customers/1%27%20or%201=1');
    expect(status).toBe(400);
    expect(body.errors[0]!.code).toBe('INVALID_ID');
  });
});

describe('POST /api/v2.5/user/customers', () => {
  it('creates a customer owned by the caller', async () => {
    const { status, body } = await call<CustomerSummary>(demoUsers.own.id, '/api/v2.5/user/customers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'business', name: 'Uusi Asiakas Oy', country: 'FI' }),
    });
    expect(status).toBe(201);
    expect(body.data!.users_id).toBe(demoUsers.own.id);
    const [row] = await t.db.owner`select organisations_id from customers.customers where id = ${body.data!.id}`;
    expect(row!.organisations_id).toBe(demoOrganisations.demo.id);
  });

  it('refuses an empty name, an unknown field, malformed JSON and an oversize body without writing', async () => {
    const [before] = await t.db.owner`select count(*)::int as n from customers.customers`;
    const post = (body: string) =>
      call(demoUsers.admin.id, '/api/v2.5/user/customers', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post(JSON.stringify({ type: 'business', name: ' ' }))).body.errors[0]!.code).toBe('MISSING_NAME');
    expect((await post(JSON.stringify({ type: 'business', name: 'X', is_admin: true }))).body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect((await post('{"type": "business",')).body.errors[0]!.code).toBe('MALFORMED_JSON');
    const big = await post(JSON.stringify({ type: 'business', name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.body.errors[0]!.code).toBe('PAYLOAD_TOO_LARGE');
    const [after] = await t.db.owner`select count(*)::int as n from customers.customers`;
    expect(after!.n).toBe(before!.n);
  });
});

describe('row-level security on customers.customers (as the service role)', () => {
  const demoRow = demoActive[0]!;
  const toinen = { organisationsId: demoOrganisations.toinen.id, usersId: demoUsers.toinenAdmin.id, restrictiontype: 'NONE' as const };

  it('lets another organisation neither read, change, delete nor forge rows', async () => {
    const read = await t.db.tx(toinen, (tx) => tx`select id from customers.customers where id = ${demoRow.id}`);
    expect(read).toHaveLength(0);
    const updated = await t.db.tx(toinen, (tx) => tx`update customers.customers set name = 'hacked' where id = ${demoRow.id}`);
    expect(updated.count).toBe(0);
    const deleted = await t.db.tx(toinen, (tx) => tx`delete from customers.customers where id = ${demoRow.id}`);
    expect(deleted.count).toBe(0);
    await expect(
      t.db.tx(toinen, (tx) => tx`insert into customers.customers (organisations_id, type, name) values (${demoOrganisations.demo.id}, 'business', 'Forged Oy')`),
    ).rejects.toMatchObject({ code: '42501' });
    const [row] = await t.db.owner<{ name: string }[]>`select name from customers.customers where id = ${demoRow.id}`;
    expect(row!.name).toBe(demoRow.name);
  });

  it('keeps a USER-restricted user from changing a colleague\'s customer', async () => {
    const colleagues = demoActive.find((c) => c.users_id !== demoUsers.own.id)!;
    const own = { organisationsId: demoOrganisations.demo.id, usersId: demoUsers.own.id, restrictiontype: 'USER' as const };
    const updated = await t.db.tx(own, (tx) => tx`update customers.customers set name = 'mine now' where id = ${colleagues.id}`);
    expect(updated.count).toBe(0);
  });
});
