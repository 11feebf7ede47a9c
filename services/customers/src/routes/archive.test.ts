import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type AuditEntry, type Customer, type Page } from '@tunne/contracts';
import { purgeExpiredCustomers } from '../index.ts';
import { demoCustomers } from '../seed.ts';
import { startHarness, type Harness } from '../testing.ts';
import { customersPorts } from '../ports/customers-ports.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => h?.stop());

const demoActive = demoCustomers().filter((c) => c.organisations_id === demoOrganisations.demo.id && !c.is_removed);
const customerPath = (id: string) => `/api/v2.5/user/customers/${id}`;
const create = async (usersId: string, name: string) =>
  (await h.call<Customer>(usersId, '/api/v2.5/user/customers', { method: 'POST', body: { type: 'business', name, country: 'FI' } })).body.data!;
const day = 86_400_000;

describe('DELETE /api/v2.5/user/customers/{id} (archive) and restore', () => {
  it('archives for the organisation\'s archive days (30 without identity) and hides the customer from the list', async () => {
    const customer = await create(demoUsers.own.id, 'Arkistoitava Oy');
    const { status, body } = await h.call<Customer>(demoUsers.own.id, customerPath(customer.id), { method: 'DELETE' });
    expect(status).toBe(200);
    expect(body.data!.is_removed).toBe(true);
    const removesAt = Date.parse(body.data!.removes_at!);
    expect(Math.abs(removesAt - (Date.now() + 30 * day))).toBeLessThan(60_000);
    const active = await h.call<Page<Customer>>(demoUsers.own.id, '/api/v2.5/user/customers?name=Arkistoitava');
    expect(active.body.data!.total).toBe(0);
    const archived = await h.call<Page<Customer>>(demoUsers.own.id, '/api/v2.5/user/customers?name=Arkistoitava&archived=true');
    expect(archived.body.data!.items.map((c) => c.id)).toEqual([customer.id]);

    const restored = await h.call<Customer>(demoUsers.own.id, `${customerPath(customer.id)}/restore`, { method: 'POST' });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ is_removed: false, removes_at: null });
    const again = await h.call(demoUsers.own.id, `${customerPath(customer.id)}/restore`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]!.code).toBe('NOT_ARCHIVED');
  });

  it('refuses to archive while monitoring is on', async () => {
    const monitored = demoActive.find((c) => c.is_monitored)!;
    const { status, body } = await h.call(demoUsers.admin.id, customerPath(monitored.id), { method: 'DELETE' });
    expect(status).toBe(409);
    expect(body.errors[0]!.code).toBe('MONITORING_ON');
    const [row] = await h.t.db.owner<{ is_removed: boolean }[]>`select is_removed from customers.customers where id = ${monitored.id}`;
    expect(row!.is_removed).toBe(false);
  });

  it('refuses to restore after removes_at', async () => {
    const customer = await create(demoUsers.admin.id, 'Vanhentunut Arkisto Oy');
    await h.t.db.owner`update customers.customers set is_removed = true, removes_at = now() - interval '1 day' where id = ${customer.id}`;
    const { status, body } = await h.call(demoUsers.admin.id, `${customerPath(customer.id)}/restore`, { method: 'POST' });
    expect(status).toBe(409);
    expect(body.errors[0]!.code).toBe('RESTORE_EXPIRED');
  });

  it('keeps customers outside the restriction or organisation out of reach', async () => {
    const adminsOwn = demoActive.find((c) => c.users_id === demoUsers.admin.id && !c.is_monitored)!;
    expect((await h.call(demoUsers.own.id, customerPath(adminsOwn.id), { method: 'DELETE' })).status).toBe(404);
    expect((await h.call(demoUsers.toinenAdmin.id, customerPath(adminsOwn.id), { method: 'DELETE' })).status).toBe(404);
    expect((await h.call(demoUsers.toinenAdmin.id, `${customerPath(adminsOwn.id)}/restore`, { method: 'POST' })).status).toBe(404);
    const [row] = await h.t.db.owner<{ is_removed: boolean }[]>`select is_removed from customers.customers where id = ${adminsOwn.id}`;
    expect(row!.is_removed).toBe(false);
  });
});

