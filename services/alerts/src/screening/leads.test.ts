import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertLink, demoUsers, type Alert, type Page } from '@tunne/contracts';
import { entity, fixtureList, fixtures, startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';

// Issue 11 §3: leads are screened like customers: a lead's changes reach the screening through lead events, a new list
// version screens the leads too, and a lead's alerts show in the alert lists (linking to the lead).

const admin = demoUsers.admin.id;
let h: AlertsHarness;

const asAdmin = <T>(fn: Parameters<AlertsHarness['t']['db']['tx']>[1]) => h.t.db.tx(tenancyFor(admin), fn) as Promise<T>;

const addLead = async (name: string, usersId: string = admin): Promise<string> => {
  const [row] = await asAdmin<{ id: string }[]>((tx) => tx`insert into customers.leads (type, name, users_id) values ('business', ${name}, ${usersId}) returning id`);
  return row!.id;
};

const leadAlerts = async (leadId: string, usersId: string = admin, query = 'include_archived=true'): Promise<Alert[]> => {
  const { status, body } = await h.call<Page<Alert>>(usersId, `/api/v2.5/user/alerts?size=500&${query}`);
  expect(status).toBe(200);
  return body.data!.items.filter((a) => a.customers_id === leadId);
};

beforeAll(async () => {
  h = await startAlertsHarness();
});
afterAll(async () => h?.stop());

describe('screening leads', () => {
  let leadId: string;

  it('raises an alert for a new lead named like a listed company, marked as a lead\'s and linking to it', async () => {
    leadId = await addLead('Kontrabanda Trading LLC');
    await h.settle();
    const [alert] = await leadAlerts(leadId);
    expect(alert).toMatchObject({
      subject: 'lead', type: 'SANCTION', target: 'customer', customer: { name: 'Kontrabanda Trading LLC', type: 'business', is_removed: false },
      metadata: { dsaId: 'OFAC:T-2' },
    });
    expect(alertLink(alert!)).toBe(`/customers/leads/${leadId}`);
    // The lead's alert is no customer's: the customer card and the risk score do not see it.
    expect((await h.call(admin, `/api/v2.5/user/customers/${leadId}/alerts`)).status).toBe(404);
  });

  it('applies the lead owner\'s restriction', async () => {
    expect(await leadAlerts(leadId, demoUsers.own.id)).toEqual([]);
    await asAdmin((tx) => tx`update customers.leads set users_id = ${demoUsers.own.id} where id = ${leadId}`);
    await h.settle();
    expect(await leadAlerts(leadId, demoUsers.own.id)).toHaveLength(1);
  });

  it('keeps a discarded lead\'s alert out of the default lists, and drops the alert of a lead deleted for good', async () => {
    await asAdmin((tx) => tx`update customers.leads set status = 'DISCARDED' where id = ${leadId}`);
    await h.settle();
    expect(await leadAlerts(leadId, admin, 'view=all')).toEqual([]);
    expect((await leadAlerts(leadId))[0]!.customer.is_removed).toBe(true);
    await asAdmin((tx) => tx`delete from customers.leads where id = ${leadId}`);
    await h.settle();
    const [row] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from alerts.alerts where customers_id = ${leadId}`;
    expect(row!.n).toBe(0);
  });

  it('screens the leads again against a new list version', async () => {
    const other = await addLead('Uusi Liidi Holding Oy');
    await h.settle();
    expect(await leadAlerts(other)).toEqual([]);
    await h.storeLists(fixtureList('OFAC', [fixtures.person, fixtures.company, entity('OFAC', 'T-7', 'Uusi Liidi Holding Oy', { kind: 'ORGANIZATION' })]));
    await h.settle();
    expect((await leadAlerts(other)).map((a) => [a.subject, a.metadata.dsaId])).toEqual([['lead', 'OFAC:T-7']]);
  });

  it('does not hold back the pruning of customer events: the lead cursor follows the newest event', async () => {
    await h.t.db.tx(tenancyFor(admin), (tx) => tx`update customers.customers set name = name || ' ' where id = (select id from customers.customers limit 1)`);
    await h.settle();
    await h.settle();
    const [newest] = await h.t.db.owner<{ xid: string; id: string }[]>`select xid::text, id::text from customers.events order by xid desc, id desc limit 1`;
    const [cursor] = await h.t.db.owner<{ xid: string; id: string }[]>`select xid::text, id::text from customers.event_cursors where consumer = 'alerts_leads'`;
    expect(cursor).toEqual(newest);
  });
});
