import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoUsers, type Alert, type Page } from '@tunne/contracts';
import { entity, fixtureList, fixtures, startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';

// Event-driven screening: customer changes reach the alerts through customers.events and the consumer; a new list
// version screens everyone again; a false positive stays silenced until its list entity changes.

const admin = demoUsers.admin.id;
let h: AlertsHarness;

const aaltonen = demoCustomers().find((c) => c.name === 'Aaltonen Rakennus Oy')!;

const alertsOf = async (customersId: string, view = 'all'): Promise<Alert[]> => {
  const { status, body } = await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customersId}/alerts?view=${view}`);
  expect(status).toBe(200);
  return body.data!.items;
};

/** Writes through the customer register's tables as the app role in the admin's name, as the customers service does. */
const asAdmin = <T>(fn: Parameters<AlertsHarness['t']['db']['tx']>[1]) => h.t.db.tx(tenancyFor(admin), fn) as Promise<T>;

const addCustomer = async (name: string, type: 'business' | 'person' = 'business'): Promise<string> => {
  const rows = await asAdmin<{ id: string }[]>((tx) => tx`insert into customers.customers (type, name, users_id) values (${type}, ${name}, ${admin}) returning id`);
  return rows[0]!.id;
};

beforeAll(async () => {
  h = await startAlertsHarness({ fourEyes: false });
});
afterAll(async () => h?.stop());

describe('screening on customer events', () => {
  it('screens the whole register once the lists are loaded, without alerts for the demo names', async () => {
    expect(h.runtime.size).toBe(3);
    const [row] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from alerts.alerts`;
    expect(row!.n).toBe(0);
  });

  it('raises an alert for a new customer named like a listed company', async () => {
    const id = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    const [alert] = await alertsOf(id);
    expect(alert).toMatchObject({
      customers_id: id,
      type: 'SANCTION',
      target: 'customer',
      target_id: null,
      is_silenced: false,
      customer: { name: 'Kontrabanda Trading LLC', type: 'business', is_removed: false },
      metadata: { keyword: 'Kontrabanda Trading LLC', name2: 'Kontrabanda Trading LLC', source: 'OFAC', dsaId: 'OFAC:T-2', listEntityId: 'OFAC:T-2' },
    });
    expect(alert!.metadata.score).toBeGreaterThan(90);
    expect(alert!.metadata.entity.programs).toEqual(['TEST-PROGRAM']);
  });

  it('raises an alert for a new owner, and a PEP alert for a listed politician', async () => {
    const [owner] = await asAdmin<{ id: string }[]>((tx) => tx`insert into customers.owners (customers_id, type, name, ssn, share, dob, nationality)
      values (${aaltonen.id}, 'person', 'Ivan Sanctionovich Testov', '030261-999X', 20, '1961-02-03', 'RU') returning id`);
    await asAdmin((tx) => tx`insert into customers.peps (customers_id, name, is_pep_self) values (${aaltonen.id}, 'Marjatta Poliittinen', true)`);
    await h.settle();
    const alerts = await alertsOf(aaltonen.id);
    expect(alerts.map((a) => [a.type, a.target, a.target_name]).sort()).toEqual([
      ['PEP', 'peps', 'Marjatta Poliittinen'],
      ['SANCTION', 'owners', 'Ivan Sanctionovich Testov'],
    ]);
    const ownerAlert = alerts.find((a) => a.target === 'owners')!;
    expect(ownerAlert.target_id).toBe(owner!.id);
    expect(ownerAlert.metadata.evidence.map((e) => e.code)).toContain('BIRTHDATE_MATCH');
    expect(alerts.find((a) => a.type === 'PEP')!.metadata).toMatchObject({ dpaId: 'PEP:P-1' });
  });

  it('removes the alerts of a record that is removed, and an open alert that no longer matches', async () => {
    await asAdmin((tx) => tx`delete from customers.peps where customers_id = ${aaltonen.id} and name = 'Marjatta Poliittinen'`);
    const renamed = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    expect((await alertsOf(aaltonen.id)).map((a) => a.target)).toEqual(['owners']);
    expect(await alertsOf(renamed)).toHaveLength(1);
    await asAdmin((tx) => tx`update customers.customers set name = 'Aivan Muu Oy' where id = ${renamed}`);
    await h.settle();
    expect(await alertsOf(renamed)).toHaveLength(0);
  });

  it('follows the customer\'s owner user, team and archive flag (restriction copies)', async () => {
    const id = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    const seenBy = async (usersId: string) => {
      const { body } = await h.call<Page<Alert>>(usersId, '/api/v2.5/user/alerts?include_archived=true&size=500');
      return body.data!.items.some((a) => a.customers_id === id);
    };
    expect(await seenBy(demoUsers.own.id)).toBe(false);
    await asAdmin((tx) => tx`update customers.customers set users_id = ${demoUsers.own.id} where id = ${id}`);
    await h.settle();
    expect(await seenBy(demoUsers.own.id)).toBe(true);
    await asAdmin((tx) => tx`update customers.customers set is_removed = true, removes_at = now() + interval '30 days' where id = ${id}`);
    await h.settle();
    const { body } = await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts?size=500');
    expect(body.data!.items.some((a) => a.customers_id === id)).toBe(false);
    expect((await alertsOf(id))[0]!.customer.is_removed).toBe(true);
    await asAdmin((tx) => tx`delete from customers.customers where id = ${id}`);
    await h.settle();
    const [row] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from alerts.alerts where customers_id = ${id}`;
    expect(row!.n).toBe(0);
  });
});

describe('screening on a new list version', () => {
  let alertId: string;

  it('screens every customer again against the new version', async () => {
    await h.storeLists(fixtureList('OFAC', [fixtures.person, fixtures.company, entity('OFAC', 'T-3', 'Dataväylä Oy', { kind: 'ORGANIZATION' })]));
    await h.settle();
    const datavayla = demoCustomers().find((c) => c.name === 'Dataväylä Oy')!;
    const [alert] = await alertsOf(datavayla.id);
    expect(alert).toMatchObject({ target: 'customer', metadata: { dsaId: 'OFAC:T-3' } });
    alertId = alert!.id;
  });

  it('does not bring a false positive back for the same list entity', async () => {
    const silenced = await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alertId}/silence`, {
      method: 'POST', body: { description: 'Eri yhtiö: toimialat ja sijainti eivät täsmää', silenceclass: 'FALSEPOSITIVE' },
    });
    expect(silenced.status).toBe(200);
    await h.storeLists(fixtureList('OFAC', [fixtures.person, fixtures.company, entity('OFAC', 'T-3', 'Dataväylä Oy', { kind: 'ORGANIZATION' }), entity('OFAC', 'T-4', 'Someone Else')]));
    await h.settle();
    const alerts = await alertsOf(silenced.body.data!.customers_id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ id: alertId, is_silenced: true, silenceclass: 'FALSEPOSITIVE' });
  });

  it('brings it back as a new open alert when the list entity changes, keeping the silenced one for the record', async () => {
    await h.storeLists(fixtureList('OFAC', [fixtures.person, fixtures.company,
      entity('OFAC', 'T-3', 'Dataväylä Oy', { kind: 'ORGANIZATION', addresses: ['Helsinki'], programs: ['NEW-PROGRAM'] })]));
    await h.settle();
    const [first] = await h.t.db.owner<{ customers_id: string }[]>`select customers_id from alerts.alerts where id = ${alertId}`;
    const alerts = await alertsOf(first!.customers_id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ is_silenced: false, silence: null });
    expect(alerts[0]!.id).not.toBe(alertId);
    expect(alerts[0]!.metadata.entity.programs).toEqual(['NEW-PROGRAM']);
    const [kept] = await h.t.db.owner<{ silenceclass: string; superseded: boolean }[]>`
      select silenceclass, superseded_at is not null as superseded from alerts.alerts where id = ${alertId}`;
    expect(kept).toEqual({ silenceclass: 'FALSEPOSITIVE', superseded: true });
  });

  it('keeps an open alert in place when its list entity changes, with the list\'s new details', async () => {
    const [before] = (await alertsOf(aaltonen.id)).filter((a) => a.target === 'owners');
    await h.storeLists(fixtureList('OFAC', [{ ...fixtures.person, programs: ['TEST-PROGRAM', 'SECOND-PROGRAM'] }, fixtures.company,
      entity('OFAC', 'T-3', 'Dataväylä Oy', { kind: 'ORGANIZATION', addresses: ['Helsinki'], programs: ['NEW-PROGRAM'] })]));
    await h.settle();
    const [after] = (await alertsOf(aaltonen.id)).filter((a) => a.target === 'owners');
    expect(after).toMatchObject({ id: before!.id, is_silenced: false, target_name: 'Ivan Sanctionovich Testov' });
    expect(after!.metadata.entity.programs).toEqual(['TEST-PROGRAM', 'SECOND-PROGRAM']);
  });
});
