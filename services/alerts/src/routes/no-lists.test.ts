import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoUsers, type Alert, type ListStatus, type Page } from '@tunne/contracts';
import { entity, fixtureList, startAlertsHarness, type AlertsHarness } from '../testing.ts';

// Before any list is stored: screening against nothing must not look like a clean result.

const admin = demoUsers.admin.id;
let h: AlertsHarness;

beforeAll(async () => {
  h = await startAlertsHarness({ lists: false });
});
afterAll(async () => h?.stop());

describe('without lists', () => {
  it('refuses queries and refreshes with LISTS_NOT_LOADED', async () => {
    const query = await h.call(admin, '/api/v2.5/user/queries', { method: 'POST', body: { query: 'Dataväylä Oy', entityType: 'ORGANIZATION' } });
    expect(query).toMatchObject({ status: 503, body: { status: false, errors: [{ code: 'LISTS_NOT_LOADED' }] } });
    const customer = demoCustomers().find((c) => c.name === 'Dataväylä Oy')!;
    const refresh = await h.call(admin, `/api/v2.5/user/customers/${customer.id}/alerts`, { method: 'PATCH' });
    expect(refresh).toMatchObject({ status: 503, body: { errors: [{ code: 'LISTS_NOT_LOADED' }] } });
  });

  it('shows every list as not loaded', async () => {
    const { body } = await h.call<ListStatus[]>(admin, '/api/v2.5/admin/lists');
    expect(body.data!.every((s) => s.current === null && s.is_stale)).toBe(true);
  });

  it('screens the whole register as soon as the first list version arrives', async () => {
    await h.storeLists(fixtureList('EU', [entity('EU', 'E-1', 'Dataväylä Oy', { kind: 'ORGANIZATION' })]));
    await h.settle();
    const { body } = await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts');
    expect(body.data!.items.map((a) => [a.customer.name, a.metadata.source])).toEqual([['Dataväylä Oy', 'EU']]);
  });
});
