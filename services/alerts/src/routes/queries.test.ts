import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type Page, type SanctionQuery, type SanctionQuerySummary, type ScreeningSettings } from '@tunne/contracts';
import { startAlertsHarness, tokenFor, type AlertsHarness } from '../testing.ts';

const { admin, user, toinenAdmin } = { admin: demoUsers.admin.id, user: demoUsers.user.id, toinenAdmin: demoUsers.toinenAdmin.id };
let h: AlertsHarness;

beforeAll(async () => {
  h = await startAlertsHarness();
});
afterAll(async () => h?.stop());

const run = (usersId: string, body: unknown) => h.call<SanctionQuery>(usersId, '/api/v2.5/user/queries', { method: 'POST', body });

describe('sanction queries', () => {
  let saved: SanctionQuery;

  it('runs a person query, saves it with its results and count', async () => {
    const { status, body } = await run(admin, { query: 'Ivan Testov', entityType: 'PERSON', similarity: 0.7 });
    expect(status).toBe(201);
    saved = body.data!;
    expect(saved).toMatchObject({ query: 'Ivan Testov', entityType: 'PERSON', similarity: 0.7, users_id: admin });
    expect(saved.cnt).toBe(saved.results.length);
    expect(saved.results[0]).toMatchObject({ entity: { key: 'OFAC:T-1', name: 'Ivan Sanctionovich Testov', source: 'OFAC', programs: ['TEST-PROGRAM'] } });
    expect(saved.results[0]!.evidence.length).toBeGreaterThan(0);
  });

  it('runs an organisation query with the organisation\'s default similarity', async () => {
    const { status, body } = await run(admin, { query: 'Kontrabanda Trading', entityType: 'ORGANIZATION' });
    expect(status).toBe(201);
    const settings = await h.call<ScreeningSettings>(admin, '/api/v2.5/user/alerts/settings');
    expect(body.data!.similarity).toBe(settings.body.data!.threshold);
    expect(body.data!.results.map((r) => r.entity.key)).toEqual(['OFAC:T-2']);
  });

  it('saves a query without results too', async () => {
    const { body } = await run(admin, { query: 'Aino Tavallinen', entityType: 'PERSON', similarity: 0.9 });
    expect(body.data).toMatchObject({ cnt: 0, results: [] });
  });

  it('lists the caller\'s own history newest first, and opens one', async () => {
    const { body } = await h.call<Page<SanctionQuerySummary>>(admin, '/api/v2.5/user/queries');
    expect(body.data!.items.map((q) => q.query)).toEqual(['Aino Tavallinen', 'Kontrabanda Trading', 'Ivan Testov']);
    expect(body.data!.items[2]).toMatchObject({ cnt: saved.cnt, entityType: 'PERSON' });
    expect(body.data!.items[0]).not.toHaveProperty('results');
    const one = await h.call<SanctionQuery>(admin, `/api/v2.5/user/queries/${saved.id}`);
    expect(one.body.data).toEqual(saved);
    expect((await h.call<Page<SanctionQuerySummary>>(user, '/api/v2.5/user/queries')).body.data!.total).toBe(0);
    expect(await h.call(user, `/api/v2.5/user/queries/${saved.id}`)).toMatchObject({ status: 404, body: { errors: [{ code: 'NOT_FOUND' }] } });
    expect(await h.call(toinenAdmin, `/api/v2.5/user/queries/${saved.id}`)).toMatchObject({ status: 404 });
  });

  it('refuses an empty query, an unknown type and a similarity out of range', async () => {
    expect(await run(admin, { query: '  ', entityType: 'PERSON' })).toMatchObject({ status: 400, body: { errors: [{ code: 'MISSING_NAME' }] } });
    expect(await run(admin, { query: 'x', entityType: 'VESSEL' })).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED', field: '/entityType' }] } });
    expect(await run(admin, { query: 'x', entityType: 'PERSON', similarity: 1.5 })).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED', field: '/similarity' }] } });
    expect(await run(admin, { query: 'x', entityType: 'PERSON', extra: 1 })).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED' }] } });
  });
});

