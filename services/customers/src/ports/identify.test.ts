import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type CallerScope, type CustomerEvent, type EventCursor } from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { customersMigrations } from '../index.ts';
import { demoCustomers, seedCustomers } from '../seed.ts';
import { customersPorts } from './customers-ports.ts';
import { customerEventsVisible } from './events-visible.ts';
import { readCustomerEvents } from './events.ts';

// CustomerRecordsPort.identify (issue 14) against the real database: the identity code of an identification into a
// person customer, through the card's update (audit trail in the caller's name, customer.changed).

const demo = demoOrganisations.demo.id;
const admin: CallerScope = { organisationsId: demo, usersId: demoUsers.admin.id, restrictiontype: 'NONE' };
let t: TestDatabase;

const identify = (scope: CallerScope, customersId: string, input: { ssn: string; overwrite?: boolean; confirmed?: boolean }) => customersPorts(t.db).records.identify(scope, customersId, input);
const person = () => demoCustomers().find((c) => c.organisations_id === demo && c.type === 'person' && !c.is_removed)!;
const business = () => demoCustomers().find((c) => c.organisations_id === demo && c.type === 'business' && !c.is_removed)!;
const ssnOf = async (id: string) => (await t.db.owner<{ ssn: string | null }[]>`select ssn from customers.customers where id = ${id}`)[0]!.ssn;

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
});
afterAll(async () => t?.stop());

describe('customer records port: identify', () => {
  it('writes nothing into a person who has no code until staff confirm it (issue 25 §5)', async () => {
    const customer = person();
    await t.db.owner`update customers.customers set ssn = null where id = ${customer.id}`;
    expect(await identify(admin, customer.id, { ssn: '131052-308T' })).toEqual({ outcome: 'missing', stored_ssn: null });
    expect(await ssnOf(customer.id)).toBeNull();
  });

  it('sets the confirmed code of a person who has none, audited in the caller\'s name, with a customer.changed event', async () => {
    const customer = person();
    await t.db.owner`update customers.customers set ssn = null where id = ${customer.id}`;
    const { cursor } = await eventsAfter({ xid: 0, id: 0 });
    expect(await identify(admin, customer.id, { ssn: ' 131052-308t ', confirmed: true })).toEqual({ outcome: 'set', stored_ssn: null });
    expect(await ssnOf(customer.id)).toBe('131052-308T');
    const [audit] = await t.db.tx(admin, (tx) => tx<{ table_name: string; action: string; changed_by: string; new: Record<string, unknown> }[]>`
      select table_name, action, changed_by, new from customers.audit_log where customers_id = ${customer.id} order by id desc limit 1`);
    expect(audit).toMatchObject({ table_name: 'customers', action: 'UPDATE', changed_by: demoUsers.admin.id, new: { ssn: '131052-308T' } });
    const { events } = await eventsAfter(cursor);
    expect(events.map((e) => [e.customersId, e.type])).toEqual([[customer.id, 'customer.changed']]);
  });

  it('answers same for an equal code after normalising, and conflict for another without writing', async () => {
    const customer = person();
    expect(await identify(admin, customer.id, { ssn: '131052-308t' })).toEqual({ outcome: 'same', stored_ssn: '131052-308T' });
    const { cursor } = await eventsAfter({ xid: 0, id: 0 });
    expect(await identify(admin, customer.id, { ssn: '010101-123N' })).toEqual({ outcome: 'conflict', stored_ssn: '131052-308T' });
    expect(await ssnOf(customer.id)).toBe('131052-308T');
    expect((await eventsAfter(cursor)).events).toEqual([]);
  });

  it('writes a differing code when staff choose to overwrite', async () => {
    const customer = person();
    expect(await identify(admin, customer.id, { ssn: '010101-123N', overwrite: true })).toEqual({ outcome: 'overwritten', stored_ssn: '131052-308T' });
    expect(await ssnOf(customer.id)).toBe('010101-123N');
  });

  it('writes nothing into a business customer', async () => {
    const customer = business();
    expect(await identify(admin, customer.id, { ssn: '131052-308T' })).toEqual({ outcome: 'not_person', stored_ssn: null });
    expect(await ssnOf(customer.id)).toBeNull();
  });

  it('refuses a customer the caller does not see, and another organisation\'s', async () => {
    const customer = demoCustomers().find((c) => c.organisations_id === demo && c.type === 'person' && c.users_id !== demoUsers.own.id && !c.is_removed)!;
    const own: CallerScope = { organisationsId: demo, usersId: demoUsers.own.id, restrictiontype: 'USER' };
    const code = async (scope: CallerScope) => identify(scope, customer.id, { ssn: '131052-308T', overwrite: true }).then(() => 'resolved', (e: unknown) => (e instanceof AppError ? e.code : String(e)));
    expect(await code(own)).toBe('RESTRICTED_ACCESS');
    expect(await code({ organisationsId: demoOrganisations.toinen.id, restrictiontype: 'NONE' })).toBe('RESTRICTED_ACCESS');
  });
});
