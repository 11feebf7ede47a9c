import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths, demoOrganisations, demoUsers, helsinkiDate, helsinkiToday, type Customer, type CustomerReview, type DueReviews,
} from '@tunne/contracts';
import { createSmtpMailer, DevOutbox, startSmtpSink, type SmtpSink } from '@tunne/platform';
import { sendReviewEscalations, type ReviewEscalationDeps } from '../jobs/review-escalations.ts';
import { writeEddMarks, writeRiskLevels } from '../ports/risk.ts';
import { demoCustomers } from '../seed.ts';
import { startHarness, type Harness } from '../testing.ts';

// Issue 25 §7 (AMLR art. 26): the review cycle is guaranteed. Every active customer has a running clock or a reason
// (in the database, and the demo data); a rise to HIGH or EDD starts the clock and such a clock cannot be stopped;
// overdue reviews are escalated to the compliance officer (mail + home card); "Mark review done" records who, when,
// scope and outcome, restarts the clock, and the card lists past reviews.

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
const card = (id: string) => h.call<Customer>(demoUsers.admin.id, `/api/v2.5/user/customers/${id}`).then((r) => r.body.data!);
const patch = (usersId: string, id: string, body: unknown) => h.call<Customer>(usersId, `/api/v2.5/user/customers/${id}/kycclock`, { method: 'PATCH', body });
const create = async (usersId: string, name: string): Promise<Customer> =>
  (await h.call<Customer>(usersId, '/api/v2.5/user/customers', { method: 'POST', body: { type: 'business', name } })).body.data!;
const stop = (id: string, usersId: string = demoUsers.admin.id) =>
  patch(usersId, id, { is_kycclock: false, kycclock_alarm_at: null, kycclock_off_reason: 'Asiakkuus lepää, ei liiketoimia' });

