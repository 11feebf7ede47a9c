import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, demoOrganisations, demoTeams, demoUsers, helsinkiDate, helsinkiToday, type Customer, type DueReviews } from '@tunne/contracts';
import { createSmtpMailer, DevOutbox, startSmtpSink, type SmtpSink } from '@tunne/platform';
import { sendReviewNotifications, type ReviewNotificationDeps } from '../jobs/review-notifications.ts';
import { writeReviewCycles } from '../review-cycle.ts';
import { startHarness, type Harness } from '../testing.ts';

// Issue #11 §5 (AMLR art. 26): the KYC clock as the review cycle. New customers start with it on; the risk service's
// review cycle brings a later alarm forward; only an admin may stop it, with a reason kept in the audit trail; the
// owner (or the team) gets one mail when a review falls due within a month; the home page lists the reviews due.

let h: Harness;
let sink: SmtpSink;
const outbox = new DevOutbox();
beforeAll(async () => {
  h = await startHarness();
  sink = await startSmtpSink(outbox);
});
afterAll(async () => {
  await sink?.stop();
  await h?.stop();
});

const demo: string = demoOrganisations.demo.id;
const month = 30 * 86_400;
const year = 365 * 86_400;
const nowUnix = () => Math.floor(Date.now() / 1000);
const clock = (id: string) => h.call<Customer>(demoUsers.admin.id, `/api/v2.5/user/customers/${id}`).then((r) => r.body.data!);
const patch = (usersId: string, id: string, body: unknown) => h.call<Customer>(usersId, `/api/v2.5/user/customers/${id}/kycclock`, { method: 'PATCH', body });
const create = async (usersId: string, name: string): Promise<Customer> =>
  (await h.call<Customer>(usersId, '/api/v2.5/user/customers', { method: 'POST', body: { type: 'business', name } })).body.data!;
const row = async (id: string) =>
  (await h.t.db.owner<{ kycclock_alarm_at: string | null; kycclock_max_months: number | null; kycclock_notified_at: Date | null }[]>`
    select to_char(kycclock_alarm_at, 'YYYY-MM-DD') as kycclock_alarm_at, kycclock_max_months, kycclock_notified_at
      from customers.customers where id = ${id}`)[0]!;

