import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type CallerScope, type CustomerEvent, type EventCursor } from '@tunne/contracts';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { customersMigrations } from '../index.ts';
import { seedRelated } from '../related/seed.ts';
import { demoCustomers, seedCustomers } from '../seed.ts';
import { customersPorts } from './customers-ports.ts';
import { customerEventsVisible } from './events-visible.ts';
import { readCustomerEvents } from './events.ts';

const demo = demoOrganisations.demo.id;
const toinen = demoOrganisations.toinen.id;
const admin: CallerScope = { organisationsId: demo, usersId: demoUsers.admin.id, restrictiontype: 'NONE' };
const aaltonen = demoCustomers().find((c) => c.name === 'Aaltonen Rakennus Oy')!;
const pekkaOwnerId = '00000000-0000-4000-a000-000000000001';
let t: TestDatabase;

const records = () => customersPorts(t.db).records;

/** Every customer event after the cursor (as the alerts consumer reads them), and the cursor after them. */
const eventsAfter = async (from: EventCursor): Promise<{ events: CustomerEvent[]; cursor: EventCursor }> => {
  await customerEventsVisible(t.db);
  const events: CustomerEvent[] = [];
  let cursor = from;
  for (;;) {
    const batch = await readCustomerEvents(t.db, 'alerts', cursor, 100);
    if (batch.length === 0) return { events, cursor };
    events.push(...batch);
    cursor = { xid: batch.at(-1)!.xid, id: batch.at(-1)!.id };
  }
};

beforeAll(async () => {
  t = await createTestDatabase([customersMigrations]);
  await seedCustomers(t.db);
  await seedRelated(t.db);
});
afterAll(async () => t?.stop());

describe('customer records port: snapshot', () => {
  it('reads the basic data and the four kinds of records as a request shows them', async () => {
    const snapshot = await records().snapshot(admin, aaltonen.id);
    expect(snapshot).toMatchObject({ customersId: aaltonen.id, name: aaltonen.name, type: 'business', basic: { name: aaltonen.name, city: aaltonen.city } });
    // Related persons by name (spec), as the card lists them.
    expect(snapshot!.owners.map((o) => o.name)).toEqual(['Kivikko Invest Oy', 'Pekka Aaltonen']);
    expect(snapshot!.owners.find((o) => o.name === 'Pekka Aaltonen')).toEqual({
      id: pekkaOwnerId, type: 'person', name: 'Pekka Aaltonen', ssn: '150375-2340', businessid: null, dob: '1975-03-15', share: 60,
      nationality: 'FI', country: 'FI', description: null,
    });
    expect(snapshot!.peps[0]).toMatchObject({ name: 'Pekka Aaltonen', is_pep_family: true, is_pep_self: false });
    expect(snapshot!.responsiblepersons.map((r) => r.role).sort()).toEqual(['PJ', 'TJ']);
    expect(snapshot!.actualbeneficiaries).toHaveLength(1);
  });

  it('is null for another organisation and for a customer outside a USER restriction', async () => {
    expect(await records().snapshot({ organisationsId: toinen }, aaltonen.id)).toBeNull();
    const own: CallerScope = { organisationsId: demo, usersId: demoUsers.own.id, restrictiontype: 'USER' };
    const others = demoCustomers().find((c) => c.organisations_id === demo && c.users_id !== demoUsers.own.id && !c.is_removed)!;
    const mine = demoCustomers().find((c) => c.organisations_id === demo && c.users_id === demoUsers.own.id && !c.is_removed)!;
    expect(await records().snapshot(own, others.id)).toBeNull();
    expect((await records().snapshot(own, mine.id))?.customersId).toBe(mine.id);
  });
});