describe('every active customer has a running clock or a reason', () => {
  it('holds for the demo data (the seed) and in the database', async () => {
    const rows = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from customers.customers
      where not is_removed and not is_kycclock and kycclock_off_reason is null`;
    expect(rows[0]!.n).toBe(0);
    const seeded = demoCustomers().filter((c) => !c.is_removed);
    expect(seeded.every((c) => c.is_kycclock || (c.kycclock_off_reason ?? '').length > 0)).toBe(true);
    expect(seeded.filter((c) => c.riskscores_level === 'HIGH').every((c) => c.is_kycclock)).toBe(true);
    // Some off with a reason, to be seen on the card.
    expect(seeded.some((c) => !c.is_kycclock)).toBe(true);
  });

  it('refuses a clock off without a reason (check constraint), whatever path writes it', async () => {
    const customer = await create(demoUsers.user.id, 'Ei Syytä Oy');
    await expect(h.t.db.owner`update customers.customers set is_kycclock = false where id = ${customer.id}`).rejects.toThrow(/customers_kycclock_or_reason/);
    await expect(h.t.db.tx({ organisationsId: demo }, (tx) => tx`insert into customers.customers (type, name, is_kycclock) values ('business', 'Kelloton Oy', false)`))
      .rejects.toThrow(/customers_kycclock_or_reason/);
  });

  it('shows the reason, who and when on the card (kycclock_off_reason)', async () => {
    const customer = await create(demoUsers.user.id, 'Lepäävä Oy');
    expect((await stop(customer.id)).status).toBe(200);
    const shown = await card(customer.id);
    expect(shown).toMatchObject({ is_kycclock: false, kycclock_off_reason: 'Asiakkuus lepää, ei liiketoimia', kycclock_off_by: demoUsers.admin.id });
    expect(shown.kycclock_off_at).not.toBeNull();
  });

  it('restarts the clock of a restored customer whose clock was off without a reason', async () => {
    const customer = await create(demoUsers.user.id, 'Palautettava Oy');
    await h.t.db.owner`update customers.customers set is_removed = true, removes_at = now() + interval '30 days', relationship_ended_at = now() where id = ${customer.id}`;
    await h.t.db.owner`update customers.customers set is_kycclock = false where id = ${customer.id}`;
    expect((await h.call(demoUsers.admin.id, `/api/v2.5/user/customers/${customer.id}/restore`, { method: 'POST' })).status).toBe(200);
    expect(await card(customer.id)).toMatchObject({ is_removed: false, is_kycclock: true, kycclock_alarm_at: addMonths(helsinkiToday(), 12) });
  });
});

describe('a HIGH or EDD customer always has a running clock', () => {
  it('starts the clock when the level rises to HIGH (writeRiskLevels) and clears the reason', async () => {
    const customer = await create(demoUsers.user.id, 'Nouseva Riski Oy');
    await stop(customer.id);
    expect((await card(customer.id)).is_kycclock).toBe(false);
    await writeRiskLevels(h.t.db, demo, [{ customersId: customer.id, level: 'HIGH' }]);
    expect(await card(customer.id)).toMatchObject({ is_kycclock: true, kycclock_off_reason: null, kycclock_alarm_at: addMonths(helsinkiToday(), 12) });
  });

  it('starts the clock when enhanced due diligence becomes required (writeEddMarks)', async () => {
    const customer = await create(demoUsers.user.id, 'Tehostettu Oy');
    await stop(customer.id);
    await writeEddMarks(h.t.db, demo, [{ customersId: customer.id, eddState: 'REQUIRED', isFrozen: false }]);
    expect((await card(customer.id)).is_kycclock).toBe(true);
  });

  it('refuses to switch off the clock of a HIGH or EDD customer, even for an admin (KYCCLOCK_OFF_HIGH_RISK)', async () => {
    const high = await create(demoUsers.user.id, 'Korkea Oy');
    await writeRiskLevels(h.t.db, demo, [{ customersId: high.id, level: 'HIGH' }]);
    const refused = await stop(high.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]!.code).toBe('KYCCLOCK_OFF_HIGH_RISK');
    expect((await card(high.id)).is_kycclock).toBe(true);
    const edd = await create(demoUsers.user.id, 'EDD Oy');
    await writeEddMarks(h.t.db, demo, [{ customersId: edd.id, eddState: 'APPROVED', isFrozen: false }]);
    expect((await stop(edd.id)).body.errors[0]!.code).toBe('KYCCLOCK_OFF_HIGH_RISK');
    // Another path (a direct update) cannot leave it off either: the trigger switches it on again.
    await h.t.db.owner`update customers.customers set is_kycclock = false, kycclock_off_reason = 'x' where id = ${high.id}`;
    expect((await card(high.id)).is_kycclock).toBe(true);
  });
});

describe('"Mark review done"', () => {
  it('records who, when, scope and outcome, restarts the clock for the cycle, and lists past reviews newest first', async () => {
    const customer = await create(demoUsers.user.id, 'Tarkastettu Oy');
    await h.t.db.owner`update customers.customers set kycclock_alarm_at = ${helsinkiDate(new Date(Date.now() - 5 * 86_400_000))}, kycclock_max_months = 36 where id = ${customer.id}`;
    const before = (await card(customer.id)).kycclock_alarm_at;
    const path = `/api/v2.5/user/customers/${customer.id}/reviews`;
    const done = await h.call<CustomerReview>(demoUsers.user.id, path, { method: 'POST', body: { scope: ['IDENTITY', 'OWNERS', 'PEPS'], outcome: 'NO_CHANGES', notes: ' Kaikki ajan tasalla ' } });
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({
      customers_id: customer.id, users_id: demoUsers.user.id, scope: ['IDENTITY', 'OWNERS', 'PEPS'], outcome: 'NO_CHANGES',
      notes: 'Kaikki ajan tasalla', previous_alarm_at: before, next_alarm_at: addMonths(helsinkiToday(), 36),
    });
    expect(await card(customer.id)).toMatchObject({ is_kycclock: true, kycclock_alarm_at: addMonths(helsinkiToday(), 36), kycclock_users_id: demoUsers.user.id });
    // A review of a customer whose clock was off (with a reason) turns it on.
    await stop(customer.id);
    await h.call(demoUsers.admin.id, path, { method: 'POST', body: { scope: ['RISK_ASSESSMENT'], outcome: 'RISK_CHANGED' } });
    expect(await card(customer.id)).toMatchObject({ is_kycclock: true, kycclock_off_reason: null });
    const list = (await h.call<CustomerReview[]>(demoUsers.user.id, path)).body.data!;
    expect(list.map((r) => [r.users_id, r.outcome])).toEqual([[demoUsers.admin.id, 'RISK_CHANGED'], [demoUsers.user.id, 'NO_CHANGES']]);
  });

  it('refuses a review without scope or with an unknown outcome, and keeps reviews insert-only', async () => {
    const customer = await create(demoUsers.user.id, 'Puutteellinen Oy');
    const path = `/api/v2.5/user/customers/${customer.id}/reviews`;
    expect((await h.call(demoUsers.user.id, path, { method: 'POST', body: { scope: [], outcome: 'NO_CHANGES' } })).status).toBe(400);
    expect((await h.call(demoUsers.user.id, path, { method: 'POST', body: { scope: ['PEPS'], outcome: 'FINE' } })).status).toBe(400);
    await h.call(demoUsers.user.id, path, { method: 'POST', body: { scope: ['PEPS'], outcome: 'DATA_UPDATED' } });
    await expect(h.t.db.tx({ organisationsId: demo }, (tx) => tx`update customers.reviews set outcome = 'NO_CHANGES'`)).rejects.toThrow(/permission denied/);
    await expect(h.t.db.tx({ organisationsId: demo }, (tx) => tx`delete from customers.reviews`)).rejects.toThrow(/permission denied/);
  });

  it('hides another user\'s customer\'s reviews by the restriction (404)', async () => {
    const customer = await create(demoUsers.user.id, 'Rajattu Oy');
    expect((await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${customer.id}/reviews`)).status).toBe(404);
    expect((await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${customer.id}/reviews`, { method: 'POST', body: { scope: ['PEPS'], outcome: 'NO_CHANGES' } })).status).toBe(404);
    expect((await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/user/customers/${customer.id}/reviews`)).status).toBe(404);
  });
});