describe('the KYC clock follows the review cycle', () => {
  it('starts on for a new customer, due within 12 months until the risk level sets the cycle', async () => {
    const customer = await create(demoUsers.own.id, 'Kellon Testi Oy');
    expect(customer.is_kycclock).toBe(true);
    // A day: 12 calendar months from today in Helsinki.
    expect(customer.kycclock_alarm_at).toBe(addMonths(helsinkiToday(), 12));
  });

  it('brings a later alarm forward when the cycle shortens (a rise in risk), never moves one later', async () => {
    const customer = await create(demoUsers.user.id, 'Riskin Nousu Oy');
    const now = new Date();
    await h.t.db.owner`update customers.customers set kycclock_alarm_at = ${addMonths(helsinkiDate(now), 48)} where id = ${customer.id}`;
    expect(await writeReviewCycles(h.t.db, demo, [{ customersId: customer.id, months: 60 }], now)).toBe(1);
    expect((await row(customer.id)).kycclock_alarm_at).toBe(addMonths(helsinkiDate(now), 48));
    // HIGH: at most 12 months.
    expect(await writeReviewCycles(h.t.db, demo, [{ customersId: customer.id, months: 12 }], now)).toBe(1);
    const high = await row(customer.id);
    expect(high.kycclock_max_months).toBe(12);
    expect(high.kycclock_alarm_at).toBe(addMonths(helsinkiDate(now), 12));
    // Back to LOW later: the date stays; the same cycle again writes nothing.
    const later = new Date(now.getTime() + 40 * 86_400_000);
    expect(await writeReviewCycles(h.t.db, demo, [{ customersId: customer.id, months: 60 }], later)).toBe(1);
    expect((await row(customer.id)).kycclock_alarm_at).toBe(high.kycclock_alarm_at);
    expect(await writeReviewCycles(h.t.db, demo, [{ customersId: customer.id, months: 60 }], later)).toBe(0);
    // Each change is in the customer's audit trail.
    const audit = await h.t.db.owner<{ new: Record<string, unknown> }[]>`
      select new from customers.audit_log where customers_id = ${customer.id} and action = 'UPDATE' and new ? 'kycclock_max_months' order by id`;
    expect(audit.map((a) => a.new.kycclock_max_months)).toEqual([60, 12, 60]);
  });

  it('refuses a date beyond the cycle (PATCH kycclock)', async () => {
    const customer = await create(demoUsers.user.id, 'Pitkä Väli Oy');
    const late = await patch(demoUsers.user.id, customer.id, { is_kycclock: true, kycclock_alarm_at: nowUnix() + 2 * year });
    expect(late.status).toBe(400);
    expect(late.body.errors[0]).toMatchObject({ code: 'KYCCLOCK_ALARM_TOO_LATE', field: '/kycclock_alarm_at' });
    expect((await patch(demoUsers.user.id, customer.id, { is_kycclock: true, kycclock_alarm_at: nowUnix() + 6 * month })).status).toBe(200);
    await writeReviewCycles(h.t.db, demo, [{ customersId: customer.id, months: 60 }]);
    expect((await patch(demoUsers.user.id, customer.id, { is_kycclock: true, kycclock_alarm_at: nowUnix() + 2 * year })).status).toBe(200);
  });

  it('may be turned off only by an admin with a reason, which the audit trail keeps', async () => {
    const customer = await create(demoUsers.user.id, 'Kello Pois Oy');
    const byUser = await patch(demoUsers.user.id, customer.id, { is_kycclock: false, kycclock_alarm_at: null, kycclock_off_reason: 'Asiakkuus päättyy' });
    expect(byUser.status).toBe(403);
    expect(byUser.body.errors[0]!.code).toBe('KYCCLOCK_OFF_ADMIN_ONLY');
    for (const reason of [undefined, null, '  ', 'x']) {
      const response = await patch(demoUsers.admin.id, customer.id, { is_kycclock: false, kycclock_alarm_at: null, ...(reason === undefined ? {} : { kycclock_off_reason: reason }) });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({ code: 'KYCCLOCK_OFF_REASON_REQUIRED', field: '/kycclock_off_reason' });
    }
    expect((await clock(customer.id)).is_kycclock).toBe(true);
    const off = await patch(demoUsers.admin.id, customer.id, { is_kycclock: false, kycclock_alarm_at: null, kycclock_off_reason: ' Asiakkuus päättyy kuun lopussa ' });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ is_kycclock: false, kycclock_alarm_at: null });
    const [audit] = await h.t.db.owner<{ changed_by: string; new: Record<string, unknown> }[]>`
      select changed_by, new from customers.audit_log where customers_id = ${customer.id} and new ? 'kycclock_off_reason' order by id desc limit 1`;
    expect(audit).toMatchObject({ changed_by: demoUsers.admin.id, new: { is_kycclock: false, kycclock_off_reason: 'Asiakkuus päättyy kuun lopussa', kycclock_off_by: demoUsers.admin.id } });
    // Any user may turn it on again; the reason goes (the audit trail keeps it).
    expect((await patch(demoUsers.user.id, customer.id, { is_kycclock: true, kycclock_alarm_at: null })).body.data!.is_kycclock).toBe(true);
    expect((await h.t.db.owner`select kycclock_off_reason from customers.customers where id = ${customer.id}`)[0]!.kycclock_off_reason).toBeNull();
  });
});

