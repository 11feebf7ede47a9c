import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerEventsVisible, demoCustomers, purgeRetainedRecords } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type RiskBreakdownType, type RiskScore } from '@tunne/contracts';
import { onCustomerAlertsChanged, recalculate, retainedRiskSections } from '../index.ts';
import { alertCounts, startHarness, tenancyFor, type Harness } from '../testing.ts';
import { consumeCustomerEvents } from './customer-events.ts';
import { ensureInitialRuns, processFullRuns } from './full-runs.ts';
import { startRiskJobs } from './index.ts';
import { drainRecalcQueue } from './queue.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const demo = demoOrganisations.demo.id;
const businesses = demoCustomers().filter((c) => c.organisations_id === demo && c.type === 'business' && !c.is_removed);
const [a, b, c, d, e] = businesses as [typeof businesses[0], typeof businesses[0], typeof businesses[0], typeof businesses[0], typeof businesses[0]];
const asUser = <T>(fn: Parameters<Harness['t']['db']['tx']>[1]) => h.t.db.tx(tenancyFor(demoUsers.user.id), fn) as Promise<T>;

/** What the event consumer and the queue worker do every two seconds. */
const settle = async () => {
  await customerEventsVisible(h.t.db);
  while ((await consumeCustomerEvents(h.deps)) > 0);
  return drainRecalcQueue(h.deps);
};
const score = async (id: string) => (await h.call<RiskScore>(demoUsers.admin.id, `/api/v2.5/user/customers/${id}/riskscores`)).body.data!;
const line = async (id: string, type: RiskBreakdownType) => (await score(id)).breakdown.find((l) => l.type === type);
const level = async (id: string) =>
  (await h.t.db.owner<{ riskscores_level: string | null }[]>`select riskscores_level from customers.customers where id = ${id}`)[0]!.riskscores_level;

