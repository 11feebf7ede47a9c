import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type EuCountryLists, type RiskScore, type RiskScoreSettings } from '@tunne/contracts';
import { applyEuListChanges, euCountryListPort, refreshEuListFromUrl } from '../eu-lists.ts';
import { processFullRuns } from '../jobs/full-runs.ts';
import { recalculate } from '../recalculate.ts';
import { startHarness, testCustomers, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const admin = demoUsers.admin.id;
const secondAdmin = demoUsers.mfa.id;
const other = demoUsers.toinenAdmin.id;
const demo: string = demoOrganisations.demo.id;
const path = '/api/v2.5/admin/riskscoresettings/eulists';
const dataFile = JSON.parse(readFileSync(new URL('../../data/eu-high-risk-third-countries.json', import.meta.url), 'utf8')) as {
  act: string; in_force_at: string; countries: string[];
};
const customer = testCustomers.others;
const lists = async (usersId: string = admin) => (await h.call<EuCountryLists>(usersId, path)).body.data!;
const countryLine = async () =>
  (await h.call<RiskScore>(admin, `/api/v2.5/user/customers/${customer.id}/riskscores`)).body.data!.breakdown.find((l) => l.type === 'CUSTOMER_COUNTRY_RISKCOUNTRY');
const setCountry = async (country: string) => {
  await h.t.db.owner`update customers.customers set country = ${country} where id = ${customer.id}`;
  await recalculate(h.deps, demo, [customer.id], 'TEST');
};

describe('the EU list of high-risk third countries as versioned data', () => {
  it('is seeded with the list in force from 29 January 2026 (2016/1675 as amended by 2026/46 and 2026/83), as in the data file', async () => {
    const { current, versions } = await lists();
    expect(current).toMatchObject({ act: dataFile.act, in_force_at: '2026-01-29', scope: 'SHARED', origin: 'SEED' });
    expect(current!.countries).toEqual(dataFile.countries);
    expect(current!.countries).toHaveLength(26);
    for (const added of ['RU', 'BO', 'VG']) expect(current!.countries).toContain(added);
    for (const removed of ['BF', 'ML', 'MZ', 'NG', 'ZA', 'TZ']) expect(current!.countries).not.toContain(removed);
    expect(current!.sources).toContain('2026/83');
    expect(versions).toHaveLength(1);
  });

  it('makes an EU-listed country high risk and the breakdown names the version; a delisted one counts no more', async () => {
    await setCountry('RU');
    const current = (await lists()).current!;
    expect(await countryLine()).toMatchObject({
      points: 20, details: { country: 'RU', risk: 'high', source: 'EU', eu_list: { id: current.id, act: current.act, in_force_at: '2026-01-29' } },
    });
    await setCountry('NG');
    expect(await countryLine()).toBeUndefined();
  });

  it('answers other services through the port: listed or not, and which version', async () => {
    const port = euCountryListPort(h.t.db);
    expect(await port.isListed(demo, 'ru')).toMatchObject({ listed: true, version: { in_force_at: '2026-01-29' } });
    expect(await port.isListed(demo, 'NG')).toMatchObject({ listed: false, version: { in_force_at: '2026-01-29' } });
    // Before the first version came into force there was none.
    expect(await port.isListed(demo, 'RU', new Date('2025-12-31T12:00:00Z'))).toEqual({ listed: false, version: null });
  });

  it('loads a new version from a file for the organisation only; its own lists survive and every customer is rescored', async () => {
    await h.call(admin, '/api/v2.5/admin/riskscoresettings', 'PUT', { countries_medium: 'NG\nSE', countries_high: 'ZA' });
    await processFullRuns(h.deps);
    const today = new Date().toISOString().slice(0, 10);
    const file = { act: 'Delegated Regulation (EU) 2016/1675 as amended by (EU) 2026/999 (test)', in_force_at: today, countries: ['ng', ...dataFile.countries], doubt: 'not stored' };
    const loaded = await h.call<EuCountryLists>(admin, path, 'POST', file);
    expect(loaded.status).toBe(200);
    // Waiting for a second admin: the shared version stays in force meanwhile.
    expect(loaded.body.data!.current).toMatchObject({ scope: 'SHARED' });
    expect(loaded.body.data!.versions[0]).toMatchObject({ act: file.act, state: 'PENDING', users_id: admin, approved_by: null });
    const pendingId = loaded.body.data!.versions[0]!.id;
    expect((await h.call(admin, `${path}/${pendingId}/approve`, 'POST')).body.errors[0]!.code).toBe('EU_LIST_SAME_USER');
    const approved = await h.call<EuCountryLists>(secondAdmin, `${path}/${pendingId}/approve`, 'POST');
    expect(approved.status).toBe(200);
    expect(approved.body.data!.current).toMatchObject({ act: file.act, in_force_at: today, countries: ['NG', ...dataFile.countries], scope: 'ORGANISATION', origin: 'FILE', state: 'ACTIVE', approved_by: secondAdmin });
    expect(approved.body.data!.versions).toHaveLength(2);
    expect((await h.call(secondAdmin, `${path}/${pendingId}/approve`, 'POST')).body.errors[0]!.code).toBe('EU_LIST_NOT_PENDING');
    // The organisation's own countries are kept apart and untouched.
    const settings = (await h.call<RiskScoreSettings>(admin, '/api/v2.5/admin/riskscoresettings')).body.data!;
    expect(settings).toMatchObject({ countries_medium: ['NG', 'SE'], countries_high: ['ZA'] });
    // Rescoring started by the upload: the breakdown now names the new version.
    expect((await h.call<{ running: boolean }>(admin, '/api/v2.5/admin/riskscoresettings/recalculation')).body.data!.running).toBe(true);
    await setCountry('RU');
    expect((await countryLine())!.details).toMatchObject({ source: 'EU', eu_list: { act: file.act, in_force_at: today } });
    await setCountry('SE');
    expect((await countryLine())!.details).toMatchObject({ risk: 'medium', source: 'OWN', eu_list: null });
    // Another organisation still follows the shared version.
    expect((await lists(other)).current).toMatchObject({ in_force_at: '2026-01-29', scope: 'SHARED' });
    expect((await lists(other)).versions).toHaveLength(1);
  });

  it('takes a version dated in the future into force on its date', async () => {
    const next = { act: 'Future amendment (test)', in_force_at: '2099-01-01', countries: ['NG', ...dataFile.countries] };
    const loaded = (await h.call<EuCountryLists>(admin, path, 'POST', next)).body.data!;
    expect(loaded.current!.act).not.toBe(next.act);
    await h.call(secondAdmin, `${path}/${loaded.versions.find((v) => v.act === next.act)!.id}/approve`, 'POST');
    expect(await applyEuListChanges(h.t.db, [demo], new Date('2098-12-31T12:00:00Z'))).toBe(0);
    expect(await applyEuListChanges(h.t.db, [demo], new Date('2099-01-01T08:00:00Z'))).toBe(1);
    expect((await euCountryListPort(h.t.db).current(demo, new Date('2099-01-02T00:00:00Z')))!.act).toBe(next.act);
  });

  it('refuses a file with a bad country code (naming the entry), without act or date, and non-admins', async () => {
    const bad = await h.call(admin, path, 'POST', { act: 'Test act', in_force_at: '2099-02-01', countries: ['RU', 'Russia'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ code: 'COUNTRY_LIST_INVALID', field: '/countries/1' });
    expect((await h.call(admin, path, 'POST', { act: 'Test act', countries: ['RU'] })).body.errors[0]!.field).toBe('/in_force_at');
    expect((await h.call(admin, path, 'POST', { act: 'Test act', in_force_at: '1.2.2026', countries: ['RU'] })).status).toBe(400);
    expect((await h.call(admin, path, 'POST', { act: 'Test act', in_force_at: '2026-02-01', countries: [] })).status).toBe(400);
    expect((await h.call(demoUsers.user.id, path)).status).toBe(403);
    expect((await h.call(demoUsers.user.id, path, 'POST', { act: 'Test act', in_force_at: '2026-02-01', countries: ['RU'] })).status).toBe(403);
  });
});

describe('an organisation cannot weaken the shared list (issue 25 §3)', () => {
  it('found: an admin loaded an "EU list" of Afghanistan alone, back-dated to 2020, and an Iran customer went from HIGH to LOW', async () => {
    await setCountry('IR');
    expect((await countryLine())!.details).toMatchObject({ risk: 'high', source: 'EU' });
    const backdated = await h.call(admin, path, 'POST', { act: 'EU list', in_force_at: '2020-01-01', countries: ['AF'] });
    expect(backdated).toMatchObject({ status: 400, body: { errors: [{ code: 'EU_LIST_BACKDATED', field: '/in_force_at' }] } });
    const weakened = await h.call(admin, path, 'POST', { act: 'EU list', in_force_at: '2099-06-01', countries: ['AF'] });
    expect(weakened).toMatchObject({ status: 409, body: { errors: [{ code: 'EU_LIST_WEAKENED', field: '/countries' }] } });
    expect(weakened.body.errors[0]!.message).toContain('IR');
    // A version loaded before this rule (straight into the table) cannot weaken it either: the shared countries stay.
    await h.t.db.owner`insert into risk.eu_country_lists (organisations_id, act, in_force_at, countries, origin, users_id)
      values (${demo}, 'Old upload', date '2020-01-01', array['AF'], 'FILE', ${admin})`;
    await h.t.db.owner`update risk.eu_country_lists set in_force_at = date '2098-01-01' where act = 'Old upload'`;
    expect((await euCountryListPort(h.t.db).isListed(demo, 'IR', new Date('2098-06-01T00:00:00Z'))).listed).toBe(true);
    await recalculate(h.deps, demo, [customer.id], 'TEST');
    expect((await countryLine())!.details).toMatchObject({ risk: 'high', source: 'EU' });
  });

  it('says where shared versions come from and when they were last checked', async () => {
    const body = await lists();
    expect(body).toMatchObject({ shared_source: 'SEED', shared_checked_at: null, max_age_days: 35 });
    expect((await h.call(demoUsers.user.id, `${path}/${body.versions[0]!.id}/approve`, 'POST')).status).toBe(403);
  });
});

describe('the scheduled refresh from RISK_EU_LIST_URL', () => {
  let server: Server;
  let body = '';
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(body ? 200 : 503, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eu-list.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores a shared version every organisation follows; the same file again, a failed download or a broken file change nothing', async () => {
    body = '';
    expect(await refreshEuListFromUrl(h.t.db, url)).toBe(false);
    body = JSON.stringify({ act: 'Shared test version', in_force_at: '2026-06-01', countries: ['KP', 'IR', 'XX'] });
    expect(await refreshEuListFromUrl(h.t.db, url)).toBe(false);
    body = JSON.stringify({ act: 'Shared test version', in_force_at: '2026-06-01', countries: ['KP', 'IR', 'MM'] });
    expect(await refreshEuListFromUrl(h.t.db, url)).toBe(true);
    expect(await refreshEuListFromUrl(h.t.db, url)).toBe(false);
    const seen = (await lists(other)).current!;
    expect(seen).toMatchObject({ act: 'Shared test version', scope: 'SHARED', origin: 'URL', countries: ['KP', 'IR', 'MM'] });
    expect(await applyEuListChanges(h.t.db, [demoOrganisations.toinen.id])).toBe(1);
    const [check] = await h.t.db.owner<{ checked_at: Date }[]>`select checked_at from risk.eu_list_checks where source = 'URL' and ok`;
    expect(Date.now() - check!.checked_at.getTime()).toBeLessThan(60_000);
    expect(await applyEuListChanges(h.t.db, [demoOrganisations.toinen.id])).toBe(0);
  });
});