describe('overdue reviews are escalated to the compliance officer', () => {
  const deps = (officers: { email: string; language: string }[]): ReviewEscalationDeps => ({
    db: h.t.db,
    mailer: createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' }),
    publicUrl: 'http://tunne.test',
    complianceOfficers: async (organisationsId) => (organisationsId === demo ? officers : []),
  });

  it('mails the compliance officer once per alarm day, and the home card lists the overdue reviews for them only', async () => {
    const late = await create(demoUsers.own.id, 'Myöhässä Oy');
    await h.t.db.owner`update customers.customers set kycclock_alarm_at = ${helsinkiDate(new Date(Date.now() - 3 * 86_400_000))} where id = ${late.id}`;
    // No compliance officer answers: nothing is marked, the next round tries again.
    expect(await sendReviewEscalations(deps([]))).toBe(0);
    const officer = { email: 'compliance@example.com', language: 'en' };
    expect(await sendReviewEscalations(deps([officer]))).toBe(1);
    const mail = outbox.mails.find((m) => m.to.includes(officer.email))!;
    expect(mail.subject).toMatch(/overdue/);
    expect(mail.text).toContain('Myöhässä Oy');
    expect(await sendReviewEscalations(deps([officer]))).toBe(0);
    // The home card: every overdue review of the organisation for the compliance officer (admins until one is named).
    const forOfficer = (await h.call<DueReviews>(demoUsers.admin.id, '/api/v2.5/user/reviews/overdue?size=200')).body.data!;
    expect(forOfficer.items.map((i) => i.id)).toContain(late.id);
    expect(forOfficer.items.every((i) => i.kycclock_alarm_at < helsinkiToday())).toBe(true);
    expect((await h.call<DueReviews>(demoUsers.user.id, '/api/v2.5/user/reviews/overdue')).body.data).toEqual({ items: [], total: 0 });
    // The review done clears the mark: the next overdue day is escalated again.
    await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${late.id}/reviews`, { method: 'POST', body: { scope: ['IDENTITY'], outcome: 'NO_CHANGES' } });
    const [row] = await h.t.db.owner<{ kycclock_escalated_at: Date | null }[]>`select kycclock_escalated_at from customers.customers where id = ${late.id}`;
    expect(row!.kycclock_escalated_at).toBeNull();
    expect((await h.call<DueReviews>(demoUsers.admin.id, '/api/v2.5/user/reviews/overdue?size=200')).body.data!.items.map((i) => i.id)).not.toContain(late.id);
  });
});
