import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, isValidBic, isValidIban, isValidRole, validateIdentifier, type Owner, type Task } from '@tunne/contracts';
import { seedRelated } from '../seed.ts';
import { startRelatedTestApp, tenancyFor, testCustomers, type RelatedTestApp } from '../testing.ts';
import { demoCustomers } from '../../seed.ts';

let h: RelatedTestApp;
beforeAll(async () => {
  h = await startRelatedTestApp();
  await seedRelated(h.t.db);
  await seedRelated(h.t.db);
}, 60_000);
afterAll(async () => h?.stop());

const tables = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccounts', 'todos', 'customer_tasks', 'linked_customers'] as const;
const aaltonen = demoCustomers().find((c) => c.name === 'Aaltonen Rakennus Oy')!;
/** Olli Oma's customers beyond the two the shared harness names, for tests that link or delete. */
const [third, victim] = demoCustomers().filter((c) => c.users_id === demoUsers.own.id && !c.is_removed
  && c.id !== testCustomers.own.id && c.id !== testCustomers.ownSecond.id);

describe('demo related records', () => {
  it('are seeded once, with identifiers, IBANs and roles the validators accept', async () => {
    const [counts] = await h.t.db.owner<Record<string, number>[]>`select
      (select count(*)::int from customers.owners) as owners, (select count(*)::int from customers.todos) as todos,
      (select count(*)::int from customers.tasks) as tasks, (select count(*)::int from customers.linked_customers) as links`;
    expect(counts).toEqual({ owners: 5, todos: 4, tasks: 3, links: 1 });
    const people = await h.t.db.owner<{ ssn: string; nationality: string }[]>`
      select ssn, nationality from customers.actualbeneficiaries where ssn is not null
      union all select ssn, nationality from customers.responsiblepersons where ssn is not null
      union all select ssn, nationality from customers.owners where type = 'person'`;
    for (const p of people) expect({ ...p, valid: validateIdentifier(p.nationality, 'person', p.ssn).valid }).toMatchObject({ valid: true });
    const accounts = await h.t.db.owner<{ number: string; bic: string }[]>`select number, bic from customers.bankaccounts`;
    for (const a of accounts) expect([a.number, isValidIban(a.number), isValidBic(a.bic)]).toEqual([a.number, true, true]);
    const roles = await h.t.db.owner<{ role: string; country: string | null }[]>`
      select r.role, c.country from customers.responsiblepersons r join customers.customers c on c.organisations_id = r.organisations_id and c.id = r.customers_id`;
    for (const r of roles) expect([r.role, isValidRole(r.country, r.role)]).toEqual([r.role, true]);
  });
});

