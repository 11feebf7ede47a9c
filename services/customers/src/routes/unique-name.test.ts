import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Customer, type Lead, type UniqueNameAlertInput } from '@tunne/contracts';
import { demoCustomers } from '../seed.ts';
import { startHarness, type Harness } from '../testing.ts';

// Issue 26 / spec §2 "unique-name alerts": a new customer or lead whose name and identifier are another customer's
// raises a possible-duplicate alert (type UNIQUENAME, linking to the root) through the alerts service's port.

const raised: { organisationsId: string; alert: UniqueNameAlertInput }[] = [];
let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    uniqueNameAlerts: {
      raise: async (organisationsId, alert) => {
        raised.push({ organisationsId, alert });
        return crypto.randomUUID();
      },
    },
  });
}, 60_000);
afterAll(async () => h?.stop());

const demo = demoOrganisations.demo.id;
const business = demoCustomers().find((c) => c.organisations_id === demo && !c.is_removed && c.type === 'business' && c.country === 'FI' && c.businessid)!;

describe('unique-name alerts', () => {
  it('raises one for a customer saved with another customer\'s name and business id (the duplicate warning confirmed)', async () => {
    raised.length = 0;
    const body = { type: 'business', name: business.name.toUpperCase(), businessid: business.businessid, country: 'FI' };
    expect((await h.call(demoUsers.admin.id, '/api/v2.5/user/customers', { method: 'POST', body })).status).toBe(409);
    expect(raised).toHaveLength(0);
    const created = await h.call<Customer>(demoUsers.admin.id, '/api/v2.5/user/customers', { method: 'POST', body: { ...body, confirm_duplicate: true } });
    expect(created.status).toBe(201);
    expect(raised).toEqual([{
      organisationsId: demo,
      alert: expect.objectContaining({ customersId: created.body.data!.id, subject: 'customer', customerType: 'business', matches: [{ id: business.id, name: business.name }] }),
    }]);
    // No identity code or business id in the alert's words.
    expect(raised[0]!.alert.description).not.toContain(business.businessid!);
  });

  it('raises none for the same name alone or the same business id alone', async () => {
    raised.length = 0;
    for (const body of [
      { type: 'business', name: business.name, country: 'FI', confirm_duplicate: true },
      { type: 'business', name: 'Aivan Toinen Nimi Oy', businessid: business.businessid, country: 'FI', confirm_duplicate: true },
    ]) {
      expect((await h.call(demoUsers.admin.id, '/api/v2.5/user/customers', { method: 'POST', body })).status).toBe(201);
    }
    expect(raised).toEqual([]);
  });

  it('raises one for a lead with a customer\'s name and business id, and none for another organisation\'s customer', async () => {
    raised.length = 0;
    const lead = await h.call<Lead>(demoUsers.user.id, '/api/v2.5/user/leads', { method: 'POST', body: { type: 'business', name: business.name, businessid: business.businessid, country: 'FI' } });
    expect(lead.status).toBe(201);
    expect(raised).toEqual([{ organisationsId: demo, alert: expect.objectContaining({ customersId: lead.body.data!.id, subject: 'lead', matches: expect.arrayContaining([expect.objectContaining({ id: business.id })]) }) }]);
    raised.length = 0;
    const elsewhere = await h.call(demoUsers.toinenAdmin.id, '/api/v2.5/user/leads', { method: 'POST', body: { type: 'business', name: business.name, businessid: business.businessid, country: 'FI' } });
    expect(elsewhere.status).toBe(201);
    expect(raised).toEqual([]);
  });
});
