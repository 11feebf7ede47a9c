import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths, demoOrganisations, demoUsers, helsinkiToday, kycClockLight,
  type AuditEntry, type Customer, type CustomerListItem, type DueReviews, type OrganisationReport, type Page,
} from '@tunne/contracts';
import { demoCustomers } from '../seed.ts';
import { useSessionTimeZone } from '../test-kit.ts';
import { startHarness, type Harness } from '../testing.ts';

// Issue 16 §2: the KYC clock's alarm is a day. Spec §4: on or past the alarm day red, within a month before it yellow,
// later green — the list, its filter, the reviews due and the home screen's counts agree at the boundaries, with
// "today" Helsinki's whatever the database session's TimeZone.

const demo = demoOrganisations.demo.id;
const admin = demoUsers.admin.id;
const active = demoCustomers().filter((c) => c.organisations_id === demo && !c.is_removed);

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(['UTC', 'Pacific/Kiritimati'])('the KYC clock with the session in %s', (zone) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    expect(await useSessionTimeZone(h.t.db, zone)).toBe(zone);
  }, 60_000);
  afterAll(async () => h?.stop());

  const patch = (id: string, body: unknown) => h.call<Customer>(admin, `/api/v2.5/user/customers/${id}/kycclock`, { method: 'PATCH', body });

  it('lights, filters, lists as due and counts each alarm day by its distance from today in Helsinki', async () => {
    const today = helsinkiToday();
    const cases = [
      { day: addDays(today, -1), light: 'red' },
      { day: today, light: 'red' },
      { day: addDays(today, 1), light: 'yellow' },
      { day: addMonths(today, 1), light: 'yellow' },
      { day: addDays(addMonths(today, 1), 1), light: 'green' },
    ] as const;
    // Only these five clocks run in the organisation (the others off with a reason, issue 25 §7; a HIGH or EDD
    // customer's clock always runs, so none is left HIGH).
    await h.t.db.owner`update customers.customers set is_kycclock = false, kycclock_off_reason = 'Testi: vain viisi kelloa käy',
      riskscores_level = 'LOW', edd_state = null where organisations_id = ${demo}`;
    const ids = active.slice(0, cases.length).map((c) => c.id);
    for (const [i, { day }] of cases.entries()) {
      const { status, body } = await patch(ids[i]!, { is_kycclock: true, kycclock_alarm_at: day });
      expect(status).toBe(200);
      expect(body.data!.kycclock_alarm_at).toBe(day);
    }
    const stored = await h.t.db.owner<{ id: string; day: string }[]>`
      select id, to_char(kycclock_alarm_at, 'YYYY-MM-DD') as day from customers.customers where id = any(${ids}::uuid[])`;
    expect(Object.fromEntries(stored.map((r) => [r.id, r.day]))).toEqual(Object.fromEntries(ids.map((id, i) => [id, cases[i]!.day])));

    const items = (await h.call<Page<CustomerListItem>>(admin, '/api/v2.5/user/customers?size=500')).body.data!.items;
    for (const [i, { day, light }] of cases.entries()) {
      const item = items.find((c) => c.id === ids[i])!;
      expect({ day: item.kycclock_alarm_at, light: kycClockLight(item.kycclock_alarm_at, item.is_kycclock, today) }).toEqual({ day, light });
    }
    const alarming = ids.filter((_, i) => cases[i]!.light !== 'green');
    const filtered = (await h.call<Page<CustomerListItem>>(admin, '/api/v2.5/user/customers?size=500&kycclock_alarming=true')).body.data!;
    expect(filtered.items.map((c) => c.id).sort()).toEqual([...alarming].sort());
    const due = (await h.call<DueReviews>(admin, '/api/v2.5/user/reviews/due?size=200')).body.data!;
    expect(due.items.map((i) => i.id)).toEqual(alarming);
    expect(due.items.map((i) => i.kycclock_alarm_at)).toEqual(cases.slice(0, 4).map((c) => c.day));
    const report = (await h.call<OrganisationReport>(admin, '/api/v2.5/user/reports')).body.data!;
    expect(report.customers.kycclock_alarming).toEqual({ yellow: 2, red: 2 });
  });

  it('takes unix seconds (spec §7) and date-times as their Helsinki day, answers YYYY-MM-DD and audits the day', async () => {
    const id = active[5]!.id;
    // 23:30 on 1 December in Helsinki is still 1 December, though UTC already says 21:30 and Kiritimati 2 December.
    const instant = Date.parse('2026-12-01T21:30:00Z');
    const bySeconds = await patch(id, { is_kycclock: true, kycclock_alarm_at: instant / 1000 });
    expect(bySeconds.body.data!.kycclock_alarm_at).toBe('2026-12-01');
    const byDateTime = await patch(id, { is_kycclock: true, kycclock_alarm_at: '2026-12-01T22:30:00Z' });
    expect(byDateTime.body.data!.kycclock_alarm_at).toBe('2026-12-02');
    const trail = (await h.call<Page<AuditEntry>>(admin, `/api/v2.5/user/customers/${id}/audit?size=5`)).body.data!.items;
    expect(trail.find((e) => e.new && 'kycclock_alarm_at' in e.new)).toMatchObject({ old: { kycclock_alarm_at: '2026-12-01' }, new: { kycclock_alarm_at: '2026-12-02' } });
  });

  it('refuses a day that does not exist, and one past the review cycle by a day', async () => {
    const id = active[6]!.id;
    for (const value of ['2026-02-30', '2026-13-01', '1.12.2026', 'soon']) {
      expect(await patch(id, { is_kycclock: true, kycclock_alarm_at: value })).toMatchObject({
        status: 400, body: { status: false, errors: [{ code: 'VALIDATION_FAILED', field: '/kycclock_alarm_at' }] },
      });
    }
    const latest = addMonths(helsinkiToday(), 12);
    expect(await patch(id, { is_kycclock: true, kycclock_alarm_at: addDays(latest, 1) })).toMatchObject({
      status: 400, body: { errors: [{ code: 'KYCCLOCK_ALARM_TOO_LATE', field: '/kycclock_alarm_at' }] },
    });
    expect((await patch(id, { is_kycclock: true, kycclock_alarm_at: latest })).body.data!.kycclock_alarm_at).toBe(latest);
  });
});
