import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { alertLight, demoOrganisations, demoTeams, demoUsers, helsinkiDate, type Alert, type Page } from '@tunne/contracts';
import { startAlertsHarness, tenancyFor, tokenFor, type AlertsHarness } from '../testing.ts';
import { parseValidAt } from './alerts.ts';

const { admin, user, team, own, toinenAdmin } = {
  admin: demoUsers.admin.id, user: demoUsers.user.id, team: demoUsers.team.id, own: demoUsers.own.id, toinenAdmin: demoUsers.toinenAdmin.id,
};
let h: AlertsHarness;

/** Three listed customers, one per restriction case: Olli's own, Helsinki team's (not Tiina's own), and nobody's team. */
const customers: Record<'own' | 'helsinki' | 'other', string> = { own: '', helsinki: '', other: '' };
const alertIds: Record<keyof typeof customers, string> = { own: '', helsinki: '', other: '' };

/** The day `days` from now in Helsinki, YYYY-MM-DD. */
const inDays = (days: number) => helsinkiDate(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  h = await startAlertsHarness({ fourEyes: false });
  const create = async (key: keyof typeof customers, usersId: string, teamsId: string | null) => {
    const [row] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string }[]>`
      insert into customers.customers (type, name, users_id, teams_id) values ('business', 'Kontrabanda Trading LLC', ${usersId}, ${teamsId}) returning id`);
    customers[key] = row!.id;
  };
  await create('own', own, null);
  await create('helsinki', admin, demoTeams.helsinki.id);
  await create('other', admin, null);
  await h.settle();
  const { body } = await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts?size=500');
  for (const key of Object.keys(customers) as (keyof typeof customers)[]) {
    alertIds[key] = body.data!.items.find((a) => a.customers_id === customers[key])!.id;
  }
});
afterAll(async () => h?.stop());

const list = async (usersId: string, query = '') => {
  const { status, body } = await h.call<Page<Alert>>(usersId, `/api/v2.5/user/alerts?size=500${query}`);
  expect(status).toBe(200);
  return body.data!;
};
const silence = (usersId: string, id: string, body: unknown) => h.call<Alert>(usersId, `/api/v2.5/user/alerts/${id}/silence`, { method: 'POST', body });

