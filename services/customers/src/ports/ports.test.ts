import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers } from '@tunne/contracts';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { customersMigrations } from '../index.ts';
import { seedRelated } from '../related/seed.ts';
import { demoCustomers, seedCustomers } from '../seed.ts';
import type { CustomerEvent } from '@tunne/contracts';
import { customerEventsVisible } from './events-visible.ts';
import { pruneCustomerEvents, readCustomerEvents } from './events.ts';
import { listCustomerIds, screeningOrganisations } from './register.ts';
import { readScreeningSubjects } from './screening.ts';

const demo = demoOrganisations.demo.id;
const toinen = demoOrganisations.toinen.id;
let t: TestDatabase;

const aaltonen = demoCustomers().find((c) => c.name === 'Aaltonen Rakennus Oy')!;

/**
 * Every event after the cursor, following the cursor the way a consumer does (by default the alerts consumer), once
 * every committed event is readable (a transaction held open elsewhere in the cluster holds them back).
 */
const drain = async (from = { xid: 0, id: 0 }, consumer = 'alerts'): Promise<{ events: CustomerEvent[]; cursor: { xid: number; id: number } }> => {
  await customerEventsVisible(t.db);
  const events: CustomerEvent[] = [];
  let cursor = from;
  for (;;) {
    const batch = await readCustomerEvents(t.db, consumer, cursor, 100);
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

describe('customer events (outbox)', () => {
  let cursor = { xid: 0, id: 0 };

  it('records the seeded customers and records, across organisations, in order', async () => {
    const drained = await drain();
    cursor = drained.cursor;
    const ids = new Set(drained.events.map((e) => e.customersId));
    expect(ids.size).toBe(demoCustomers().length);
    expect(new Set(drained.events.map((e) => e.organisationsId))).toEqual(new Set([demo, toinen]));
    expect(drained.events.every((e) => e.type === 'customer.changed')).toBe(true);
    const order = drained.events.map((e) => [e.xid, e.id] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('writes an event in the same transaction as a change by the app role, and none for a rolled-back one', async () => {
    await t.db.tx({ organisationsId: demo, usersId: demoUsers.admin.id }, (tx) => tx`
      insert into customers.owners (customers_id, type, name, ssn, share) values (${aaltonen.id}, 'person', 'Uusi Omistaja', '010101-123N', 10)`);
    await expect(t.db.tx({ organisationsId: demo }, async (tx) => {
      await tx`insert into customers.peps (customers_id, name, is_pep_self) values (${aaltonen.id}, 'Peruttu', true)`;
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    const { events, cursor: next } = await drain(cursor);
    cursor = next;
    expect(events.map((e) => [e.organisationsId, e.customersId, e.type])).toEqual([[demo, aaltonen.id, 'customer.changed']]);
  });

  it('ignores customer updates that screening does not read, and marks a deletion', async () => {
    await t.db.tx({ organisationsId: demo }, (tx) => tx`update customers.customers set description = 'x', is_monitored = false where id = ${aaltonen.id}`);
    expect((await drain(cursor)).events).toHaveLength(0);
    await t.db.tx({ organisationsId: demo }, (tx) => tx`update customers.customers set teams_id = ${demoTeams.tampere.id} where id = ${aaltonen.id}`);
    const created = await t.db.tx({ organisationsId: demo }, (tx) => tx<{ id: string }[]>`
      insert into customers.customers (type, name) values ('person', 'Poistuva Henkilö') returning id`);
    await t.db.tx({ organisationsId: demo }, (tx) => tx`delete from customers.customers where id = ${created[0]!.id}`);
    const { events, cursor: next } = await drain(cursor);
    cursor = next;
    expect(events.map((e) => e.type)).toEqual(['customer.changed', 'customer.changed', 'customer.removed']);
  });

  it('is not readable by the app role across organisations', async () => {
    const seen = await t.db.tx({ organisationsId: toinen }, (tx) => tx<{ organisations_id: string }[]>`select organisations_id from customers.events`);
    expect(seen.every((row) => row.organisations_id === toinen)).toBe(true);
    await expect(t.db.tx({ organisationsId: demo }, (tx) => tx`insert into customers.events (organisations_id, customers_id, type)
      values (${demo}, ${aaltonen.id}, 'customer.changed')`)).rejects.toMatchObject({ code: '42501' });
  });

  it('is pruned only when old and read by every consumer: an event the risk consumer has not read stays', async () => {
    // The alerts consumer (drain above) has read everything; the risk consumer only the first event.
    await customerEventsVisible(t.db);
    const [first] = await readCustomerEvents(t.db, 'risk', { xid: 0, id: 0 }, 1);
    const risk = { xid: first!.xid, id: first!.id };
    await readCustomerEvents(t.db, 'risk', risk, 1);
    expect(await pruneCustomerEvents(t.db)).toBe(0);

    await t.db.owner`update customers.events set created_at = now() - interval '2 days'`;
    const [all] = await t.db.owner<{ n: number }[]>`select count(*)::int as n from customers.events`;
    expect(await pruneCustomerEvents(t.db)).toBe(1);
    const unread = await drain(risk, 'risk');
    expect(unread.events).toHaveLength(all!.n - 1);
    expect(await pruneCustomerEvents(t.db)).toBe(all!.n - 1);
  });
});

describe('screening subjects', () => {
  it('gives the customer and every screened record with birth dates and identifiers', async () => {
    const [subjects] = await readScreeningSubjects(t.db, { organisationsId: demo }, [aaltonen.id]);
    expect(subjects).toMatchObject({ customersId: aaltonen.id, name: 'Aaltonen Rakennus Oy', type: 'business' });
    expect(subjects!.subjects[0]).toMatchObject({ target: 'customer', targetId: null, type: 'business', identifiers: [aaltonen.businessid] });
    const pekka = subjects!.subjects.filter((s) => s.name === 'Pekka Aaltonen');
    expect(pekka.map((s) => s.target).sort()).toEqual(['actualbeneficiaries', 'owners', 'peps', 'responsiblepersons']);
    expect(pekka.find((s) => s.target === 'owners')).toMatchObject({ birthDate: '1975-03-15', nationality: 'FI', type: 'person' });
    expect(subjects!.subjects.find((s) => s.name === 'Kivikko Invest Oy')).toMatchObject({ target: 'owners', type: 'business' });
  });

  it('derives a person customer\'s birth date from the identity code', async () => {
    const [person] = await t.db.tx({ organisationsId: toinen }, (tx) => tx<{ id: string }[]>`
      insert into customers.customers (type, name, ssn, country) values ('person', 'Henkilö Tunnuksella', '131052-308T', 'FI') returning id`);
    const [subjects] = await readScreeningSubjects(t.db, { organisationsId: toinen }, [person!.id]);
    expect(subjects!.subjects[0]).toMatchObject({ type: 'person', birthDate: '1952-10-13', nationality: 'FI', identifiers: ['131052-308T'] });
  });

  it('applies the organisation and the restriction', async () => {
    const own = demoCustomers().find((c) => c.organisations_id === demo && c.users_id !== demoUsers.own.id && c.teams_id === null)!;
    expect(await readScreeningSubjects(t.db, { organisationsId: toinen }, [aaltonen.id])).toEqual([]);
    expect(await readScreeningSubjects(t.db, { organisationsId: demo, usersId: demoUsers.own.id, restrictiontype: 'USER' }, [own.id])).toEqual([]);
  });

  it('pages customer ids and lists the organisations', async () => {
    const first = await listCustomerIds(t.db, toinen, null, 4);
    const rest = await listCustomerIds(t.db, toinen, first.at(-1)!, 100);
    const all = await t.db.owner<{ id: string }[]>`select id from customers.customers where organisations_id = ${toinen} order by id`;
    expect([...first, ...rest]).toEqual(all.map((r) => r.id));
    expect((await screeningOrganisations(t.db)).sort()).toEqual([demo, toinen].sort());
  });
});
