import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, euListMaxAgeDaysDefault, type EuCountryLists, type RiskRecalculation, type RiskScoreSettings } from '@tunne/contracts';
import { startHarness, type Harness } from '../testing.ts';

// Issue 25 §3 (A2 gap 5): the EU list screen's age warning is the organisation's setting (risk settings), validated,
// with the operator's RISK_EU_LIST_MAX_AGE_DAYS (else 35) as its default. Changing it rescores nobody.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const admin = demoUsers.admin.id;
const settings = (body: unknown) => h.call<RiskScoreSettings>(admin, '/api/v2.5/admin/riskscoresettings', 'PUT', body);
const lists = async () => (await h.call<EuCountryLists>(admin, '/api/v2.5/admin/riskscoresettings/eulists')).body.data!;

describe('the EU list age warning setting', () => {
  it('defaults to the operator default', async () => {
    expect((await h.call<RiskScoreSettings>(admin, '/api/v2.5/admin/riskscoresettings')).body.data!.eu_list_max_age_days).toBeNull();
    expect(await lists()).toMatchObject({ max_age_days: euListMaxAgeDaysDefault, max_age_days_default: euListMaxAgeDaysDefault });
  });

  it('is saved by an admin, used by the EU list screen, and starts no rescoring', async () => {
    const saved = await settings({ eu_list_max_age_days: 14 });
    expect(saved).toMatchObject({ status: 200, body: { data: { eu_list_max_age_days: 14 } } });
    expect(await lists()).toMatchObject({ max_age_days: 14, max_age_days_default: euListMaxAgeDaysDefault });
    expect((await h.call<RiskRecalculation>(admin, '/api/v2.5/admin/riskscoresettings/recalculation')).body.data!.started_at).toBeNull();
    // Another setting keeps it.
    expect((await settings({ points_pep: 11 })).body.data).toMatchObject({ points_pep: 11, eu_list_max_age_days: 14 });
  });

  it('refuses a value outside 1–365 and a regular user; null goes back to the default', async () => {
    for (const value of [0, 366, 1.5, '30']) expect((await settings({ eu_list_max_age_days: value })).status).toBe(400);
    expect((await h.call(demoUsers.user.id, '/api/v2.5/admin/riskscoresettings', 'PUT', { eu_list_max_age_days: 20 })).status).toBe(403);
    expect((await lists()).max_age_days).toBe(14);
    expect((await settings({ eu_list_max_age_days: null })).body.data!.eu_list_max_age_days).toBeNull();
    expect((await lists()).max_age_days).toBe(euListMaxAgeDaysDefault);
  });
});
