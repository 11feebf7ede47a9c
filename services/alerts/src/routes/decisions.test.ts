import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, helsinkiDate, type Alert, type AlertDecision, type Page, type ScreeningSettings } from '@tunne/contracts';
import { entity, fixtureList, fixtures, startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';

// Issue 11 §3: every silence, change of class and unsilence is kept as history; four-eyes for sanction alerts; an
// open alert whose list entry disappears from a new list version is closed and kept.

const { admin, user, own } = { admin: demoUsers.admin.id, user: demoUsers.user.id, own: demoUsers.own.id };
let h: AlertsHarness;

const addCustomer = async (name: string, type: 'business' | 'person' = 'business'): Promise<string> => {
  const [row] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string }[]>`
    insert into customers.customers (type, name, users_id) values (${type}, ${name}, ${admin}) returning id`);
  return row!.id;
};

const alertsOf = async (customersId: string, view = 'all'): Promise<Alert[]> =>
  (await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customersId}/alerts?view=${view}`)).body.data!.items;
const silence = (usersId: string, id: string, body: unknown) => h.call<Alert>(usersId, `/api/v2.5/user/alerts/${id}/silence`, { method: 'POST', body });
const decisions = async (usersId: string, id: string) => h.call<AlertDecision[]>(usersId, `/api/v2.5/user/alerts/${id}/decisions`);
const putSettings = (body: Partial<ScreeningSettings>) =>
  h.call<ScreeningSettings>(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['OFAC', 'PEP', 'KRP'], threshold: 0.85, ...body } });

const inDays = (days: number) => helsinkiDate(new Date(Date.now() + days * 86_400_000));

let initial: ScreeningSettings;
beforeAll(async () => {
  h = await startAlertsHarness();
  initial = (await h.call<ScreeningSettings>(admin, '/api/v2.5/admin/alerts/settings')).body.data!;
});
afterAll(async () => h?.stop());

describe('decision history', () => {
  let alertId: string;

  it('keeps every silence, change of class and unsilence, oldest first, with who, when, class, description and valid_at', async () => {
    // Without four-eyes (an organisation that turned it off, with a second admin's approval): each decision takes effect at once.
    expect((await putSettings({ four_eyes_sanction: false })).status).toBe(202);
    const off = await h.call<ScreeningSettings>(demoUsers.mfa.id, '/api/v2.5/admin/alerts/settings/four-eyes-off/approve', { method: 'POST', body: {} });
    expect(off.body.data!.four_eyes_sanction).toBe(false);
    const customersId = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    alertId = (await alertsOf(customersId))[0]!.id;
    expect((await silence(admin, alertId, { description: 'Selvitetään', silenceclass: 'EVALUATION', valid_at: inDays(30) })).status).toBe(200);
    expect((await silence(user, alertId, { description: 'Sama yhtiö', silenceclass: 'TRUEPOSITIVE' })).status).toBe(200);
    expect((await h.call(admin, `/api/v2.5/user/alerts/${alertId}/silence`, { method: 'DELETE' })).status).toBe(200);
    expect((await silence(admin, alertId, { description: 'Vahvistettu uudelleen', silenceclass: 'TRUEPOSITIVE' })).status).toBe(200);
    const { status, body } = await decisions(admin, alertId);
    expect(status).toBe(200);
    expect(body.data!.map((d) => [d.action, d.silenceclass, d.users_id, d.description])).toEqual([
      ['SILENCE', 'EVALUATION', admin, 'Selvitetään'],
      ['CLASS_CHANGE', 'TRUEPOSITIVE', user, 'Sama yhtiö'],
      ['UNSILENCE', 'TRUEPOSITIVE', admin, null],
      ['SILENCE', 'TRUEPOSITIVE', admin, 'Vahvistettu uudelleen'],
    ]);
    expect(body.data![0]!.valid_at).toBe(inDays(30));
    expect(body.data!.every((d) => !Number.isNaN(Date.parse(d.created_at)))).toBe(true);
  });

  it('cannot be changed or removed by the application, and is hidden from who cannot see the alert', async () => {
    await expect(h.t.db.tx(tenancyFor(admin), (tx) => tx`update alerts.alert_decisions set description = 'muutettu'`)).rejects.toThrow();
    await expect(h.t.db.tx(tenancyFor(admin), (tx) => tx`delete from alerts.alert_decisions`)).rejects.toThrow();
    expect(await decisions(own, alertId)).toMatchObject({ status: 404 });
    const seen = await h.t.db.tx(tenancyFor(own), (tx) => tx<{ n: number }[]>`select count(*)::int as n from alerts.alert_decisions`);
    expect(seen[0]!.n).toBe(0);
    expect(await decisions(demoUsers.toinenAdmin.id, alertId)).toMatchObject({ status: 404 });
  });
});

describe('four-eyes for sanction alerts', () => {
  let sanctionId: string;
  let pepId: string;

  beforeAll(async () => {
    const company = await addCustomer('Kontrabanda Trading LLC');
    const pep = await addCustomer('Marjatta Poliittinen', 'person');
    await h.settle();
    sanctionId = (await alertsOf(company)).find((a) => a.type === 'SANCTION')!.id;
    pepId = (await alertsOf(pep)).find((a) => a.type === 'PEP')!.id;
  });

  it('is on by default (issue 25 §3), with "needs evaluation" capped at 30 days', async () => {
    expect(initial).toMatchObject({ four_eyes_sanction: true, evaluation_max_days: 30 });
  });

  it('is an admin setting kept when a body leaves it out', async () => {
    expect((await h.call(user, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['OFAC'], threshold: 0.85, four_eyes_sanction: true } })).status).toBe(403);
    expect((await putSettings({ four_eyes_sanction: true })).body.data!.four_eyes_sanction).toBe(true);
    expect((await putSettings({})).body.data!.four_eyes_sanction).toBe(true);
  });

  it('turns a FALSEPOSITIVE silence of a SANCTION alert into a request another user approves', async () => {
    const requested = await silence(user, sanctionId, { description: 'Eri yhtiö, eri maa', silenceclass: 'FALSEPOSITIVE' });
    expect(requested.status).toBe(202);
    expect(requested.body.data).toMatchObject({
      is_silenced: false, silence: null, pending_silence: { action: 'SILENCE_REQUESTED', silenceclass: 'FALSEPOSITIVE', users_id: user, description: 'Eri yhtiö, eri maa' },
    });
    // Still open meanwhile, and no second request on top.
    expect((await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts?view=open&size=500')).body.data!.items.some((a) => a.id === sanctionId)).toBe(true);
    expect(await silence(admin, sanctionId, { description: 'x', silenceclass: 'EVALUATION' })).toMatchObject({ status: 409, body: { errors: [{ code: 'SILENCE_PENDING' }] } });
    // The one who asked cannot approve it.
    expect(await h.call(user, `/api/v2.5/user/alerts/${sanctionId}/silence/approve`, { method: 'POST' })).toMatchObject({
      status: 409, body: { errors: [{ code: 'FOUR_EYES_SAME_USER' }] },
    });
    const approved = await h.call<Alert>(admin, `/api/v2.5/user/alerts/${sanctionId}/silence/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ is_silenced: true, silenceclass: 'FALSEPOSITIVE', users_id: user, pending_silence: null });
    const history = (await decisions(admin, sanctionId)).body.data!;
    expect(history.map((d) => [d.action, d.users_id])).toEqual([['SILENCE_REQUESTED', user], ['SILENCE_APPROVED', admin]]);
    expect(history[1]!.request_id).toBe(history[0]!.id);
    expect(await h.call(admin, `/api/v2.5/user/alerts/${sanctionId}/silence/approve`, { method: 'POST' })).toMatchObject({
      status: 409, body: { errors: [{ code: 'NO_PENDING_SILENCE' }] },
    });
  });

  it('lets another user refuse a request; the alert stays open', async () => {
    await h.call(admin, `/api/v2.5/user/alerts/${sanctionId}/silence`, { method: 'DELETE' });
    expect((await silence(admin, sanctionId, { description: 'Ei osuma', silenceclass: 'FALSEPOSITIVE' })).status).toBe(202);
    const refused = await h.call<Alert>(user, `/api/v2.5/user/alerts/${sanctionId}/silence/refuse`, { method: 'POST', body: { description: 'Syntymäaika täsmää' } });
    expect(refused.body.data).toMatchObject({ is_silenced: false, pending_silence: null });
    expect((await decisions(admin, sanctionId)).body.data!.slice(-2).map((d) => [d.action, d.users_id, d.description])).toEqual([
      ['SILENCE_REQUESTED', admin, 'Ei osuma'],
      ['SILENCE_REFUSED', user, 'Syntymäaika täsmää'],
    ]);
  });

  it('applies to "needs evaluation" and to PEP alerts too, but never to confirming a match', async () => {
    expect((await silence(user, sanctionId, { description: 'Selvitetään', silenceclass: 'EVALUATION' })).status).toBe(202);
    expect((await h.call(admin, `/api/v2.5/user/alerts/${sanctionId}/silence/refuse`, { method: 'POST', body: {} })).status).toBe(200);
    const pep = await silence(user, pepId, { description: 'Eri henkilö', silenceclass: 'FALSEPOSITIVE' });
    expect(pep).toMatchObject({ status: 202, body: { data: { is_silenced: false, pending_silence: { action: 'SILENCE_REQUESTED' } } } });
    expect((await h.call(admin, `/api/v2.5/user/alerts/${pepId}/silence/refuse`, { method: 'POST', body: {} })).status).toBe(200);
    expect(await silence(user, pepId, { description: 'Sama henkilö', silenceclass: 'TRUEPOSITIVE' })).toMatchObject({
      status: 200, body: { data: { is_silenced: true, silenceclass: 'TRUEPOSITIVE', pending_silence: null } },
    });
  });
});

