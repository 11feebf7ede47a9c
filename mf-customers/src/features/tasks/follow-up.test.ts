import { describe, expect, it } from 'vitest';
import type { TaskFollowUpCustomer } from '@tunne/contracts';
import { filterFollowUp, readFollowUpQuery, sortFollowUp, withAnsweredTasks, withTaskState, writeFollowUpQuery, type FollowUpQuery } from './follow-up.ts';

const kyc = '00000000-0000-4000-a000-000000000601';
const risk = '00000000-0000-4000-a000-000000000602';
const customer = (id: string, name: string, done: [boolean, boolean]): TaskFollowUpCustomer => ({
  id, name, type: 'business', businessid: null, users_id: null, teams_id: null,
  tasks: [
    { tasks_id: kyc, is_done: done[0], done_at: done[0] ? '2026-01-01T00:00:00.000Z' : null },
    { tasks_id: risk, is_done: done[1], done_at: done[1] ? '2026-01-01T00:00:00.000Z' : null },
  ],
});
const aaltonen = customer('a', 'Aaltonen Oy', [true, false]);
const bergstrom = customer('b', 'Bergström Ab', [true, true]);
const citymarket = customer('c', 'Citymarket Oy', [false, false]);
const all = [citymarket, bergstrom, aaltonen];
const base: FollowUpQuery = { task: '', state: 'all', name: '', sort: 'name', page: 1 };
const ids = (rows: TaskFollowUpCustomer[]) => rows.map((row) => row.id);

describe('task follow-up view', () => {
  it('reads and writes the URL', () => {
    expect(readFollowUpQuery(new URLSearchParams())).toEqual(base);
    const query = readFollowUpQuery(new URLSearchParams(`task=${kyc.toUpperCase()}&state=done&name=Aalto%20R&sort=-progress&page=2`));
    expect(query).toEqual({ task: kyc, state: 'done', name: 'Aalto R', sort: '-progress', page: 2 });
    expect(readFollowUpQuery(new URLSearchParams('task=x&state=maybe&sort=city'))).toEqual(base);
    expect(writeFollowUpQuery(base)).toBe('');
    expect(writeFollowUpQuery(query)).toBe(`?task=${kyc}&state=done&name=Aalto+R&sort=-progress&page=2`);
  });

  it('filters by one task\'s state, or without a task by any pending / every task done, and by name', () => {
    expect(ids(filterFollowUp(all, { ...base, task: kyc, state: 'done' }))).toEqual(['b', 'a']);
    expect(ids(filterFollowUp(all, { ...base, task: kyc, state: 'pending' }))).toEqual(['c']);
    expect(ids(filterFollowUp(all, { ...base, state: 'pending' }))).toEqual(['c', 'a']);
    expect(ids(filterFollowUp(all, { ...base, state: 'done' }))).toEqual(['b']);
    expect(ids(filterFollowUp(all, { ...base, task: risk }))).toEqual(['c', 'b', 'a']);
    expect(ids(filterFollowUp(all, { ...base, name: ' bergSTRÖM ' }))).toEqual(['b']);
  });

  it('sorts by name or by the share done (least first), both ways', () => {
    expect(ids(sortFollowUp(all, 'name'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortFollowUp(all, '-name'))).toEqual(['c', 'b', 'a']);
    expect(ids(sortFollowUp(all, 'progress'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortFollowUp(all, '-progress'))).toEqual(['b', 'a', 'c']);
  });

  it('changes one task\'s state and takes the PATCH answer over it', () => {
    const now = new Date('2026-02-02T10:00:00Z');
    const marked = withTaskState(citymarket, risk, true, now);
    expect(marked.tasks[1]).toEqual({ tasks_id: risk, is_done: true, done_at: now.toISOString() });
    expect(withTaskState(aaltonen, kyc, false).tasks[0]).toEqual({ tasks_id: kyc, is_done: false, done_at: null });
    const answered = withAnsweredTasks(marked, [
      { id: risk, name: 'Riskiarvio tehty', description: null, is_done: true, done_at: '2026-02-02T10:00:01.000Z' },
      { id: kyc, name: 'Tuntemistiedot', description: null, is_done: false, done_at: null },
    ]);
    expect(answered.tasks).toEqual([
      { tasks_id: kyc, is_done: false, done_at: null },
      { tasks_id: risk, is_done: true, done_at: '2026-02-02T10:00:01.000Z' },
    ]);
  });
});