describe('alert lists', () => {
  it('lists every alert of the organisation for a user without restriction, sorted by description', async () => {
    const page = await list(user);
    expect(page.total).toBe(3);
    const descriptions = page.items.map((a) => a.description.toLowerCase());
    expect(descriptions).toEqual([...descriptions].sort());
    expect(page.items.every((a) => alertLight(a) === 'red')).toBe(true);
  });

  it('lists the newest first on request (the home page\'s open alerts), the total still counting all', async () => {
    await h.t.db.owner`update alerts.alerts set created_at = now() - interval '2 days' where id = ${alertIds.other}`;
    await h.t.db.owner`update alerts.alerts set created_at = now() - interval '1 day' where id = ${alertIds.helsinki}`;
    await h.t.db.owner`update alerts.alerts set created_at = now() where id = ${alertIds.own}`;
    const { status, body } = await h.call<Page<Alert>>(user, '/api/v2.5/user/alerts?view=open&sort=newest&size=2');
    expect(status).toBe(200);
    expect(body.data!.items.map((a) => a.id)).toEqual([alertIds.own, alertIds.helsinki]);
    expect(body.data!.total).toBe(3);
    expect(await h.call(user, '/api/v2.5/user/alerts?sort=oldest')).toMatchObject({ status: 400, body: { status: false, errors: [{ code: 'VALIDATION_FAILED' }] } });
  });

  it('applies the restriction: TEAM sees own and team customers\' alerts, USER only own', async () => {
    expect((await list(team)).items.map((a) => a.customers_id)).toEqual([customers.helsinki]);
    expect((await list(own)).items.map((a) => a.customers_id)).toEqual([customers.own]);
    const hidden = await h.call(own, `/api/v2.5/user/alerts/${alertIds.other}`);
    expect(hidden).toMatchObject({ status: 404, body: { status: false, errors: [{ code: 'NOT_FOUND' }] } });
    const card = await h.call(own, `/api/v2.5/user/customers/${customers.other}/alerts`);
    expect(card).toMatchObject({ status: 404, body: { errors: [{ code: 'RESTRICTED_ACCESS' }] } });
    const ownCard = await h.call<Page<Alert>>(own, `/api/v2.5/user/customers/${customers.own}/alerts`);
    expect(ownCard.body.data!.items.map((a) => a.id)).toEqual([alertIds.own]);
  });

  it('lets a USER-restricted user neither silence, lift nor refresh alerts of others\' customers', async () => {
    expect(await silence(own, alertIds.other, { description: 'x', silenceclass: 'FALSEPOSITIVE' })).toMatchObject({ status: 404, body: { errors: [{ code: 'NOT_FOUND' }] } });
    expect(await h.call(own, `/api/v2.5/user/alerts/${alertIds.other}/silence`, { method: 'DELETE' })).toMatchObject({ status: 404, body: { errors: [{ code: 'NOT_FOUND' }] } });
    expect(await h.call(own, `/api/v2.5/user/customers/${customers.helsinki}/alerts`, { method: 'PATCH' })).toMatchObject({
      status: 404, body: { errors: [{ code: 'RESTRICTED_ACCESS' }] },
    });
    expect((await list(admin, '&view=silenced')).total).toBe(0);
  });

  it('shows nothing of another organisation', async () => {
    expect((await list(toinenAdmin)).total).toBe(0);
    expect(await h.call(toinenAdmin, `/api/v2.5/user/alerts/${alertIds.own}`)).toMatchObject({ status: 404 });
    expect(await silence(toinenAdmin, alertIds.own, { description: 'x', silenceclass: 'FALSEPOSITIVE' })).toMatchObject({ status: 404 });
    expect(await h.call(toinenAdmin, `/api/v2.5/user/alerts/${alertIds.own}/silence`, { method: 'DELETE' })).toMatchObject({ status: 404 });
    expect(await h.call(toinenAdmin, `/api/v2.5/user/customers/${customers.own}/alerts`)).toMatchObject({ status: 404, body: { errors: [{ code: 'RESTRICTED_ACCESS' }] } });
    expect((await list(toinenAdmin, '&view=open&include_archived=true')).total).toBe(0);
    expect(await h.call(toinenAdmin, `/api/v2.5/user/customers/${customers.own}/alerts`, { method: 'PATCH' })).toMatchObject({ status: 404, body: { errors: [{ code: 'RESTRICTED_ACCESS' }] } });
  });

  it('pages', async () => {
    const { body } = await h.call<Page<Alert>>(admin, '/api/v2.5/user/alerts?size=2&page=2');
    expect(body.data).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(body.data!.items).toHaveLength(1);
    expect(await h.call(admin, '/api/v2.5/user/alerts?size=0')).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED' }] } });
    expect(await h.call(admin, '/api/v2.5/user/alerts?view=dismissed')).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED' }] } });
  });

  it('needs a session', async () => {
    const response = await h.request('/api/v2.5/user/alerts');
    expect(response.status).toBe(401);
  });
});

