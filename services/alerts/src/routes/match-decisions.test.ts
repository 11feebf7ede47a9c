import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, helsinkiToday, type Alert, type AlertDecision, type AlertSummary, type Page, type ScreeningSettings } from '@tunne/contracts';
import { customerAlertInputs } from '../alert-changes.ts';
import { reopenEvaluations } from '../jobs/evaluations.ts';
import { alertsPorts } from '../ports/alerts-ports.ts';
import { startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';

// Issue 25 §3: a decision that removes an obligation needs a second person. Four-eyes is on by default for every
// decision that closes a sanction or PEP alert, lifting or reclassifying a confirmed match included; "needs
// evaluation" is capped (30 days by default, at most 90) and then opens again; an undecided sanctions match at or
// above the threshold is "sanctions check pending" (counted, and told to the risk score and the outbound send path).

const { admin, user } = { admin: demoUsers.admin.id, user: demoUsers.user.id };
const demo = demoOrganisations.demo.id;
let h: AlertsHarness;

const addCustomer = async (name: string, type: 'business' | 'person' = 'business'): Promise<string> => {
  const [row] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string }[]>`
    insert into customers.customers (type, name, users_id) values (${type}, ${name}, ${admin}) returning id`);
  return row!.id;
};
const alertOf = async (customersId: string, type: Alert['type']): Promise<Alert> =>
  (await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customersId}/alerts`)).body.data!.items.find((a) => a.type === type)!;
const silence = (usersId: string, id: string, body: unknown) => h.call<Alert>(usersId, `/api/v2.5/user/alerts/${id}/silence`, { method: 'POST', body });
const lift = (usersId: string, id: string) => h.call<Alert>(usersId, `/api/v2.5/user/alerts/${id}/silence`, { method: 'DELETE' });
const approve = (usersId: string, id: string) => h.call<Alert>(usersId, `/api/v2.5/user/alerts/${id}/silence/approve`, { method: 'POST' });
const decisions = async (id: string) => (await h.call<AlertDecision[]>(admin, `/api/v2.5/user/alerts/${id}/decisions`)).body.data!;
const summary = async () => (await h.call<AlertSummary>(user, '/api/v2.5/user/alerts/summary')).body.data!;
const addDays = (days: number): string => {
  const date = new Date(`${helsinkiToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  h = await startAlertsHarness();
});
afterAll(async () => h?.stop());

describe('a confirmed match cannot be undone by one user', () => {
  let alertId: string;

  beforeAll(async () => {
    const customersId = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    alertId = (await alertOf(customersId, 'SANCTION')).id;
    expect(await silence(user, alertId, { description: 'Sama yhtiö', silenceclass: 'TRUEPOSITIVE' })).toMatchObject({ status: 200 });
  });

  it('turns a reclassification of the confirmed match as not a match into a request; the match stays confirmed', async () => {
    const requested = await silence(user, alertId, { description: 'Sittenkin eri yhtiö', silenceclass: 'FALSEPOSITIVE' });
    expect(requested).toMatchObject({ status: 202, body: { data: { silenceclass: 'TRUEPOSITIVE', pending_silence: { action: 'SILENCE_REQUESTED', silenceclass: 'FALSEPOSITIVE' } } } });
    expect(await approve(user, alertId)).toMatchObject({ status: 409, body: { errors: [{ code: 'FOUR_EYES_SAME_USER' }] } });
    expect((await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alertId}/silence/refuse`, { method: 'POST', body: { description: 'Osuma pätee' } })).status).toBe(200);
    expect((await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alertId}`)).body.data).toMatchObject({ silenceclass: 'TRUEPOSITIVE', pending_silence: null });
  });

  it('turns lifting the confirmed match into a request another user approves', async () => {
    const requested = await lift(user, alertId);
    expect(requested).toMatchObject({ status: 202, body: { data: { is_silenced: true, silenceclass: 'TRUEPOSITIVE', pending_silence: { action: 'UNSILENCE_REQUESTED', users_id: user } } } });
    // A second decision waits for the first; the one who asked cannot approve it.
    expect(await silence(admin, alertId, { description: 'x', silenceclass: 'EVALUATION' })).toMatchObject({ status: 409, body: { errors: [{ code: 'SILENCE_PENDING' }] } });
    expect(await approve(user, alertId)).toMatchObject({ status: 409, body: { errors: [{ code: 'FOUR_EYES_SAME_USER' }] } });
    expect(await approve(admin, alertId)).toMatchObject({ status: 200, body: { data: { is_silenced: false, silence: null, pending_silence: null } } });
    const history = await decisions(alertId);
    expect(history.slice(-2).map((d) => [d.action, d.users_id, d.silenceclass])).toEqual([['UNSILENCE_REQUESTED', user, 'TRUEPOSITIVE'], ['UNSILENCE_APPROVED', admin, 'TRUEPOSITIVE']]);
    expect(history.at(-1)!.request_id).toBe(history.at(-2)!.id);
  });

  it('lifts any other silence at once (it opens the alert: no obligation is removed)', async () => {
    expect((await silence(user, alertId, { description: 'Selvitetään', silenceclass: 'EVALUATION' })).status).toBe(202);
    expect((await approve(admin, alertId)).body.data).toMatchObject({ is_silenced: true, silenceclass: 'EVALUATION' });
    expect(await lift(user, alertId)).toMatchObject({ status: 200, body: { data: { is_silenced: false } } });
  });
});

