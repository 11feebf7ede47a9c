import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type CustomerTask, type Task } from '@tunne/contracts';
import { relatedCounts, startRelatedTestApp, testCustomers, type RelatedTestApp } from '../testing.ts';

let h: RelatedTestApp;
beforeAll(async () => {
  h = await startRelatedTestApp();
}, 60_000);
afterAll(async () => h?.stop());

const { own, others } = testCustomers;
const customerTasks = (customerId: string) => `/api/v2.5/user/customers/${customerId}/tasks`;
const mark = (customerId: string, taskId: string) => `/api/v2.5/user/customers/${customerId}/task/${taskId}`;

describe('task catalogue', () => {
  it('lets an admin add, rename and remove tasks; everyone in the organisation lists them', async () => {
    const created = await h.call<Task>(demoUsers.admin.id, '/api/v2.5/admin/tasks', 'POST', { name: 'Riskiarvio tehty', description: 'Risk assessment' });
    expect(created.status).toBe(201);
    const id = created.body.data!.id;
    const renamed = await h.call<Task>(demoUsers.admin.id, `/api/v2.5/admin/tasks/${id}`, 'PUT', { name: 'Riskiarvio päivitetty' });
    expect(renamed.body.data).toMatchObject({ id, name: 'Riskiarvio päivitetty', description: null });
    const listed = await h.call<Task[]>(demoUsers.own.id, '/api/v2.5/user/tasks');
    expect(listed.body.data!.map((t) => t.name)).toContain('Riskiarvio päivitetty');
    expect((await h.call<Task[]>(demoUsers.toinenAdmin.id, '/api/v2.5/user/tasks')).body.data).toEqual([]);
    expect((await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/admin/tasks/${id}`, 'PUT', { name: 'Hijack' })).status).toBe(404);
    expect((await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/admin/tasks/${id}`, 'DELETE')).status).toBe(404);
    expect((await h.call(demoUsers.admin.id, `/api/v2.5/admin/tasks/${id}`, 'DELETE')).body.data).toBeNull();
    expect((await h.call(demoUsers.admin.id, `/api/v2.5/admin/tasks/${id}`, 'DELETE')).status).toBe(404);
  });

  it('refuses a regular user and invalid bodies, writing nothing', async () => {
    const before = await relatedCounts(h.t);
    const regular = await h.call(demoUsers.user.id, '/api/v2.5/admin/tasks', 'POST', { name: 'Mine' });
    expect(regular.status).toBe(403);
    expect(regular.body.errors[0]!.code).toBe('FORBIDDEN');
    expect((await h.call(demoUsers.admin.id, '/api/v2.5/admin/tasks', 'POST', { name: ' ' })).body.errors[0]!.code).toBe('MISSING_NAME');
    expect((await h.call(demoUsers.admin.id, '/api/v2.5/admin/tasks', 'POST', { name: 'X', extra: 1 })).body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect(await relatedCounts(h.t)).toEqual(before);
  });
});

describe('tasks on a customer', () => {
  it('marks a task done with mode add and pending with mode remove', async () => {
    const { body } = await h.call<Task>(demoUsers.admin.id, '/api/v2.5/admin/tasks', 'POST', { name: 'Edunsaajat selvitetty' });
    const task = body.data!;
    const initial = await h.call<CustomerTask[]>(demoUsers.own.id, customerTasks(own.id));
    expect(initial.body.data!.find((t) => t.id === task.id)).toMatchObject({ is_done: false, done_at: null });
    const added = await h.call<CustomerTask[]>(demoUsers.own.id, mark(own.id, task.id), 'PATCH', { mode: 'add' });
    const done = added.body.data!.find((t) => t.id === task.id)!;
    expect(done.is_done).toBe(true);
    const repeated = await h.call<CustomerTask[]>(demoUsers.own.id, mark(own.id, task.id), 'PATCH', { mode: 'add' });
    expect(repeated.body.data!.find((t) => t.id === task.id)!.done_at).toBe(done.done_at);
    const removed = await h.call<CustomerTask[]>(demoUsers.own.id, mark(own.id, task.id), 'PATCH', { mode: 'remove' });
    expect(removed.body.data!.find((t) => t.id === task.id)).toMatchObject({ is_done: false, done_at: null });
    // The state is per customer.
    const other = await h.call<CustomerTask[]>(demoUsers.admin.id, customerTasks(others.id));
    expect(other.body.data!.find((t) => t.id === task.id)!.is_done).toBe(false);
  });

  it('refuses an unknown task or mode, and customers outside the restriction or organisation', async () => {
    const { body } = await h.call<Task>(demoUsers.admin.id, '/api/v2.5/admin/tasks', 'POST', { name: 'Tuntemistiedot tarkistettu' });
    const before = await relatedCounts(h.t);
    expect((await h.call(demoUsers.own.id, mark(own.id, crypto.randomUUID()), 'PATCH', { mode: 'add' })).status).toBe(404);
    expect((await h.call(demoUsers.own.id, mark(own.id, body.data!.id), 'PATCH', { mode: 'toggle' })).status).toBe(400);
    for (const usersId of [demoUsers.own.id, demoUsers.toinenAdmin.id]) {
      const list = await h.call(usersId, customerTasks(others.id));
      expect([list.status, list.body.data]).toEqual([404, null]);
      const change = await h.call(usersId, mark(others.id, body.data!.id), 'PATCH', { mode: 'add' });
      expect([change.status, change.body.errors[0]!.code]).toEqual([404, usersId === demoUsers.toinenAdmin.id ? 'ORGANISATION_MISMATCH' : 'RESTRICTED_ACCESS']);
    }
    expect(await relatedCounts(h.t)).toEqual(before);
  });
});