describe('reviews due', () => {
  it('lists the customers the caller sees whose review falls due within a month, soonest first', async () => {
    const soon = await create(demoUsers.own.id, 'Pian Erääntyvä Oy');
    await patch(demoUsers.own.id, soon.id, { is_kycclock: true, kycclock_alarm_at: nowUnix() + 3 * 86_400 });
    const all = (await h.call<DueReviews>(demoUsers.admin.id, '/api/v2.5/user/reviews/due?size=200')).body.data!;
    expect(all.items.map((i) => i.id)).toContain(soon.id);
    expect(all.items.find((i) => i.id === soon.id)!.kycclock_alarm_at).toBe(helsinkiDate(new Date(Date.now() + 3 * 86_400_000)));
    expect(all.items.every((i) => i.kycclock_alarm_at <= addMonths(helsinkiToday(), 1))).toBe(true);
    expect([...all.items].map((i) => i.kycclock_alarm_at).sort()).toEqual(all.items.map((i) => i.kycclock_alarm_at));
    expect(all.total).toBeGreaterThanOrEqual(all.items.length);
    // Olli Oma (restriction USER) sees only his own customers.
    const own = (await h.call<DueReviews>(demoUsers.own.id, '/api/v2.5/user/reviews/due')).body.data!;
    expect(own.items.map((i) => i.id)).toContain(soon.id);
    expect(own.items.every((i) => i.users_id === demoUsers.own.id)).toBe(true);
    expect((await h.call(demoUsers.own.id, '/api/v2.5/user/reviews/due?size=0')).status).toBe(400);
  });
});

describe('the review reminder mail', () => {
  const emails: Record<string, string> = Object.fromEntries(Object.values(demoUsers).map((u) => [u.id, u.email]));
  const deps = (): ReviewNotificationDeps => ({
    db: h.t.db,
    mailer: createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' }),
    publicUrl: 'http://tunne.test',
    recipients: async (_org, { usersId, teamsId }) =>
      usersId === demoUsers.own.id ? [{ email: emails[usersId]!, language: 'se' }]
        : usersId && emails[usersId] && usersId !== demoUsers.mfa.id ? [{ email: emails[usersId]!, language: 'fi' }]
          : teamsId === demoTeams.helsinki.id ? [{ email: demoUsers.team.email, language: 'fi' }] : [],
  });

  it('mails the owner once per due date, in their language; without an owner the team; a new date is mailed again', async () => {
    const teamOnly = await create(demoUsers.admin.id, 'Tiimin Tarkastus Oy');
    await h.t.db.owner`update customers.customers set users_id = null, teams_id = ${demoTeams.helsinki.id}, kycclock_alarm_at = now() + interval '10 days' where id = ${teamOnly.id}`;
    const sent = await sendReviewNotifications(deps());
    expect(sent).toBeGreaterThan(0);
    const own = outbox.mails.find((m) => m.to.includes(demoUsers.own.email))!;
    expect(own.subject).toMatch(/kundgranskning/);
    expect(own.text).toContain('Pian Erääntyvä Oy');
    expect(own.text).toContain('http://tunne.test/app/');
    expect(outbox.mails.find((m) => m.to.includes(demoUsers.team.email))!.text).toContain('Tiimin Tarkastus Oy');
    expect((await row(teamOnly.id)).kycclock_notified_at).not.toBeNull();
    // Nothing new to tell: no mail.
    const before = outbox.mails.length;
    expect(await sendReviewNotifications(deps())).toBe(0);
    expect(outbox.mails.length).toBe(before);
    // The review done, a new date a year on: mailed again when that date is a month away (the clock injected).
    const [soon] = await h.t.db.owner<{ id: string }[]>`select id from customers.customers where name = 'Pian Erääntyvä Oy'`;
    await patch(demoUsers.own.id, soon!.id, { is_kycclock: true, kycclock_alarm_at: nowUnix() + 300 * 86_400 });
    expect((await row(soon!.id)).kycclock_notified_at).toBeNull();
    expect(await sendReviewNotifications(deps())).toBe(0);
    const count = outbox.mails.length;
    const again = await sendReviewNotifications(deps(), new Date(Date.now() + 280 * 86_400_000));
    expect(again).toBe(outbox.mails.length - count);
    expect(outbox.mails.slice(0, again).find((m) => m.to.includes(demoUsers.own.email))!.text).toContain('Pian Erääntyvä Oy');
  });
});