describe('"needs evaluation" is bounded', () => {
  let alertId: string;
  let customersId: string;

  beforeAll(async () => {
    customersId = await addCustomer('Ivan Sanctionovich Testov', 'person');
    await h.settle();
    alertId = (await alertOf(customersId, 'SANCTION')).id;
  });

  it('refuses an evaluation longer than the organisation allows (found: parked until 2036)', async () => {
    expect(await silence(user, alertId, { description: 'Selvitetään', silenceclass: 'EVALUATION', valid_at: '2036-01-01' })).toMatchObject({
      status: 400, body: { errors: [{ code: 'EVALUATION_TOO_LONG', field: '/valid_at' }] },
    });
    expect((await silence(user, alertId, { description: 'Selvitetään', silenceclass: 'EVALUATION', valid_at: addDays(31) })).status).toBe(400);
  });

  it('ends an evaluation without a day after the organisation\'s cap', async () => {
    const requested = await silence(user, alertId, { description: 'Selvitetään', silenceclass: 'EVALUATION' });
    expect(requested.body.data!.pending_silence).toMatchObject({ silenceclass: 'EVALUATION', valid_at: addDays(30) });
    expect((await approve(admin, alertId)).body.data).toMatchObject({ is_silenced: true, valid_at: addDays(30) });
  });

  it('is an admin setting of at most 90 days', async () => {
    const put = (days: number) => h.call<ScreeningSettings>(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['OFAC', 'PEP'], threshold: 0.85, evaluation_max_days: days } });
    expect(await put(91)).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED' }] } });
    expect(await put(0)).toMatchObject({ status: 400 });
    expect(await put(10)).toMatchObject({ status: 200, body: { data: { evaluation_max_days: 10, four_eyes_sanction: true } } });
  });

  it('opens the alert again when its time ran out, with REOPENED in the history, and tells the risk score', async () => {
    const told: string[][] = [];
    h.runtime.changes.listen(async (_organisation, ids) => {
      told.push([...ids]);
    });
    // Set 11 days ago: past the organisation's cap of 10 days although its own end lies later.
    await h.t.db.owner`update alerts.alerts set silence_created_at = now() - interval '11 days' where id = ${alertId}`;
    expect(await reopenEvaluations(h.t.db, h.runtime.changes)).toBe(1);
    expect((await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alertId}`)).body.data).toMatchObject({ is_silenced: false, silence: null });
    expect((await decisions(alertId)).at(-1)).toMatchObject({ action: 'REOPENED', users_id: null, silenceclass: 'EVALUATION', valid_at: addDays(30) });
    expect(told).toContainEqual([customersId]);
    expect(await reopenEvaluations(h.t.db, h.runtime.changes)).toBe(0);
  });

  it('opens an evaluation parked for years before the cap existed', async () => {
    await h.t.db.owner`update alerts.alerts set silenceclass = 'EVALUATION', silence_description = 'vanha', silence_valid_at = '2036-01-01',
        silence_users_id = ${user}, silence_created_at = now() - interval '2 days' where id = ${alertId}`;
    expect(await reopenEvaluations(h.t.db, h.runtime.changes)).toBe(0);
    await h.t.db.owner`update alerts.alerts set silence_created_at = now() - interval '40 days' where id = ${alertId}`;
    expect(await reopenEvaluations(h.t.db, h.runtime.changes)).toBe(1);
    expect((await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alertId}`)).body.data).toMatchObject({ is_silenced: false });
  });
});

