import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEventsVisible, demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type RiskScore } from '@tunne/contracts';
import { startHarness, tenancyFor, type Harness } from '../testing.ts';
import { consumeCustomerEvents } from './customer-events.ts';
import { drainRecalcQueue } from './queue.ts';

// Issue 26 (A2 gap 8): complex-ownership points went stale. When a sub-owner customer gains an owner of its own, the
// customers that own it (transitively) are recalculated at once, not only at the next full rescore.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const demo = demoOrganisations.demo.id;
const businesses = demoCustomers().filter((c) => c.organisations_id === demo && c.type === 'business' && !c.is_removed && c.businessid);
const [top, middle, bottom] = businesses as [typeof businesses[0], typeof businesses[0], typeof businesses[0]];
const asUser = <T>(fn: Parameters<Harness['t']['db']['tx']>[1]) => h.t.db.tx(tenancyFor(demoUsers.user.id), fn) as Promise<T>;
const settle = async () => {
  await customerEventsVisible(h.t.db);
  while ((await consumeCustomerEvents(h.deps)) > 0);
  return drainRecalcQueue(h.deps);
};
const complex = async (id: string) =>
  (await h.call<RiskScore>(demoUsers.admin.id, `/api/v2.5/user/customers/${id}/riskscores`)).body.data!.breakdown.find((l) => l.type === 'OWNERS_COMPLEX');
const owner = (of: string, businessid: string) => asUser((tx) => tx`
  insert into customers.owners (customers_id, type, name, businessid, share) values (${of}, 'business', 'Omistaja Oy', ${businessid}, 100)`);

describe('a sub-owner gains an owner of its own', () => {
  it('names the owning customers, transitively, without the changed one', async () => {
    await settle();
    await owner(top.id, middle.businessid!);
    await owner(middle.id, bottom.businessid!);
    expect((await h.deps.customers.risk.ownershipParents!(demo, [bottom.id])).sort()).toEqual([top.id, middle.id].sort());
    expect(await h.deps.customers.risk.ownershipParents!(demo, [top.id])).toEqual([]);
    await settle();
    expect(await complex(top.id)).toBeUndefined();
  });

  it('rescores the top customer when only the bottom one changed', async () => {
    await asUser((tx) => tx`insert into customers.owners (customers_id, type, name, ssn, share) values (${bottom.id}, 'person', 'Omistaja', '010101-123N', 100)`);
    const calculated = await settle();
    // The bottom customer, and its owners up the chain.
    expect(calculated).toBe(3);
    expect(await complex(top.id)).toMatchObject({ points: 10, details: { levels: 3 } });
    expect(await complex(middle.id)).toBeUndefined();
  });

  it('and again when that owner goes', async () => {
    await asUser((tx) => tx`delete from customers.owners where customers_id = ${bottom.id}`);
    await settle();
    expect(await complex(top.id)).toBeUndefined();
  });
});