describe('downloads', () => {
  it('serves a query as a PDF with a temporary token in the link, and refuses a session token there', async () => {
    const { body } = await h.call<Page<SanctionQuerySummary>>(admin, '/api/v2.5/user/queries');
    const id = body.data!.items.at(-1)!.id;
    const temporary = await tokenFor(admin, 'temporary');
    const pdf = await h.request(`/api/v2.5/user/queries/${id}/pdf?jwt=${temporary}&l=en`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await h.request(`/api/v2.5/user/queries/${id}/pdf?jwt=${await tokenFor(admin)}`)).status).toBe(401);
    expect((await h.request(`/api/v2.5/user/queries/${id}/pdf?jwt=${await tokenFor(user, 'temporary')}`)).status).toBe(404);
  });

  it('serves the DSA document of a sanction entry and the DPA document of a PEP by metadata id', async () => {
    const temporary = await tokenFor(user, 'temporary');
    const dsa = await h.request(`/api/v2.5/user/dsa/${encodeURIComponent('OFAC:T-1')}?jwt=${temporary}`);
    expect(dsa.status).toBe(200);
    expect(dsa.headers.get('content-type')).toBe('application/pdf');
    const dpa = await h.request(`/api/v2.5/user/dpa/${encodeURIComponent('PEP:P-1')}?jwt=${temporary}&l=se`);
    expect(dpa.status).toBe(200);
    expect((await h.request(`/api/v2.5/user/dpa/${encodeURIComponent('OFAC:T-1')}?jwt=${temporary}`)).status).toBe(400);
    expect((await h.request(`/api/v2.5/user/dsa/${encodeURIComponent('OFAC:NOPE')}?jwt=${temporary}`)).status).toBe(404);
    expect((await h.request(`/api/v2.5/user/dsa/${encodeURIComponent('OFAC:T-1')}`)).status).toBe(401);
  });
});

describe('screening settings', () => {
  it('reads the defaults, lets an admin choose lists and threshold, and refuses others', async () => {
    const defaults = await h.call<ScreeningSettings>(user, '/api/v2.5/user/alerts/settings');
    expect(defaults.body.data!.sources).toContain('PEP');
    expect(await h.call(user, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['OFAC'], threshold: 0.8 } })).toMatchObject({
      status: 403, body: { errors: [{ code: 'FORBIDDEN' }] },
    });
    expect(await h.call(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['NOPE'], threshold: 0.8 } })).toMatchObject({
      status: 400, body: { errors: [{ code: 'VALIDATION_FAILED' }] },
    });
    expect(await h.call(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['OFAC'], threshold: 0.2 } })).toMatchObject({ status: 400 });
    expect(await h.call(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: [], threshold: 0.8 } })).toMatchObject({
      status: 400, body: { errors: [{ code: 'VALIDATION_FAILED', field: '/sources' }] },
    });
    const saved = await h.call<ScreeningSettings>(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['UN', 'OFAC'], threshold: 0.8 } });
    expect(saved.body.data).toMatchObject({ sources: ['OFAC', 'UN'], threshold: 0.8 });
    expect((await h.call<ScreeningSettings>(toinenAdmin, '/api/v2.5/user/alerts/settings')).body.data!.sources).toContain('PEP');
  });

  it('queries only the chosen lists', async () => {
    const { body } = await run(admin, { query: 'Marjatta Poliittinen', entityType: 'PERSON', similarity: 0.8 });
    expect(body.data).toMatchObject({ cnt: 0, sources: ['OFAC', 'UN'] });
    const other = await run(toinenAdmin, { query: 'Marjatta Poliittinen', entityType: 'PERSON', similarity: 0.8 });
    expect(other.body.data!.results.map((r) => r.entity.key)).toEqual(['PEP:P-1']);
  });
});
