import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Alert, type Page } from '@tunne/contracts';
import { riskAlertCounts } from './alert-changes.ts';
import { startAlertsHarness, tenancyFor, type AlertsHarness } from './testing.ts';

const admin = demoUsers.admin.id;
const demo = demoOrganisations.demo.id;
let h: AlertsHarness;
const told: { organisationsId: string; customerIds: string[] }[] = [];
let customerId = '';

beforeAll(async () => {
  h = await startAlertsHarness({ fourEyes: false });
  h.runtime.changes.listen(async (organisationsId, customerIds) => {
    told.push({ organisationsId, customerIds: [...customerIds] });
  });
  const [row] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string }[]>`
    insert into customers.customers (type, name, users_id) values ('person', 'Ivan Sanctionovich Testov', ${admin}) returning id`);
  customerId = row!.id;
  await h.settle();
});
afterAll(async () => h?.stop());

const alertOf = async () => {
  const { body } = await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customerId}/alerts`);
  return body.data!.items[0]!;
};

describe('alert changes for the risk score (CUSTOMER_ALERT)', () => {
  it('tells listeners about the customer whose alert screening created', () => {
    expect(told).toContainEqual({ organisationsId: demo, customerIds: [customerId] });
  });

  it('counts open alerts, tells about a false-positive silence and stops counting it, and counts it again when lifted', async () => {
    const alert = await alertOf();
    expect((await riskAlertCounts(h.t.db, demo, [customerId])).get(customerId)).toBe(1);

    told.length = 0;
    const silenced = await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alert.id}/silence`, {
      method: 'POST', body: { description: 'Eri henkilö', silenceclass: 'FALSEPOSITIVE' },
    });
    expect(silenced.status).toBe(200);
    expect(told).toEqual([{ organisationsId: demo, customerIds: [customerId] }]);
    expect((await riskAlertCounts(h.t.db, demo, [customerId])).get(customerId)).toBeUndefined();

    told.length = 0;
    await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alert.id}/silence`, { method: 'DELETE' });
    expect(told).toEqual([{ organisationsId: demo, customerIds: [customerId] }]);
    expect((await riskAlertCounts(h.t.db, demo, [customerId])).get(customerId)).toBe(1);
  });

  it('keeps a true positive in the count', async () => {
    const alert = await alertOf();
    await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alert.id}/silence`, { method: 'POST', body: { description: 'Vahvistettu', silenceclass: 'TRUEPOSITIVE' } });
    expect((await riskAlertCounts(h.t.db, demo, [customerId])).get(customerId)).toBe(1);
  });

  it('never counts another organisation\'s alerts', async () => {
    expect((await riskAlertCounts(h.t.db, demoOrganisations.toinen.id, [customerId])).size).toBe(0);
  });
});