describe('sanctions check pending', () => {
  let customersId: string;
  let alertId: string;
  const pendingOf = async () => (await customerAlertInputs(h.t.db, demo, [customersId])).sanctionsPending?.get(customersId) ?? 0;
  const port = () => alertsPorts(h.t.db).sanctionsCheck.pendingCount(demo, customersId);

  beforeAll(async () => {
    customersId = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    alertId = (await alertOf(customersId, 'SANCTION')).id;
  });

  it('holds an open sanctions match at or above the threshold (found: a 100 % OFAC hit scored LOW while open)', async () => {
    expect(await pendingOf()).toBe(1);
    expect(await port()).toBe(1);
    expect((await summary()).sanctions_pending_customers).toBeGreaterThanOrEqual(1);
  });

  it('stays pending while "not a match" waits for approval and while it is being evaluated', async () => {
    expect((await silence(user, alertId, { description: 'Eri yhtiö', silenceclass: 'FALSEPOSITIVE' })).status).toBe(202);
    expect(await port()).toBe(1);
    expect((await summary()).awaiting_approval).toBeGreaterThanOrEqual(1);
    await h.call(admin, `/api/v2.5/user/alerts/${alertId}/silence/refuse`, { method: 'POST', body: {} });
    expect((await silence(user, alertId, { description: 'Selvitetään', silenceclass: 'EVALUATION' })).status).toBe(202);
    await approve(admin, alertId);
    expect(await port()).toBe(1);
  });

  it('ends when decided: not a match (approved) clears it; a confirmed match counts among the open matters', async () => {
    await lift(user, alertId);
    expect((await silence(user, alertId, { description: 'Eri yhtiö', silenceclass: 'FALSEPOSITIVE' })).status).toBe(202);
    await approve(admin, alertId);
    expect(await pendingOf()).toBe(0);
    expect(await port()).toBe(0);

    const before = await summary();
    const other = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    const otherId = (await alertOf(other, 'SANCTION')).id;
    expect((await silence(user, otherId, { description: 'Sama yhtiö', silenceclass: 'TRUEPOSITIVE' })).status).toBe(200);
    const after = await summary();
    expect(after.confirmed_matches).toBe(before.confirmed_matches + 1);
    expect(after.sanctions_pending_customers).toBe(before.sanctions_pending_customers);
    expect(await alertsPorts(h.t.db).sanctionsCheck.pendingCount(demo, other)).toBe(0);
  });

  it('does not count a match scored below the threshold, nor for another organisation', async () => {
    const fresh = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    expect(await alertsPorts(h.t.db).sanctionsCheck.pendingCount(demo, fresh)).toBe(1);
    expect(await alertsPorts(h.t.db).sanctionsCheck.pendingCount(demoOrganisations.toinen.id, fresh)).toBe(0);
    await h.t.db.owner`update alerts.alerts set score = 0.7 where customers_id = ${fresh}`;
    expect(await alertsPorts(h.t.db).sanctionsCheck.pendingCount(demo, fresh)).toBe(0);
  });
});