describe('closing an alert whose list entry is gone', () => {
  it('closes an open alert with the list version it is gone from, keeps it and its history, and reopens on a new listing', async () => {
    const customersId = await addCustomer('Rahapesu Holding Ltd');
    await h.storeLists(fixtureList('OFAC', [fixtures.person, fixtures.company, entity('OFAC', 'T-9', 'Rahapesu Holding Ltd', { kind: 'ORGANIZATION' })]));
    await h.settle();
    const [open] = await alertsOf(customersId, 'open');
    expect(open).toMatchObject({ closed: null, metadata: { dsaId: 'OFAC:T-9' } });

    const next = fixtureList('OFAC', [fixtures.person, fixtures.company]);
    await h.storeLists(next);
    await h.settle();
    expect(await alertsOf(customersId, 'open')).toEqual([]);
    const [closed] = await alertsOf(customersId, 'closed');
    expect(closed).toMatchObject({ id: open!.id, is_silenced: false, closed: { reason: 'LIST_REMOVED', list_version: `OFAC ${next.publishedAt!.slice(0, 10)}` } });
    expect((await alertsOf(customersId, 'all')).map((a) => a.id)).toEqual([open!.id]);
    const history = (await decisions(admin, open!.id)).body.data!;
    expect(history).toMatchObject([{ action: 'CLOSED', users_id: null, closed_reason: 'LIST_REMOVED', list_version: `OFAC ${next.publishedAt!.slice(0, 10)}` }]);
    expect(await silence(admin, open!.id, { description: 'x', silenceclass: 'TRUEPOSITIVE' })).toMatchObject({ status: 409, body: { errors: [{ code: 'ALERT_CLOSED' }] } });

    // Listed again: a new open alert; the closed one stays.
    await h.storeLists(fixtureList('OFAC', [fixtures.person, fixtures.company, entity('OFAC', 'T-9', 'Rahapesu Holding Ltd', { kind: 'ORGANIZATION' })]));
    await h.settle();
    const all = await alertsOf(customersId, 'all');
    expect(all).toHaveLength(2);
    expect(all.filter((a) => a.closed === null).map((a) => a.id)).not.toContain(open!.id);
  });

  it('keeps a silenced alert (the decision stands) when its entry is gone', async () => {
    const customersId = await addCustomer('Varjoyhtiö Invest Oy');
    await h.storeLists(fixtureList('OFAC', [fixtures.person, fixtures.company, entity('OFAC', 'T-8', 'Varjoyhtiö Invest Oy', { kind: 'ORGANIZATION' })]));
    await h.settle();
    const [alert] = await alertsOf(customersId);
    await silence(admin, alert!.id, { description: 'Sama yhtiö', silenceclass: 'TRUEPOSITIVE' });
    await h.storeLists(fixtureList('OFAC', [fixtures.person, fixtures.company]));
    await h.settle();
    expect((await alertsOf(customersId, 'silenced')).map((a) => [a.id, a.closed])).toEqual([[alert!.id, null]]);
  });
});
