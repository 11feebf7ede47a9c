import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, demoOrganisations, demoUsers, helsinkiDate, type CustomerEdd, type RiskScoreSettings } from '@tunne/contracts';
import { processFullRuns } from './jobs/full-runs.ts';
import { recalculate } from './recalculate.ts';
import { startHarness, testCustomers, type Harness } from './testing.ts';

// Issue #11 §5 (AMLR art. 26): the next review follows the risk level — HIGH at most 1 year, REGULAR 3, LOW 5 (an
// organisation may shorten); a rise in risk brings the KYC clock's date forward. The clock is injected.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const demo: string = demoOrganisations.demo.id;
const customer = testCustomers.others;
const today = new Date('2027-03-10T09:00:00Z');
// The alarm is a day (issue 16 §2): months counted from the day `from` falls on in Helsinki.
const plusMonths = (months: number, from = today) => addMonths(helsinkiDate(from), months);
const clock = async () =>
  (await h.t.db.owner<{ alarm: string; months: number | null; level: string | null }[]>`
    select to_char(kycclock_alarm_at, 'YYYY-MM-DD') as alarm, kycclock_max_months as months, riskscores_level as level
      from customers.customers where id = ${customer.id}`)[0]!;
const setCountry = (country: string) => h.t.db.owner`update customers.customers set country = ${country} where id = ${customer.id}`;

describe('the review cycle follows the risk level', () => {
  it('LOW: five years; the running clock stays where it is within them', async () => {
    await setCountry('FI');
    await h.t.db.owner`update customers.customers set is_kycclock = true, kycclock_alarm_at = ${plusMonths(48)}::date where id = ${customer.id}`;
    await recalculate(h.deps, demo, [customer.id], 'TEST', today);
    expect(await clock()).toMatchObject({ level: 'LOW', months: 60 });
    expect((await clock()).alarm).toBe(plusMonths(48));
  });

  it('a rise to HIGH (an EU-listed country) brings the review forward to one year', async () => {
    await setCountry('RU');
    await recalculate(h.deps, demo, [customer.id], 'TEST', today);
    const high = await clock();
    expect(high).toMatchObject({ level: 'HIGH', months: 12 });
    expect(high.alarm).toBe(plusMonths(12));
    // Back to LOW a month later, once senior management approved the removal of the EU ground (issue 25 §3): the date
    // does not move later.
    await setCountry('FI');
    await recalculate(h.deps, demo, [customer.id], 'TEST', new Date(`${plusMonths(1)}T09:00:00Z`));
    expect(await clock()).toMatchObject({ level: 'HIGH', months: 12 });
    const [removal] = (await h.call<CustomerEdd>(demoUsers.admin.id, `/api/v2.5/user/customers/${customer.id}/edd`)).body.data!.removals;
    expect((await h.call(demoUsers.admin.id, `/api/v2.5/user/customers/${customer.id}/edd/removals/${removal!.id}/approve`, 'POST', { reason: 'Muutti Suomeen' })).status).toBe(200);
    await recalculate(h.deps, demo, [customer.id], 'TEST', new Date(`${plusMonths(1)}T09:00:00Z`));
    expect(await clock()).toMatchObject({ level: 'LOW', months: 60 });
    expect((await clock()).alarm).toBe(plusMonths(12));
  });

  it('an organisation may shorten a cycle: after the rescoring every HIGH customer is due within it', async () => {
    await setCountry('RU');
    const saved = await h.call<RiskScoreSettings>(demoUsers.admin.id, '/api/v2.5/admin/riskscoresettings', 'PUT', { review_months_high: 6 });
    expect(saved.status).toBe(200);
    await processFullRuns(h.deps);
    const now = Date.now();
    const rows = await h.t.db.owner<{ alarm: string; months: number }[]>`
      select to_char(kycclock_alarm_at, 'YYYY-MM-DD') as alarm, kycclock_max_months as months from customers.customers
       where organisations_id = ${demo} and riskscores_level = 'HIGH' and is_kycclock and not is_removed`;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.months).toBe(6);
      expect(row.alarm <= plusMonths(6, new Date(now))).toBe(true);
    }
  });
});