describe('DELETE /api/v2.5/admin/customers/{id}', () => {
  it('takes the customer out of the register at once and keeps its record with the related rows and the audit trail', async () => {
    const customer = await create(demoUsers.admin.id, 'Poistettava Heti Oy');
    await h.call(demoUsers.admin.id, `${customerPath(customer.id)}/tag/00000000-0000-4000-a000-000000000101`, { method: 'PATCH' });
    const { status, body } = await h.call(demoUsers.admin.id, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect((await h.call(demoUsers.admin.id, customerPath(customer.id))).status).toBe(404);
    // Issue 11 §1: the retained record stays (services/customers/src/retained).
    const left = await h.t.db.owner`select
      (select count(*)::int from customers.customers where id = ${customer.id} and retained_at is not null) as customers,
      (select count(*)::int from customers.customer_tags where customers_id = ${customer.id}) as tags,
      (select count(*)::int > 0 from customers.audit_log where customers_id = ${customer.id}) as audit`;
    expect(left[0]).toEqual({ customers: 1, tags: 1, audit: true });
    expect((await h.call(demoUsers.admin.id, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('is refused for a regular user and for another organisation\'s admin', async () => {
    const target = demoActive[1]!;
    const regular = await h.call(demoUsers.user.id, `/api/v2.5/admin/customers/${target.id}`, { method: 'DELETE' });
    expect(regular.status).toBe(403);
    expect((await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/admin/customers/${target.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await h.t.db.owner`select 1 from customers.customers where id = ${target.id}`).toHaveLength(1);
  });
});

describe('a frozen customer (issue 25 §1)', () => {
  it('can be neither archived nor deleted while the freeze is in force', async () => {
    const customer = await create(demoUsers.admin.id, 'Jäädytetty Arkisto Oy');
    await h.t.db.owner`update customers.customers set is_frozen = true where id = ${customer.id}`;
    const archived = await h.call(demoUsers.admin.id, customerPath(customer.id), { method: 'DELETE' });
    expect(archived.status).toBe(409);
    expect(archived.body.errors[0]!.code).toBe('CUSTOMER_FROZEN');
    const deleted = await h.call(demoUsers.admin.id, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(409);
    expect(deleted.body.errors[0]!.code).toBe('CUSTOMER_FROZEN');
    const [row] = await h.t.db.owner<{ is_removed: boolean; retained_at: Date | null }[]>`select is_removed, retained_at from customers.customers where id = ${customer.id}`;
    expect(row).toEqual({ is_removed: false, retained_at: null });
    // Lifted: deleting works again.
    await h.t.db.owner`update customers.customers set is_frozen = false where id = ${customer.id}`;
    expect((await h.call(demoUsers.admin.id, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('stays frozen for assertNotFrozen once its record is retained (left the register)', async () => {
    const customer = await create(demoUsers.admin.id, 'Säilytetty Jäädytetty Oy');
    await h.t.db.owner`update customers.customers set is_frozen = true, is_removed = true, removes_at = now(), relationship_ended_at = now(),
      retained_at = now() where id = ${customer.id}`;
    const register = customersPorts(h.t.db).register;
    const scope = { organisationsId: demoOrganisations.demo.id, restrictiontype: 'NONE' as const };
    await expect(register.assertNotFrozen(scope, customer.id)).rejects.toMatchObject({ code: 'CUSTOMER_FROZEN' });
    // Only the check reads the retained row: the working register still does not.
    expect((await h.call(demoUsers.admin.id, customerPath(customer.id))).status).toBe(404);
    const other = await create(demoUsers.admin.id, 'Ei Jäädytetty Oy');
    await expect(register.assertNotFrozen(scope, other.id)).resolves.toBeUndefined();
  });
});

describe('purgeExpiredCustomers', () => {
  it('takes only archived customers past removes_at out of the register, in every organisation, and keeps their records', async () => {
    const expired = await create(demoUsers.admin.id, 'Vanha Arkisto Oy');
    const waiting = await create(demoUsers.admin.id, 'Odottava Arkisto Oy');
    const foreign = await create(demoUsers.toinenAdmin.id, 'Toisen Vanha Oy');
    await h.t.db.owner`update customers.customers set is_removed = true, removes_at = now() - interval '1 minute'
      where id in ${h.t.db.owner([expired.id, foreign.id])}`;
    await h.t.db.owner`update customers.customers set is_removed = true, removes_at = now() + interval '1 day' where id = ${waiting.id}`;
    const [due] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from customers.customers
      where is_removed and removes_at <= now() and retained_at is null`;
    expect(await purgeExpiredCustomers(h.t.db)).toBe(due!.n);
    // Out of the register (the working register's queries no longer see them) ...
    expect((await h.call(demoUsers.admin.id, customerPath(expired.id))).status).toBe(404);
    expect((await h.call(demoUsers.toinenAdmin.id, customerPath(foreign.id))).status).toBe(404);
    expect((await h.call(demoUsers.admin.id, customerPath(waiting.id))).status).toBe(200);
    // ... but retained with their audit trail (issue 11 §1; the retention job deletes them after five years).
    const rows = await h.t.db.owner<{ id: string }[]>`select id from customers.customers
      where id in ${h.t.db.owner([expired.id, waiting.id, foreign.id])} and retained_at is not null order by name`;
    expect(rows.map((r) => r.id).sort()).toEqual([expired.id, foreign.id].sort());
    expect((await h.t.db.owner`select 1 from customers.audit_log where customers_id in ${h.t.db.owner([expired.id, foreign.id])}`).length).toBeGreaterThan(0);
    expect(await purgeExpiredCustomers(h.t.db)).toBe(0);
  });
});

describe('GET /api/v2.5/user/customers/{id}/audit', () => {
  it('shows an admin who changed what, old and new, newest first, paged', async () => {
    const customer = await create(demoUsers.user.id, 'Auditoitava Oy');
    await h.call(demoUsers.user.id, customerPath(customer.id), { method: 'PUT', body: { city: 'Lahti' } });
    await h.call(demoUsers.admin.id, customerPath(customer.id), { method: 'PUT', body: { city: 'Kotka' } });
    await h.call(demoUsers.admin.id, `${customerPath(customer.id)}/tag/00000000-0000-4000-a000-000000000101`, { method: 'PATCH' });
    await h.call(demoUsers.admin.id, customerPath(customer.id), { method: 'DELETE' });
    const { status, body } = await h.call<Page<AuditEntry>>(demoUsers.admin.id, `${customerPath(customer.id)}/audit`);
    expect(status).toBe(200);
    const items = body.data!.items;
    expect(body.data!.total).toBe(5);
    expect(items.map((e) => [e.table_name, e.action, e.changed_by])).toEqual([
      ['customers', 'UPDATE', demoUsers.admin.id],
      ['customer_tags', 'INSERT', demoUsers.admin.id],
      ['customers', 'UPDATE', demoUsers.admin.id],
      ['customers', 'UPDATE', demoUsers.user.id],
      ['customers', 'INSERT', demoUsers.user.id],
    ]);
    expect(items[2]).toMatchObject({ old: { city: 'Lahti' }, new: { city: 'Kotka' } });
    expect(items[0]!.new).toMatchObject({ is_removed: true });
    expect(items[1]).toMatchObject({ record_id: '00000000-0000-4000-a000-000000000101', old: null });
    expect(items[4]!.new).toMatchObject({ name: 'Auditoitava Oy' });
    const paged = await h.call<Page<AuditEntry>>(demoUsers.admin.id, `${customerPath(customer.id)}/audit?size=2&page=2`);
    expect(paged.body.data!.items.map((e) => e.id)).toEqual(items.slice(2, 4).map((e) => e.id));
  });

  it('is refused for a regular user and hides other organisations\' trails', async () => {
    const target = demoActive[0]!;
    expect((await h.call(demoUsers.user.id, `${customerPath(target.id)}/audit`)).status).toBe(403);
    const foreign = await h.call(demoUsers.toinenAdmin.id, `${customerPath(target.id)}/audit`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeNull();
  });
});
