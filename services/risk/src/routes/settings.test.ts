import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type Country, type RiskRecalculation, type RiskScore, type RiskScoreSettings } from '@tunne/contracts';
import { processFullRuns } from '../jobs/full-runs.ts';
import { startHarness, testCustomers, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const admin = demoUsers.admin.id;
const path = '/api/v2.5/admin/riskscoresettings';
const customer = testCustomers.others;
const score = async () => (await h.call<RiskScore>(admin, `/api/v2.5/user/customers/${customer.id}/riskscores`)).body.data!;
const level = async (id: string) =>
  (await h.t.db.owner<{ riskscores_level: string }[]>`select riskscores_level from customers.customers where id = ${id}`)[0]!.riskscores_level;

describe('risk score settings', () => {
  it('start from the defaults: no own risk countries (the EU list is read apart), the longest review cycles', async () => {
    const settings = (await h.call<RiskScoreSettings>(admin, path)).body.data!;
    expect(settings.countries_high).toEqual([]);
    expect(settings.countries_medium).toEqual([]);
    expect(settings).toMatchObject({ review_months_high: 12, review_months_regular: 36, review_months_low: 60 });
    expect(settings).toMatchObject({ limit_low: 0, limit_regular: 10, limit_high: 20, updated_at: null });
  });

  it('refuse a country list line that is not an ISO 3166-1 alpha-2 code, naming the line (spec §5)', async () => {
    const response = await h.call(admin, path, 'PUT', { countries_high: 'IR\n\nKP\nFIN\nSE' });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ code: 'COUNTRY_LIST_INVALID', field: '/countries_high' });
    expect(response.body.errors[0]!.message).toContain('Line 4');
    expect((await h.call(admin, path, 'PUT', { countries: 'XX' })).body.errors[0]!.code).toBe('COUNTRY_LIST_INVALID');
    expect((await h.call(admin, path, 'PUT', { industries: '64 19' })).body.errors[0]!.code).toBe('CODE_LIST_INVALID');
  });

  it('refuse a review cycle longer than the law allows (HIGH 12, REGULAR 36, LOW 60 months)', async () => {
    for (const [key, months] of [['review_months_high', 13], ['review_months_regular', 37], ['review_months_low', 61], ['review_months_low', 0]] as const) {
      const response = await h.call(admin, path, 'PUT', { [key]: months });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]!.field).toBe(`/${key}`);
    }
    const saved = await h.call<RiskScoreSettings>(admin, path, 'PUT', { review_months_high: 6 });
    expect(saved.body.data).toMatchObject({ review_months_high: 6, review_months_regular: 36 });
    await h.call(admin, path, 'PUT', { review_months_high: 12 });
  });

  it('refuse falling level limits and negative points', async () => {
    expect((await h.call(admin, path, 'PUT', { limit_regular: 30 })).body.errors[0]!.code).toBe('RISK_LIMITS_INVALID');
    expect((await h.call(admin, path, 'PUT', { points_pep: -1 })).status).toBe(400);
    expect((await h.call(admin, path, 'PUT', { unknown: 1 })).status).toBe(400);
  });

  it('are admin-only and per organisation', async () => {
    expect((await h.call(demoUsers.user.id, path)).status).toBe(403);
    expect((await h.call(demoUsers.user.id, path, 'PUT', { points_pep: 1 })).status).toBe(403);
  });

  it('change the next score: a listed country, then moved limits; the customer list level follows (D.41, D.42)', async () => {
    const before = await score();
    expect(before.breakdown.find((l) => l.type === 'CUSTOMER_COUNTRY')).toBeUndefined();
    const saved = await h.call<RiskScoreSettings>(admin, path, 'PUT', { countries: 'fi\nSE', points_country: 12, limit_regular: 12, limit_high: 40 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ countries: ['FI', 'SE'], points_country: 12, countries_high: [] });
    expect(saved.body.data!.updated_at).not.toBeNull();
    // The save answers at once; the recalculation runs in the background.
    const running = (await h.call<RiskRecalculation>(admin, `${path}/recalculation`)).body.data!;
    expect(running).toMatchObject({ running: true, processed: 0 });
    await processFullRuns(h.deps, { batchSize: 7 });
    const done = (await h.call<RiskRecalculation>(admin, `${path}/recalculation`)).body.data!;
    expect(done.running).toBe(false);
    expect(done.processed).toBeGreaterThanOrEqual(30);
    const after = await score();
    expect(after.breakdown.find((l) => l.type === 'CUSTOMER_COUNTRY')).toMatchObject({ points: 12, details: { country: 'FI' } });
    expect(after.points).toBe(before.points + 12);
    expect(after.level).toBe('REGULAR');
    expect(await level(customer.id)).toBe('REGULAR');

    await h.call(admin, path, 'PUT', { limit_regular: 13 });
    await processFullRuns(h.deps);
    expect((await score()).level).toBe('LOW');
    expect(await level(customer.id)).toBe('LOW');
    // Another organisation's customers were not touched.
    expect((await h.call<RiskRecalculation>(demoUsers.toinenAdmin.id, `${path}/recalculation`)).body.data!.processed).toBe(0);
  });
});

describe('GET /api/v2.5/common/countries', () => {
  it('lists code, name and risk: the EU list as high, then the organisation lists (D.44)', async () => {
    await h.call(admin, path, 'PUT', { countries_medium: 'NG\nRU' });
    const countries = (await h.call<Country[]>(admin, '/api/v2.5/common/countries?lang=se')).body.data!;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c) => c.code === 'FI')).toEqual({ code: 'FI', name: 'Finland', risk: null, eu_listed: false });
    expect(countries.find((c) => c.code === 'IR')).toMatchObject({ risk: 'high', eu_listed: true });
    // On the organisation's medium list, but the EU list makes it high.
    expect(countries.find((c) => c.code === 'RU')).toMatchObject({ risk: 'high', eu_listed: true });
    expect(countries.find((c) => c.code === 'NG')).toMatchObject({ risk: 'medium', eu_listed: false });
    expect(countries.find((c) => c.code === 'ZA')!.risk).toBeNull();
    expect(countries.find((c) => c.code === 'SE')!.name).toBe('Sverige');
  });

  it('answers without a session from the EU list, names in Finnish by default', async () => {
    const countries = (await h.call<Country[]>('nobody', '/api/v2.5/common/countries')).body.data!;
    expect(countries.find((c) => c.code === 'SE')!.name).toBe('Ruotsi');
    expect(countries.find((c) => c.code === 'AF')!.risk).toBe('high');
    expect(countries.find((c) => c.code === 'RU')!.risk).toBe('high');
    expect(countries.find((c) => c.code === 'NG')!.risk).toBeNull();
  });
});
