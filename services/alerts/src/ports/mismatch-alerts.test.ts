import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertLink, alertTypeGroup, demoOrganisations, demoUsers, type Alert, type Page } from '@tunne/contracts';
import { alertsPorts } from './alerts-ports.ts';
import { startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';

// The mismatch group's alerts (issue 25 §5): raised by the outbound service through the alerts port on an
// identification or a signatory, shown in the customer's alerts with the spec's alert link targets.

const admin = demoUsers.admin.id;
const demo = demoOrganisations.demo.id;
let h: AlertsHarness;
let customerId = '';

beforeAll(async () => {
  h = await startAlertsHarness();
  const [row] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string }[]>`
    insert into customers.customers (type, name, users_id) values ('person', 'Maija Mallikas', ${admin}) returning id`);
  customerId = row!.id;
  await h.settle();
});
afterAll(async () => h?.stop());

describe('mismatch alerts through the alerts port', () => {
  it('raises one open MISMATCH alert per identification or signatory, with a notification, and screening leaves it', async () => {
    const port = alertsPorts(h.t.db).mismatchAlerts;
    const identification = crypto.randomUUID();
    const input = {
      customersId: customerId, customerName: 'Maija Mallikas', customerType: 'person' as const, target: 'identifications' as const,
      targetId: identification, targetName: 'Maija Mallikas', identifiedName: 'Nordea Demo', description: 'Identification: the eID\'s name differs',
    };
    const id = await port.raise(demo, input);
    expect(id).toEqual(expect.any(String));
    expect(await port.raise(demo, input)).toBeNull();
    const esignature = `${crypto.randomUUID()}/${crypto.randomUUID()}`;
    expect(await port.raise(demo, { ...input, target: 'esignatures', targetId: esignature })).toEqual(expect.any(String));

    const { body } = await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customerId}/alerts`);
    const alerts = body.data!.items.filter((a) => a.type === 'MISMATCH');
    expect(alerts.map((a) => [a.target, a.target_id]).sort()).toEqual([['esignatures', esignature], ['identifications', identification]]);
    expect(alertTypeGroup(alerts[0]!.type)).toBe('mismatch');
    // The spec's alert links: /identifications/{target} and /esignatures/{e}/signatories/{s}.
    const [e, s] = esignature.split('/');
    expect(alerts.map((a) => alertLink(a)).sort()).toEqual([
      `/customers/${customerId}/esignatures/${e}/signatories/${s}`, `/customers/${customerId}/identifications/${identification}`,
    ].sort());
    expect(alerts.find((a) => a.target === 'identifications')).toMatchObject({ target_name: 'Maija Mallikas', metadata: { name1: 'Maija Mallikas', name2: 'Nordea Demo' } });
    const notified = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from alerts.notifications where customers_id = ${customerId}`;
    expect(notified[0]!.n).toBeGreaterThanOrEqual(2);

    // A screening run of the customer reconciles list matches only: the mismatch alerts stay.
    await h.t.db.tx(tenancyFor(admin), (tx) => tx`update customers.customers set name = 'Maija Mallikas-Testi' where id = ${customerId}`);
    await h.settle();
    const after = (await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customerId}/alerts`)).body.data!.items;
    expect(after.filter((a) => a.type === 'MISMATCH')).toHaveLength(2);
  });
});

describe('unique-name alerts through the alerts port (issue 26)', () => {
  it('raises one open UNIQUENAME alert per customer, linking to the root, that screening leaves', async () => {
    const port = alertsPorts(h.t.db).uniqueNameAlerts;
    const [other] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string }[]>`
      insert into customers.customers (type, name, users_id) values ('person', 'Maija Mallikas', ${admin}) returning id`);
    const input = {
      customersId: other!.id, subject: 'customer' as const, customerName: 'Maija Mallikas', customerType: 'person' as const,
      matches: [{ id: customerId, name: 'Maija Mallikas' }], description: 'Possible duplicate: the same name and identifier as Maija Mallikas',
    };
    expect(await port.raise(demo, input)).toEqual(expect.any(String));
    expect(await port.raise(demo, input)).toBeNull();
    await h.settle();
    const { body } = await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${other!.id}/alerts`);
    const alerts = body.data!.items.filter((a) => a.type === 'UNIQUENAME');
    expect(alerts).toHaveLength(1);
    expect(alertLink(alerts[0]!)).toBe('/');
    expect(alerts[0]).toMatchObject({ target: 'customer', description: input.description, metadata: { name1: 'Maija Mallikas', name2: 'Maija Mallikas' } });
  });
});