describe('row-level security on the related tables (as the service role)', () => {
  const toinen = tenancyFor(demoUsers.toinenAdmin.id);

  it.each(tables)('%s: another organisation can neither read, change, delete nor forge rows', async (table) => {
    const { n } = (await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from ${h.t.db.owner(`customers.${table}`)}`)[0]!;
    expect(n).toBeGreaterThan(0);
    const read = await h.t.db.tx(toinen, (tx) => tx`select * from ${tx(`customers.${table}`)}`);
    expect(read).toHaveLength(0);
    if (table === 'linked_customers') {
      // A link is made or removed, never changed: the service role may not update it at all.
      await expect(h.t.db.tx(toinen, (tx) => tx`update customers.linked_customers set created_at = now()`)).rejects.toMatchObject({ code: '42501' });
    } else {
      const updated = await h.t.db.tx(toinen, (tx) => tx`update ${tx(`customers.${table}`)} set created_at = now()`);
      expect(updated.count).toBe(0);
    }
    const deleted = await h.t.db.tx(toinen, (tx) => tx`delete from ${tx(`customers.${table}`)}`);
    expect(deleted.count).toBe(0);
    const { m } = (await h.t.db.owner<{ m: number }[]>`select count(*)::int as m from ${h.t.db.owner(`customers.${table}`)}`)[0]!;
    expect(m).toBe(n);
    expect(await h.t.db.tx(null, (tx) => tx`select * from ${tx(`customers.${table}`)}`)).toHaveLength(0);
  });

  it('refuses rows forged into another organisation\'s customer', async () => {
    await expect(h.t.db.tx(toinen, (tx) => tx`insert into customers.peps (organisations_id, customers_id, name, is_pep_self)
      values (${aaltonen.organisations_id}, ${aaltonen.id}, 'Forged', true)`)).rejects.toMatchObject({ code: '42501' });
    await expect(h.t.db.tx(toinen, (tx) => tx`insert into customers.peps (customers_id, name, is_pep_self)
      values (${aaltonen.id}, 'Forged', true)`)).rejects.toBeTruthy();
  });

  it('keeps a USER-restricted user from a colleague\'s customer\'s rows', async () => {
    const own = tenancyFor(demoUsers.own.id);
    expect(aaltonen.users_id).not.toBe(demoUsers.own.id);
    expect(await h.t.db.tx(own, (tx) => tx`select id from customers.owners where customers_id = ${aaltonen.id}`)).toHaveLength(0);
    expect((await h.t.db.tx(own, (tx) => tx`update customers.todos set name = 'mine' where customers_id = ${aaltonen.id}`)).count).toBe(0);
    await expect(h.t.db.tx(own, (tx) => tx`insert into customers.bankaccounts (customers_id, number, bic)
      values (${aaltonen.id}, 'FI2112345600000785', 'NDEAFIHH')`)).rejects.toMatchObject({ code: '42501' });
    const team = tenancyFor(demoUsers.team.id);
    expect(aaltonen.teams_id).not.toBeNull();
    const seenByTeam = await h.t.db.tx(team, (tx) => tx`select id from customers.owners where customers_id = ${aaltonen.id}`);
    expect(seenByTeam.length > 0).toBe(team.teamIds.includes(aaltonen.teams_id!));
  });

  it('removes the related rows with the customer', async () => {
    await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${victim!.id}/peps`, 'POST', { name: 'Gone', is_pep_self: true });
    await h.t.db.owner`delete from customers.customers where id = ${victim!.id}`;
    const { n } = (await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from customers.peps where customers_id = ${victim!.id}`)[0]!;
    expect(n).toBe(0);
  });
});

describe('audit trail of related records', () => {
  const auditOf = (customersId: string, table: string) =>
    h.t.db.tx(tenancyFor(demoUsers.admin.id), (tx) => tx<{ record_id: string; action: string; changed_by: string | null; old: Record<string, unknown> | null; new: Record<string, unknown> | null }[]>`
      select record_id, action, changed_by, old, new from customers.audit_log
      where customers_id = ${customersId} and table_name = ${table} order by id`);

  it('records who created, changed and deleted a row, with old and new values', async () => {
    const { own } = testCustomers;
    const created = await h.call<Owner>(demoUsers.own.id, `/api/v2.5/user/customers/${own.id}/owners`, 'POST',
      { type: 'business', name: 'Holding Oy', businessid: '1234567-1', share: 10 });
    const id = created.body.data!.id;
    await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${own.id}/owners/${id}`, 'PUT', { share: 20 });
    await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${own.id}/owners/${id}`, 'DELETE');
    const rows = (await auditOf(own.id, 'owners')).filter((r) => r.record_id === id);
    expect(rows.map((r) => [r.action, r.changed_by])).toEqual([
      ['INSERT', demoUsers.own.id], ['UPDATE', demoUsers.own.id], ['DELETE', demoUsers.own.id],
    ]);
    expect(rows[1]!.old).toMatchObject({ share: 10 });
    expect(rows[1]!.new).toMatchObject({ share: 20 });
    expect(rows[2]!.old).toMatchObject({ name: 'Holding Oy' });
  });

  it('records todo, task and link changes', async () => {
    const target = testCustomers.own;
    const todo = await h.call<{ id: string }>(demoUsers.own.id, `/api/v2.5/user/customers/${target.id}/todos`, 'POST',
      { name: 'Audit me', responsible_users_id: demoUsers.own.id });
    await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${target.id}/todos/${todo.body.data!.id}`, 'PATCH', { is_done: true });
    const todoRows = (await auditOf(target.id, 'todos')).filter((r) => r.record_id === todo.body.data!.id);
    expect(todoRows.map((r) => r.action)).toEqual(['INSERT', 'UPDATE']);
    expect(todoRows[1]!.new).toMatchObject({ is_done: true });

    const task = await h.call<Task>(demoUsers.admin.id, '/api/v2.5/admin/tasks', 'POST', { name: 'Audited task' });
    await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${target.id}/task/${task.body.data!.id}`, 'PATCH', { mode: 'add' });
    await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${target.id}/task/${task.body.data!.id}`, 'PATCH', { mode: 'remove' });
    expect((await auditOf(target.id, 'customer_tasks')).map((r) => r.action)).toEqual(['INSERT', 'UPDATE']);

    await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${target.id}/linked_customers/${third!.id}`, 'POST');
    const first = [target.id, third!.id].sort()[0]!;
    expect((await auditOf(first, 'linked_customers')).map((r) => [r.action, r.changed_by])).toEqual([['INSERT', demoUsers.own.id]]);
  });
});
