import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type LinkedCustomer } from '@tunne/contracts';
import { relatedCounts, startRelatedTestApp, testCustomers, type RelatedTestApp } from '../testing.ts';

let h: RelatedTestApp;
beforeAll(async () => {
  h = await startRelatedTestApp();
}, 60_000);
afterAll(async () => h?.stop());

const { own, ownSecond, others, foreign } = testCustomers;
const linked = (customerId: string, other?: string) =>
  `/api/v2.5/user/customers/${customerId}/linked_customers${other ? `/${other}` : ''}`;

describe('linked customers', () => {
  it('links two customers so that the link shows on both, once, and unlinks from either side', async () => {
    const made = await h.call<LinkedCustomer[]>(demoUsers.own.id, linked(ownSecond.id, own.id), 'POST');
    expect(made.status).toBe(201);
    expect(made.body.data!.map((c) => c.id)).toEqual([own.id]);
    expect(made.body.data![0]).toMatchObject({ name: own.name, users_id: demoUsers.own.id });
    const fromOther = await h.call<LinkedCustomer[]>(demoUsers.own.id, linked(own.id));
    expect(fromOther.body.data!.map((c) => c.id)).toEqual([ownSecond.id]);
    const again = await h.call<LinkedCustomer[]>(demoUsers.own.id, linked(own.id, ownSecond.id), 'POST');
    expect(again.status).toBe(200);
    expect((await relatedCounts(h.t)).linked_customers).toBe(1);
    const unlinked = await h.call<LinkedCustomer[]>(demoUsers.own.id, linked(own.id, ownSecond.id), 'DELETE');
    expect(unlinked.body.data).toEqual([]);
    expect((await h.call<LinkedCustomer[]>(demoUsers.own.id, linked(ownSecond.id))).body.data).toEqual([]);
    expect((await h.call(demoUsers.own.id, linked(ownSecond.id, own.id), 'DELETE')).status).toBe(404);
  });

  it('refuses a self-link', async () => {
    const self = await h.call(demoUsers.own.id, linked(own.id, own.id), 'POST');
    expect([self.status, self.body.errors[0]!.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('needs both customers visible; hides links to customers the caller cannot see', async () => {
    const before = await relatedCounts(h.t);
    const toHidden = await h.call(demoUsers.own.id, linked(own.id, others.id), 'POST');
    expect([toHidden.status, toHidden.body.errors[0]!.code]).toEqual([404, 'RESTRICTED_ACCESS']);
    const fromHidden = await h.call(demoUsers.own.id, linked(others.id, own.id), 'POST');
    expect(fromHidden.status).toBe(404);
    const toForeign = await h.call(demoUsers.admin.id, linked(own.id, foreign.id), 'POST');
    expect(toForeign.status).toBe(404);
    expect(await relatedCounts(h.t)).toEqual(before);

    // An admin links Olli's customer to one Olli may not see: Olli's list does not show it, nor can he remove it.
    expect((await h.call(demoUsers.admin.id, linked(own.id, others.id), 'POST')).status).toBe(201);
    expect((await h.call<LinkedCustomer[]>(demoUsers.admin.id, linked(others.id))).body.data!.map((c) => c.id)).toEqual([own.id]);
    expect((await h.call<LinkedCustomer[]>(demoUsers.own.id, linked(own.id))).body.data).toEqual([]);
    expect((await h.call(demoUsers.own.id, linked(own.id, others.id), 'DELETE')).status).toBe(404);
    expect((await h.call(demoUsers.toinenAdmin.id, linked(own.id))).status).toBe(404);
    expect((await relatedCounts(h.t)).linked_customers).toBe(before.linked_customers + 1);
  });
});
