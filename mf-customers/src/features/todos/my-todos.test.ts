import { describe, expect, it } from 'vitest';
import type { MyTodo } from '@tunne/contracts';
import { isDoneFor, readTodosQuery, sortTodos, todosDueSoon, writeTodosQuery } from './my-todos.ts';

const now = new Date('2026-03-10T12:00:00Z');
const todo = (id: string, values: Partial<MyTodo>): MyTodo => ({
  id, customers_id: 'c1', customers_name: 'Aaltonen Oy', users_id: 'u1', created_at: '2026-01-01T08:00:00Z', name: id, description: null,
  notes: null, responsible_users_id: 'u1', deadline_at: null, is_done: false, done_at: null, sent_at: null, answer: null, answered_at: null, files: [],
  ...values,
});
const names: Record<string, string> = { u1: 'Ville Virtanen', u2: 'Aino Admin' };
const nameOf = (id: string) => names[id] ?? '';

const overdue = todo('overdue', { deadline_at: '2026-03-01', customers_name: 'Bergström Ab' });
const later = todo('later', { deadline_at: '2026-04-01', responsible_users_id: 'u2' });
const open = todo('open', { customers_name: 'Ääkkönen Oy' });
const done = todo('done', { deadline_at: '2026-02-01', is_done: true, done_at: '2026-02-01T00:00:00Z' });
const all = [done, open, later, overdue];
const ids = (rows: MyTodo[]) => rows.map((row) => row.id);

describe('my todos view', () => {
  it('reads and writes the URL, open and by state by default', () => {
    expect(readTodosQuery(new URLSearchParams())).toEqual({ filter: 'open', sort: 'state', page: 1 });
    expect(readTodosQuery(new URLSearchParams('filter=done&sort=-deadline_at&page=2'))).toEqual({ filter: 'done', sort: '-deadline_at', page: 2 });
    expect(readTodosQuery(new URLSearchParams('filter=nope&sort=users&page=-1'))).toEqual({ filter: 'open', sort: 'state', page: 1 });
    expect(writeTodosQuery({ filter: 'open', sort: 'state', page: 1 })).toBe('');
    expect(writeTodosQuery({ filter: 'all', sort: 'name', page: 3 })).toBe('?filter=all&sort=name&page=3');
  });

  it('asks the call for open, done or all', () => {
    expect([isDoneFor('open'), isDoneFor('done'), isDoneFor('all')]).toEqual([false, true, undefined]);
  });

  it('sorts by state most urgent first: overdue, pending by deadline (none last), done', () => {
    expect(ids(sortTodos(all, 'state', nameOf, 'fi', now))).toEqual(['overdue', 'later', 'open', 'done']);
    expect(ids(sortTodos(all, '-state', nameOf, 'fi', now))).toEqual(['done', 'open', 'later', 'overdue']);
  });

  it('sorts by deadline with missing deadlines last, by customer and responsible name as people read them', () => {
    expect(ids(sortTodos(all, 'deadline_at', nameOf, 'fi', now))).toEqual(['done', 'overdue', 'later', 'open']);
    // Finnish: Ä after Z.
    expect(ids(sortTodos(all, 'customers_name', nameOf, 'fi', now))).toEqual(['done', 'later', 'overdue', 'open']);
    expect(ids(sortTodos(all, 'responsible', nameOf, 'fi', now))[0]).toBe('later');
  });

  it('finds the open todos due within a week or overdue, soonest first (the home page)', () => {
    const inSixDays = todo('six', { deadline_at: '2026-03-16T11:00:00Z' });
    const inEightDays = todo('eight', { deadline_at: '2026-03-18T12:00:00Z' });
    const doneOverdue = todo('doneOverdue', { deadline_at: '2026-03-01T00:00:00Z', is_done: true });
    expect(ids(todosDueSoon([inEightDays, inSixDays, open, overdue, doneOverdue, later], now))).toEqual(['overdue', 'six']);
  });
});
