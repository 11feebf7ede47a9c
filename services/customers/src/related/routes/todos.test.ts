import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, helsinkiDate, helsinkiToday, todoLight, type MyTodo, type Page, type Todo } from '@tunne/contracts';
import { relatedCounts, startRelatedTestApp, testCustomers, type RelatedTestApp } from '../testing.ts';

let h: RelatedTestApp;
beforeAll(async () => {
  h = await startRelatedTestApp();
}, 60_000);
afterAll(async () => h?.stop());

const { own, others, foreign } = testCustomers;
const todos = (customerId: string, rest = '') => `/api/v2.5/user/customers/${customerId}/todos${rest}`;
/** A day a week ahead, YYYY-MM-DD (a deadline is a day: issue 16 §2). */
const deadline = helsinkiDate(new Date(Date.now() + 7 * 86_400_000));
const inThirtyDays = helsinkiDate(new Date(Date.now() + 30 * 86_400_000));

/** A todo on Olli Oma's customer, created by Olli, for the given responsible user. */
const createTodo = async (responsible: string = demoUsers.own.id, name = 'Pyydä passikopio') => {
  const { status, body } = await h.call<Todo>(demoUsers.own.id, todos(own.id), 'POST',
    { name, description: 'Passport copy', responsible_users_id: responsible, deadline_at: deadline });
  expect(status).toBe(201);
  return body.data!;
};