describe('customer records port: apply', () => {
  it('adds and updates records with source REQUEST, updates the basic data, writes the audit trail and the event', async () => {
    const { cursor } = await eventsAfter({ xid: 0, id: 0 });
    await records().apply(admin, aaltonen.id, {
      basic: { city: 'Lahti', industry: 'Rakentaminen' },
      owners: [
        { id: pekkaOwnerId, name: 'Pekka Aaltonen', share: 55 },
        { name: 'Uusi Omistaja', ssn: '131052-308T', share: 5, nationality: 'FI', country: 'FI' },
      ],
      peps: [{ name: 'Uusi Pep', is_pep_self: true }],
      responsiblepersons: [{ name: 'Uusi Hallitus', role: 'J', ssn: '131052-308T', nationality: 'FI' }],
    });

    const owners = await t.db.tx(admin, (tx) => tx<{ id: string; name: string; share: number; source: string; ssn: string | null }[]>`
      select id, name, share::float8 as share, source, ssn from customers.owners where customers_id = ${aaltonen.id} order by created_at, id`);
    expect(owners.find((o) => o.id === pekkaOwnerId)).toMatchObject({ share: 55, source: 'REQUEST', ssn: '150375-2340' });
    expect(owners.find((o) => o.name === 'Uusi Omistaja')).toMatchObject({ source: 'REQUEST', ssn: '131052-308T' });
    expect(owners.find((o) => o.name === 'Kivikko Invest Oy')).toMatchObject({ source: 'DATABASE' });
    const [pep] = await t.db.tx(admin, (tx) => tx`select source from customers.peps where customers_id = ${aaltonen.id} and name = 'Uusi Pep'`);
    expect(pep).toEqual({ source: 'REQUEST' });
    const [customer] = await t.db.tx(admin, (tx) => tx`select city, industry_name from customers.customers where id = ${aaltonen.id}`);
    expect(customer).toEqual({ city: 'Lahti', industry_name: 'Rakentaminen' });

    const audit = await t.db.tx(admin, (tx) => tx<{ table_name: string; action: string; changed_by: string; new: Record<string, unknown> }[]>`
      select table_name, action, changed_by, new from customers.audit_log where customers_id = ${aaltonen.id} order by id desc limit 5`);
    expect(audit.map((a) => `${a.table_name} ${a.action}`).sort()).toEqual(
      ['customers UPDATE', 'owners INSERT', 'owners UPDATE', 'peps INSERT', 'responsiblepersons INSERT'],
    );
    expect(audit.every((a) => a.changed_by === demoUsers.admin.id)).toBe(true);
    expect(audit.find((a) => a.table_name === 'owners' && a.action === 'UPDATE')!.new).toMatchObject({ share: 55, source: 'REQUEST' });

    const { events } = await eventsAfter(cursor);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.customersId === aaltonen.id && e.type === 'customer.changed')).toBe(true);
  });

  it('refuses an invalid row with its field and changes nothing', async () => {
    const before = await records().snapshot(admin, aaltonen.id);
    const { cursor } = await eventsAfter({ xid: 0, id: 0 });
    await expect(records().apply(admin, aaltonen.id, {
      basic: { city: 'Kouvola' },
      owners: [{ name: 'Hyvä Omistaja', ssn: '131052-308T', share: 1, nationality: 'FI' }, { name: 'Huono Tunnus', ssn: '010101-0000', share: 1, nationality: 'FI' }],
    })).rejects.toMatchObject({ code: 'INVALID_SSN', field: '/owners/1/ssn' });
    await expect(records().apply(admin, aaltonen.id, { peps: [{ name: 'Ei Lippuja' }] }))
      .rejects.toMatchObject({ code: 'PEP_DETAILS_MISSING', field: '/peps/0' });
    await expect(records().apply(admin, aaltonen.id, { responsiblepersons: [{ name: 'Ei Roolia', role: 'KEKSITTY' }] }))
      .rejects.toMatchObject({ code: 'INVALID_ROLE', field: '/responsiblepersons/0/role' });
    expect(await records().snapshot(admin, aaltonen.id)).toEqual(before);
    expect((await eventsAfter(cursor)).events).toEqual([]);
  });

  it('refuses a customer the caller does not see', async () => {
    await expect(records().apply({ organisationsId: toinen }, aaltonen.id, { basic: { city: 'Porvoo' } }))
      .rejects.toMatchObject({ code: 'RESTRICTED_ACCESS' });
  });
});
