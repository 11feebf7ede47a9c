import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardReadPaths, demoUsers, type CustomerListItem, type Page } from '@tunne/contracts';
import { json, startTestGateway, type TestGateway } from './test-support.ts';

// Issue 26: a full card made 26 calls. GET …/customers/{id}/card answers the card's reads in one round trip, each as
// the caller's own read would answer it.
let gateway: TestGateway;
let app: TestGateway['app'];
let session: TestGateway['session'];

beforeAll(async () => {
  gateway = await startTestGateway();
  ({ app, session } = gateway);
}, 60_000);
afterAll(() => gateway?.t.stop());

describe('GET /api/v2.5/user/customers/{id}/card', () => {
  it('answers every read of the card as the caller\'s own reads answer them', async () => {
    const headers = await session(demoUsers.admin.email);
    const customer = (await json<Page<CustomerListItem>>(await app.request('/api/v2.5/user/customers?size=1', { headers }))).data!.items[0]!;
    // The first opening calculates the seeded customer's score (which moves its level): compare a settled card.
    await app.request(`/api/v2.5/user/customers/${customer.id}/card`, { headers });
    const response = await app.request(`/api/v2.5/user/customers/${customer.id}/card`, { headers });
    expect(response.status).toBe(200);
    const reads = (await json<Record<string, unknown>>(response)).data!;
    expect(Object.keys(reads).sort()).toEqual(cardReadPaths(customer.id).sort());
    for (const path of [`v2.5/user/customers/${customer.id}`, 'v2.5/user/users', `v2.5/user/customers/${customer.id}/owners`, `v2.5/user/customers/${customer.id}/riskscores`]) {
      expect(reads[path], path).toEqual((await json(await app.request(`/api/${path}`, { headers }))).data);
    }
  });

  it('answers a customer the caller may not see as its own read does, and one of another organisation the same', async () => {
    const admin = await session(demoUsers.admin.email);
    const own = await session(demoUsers.own.email);
    const all = (await json<Page<CustomerListItem>>(await app.request('/api/v2.5/user/customers?size=200', { headers: admin }))).data!.items;
    const hidden = all.find((c) => c.users_id !== demoUsers.own.id)!;
    const direct = await app.request(`/api/v2.5/user/customers/${hidden.id}`, { headers: own });
    const card = await app.request(`/api/v2.5/user/customers/${hidden.id}/card`, { headers: own });
    expect(card.status).toBe(direct.status);
    expect(card.status).toBeGreaterThanOrEqual(400);
    expect((await json(card)).errors[0]!.code).toBe((await json(direct)).errors[0]!.code);

    const other = await session(demoUsers.toinenAdmin.email);
    const foreign = await app.request(`/api/v2.5/user/customers/${hidden.id}/card`, { headers: other });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(await json(foreign))).not.toContain(hidden.name);
  });

  it('needs a session and a well-formed id', async () => {
    expect((await app.request('/api/v2.5/user/customers/00000000-0000-4000-9000-000000100011/card')).status).toBe(401);
    const headers = await session(demoUsers.admin.email);
    expect((await app.request('/api/v2.5/user/customers/nope/card', { headers })).status).toBe(400);
  });
});
