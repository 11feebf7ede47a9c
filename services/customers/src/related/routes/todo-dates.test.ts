import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type MyTodo, type Page, type Todo } from '@tunne/contracts';
import { useSessionTimeZone } from '../../test-kit.ts';
import { startRelatedTestApp, testCustomers, type RelatedTestApp } from '../testing.ts';

// Issue 16 §2: a todo's deadline is a day. Entered as 2026-12-31 it is 2026-12-31 in the database, in every answer
// and in the audit trail, whatever the database session's TimeZone or the process's time zone.

const { own } = testCustomers;
const todos = (rest = '') => `/api/v2.5/user/customers/${own.id}/todos${rest}`;
const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe.each(['UTC', 'Pacific/Kiritimati'])('a deadline with the session and process in %s', (zone) => {
  let h: RelatedTestApp;
  beforeAll(async () => {
    h = await startRelatedTestApp();
    expect(await useSessionTimeZone(h.t.db, zone)).toBe(zone);
  }, 60_000);
  afterAll(async () => h?.stop());

  const create = (deadline: unknown) => h.call<Todo>(demoUsers.own.id, todos(), 'POST',
    { name: `Vuoden viimeinen ${zone}`, responsible_users_id: demoUsers.own.id, deadline_at: deadline });
  const stored = async (id: string) => (await h.t.db.owner<{ day: string; type: string }[]>`
    select to_char(deadline_at, 'YYYY-MM-DD') as day, pg_typeof(deadline_at)::text as type from customers.todos where id = ${id}`)[0]!;

  it('stores and answers 2026-12-31 as 2026-12-31, in the list, in my todos and in the audit trail', async () => {
    process.env.TZ = zone;
    const created = await create('2026-12-31');
    expect(created.status).toBe(201);
    expect(created.body.data!.deadline_at).toBe('2026-12-31');
    expect(await stored(created.body.data!.id)).toEqual({ day: '2026-12-31', type: 'date' });
    const listed = (await h.call<Todo[]>(demoUsers.own.id, todos())).body.data!.find((t) => t.id === created.body.data!.id)!;
    expect(listed.deadline_at).toBe('2026-12-31');
    const mine = (await h.call<Page<MyTodo>>(demoUsers.own.id, '/api/v2.5/user/todos?size=500')).body.data!.items;
    expect(mine.find((t) => t.id === created.body.data!.id)!.deadline_at).toBe('2026-12-31');
    const [audit] = await h.t.db.owner<{ new: Record<string, unknown> }[]>`
      select new from customers.audit_log where table_name = 'todos' and record_id = ${created.body.data!.id} and action = 'INSERT'`;
    expect(audit!.new.deadline_at).toBe('2026-12-31');
    const moved = await h.call<Todo>(demoUsers.own.id, todos(`/${created.body.data!.id}`), 'PUT', { deadline_at: '2027-01-01' });
    expect(moved.body.data!.deadline_at).toBe('2027-01-01');
    const [change] = await h.t.db.owner<{ old: Record<string, unknown>; new: Record<string, unknown> }[]>`
      select old, new from customers.audit_log where table_name = 'todos' and record_id = ${created.body.data!.id} and action = 'UPDATE'`;
    expect(change).toMatchObject({ old: { deadline_at: '2026-12-31' }, new: { deadline_at: '2027-01-01' } });
    // The mail to the responsible user names the same day.
    expect((await h.call(demoUsers.own.id, todos(`/${created.body.data!.id}/send`), 'POST')).status).toBe(200);
    const mail = await h.outbox.waitFor(() => h.outbox.mails.find((m) => m.subject.includes(`Vuoden viimeinen ${zone}`)));
    expect(mail.text).toContain('Määräaika / Deadline: 01.01.2027');
  });

  it('reads what older clients send (a date-time, unix seconds) as its day in Helsinki', async () => {
    process.env.TZ = zone;
    const lateEvening = await create('2026-12-31T22:30:00Z');
    expect(lateEvening.body.data!.deadline_at).toBe('2027-01-01');
    expect((await stored(lateEvening.body.data!.id)).day).toBe('2027-01-01');
    expect((await create('2026-12-31T23:59:00+02:00')).body.data!.deadline_at).toBe('2026-12-31');
    expect((await create(Date.parse('2026-12-30T22:00:00Z') / 1000)).body.data!.deadline_at).toBe('2026-12-31');
  });

  it('refuses a day that does not exist with the validation envelope, and writes nothing', async () => {
    const [before] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from customers.todos`;
    for (const deadline of ['2026-02-30', '31.12.2026', '2026-12-31T12:00', 'tomorrow', -5]) {
      const { status, body } = await create(deadline);
      expect({ deadline, status, body }).toMatchObject({
        deadline, status: 400, body: { status: false, data: null, errors: [{ code: 'VALIDATION_FAILED', field: '/deadline_at' }] },
      });
    }
    const [after] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from customers.todos`;
    expect(after!.n).toBe(before!.n);
  });
});