describe('silencing', () => {
  it('refuses a silence without a description, with a bad valid_at or class, or a bad id', async () => {
    const cases: [unknown, number, string][] = [
      [{ description: '  ', silenceclass: 'FALSEPOSITIVE' }, 400, 'MISSING_TEXT'],
      [{ description: 'x', silenceclass: 'MAYBE' }, 400, 'VALIDATION_FAILED'],
      [{ description: 'x', silenceclass: 'EVALUATION', valid_at: '31.12.2030' }, 400, 'INVALID_VALID_AT'],
      [{ description: 'x', silenceclass: 'EVALUATION', valid_at: '2030-02-30' }, 400, 'INVALID_VALID_AT'],
      [{ description: 'x', silenceclass: 'EVALUATION', valid_at: '2001-01-01' }, 400, 'INVALID_VALID_AT'],
      [{ description: 'x' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      expect(await silence(admin, alertIds.other, body), JSON.stringify(body)).toMatchObject({ status, body: { status: false, errors: [{ code }] } });
    }
    expect(await silence(admin, 'not-a-uuid', { description: 'x', silenceclass: 'FALSEPOSITIVE' })).toMatchObject({ status: 400, body: { errors: [{ code: 'INVALID_ID' }] } });
    const raw = await h.request(`/api/v2.5/user/alerts/${alertIds.other}/silence`, {
      method: 'POST', body: '{', headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenFor(admin)}` },
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ status: false, errors: [{ code: 'MALFORMED_JSON' }] });
    expect((await list(admin, '&view=silenced')).total).toBe(0);
  });

  it('silences with a class, a description and valid_at, recording who and when', async () => {
    const before = Date.now();
    const { status, body } = await silence(user, alertIds.other, { description: 'Selvitetään', silenceclass: 'EVALUATION', valid_at: inDays(30) });
    expect(status).toBe(200);
    const alert = body.data!;
    expect(alert).toMatchObject({ is_silenced: true, silenceclass: 'EVALUATION', users_id: user, valid_at: inDays(30) });
    expect(alert.silence).toMatchObject({ description: 'Selvitetään', silenceclass: 'EVALUATION', users_id: user });
    expect(new Date(alert.silence!.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(alertLight(alert)).toBe('yellow');
    expect((await list(admin, '&view=silenced')).items.map((a) => a.id)).toEqual([alertIds.other]);
    expect((await list(admin, '&view=open')).items.map((a) => a.id)).not.toContain(alertIds.other);
    expect((await list(admin, '&view=all')).total).toBe(3);
  });

  it('changes the class of a silence and lights accordingly', async () => {
    const fp = await silence(admin, alertIds.other, { description: 'Eri yhtiö', silenceclass: 'FALSEPOSITIVE', valid_at: null });
    expect(fp.body.data).toMatchObject({ silenceclass: 'FALSEPOSITIVE', valid_at: null, users_id: admin });
    expect(alertLight(fp.body.data!)).toBe('green');
    const tp = await silence(admin, alertIds.helsinki, { description: 'Vahvistettu osuma', silenceclass: 'TRUEPOSITIVE' });
    expect(tp.body.data).toMatchObject({ is_silenced: true, silenceclass: 'TRUEPOSITIVE', silence: { description: 'Vahvistettu osuma', users_id: admin } });
    expect(alertLight(tp.body.data!)).toBe('red');
    const silencedView = await list(admin, '&view=silenced');
    expect(silencedView.total).toBe(2);
    expect(silencedView.items.map((a) => a.id)).toEqual(expect.arrayContaining([alertIds.helsinki, alertIds.other]));
    expect((await list(admin, '&view=open')).items.map((a) => a.id)).not.toContain(alertIds.helsinki);
  });

  it('lifts a silence, and says so when there is none', async () => {
    const lifted = await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alertIds.other}/silence`, { method: 'DELETE' });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({ is_silenced: false, silence: null, silenceclass: null, users_id: null });
    expect(await h.call(admin, `/api/v2.5/user/alerts/${alertIds.other}/silence`, { method: 'DELETE' })).toMatchObject({
      status: 409, body: { errors: [{ code: 'ALERT_NOT_SILENCED' }] },
    });
    expect((await list(admin, '&view=open')).items.map((a) => a.id)).toContain(alertIds.other);
  });

  it('counts a silence whose valid_at has passed as open again', async () => {
    await silence(admin, alertIds.own, { description: 'Tilapäinen', silenceclass: 'EVALUATION', valid_at: inDays(1) });
    expect((await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alertIds.own}`)).body.data).toMatchObject({ is_silenced: true, valid_at: inDays(1) });
    // The silence ends as its day begins in Helsinki.
    await h.t.db.owner`update alerts.alerts set silence_valid_at = alerts.today() where id = ${alertIds.own}`;
    const { body } = await h.call<Alert>(admin, `/api/v2.5/user/alerts/${alertIds.own}`);
    expect(body.data).toMatchObject({ is_silenced: false, silenceclass: 'EVALUATION' });
    expect(alertLight(body.data!)).toBe('red');
    expect((await list(admin, '&view=open')).items.map((a) => a.id)).toContain(alertIds.own);
  });

  it('keeps a silence through a re-screen (refresh) of the customer', async () => {
    const { status, body } = await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customers.helsinki}/alerts`, { method: 'PATCH' });
    expect(status).toBe(200);
    expect(body.data!.items).toMatchObject([{ id: alertIds.helsinki, is_silenced: true, silenceclass: 'TRUEPOSITIVE' }]);
  });
});

describe('refresh per customer', () => {
  it('screens the customer now and answers its alerts', async () => {
    const aaltonen = demoCustomers().find((c) => c.name === 'Aaltonen Rakennus Oy')!;
    // Written past the event trigger's reach: only the refresh can find this one.
    await h.t.db.owner`alter table customers.owners disable trigger owners_event`;
    await h.t.db.owner`insert into customers.owners (organisations_id, customers_id, type, name, ssn, share)
      values (${demoOrganisations.demo.id}, ${aaltonen.id}, 'person', 'Ivan Sanctionovich Testov', '010101-123N', 5)`;
    await h.t.db.owner`alter table customers.owners enable trigger owners_event`;
    await h.settle();
    expect((await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${aaltonen.id}/alerts`)).body.data!.total).toBe(0);
    const { body } = await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${aaltonen.id}/alerts`, { method: 'PATCH' });
    expect(body.data!.items.map((a) => [a.target, a.target_name])).toEqual([['owners', 'Ivan Sanctionovich Testov']]);
  });
});

describe('the post-login prompt\'s count (spec §2: unsilenced alerts on non-archived customers)', () => {
  const openIds = async (query = '') => (await list(admin, `&view=open${query}`)).items.map((a) => a.id);

  it('leaves out the alerts of archived customers unless asked for them', async () => {
    expect(await openIds()).toContain(alertIds.other);
    await h.t.db.tx(tenancyFor(admin), (tx) => tx`update customers.customers set is_removed = true, removes_at = now() + interval '30 days'
      where id = ${customers.other}`);
    await h.settle();
    expect(await openIds()).not.toContain(alertIds.other);
    expect((await list(admin)).items.map((a) => a.id)).not.toContain(alertIds.other);
    const archived = (await list(admin, '&view=open&include_archived=true')).items.find((a) => a.id === alertIds.other);
    expect(archived).toMatchObject({ is_silenced: false, customer: { is_removed: true } });
    // The customer card still lists an archived customer's alerts.
    expect((await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customers.other}/alerts`)).body.data!.items.map((a) => a.id)).toEqual([alertIds.other]);
  });

  it('counts nothing once every alert of an active customer is silenced, though an archived customer\'s alert is still open', async () => {
    for (const id of await openIds()) {
      expect((await silence(admin, id, { description: 'Käsitelty', silenceclass: 'FALSEPOSITIVE' })).status).toBe(200);
    }
    expect((await list(admin, '&view=open&size=1')).total).toBe(0);
    expect(await openIds('&include_archived=true')).toEqual([alertIds.other]);
  });
});

describe('valid_at', () => {
  it('is a day after today in Helsinki; a date-time is read as its Helsinki day', () => {
    // 23:30 on 1 January in Helsinki.
    const now = new Date('2026-01-01T21:30:00Z');
    expect(parseValidAt('2026-01-02', now)).toBe('2026-01-02');
    expect(parseValidAt('2026-01-01T23:00:00Z', now)).toBe('2026-01-02');
    expect(parseValidAt(null, now)).toBeNull();
    expect(() => parseValidAt('2026-01-01', now)).toThrow(/after today/);
    // 23:00 Helsinki is still 1 January (though 2 January in UTC+14).
    expect(() => parseValidAt('2026-01-01T21:00:00Z', now)).toThrow(/after today/);
    expect(() => parseValidAt('2026-01-01T15:00', now)).toThrow(/date/);
    expect(() => parseValidAt('2026-02-30', now)).toThrow(/date/);
  });
});