describe('recalculation through customer events', () => {
  it('scores every customer from the outbox and writes the levels to the register', async () => {
    const calculated = await settle();
    expect(calculated).toBe(demoCustomers().length);
    const levels = await h.t.db.owner<{ riskscores_level: string; n: number }[]>`
      select riskscores_level, count(*)::int as n from customers.customers group by 1`;
    expect(levels.map((l) => l.riskscores_level).sort()).toEqual(['LOW']);
    expect(await settle()).toBe(0);
  });

  it('a new PEP gives a PEPS line and moves the level (D.33)', async () => {
    await asUser((tx) => tx`insert into customers.peps (customers_id, name, is_pep_self) values (${a.id}, 'Poliitikko', true)`);
    expect(await line(a.id, 'PEPS')).toBeUndefined();
    expect(await settle()).toBe(1);
    expect(await line(a.id, 'PEPS')).toMatchObject({ points: 10, details: { count: 1 } });
    // 10 points would be REGULAR; a PEP makes enhanced due diligence mandatory and the level at least HIGH (issue #11 §2).
    expect(await line(a.id, 'EDD')).toMatchObject({ points: 0, details: { level_before: 'REGULAR', triggers: [{ kind: 'PEP_RECORD', count: 1 }] } });
    expect(await level(a.id)).toBe('HIGH');
  });

  it('related persons from risk countries give RELATED_RISKCOUNTRY (D.31)', async () => {
    await asUser((tx) => tx`insert into customers.actualbeneficiaries (customers_id, name, nationality, dob) values (${b.id}, 'Edunsaaja', 'IR', '1970-01-01')`);
    await asUser((tx) => tx`insert into customers.responsiblepersons (customers_id, name, role, country) values (${b.id}, 'Johtaja', 'TJ', 'VN')`);
    await settle();
    expect(await line(b.id, 'RELATED_RISKCOUNTRY')).toMatchObject({
      // Both are on the EU list of high-risk third countries (2026): high, naming the version.
      points: 40, details: { countries: [{ country: 'IR', risk: 'high', source: 'EU', kinds: ['actualbeneficiaries'] }, { country: 'VN', risk: 'high', source: 'EU', kinds: ['responsiblepersons'] }], eu_list: { in_force_at: '2026-01-29' } },
    });
    expect(await level(b.id)).toBe('HIGH');
  });

  it('three ownership levels through the register are complex, two are not (D.39, D.40)', async () => {
    const owner = (of: string, businessid: string) => asUser((tx) => tx`
      insert into customers.owners (customers_id, type, name, businessid, share) values (${of}, 'business', 'Omistaja Oy', ${businessid}, 100)`);
    await owner(c.id, d.businessid!);
    await owner(d.id, e.businessid!);
    await asUser((tx) => tx`insert into customers.owners (customers_id, type, name, ssn, share) values (${e.id}, 'person', 'Omistaja', '010101-123N', 100)`);
    await settle();
    expect(await line(c.id, 'OWNERS_COMPLEX')).toMatchObject({ points: 10, details: { levels: 3 } });
    expect(await line(d.id, 'OWNERS_COMPLEX')).toBeUndefined();
    expect(((await score(d.id)).breakdown)).toEqual([]);
  });

  it('a company type or an industry change is an event too (migration 00007)', async () => {
    await h.call(demoUsers.admin.id, '/api/v2.5/admin/riskscoresettings', 'PUT', { companytypes: 'OY-RISK' });
    await processFullRuns(h.deps);
    await asUser((tx) => tx`update customers.customers set companytype_code = 'OY-RISK' where id = ${d.id}`);
    await settle();
    expect(await line(d.id, 'CUSTOMER_COMPANYTYPE')).toMatchObject({ points: 5, details: { code: 'OY-RISK' } });
  });

  it('a young company gets CUSTOMER_MATURITY (D.38)', async () => {
    const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await asUser((tx) => tx`update customers.customers set founded_at = ${recent} where id = ${e.id}`);
    await settle();
    expect(await line(e.id, 'CUSTOMER_MATURITY')).toMatchObject({ points: 5, details: { founded_at: recent, young_company_days: 365 } });
  });

  it('alerts reach the score through the hook the alerts service calls (CUSTOMER_ALERT, D.32)', async () => {
    alertCounts.set(a.id, 2);
    await onCustomerAlertsChanged(h.t.db, demo, [a.id]);
    expect(await settle()).toBe(1);
    expect(await line(a.id, 'CUSTOMER_ALERT')).toMatchObject({ points: 10, details: { count: 2 } });
    expect(await level(a.id)).toBe('HIGH');
  });

  it('a customer that leaves the register keeps its risk data in its retained record until the retention job deletes it', async () => {
    await h.call(demoUsers.user.id, `/api/v2.5/user/customers/${e.id}/riskassessments`, 'POST', { name: 'Poistuva' });
    await settle();
    const kept = async () => h.t.db.owner<{ n: number }[]>`select
      (select count(*)::int from risk.customers where customers_id = ${e.id})
      + (select count(*)::int from risk.assessment_history where customers_id = ${e.id})
      + (select count(*)::int from risk.score_history where customers_id = ${e.id}) as n`;
    // Delete at once (issue 11 §1): the customer's record is retained, so risk keeps its part, hidden as archived.
    await h.t.db.tx(tenancyFor(demoUsers.admin.id), (tx) => tx`select customers.delete_customer(${e.id})`);
    await settle();
    await recalculate(h.deps, demo, [e.id], 'TEST');
    expect((await kept())[0]!.n).toBeGreaterThanOrEqual(3);
    const sections = await retainedRiskSections(h.t.db)({ organisationsId: demo, customersId: e.id, names: [] });
    expect(sections.find((s) => s.key === 'riskassessments')!.entries.map((entry) => entry.title)).toContain('Poistuva');
    expect(sections.find((s) => s.key === 'riskscores')!.entries.length).toBeGreaterThan(0);
    // The retention job deletes the record for good (customer.removed): then risk forgets the customer.
    await purgeRetainedRecords(h.t.db, new Date(Date.now() + 5 * 366 * 86_400_000));
    await settle();
    const left = await h.t.db.owner`select 1 from risk.customers where customers_id = ${e.id}
      union all select 1 from risk.assessments where customers_id = ${e.id}
      union all select 1 from risk.score_history where customers_id = ${e.id}`;
    expect(left.length).toBe(0);
  });
});

describe('full runs and the scheduled jobs', () => {
  it('start for organisations risk has never scored, once', async () => {
    expect(await ensureInitialRuns(h.deps)).toBe(1);
    expect(await ensureInitialRuns(h.deps)).toBe(0);
    expect(await processFullRuns(h.deps, { batchSize: 4 })).toBe(demoCustomers().filter((x) => x.organisations_id === demoOrganisations.toinen.id).length);
  });

  it('a newer change restarts a run that is under way', async () => {
    await h.call(demoUsers.admin.id, '/api/v2.5/admin/riskscoresettings', 'PUT', { points_pep: 30 });
    const first = await processFullRuns(h.deps, { batchSize: 5, budgetMs: 0 });
    expect(first).toBe(5);
    await h.call(demoUsers.admin.id, '/api/v2.5/admin/riskscoresettings', 'PUT', { points_pep: 31 });
    const rest = await processFullRuns(h.deps, { batchSize: 5 });
    expect(rest).toBe(demoCustomers().filter((x) => x.organisations_id === demo).length - 1);
    expect(await line(a.id, 'PEPS')).toMatchObject({ points: 31 });
  });

  it('run on their schedule and stop', async () => {
    alertCounts.set(a.id, 0);
    await onCustomerAlertsChanged(h.t.db, demo, [a.id]);
    const jobs = startRiskJobs(h.deps, { eventsMs: 60_000, runsMs: 60_000 });
    await jobs.runNow();
    jobs.stop();
    expect(await line(a.id, 'CUSTOMER_ALERT')).toBeUndefined();
  });
});