describe('todos of a customer', () => {
  it('creates, lists, updates and deletes a todo', async () => {
    const todo = await createTodo(demoUsers.admin.id);
    expect(todo).toMatchObject({
      customers_id: own.id, users_id: demoUsers.own.id, responsible_users_id: demoUsers.admin.id, is_done: false, done_at: null,
      sent_at: null, answer: null, deadline_at: deadline,
    });
    expect((await h.call<Todo[]>(demoUsers.own.id, todos(own.id))).body.data!.map((t) => t.id)).toContain(todo.id);
    const updated = await h.call<Todo>(demoUsers.own.id, todos(own.id, `/${todo.id}`), 'PUT',
      { notes: 'Asked by phone', deadline_at: null, responsible_users_id: demoUsers.team.id });
    expect(updated.body.data).toMatchObject({ notes: 'Asked by phone', deadline_at: null, responsible_users_id: demoUsers.team.id, name: todo.name });
    expect((await h.call(demoUsers.own.id, todos(own.id, `/${todo.id}`), 'DELETE')).body.data).toBeNull();
    expect((await h.call(demoUsers.own.id, todos(own.id, `/${todo.id}`), 'DELETE')).status).toBe(404);
  });

  it('needs an existing, active responsible user of the organisation and writes nothing otherwise', async () => {
    const before = await relatedCounts(h.t);
    for (const responsible of [crypto.randomUUID(), demoUsers.mfa.id, demoUsers.toinenAdmin.id]) {
      const { status, body } = await h.call(demoUsers.own.id, todos(own.id), 'POST', { name: 'X', responsible_users_id: responsible });
      expect({ responsible, status, code: body.errors[0]?.code }).toEqual({ responsible, status: 400, code: 'RESPONSIBLE_USER_INVALID' });
    }
    const todo = await createTodo();
    const change = await h.call(demoUsers.own.id, todos(own.id, `/${todo.id}`), 'PUT', { responsible_users_id: demoUsers.mfa.id });
    expect(change.body.errors[0]?.code).toBe('RESPONSIBLE_USER_INVALID');
    const missing = await h.call(demoUsers.own.id, todos(own.id), 'POST', { name: 'No one' });
    expect(missing.body.errors[0]?.code).toBe('VALIDATION_FAILED');
    const after = await relatedCounts(h.t);
    expect(after.todos).toBe(before.todos + 1);
  });

  it('marks done and undone, both ways, with its traffic light', async () => {
    const todo = await createTodo();
    expect(todoLight(todo, helsinkiToday())).toBe('yellow');
    expect(todoLight(todo, deadline)).toBe('yellow');
    expect(todoLight(todo, inThirtyDays)).toBe('red');
    const done = await h.call<Todo>(demoUsers.own.id, todos(own.id, `/${todo.id}`), 'PATCH', { is_done: true });
    expect(done.body.data).toMatchObject({ is_done: true });
    expect(done.body.data!.done_at).not.toBeNull();
    expect(todoLight(done.body.data!, inThirtyDays)).toBe('green');
    const again = await h.call<Todo>(demoUsers.own.id, todos(own.id, `/${todo.id}`), 'PATCH', { is_done: true });
    expect(again.body.data!.done_at).toBe(done.body.data!.done_at);
    const undone = await h.call<Todo>(demoUsers.own.id, todos(own.id, `/${todo.id}`), 'PATCH', { is_done: false });
    expect(undone.body.data).toMatchObject({ is_done: false, done_at: null });
    expect((await h.call(demoUsers.own.id, todos(own.id, `/${todo.id}`), 'PATCH', { is_done: 'yes' })).status).toBe(400);
  });

  it('sends a todo to its responsible user by e-mail with a link to the customer', async () => {
    const todo = await createTodo(demoUsers.team.id, 'Tarkista edunsaajat');
    const sent = await h.call<Todo>(demoUsers.own.id, todos(own.id, `/${todo.id}/send`), 'POST');
    expect(sent.status).toBe(200);
    expect(sent.body.data!.sent_at).not.toBeNull();
    const mail = await h.outbox.waitFor(() => h.outbox.mails.find((m) => m.subject.includes('Tarkista edunsaajat')));
    expect(mail.to).toEqual([demoUsers.team.email]);
    expect(mail.text).toContain(`http://tunne.test/app/customers/${own.id}`);
    expect(mail.text).not.toContain(own.name);
  });

  it('does not send to a responsible user who has become passive', async () => {
    const todo = await createTodo(demoUsers.team.id);
    await h.t.db.owner`update customers.todos set responsible_users_id = ${demoUsers.mfa.id} where id = ${todo.id}`;
    const sent = await h.call(demoUsers.own.id, todos(own.id, `/${todo.id}/send`), 'POST');
    expect(sent.body.errors[0]?.code).toBe('RESPONSIBLE_USER_INVALID');
    const [row] = await h.t.db.owner<{ sent_at: Date | null }[]>`select sent_at from customers.todos where id = ${todo.id}`;
    expect(row!.sent_at).toBeNull();
  });

  it('lets only the responsible user answer, and e-mails the answer to the creator', async () => {
    const todo = await createTodo(demoUsers.user.id, 'Selvitä varojen alkuperä');
    const byCreator = await h.call(demoUsers.own.id, todos(own.id, `/${todo.id}/answer`), 'POST', { answer: 'Done' });
    expect(byCreator.status).toBe(403);
    expect(byCreator.body.errors[0]?.code).toBe('FORBIDDEN');
    const empty = await h.call(demoUsers.user.id, todos(own.id, `/${todo.id}/answer`), 'POST', { answer: '  ' });
    expect(empty.status).toBe(400);
    const answered = await h.call<Todo>(demoUsers.user.id, todos(own.id, `/${todo.id}/answer`), 'POST', { answer: 'Palkkatuloja, tiliotteet liitteenä.' });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ answer: 'Palkkatuloja, tiliotteet liitteenä.' });
    expect(answered.body.data!.answered_at).not.toBeNull();
    const mail = await h.outbox.waitFor(() => h.outbox.mails.find((m) => m.subject.includes('Selvitä varojen alkuperä') && m.subject.includes('kuitattu')));
    expect(mail.to).toEqual([demoUsers.own.email]);
    expect(mail.text).toContain('Palkkatuloja, tiliotteet liitteenä.');
    expect(mail.text).toContain(demoUsers.user.name);
  });

  it('lists my todos: responsible or created by me, on customers I see, open first', async () => {
    const mine = await createTodo(demoUsers.team.id, 'Minun tehtäväni');
    const { body } = await h.call<Page<MyTodo>>(demoUsers.team.id, '/api/v2.5/user/todos?is_done=false&size=500');
    expect(body.data!.items.map((t) => t.id)).toContain(mine.id);
    expect(body.data!.items.every((t) => t.responsible_users_id === demoUsers.team.id || t.users_id === demoUsers.team.id)).toBe(true);
    expect(body.data!.items.find((t) => t.id === mine.id)!.customers_name).toBe(own.name);
    const creator = await h.call<Page<MyTodo>>(demoUsers.own.id, '/api/v2.5/user/todos?size=500');
    expect(creator.body.data!.items.map((t) => t.id)).toContain(mine.id);
    const stranger = await h.call<Page<MyTodo>>(demoUsers.toinenAdmin.id, '/api/v2.5/user/todos');
    expect(stranger.body.data!.total).toBe(0);
    expect((await h.call(demoUsers.own.id, '/api/v2.5/user/todos?size=100000')).status).toBe(400);
  });

  it('answers 404 outside the restriction or the organisation, never the data, and writes nothing', async () => {
    const { body } = await h.call<Todo>(demoUsers.admin.id, todos(others.id), 'POST', { name: 'Admin only', responsible_users_id: demoUsers.own.id });
    const id = body.data!.id;
    const before = await relatedCounts(h.t);
    const sentBefore = h.outbox.mails.length;
    for (const usersId of [demoUsers.own.id, demoUsers.toinenAdmin.id]) {
      for (const [method, target, payload] of [
        ['GET', todos(others.id), undefined],
        ['POST', todos(others.id), { name: 'X', responsible_users_id: demoUsers.own.id }],
        ['PUT', todos(others.id, `/${id}`), { name: 'Y' }],
        ['PATCH', todos(others.id, `/${id}`), { is_done: true }],
        ['DELETE', todos(others.id, `/${id}`), undefined],
        ['POST', todos(others.id, `/${id}/send`), undefined],
        ['POST', todos(others.id, `/${id}/answer`), { answer: 'seen it' }],
      ] as const) {
        const response = await h.call(usersId, target, method, payload);
        expect({ usersId, method, target, status: response.status, data: response.body.data })
          .toEqual({ usersId, method, target, status: 404, data: null });
      }
    }
    expect(await relatedCounts(h.t)).toEqual(before);
    expect(h.outbox.mails.length).toBe(sentBefore);
    expect((await h.call(demoUsers.admin.id, todos(foreign.id))).status).toBe(404);
  });
});
