import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEventsVisible, demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type Approvals, type CustomerEdd } from '@tunne/contracts';
import { consumeCustomerEvents } from '../jobs/customer-events.ts';
import { drainRecalcQueue } from '../jobs/queue.ts';
import { startHarness, tenancyFor, type Harness } from '../testing.ts';

/**
 * Issue 25 §3 (A2 gap 1): risk did not know who deleted a PEP record, so a member of senior management could approve
 * the removal of their own deletion. The customer events name the user; the removal records them (caused_by), and
 * neither the API (409 EDD_SAME_USER) nor the database lets them approve it; another member does.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const demo = demoOrganisations.demo.id;
const admin = demoUsers.admin.id;
const second = demoUsers.mfa.id;
const customer = demoCustomers().find((c) => c.organisations_id === demo && c.type === 'business' && !c.is_removed && c.teams_id === null)!;

/** What the event consumer and the queue worker do every two seconds. */
const settle = async () => {
  await customerEventsVisible(h.t.db);
  while ((await consumeCustomerEvents(h.deps)) > 0);
  return drainRecalcQueue(h.deps);
};
const edd = async (as: string) => (await h.call<CustomerEdd>(as, `/api/v2.5/user/customers/${customer.id}/edd`)).body.data!;
const approve = (removalId: string, as: string) => h.call<CustomerEdd>(as, `/api/v2.5/user/customers/${customer.id}/edd/removals/${removalId}/approve`, 'POST', {
  reason: 'PEP-asema päättyi; tarkistettu',
});

describe('who deleted the PEP record cannot approve its removal', () => {
  it('records the deleting user on the removal', async () => {
    await settle();
    await h.t.db.tx(tenancyFor(admin), (tx) => tx`insert into customers.peps (customers_id, name, is_pep_self) values (${customer.id}, 'Poliitikko', true)`);
    await settle();
    expect((await edd(admin)).required).toBe(true);
    // Aino Admin (senior management: nobody is named, so every admin is) deletes the PEP record herself.
    await h.t.db.tx(tenancyFor(admin), (tx) => tx`delete from customers.peps where customers_id = ${customer.id}`);
    await settle();
    const body = await edd(admin);
    expect(body.required).toBe(true);
    expect(body.removals).toMatchObject([{ key: 'PEP_RECORD', state: 'PENDING', caused_by: [admin] }]);
    expect(body.history.find((e) => e.action === 'REMOVAL_PENDING')).toMatchObject({ users_id: admin });
  });

  it('refuses her approval (API and database); her inbox does not offer it; another admin approves', async () => {
    const [removal] = (await edd(admin)).removals;
    expect(await approve(removal!.id, admin)).toMatchObject({ status: 409, body: { errors: [{ code: 'EDD_SAME_USER' }] } });
    await expect(h.t.db.tx(tenancyFor(admin), (tx) => tx`update risk.edd_removals
      set state = 'APPROVED', decided_by = ${admin}, decided_at = now(), reason = 'oma' where id = ${removal!.id}`)).rejects.toThrow();
    const inbox = async (as: string) => (await h.call<Approvals>(as, '/api/v2.5/user/approvals')).body.data!.items.filter((i) => i.kind === 'EDD_REMOVAL');
    expect(await inbox(admin)).toEqual([]);
    expect(await inbox(second)).toMatchObject([{ id: removal!.id, requested_by: admin }]);

    const approved = await approve(removal!.id, second);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ required: false, removals: [] });
  });

  it('names whoever deleted it: the other admin cannot approve her own deletion either', async () => {
    await h.t.db.tx(tenancyFor(second), (tx) => tx`insert into customers.peps (customers_id, name, is_pep_self) values (${customer.id}, 'Toinen poliitikko', true)`);
    await settle();
    await h.t.db.tx(tenancyFor(second), (tx) => tx`delete from customers.peps where customers_id = ${customer.id}`);
    await settle();
    const [removal] = (await edd(admin)).removals;
    expect(removal).toMatchObject({ caused_by: [second] });
    expect(await approve(removal!.id, second)).toMatchObject({ status: 409, body: { errors: [{ code: 'EDD_SAME_USER' }] } });
    expect((await approve(removal!.id, admin)).status).toBe(200);
  });
});
