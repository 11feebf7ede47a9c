import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSessionTimeZone } from '@tunne/customers/testing';
import { addMonths, demoUsers, helsinkiToday, type Alert, type AlertDecision, type Page } from '@tunne/contracts';
import { startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';

// Issue 16 §2: a silence's valid_at is a day. Sent as YYYY-MM-DD it is stored, answered and kept in the decision
// history as that day, whatever the database session's TimeZone; the silence holds until the day begins in Helsinki.

const admin: string = demoUsers.admin.id;
const user: string = demoUsers.user.id;
const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(['UTC', 'Pacific/Kiritimati'])('a silence\'s valid_at with the session in %s', (zone) => {
  let h: AlertsHarness;
  let alertIds: string[];
  beforeAll(async () => {
    h = await startAlertsHarness({ fourEyes: false });
    // Four customers the sanction fixture matches: one SANCTION alert each.
    for (let i = 0; i < 4; i += 1) {
      await h.t.db.tx(tenancyFor(admin), (tx) => tx`insert into customers.customers (type, name, users_id) values ('business', 'Kontrabanda Trading LLC', ${admin})`);
    }
    await h.settle();
    alertIds = (await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts?size=500')).body.data!.items.map((a) => a.id);
    expect(alertIds).toHaveLength(4);
    expect(await useSessionTimeZone(h.t.db, zone)).toBe(zone);
  }, 90_000);
  afterAll(async () => h?.stop());

  const silence = (id: string, body: unknown, usersId = admin) =>
    h.call<Alert>(usersId, `/api/v2.5/user/alerts/${id}/silence`, { method: 'POST', body });
  const decisions = async (id: string) => (await h.call<AlertDecision[]>(admin, `/api/v2.5/user/alerts/${id}/decisions`)).body.data!;
  const stored = async (id: string) => (await h.t.db.owner<{ day: string; type: string }[]>`
    select to_char(silence_valid_at, 'YYYY-MM-DD') as day, pg_typeof(silence_valid_at)::text as type from alerts.alerts where id = ${id}`)[0]!;

  it('stores and answers the day as sent, in the alert, its lists and its decision history', async () => {
    const day = addMonths(helsinkiToday(), 13);
    const { status, body } = await silence(alertIds[0]!, { description: 'Eri yhtiö', silenceclass: 'FALSEPOSITIVE', valid_at: day });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ is_silenced: true, valid_at: day, silence: { valid_at: day } });
    expect(await stored(alertIds[0]!)).toEqual({ day, type: 'date' });
    const silenced = (await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts?view=silenced&size=500')).body.data!.items;
    expect(silenced.find((a) => a.id === alertIds[0])!.valid_at).toBe(day);
    expect((await decisions(alertIds[0]!)).map((d) => [d.action, d.valid_at])).toEqual([['SILENCE', day]]);
  });

  it('reads an older client\'s date-time as its Helsinki day', async () => {
    const day = addMonths(helsinkiToday(), 2);
    // 23:30 in Helsinki (winter or summer time alike is before midnight there at 20:30 UTC).
    const { body } = await silence(alertIds[1]!, { description: 'Myöhään', silenceclass: 'FALSEPOSITIVE', valid_at: `${day}T20:30:00Z` });
    expect(body.data!.valid_at).toBe(day);
    const late = await silence(alertIds[1]!, { description: 'Yöllä', silenceclass: 'FALSEPOSITIVE', valid_at: `${day}T22:30:00Z` });
    expect(late.body.data!.valid_at).toBe(addDays(day, 1));
  });

  it('holds the silence until its day begins in Helsinki: tomorrow silenced, today open', async () => {
    const id = alertIds[2]!;
    const tomorrow = addDays(helsinkiToday(), 1);
    expect((await silence(id, { description: 'Huomiseen', silenceclass: 'EVALUATION', valid_at: tomorrow })).body.data).toMatchObject({ is_silenced: true });
    const open = async () => (await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts?view=open&size=500')).body.data!.items.map((a) => a.id);
    expect(await open()).not.toContain(id);
    await h.t.db.owner`update alerts.alerts set silence_valid_at = ${helsinkiToday()}::date where id = ${id}`;
    expect((await h.call<Alert>(admin, `/api/v2.5/user/alerts/${id}`)).body.data).toMatchObject({ is_silenced: false, valid_at: helsinkiToday() });
    expect(await open()).toContain(id);
  });

  it('refuses today, a day that does not exist and a day without a year with INVALID_VALID_AT', async () => {
    for (const validAt of [helsinkiToday(), addDays(helsinkiToday(), -1), '2027-02-30', '31.12.2027', '2027-12-31T12:00']) {
      expect(await silence(alertIds[0]!, { description: 'x', silenceclass: 'EVALUATION', valid_at: validAt }), validAt).toMatchObject({
        status: 400, body: { status: false, data: null, errors: [{ code: 'INVALID_VALID_AT', field: '/valid_at' }] },
      });
    }
  });

  it('carries the day through a four-eyes request to its approval', async () => {
    await h.call(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['OFAC', 'PEP', 'KRP'], threshold: 0.85, four_eyes_sanction: true } });
    const sanction = (await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alertIds[3]}`)).body.data;
    expect(sanction).toMatchObject({ type: 'SANCTION', is_silenced: false, pending_silence: null });
    const day = addMonths(helsinkiToday(), 6);
    const requested = await silence(sanction!.id, { description: 'Eri yhtiö', silenceclass: 'FALSEPOSITIVE', valid_at: day }, user);
    expect(requested.status).toBe(202);
    expect(requested.body.data!.pending_silence).toMatchObject({ action: 'SILENCE_REQUESTED', valid_at: day });
    const approved = await h.call<Alert>(admin, `/api/v2.5/user/alerts/${sanction!.id}/silence/approve`, { method: 'POST' });
    expect(approved.body.data).toMatchObject({ is_silenced: true, valid_at: day });
    expect((await decisions(sanction!.id)).map((d) => [d.action, d.valid_at])).toEqual([['SILENCE_REQUESTED', day], ['SILENCE_APPROVED', day]]);
  });
});
