import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type EuCountryLists, type RiskQuestion, type RiskRating, type RiskScoreSettings } from '@tunne/contracts';
import type { SettingsChangeEntry, SettingsChangeLog } from '@tunne/platform';
import { startHarness, type Harness } from '../testing.ts';

// Issue 15: every admin change of the risk settings is audited (who, old → new) after it committed.

const admin = demoUsers.admin.id;
const entries: SettingsChangeEntry[] = [];
const changes: SettingsChangeLog = { record: async (entry) => void entries.push(entry) };
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ settingsChanges: changes });
});
afterAll(() => h.stop());
afterEach(() => {
  entries.length = 0;
});

describe('audited risk settings', () => {
  it('records a question\'s creation, edit (changed fields only), reordering and deletion', async () => {
    const q = (await h.call<RiskQuestion>(admin, '/api/v2.5/admin/riskquestions', 'POST', { type: 'YESNO', question: 'Auditoitu?', points_yes: 3 })).body.data!;
    expect(entries[0]).toMatchObject({
      organisationsId: demoOrganisations.demo.id, usersId: admin, section: 'riskquestions', entity: 'riskquestion', entityId: q.id,
      entityName: 'Auditoitu?', action: 'create', before: null, after: { question: 'Auditoitu?', points_yes: 3, type: 'YESNO' },
    });
    await h.call(admin, `/api/v2.5/admin/riskquestions/${q.id}`, 'PUT', { points_yes: 5, question: 'Auditoitu?' });
    expect(entries[1]).toMatchObject({ action: 'update', before: { points_yes: 3 }, after: { points_yes: 5 } });

    const order = (await h.call<RiskQuestion[]>(admin, '/api/v2.5/admin/riskquestions')).body.data!;
    const reversed = [...order].reverse();
    await h.call(admin, '/api/v2.5/admin/riskquestions', 'PATCH', { data: reversed.map((r) => r.id) });
    expect(entries[2]).toMatchObject({
      section: 'riskquestions', entity: 'riskquestion_order', action: 'update',
      before: { order: order.map((r) => r.question) }, after: { order: reversed.map((r) => r.question) },
    });

    await h.call(admin, `/api/v2.5/admin/riskquestions/${q.id}`, 'DELETE');
    expect(entries[3]).toMatchObject({ action: 'delete', entityId: q.id, before: { question: 'Auditoitu?', points_yes: 5 }, after: null });
    expect(entries).toHaveLength(4);
  });

  it('records a rating\'s changes and the score settings old → new', async () => {
    const r = (await h.call<RiskRating>(admin, '/api/v2.5/admin/riskratings', 'POST', { name: 'Auditoitu', number: 77 })).body.data!;
    await h.call(admin, `/api/v2.5/admin/riskratings/${r.id}`, 'PUT', { description: 'Uusi' });
    await h.call(admin, `/api/v2.5/admin/riskratings/${r.id}`, 'DELETE');
    expect(entries.map((e) => [e.section, e.entity, e.entityName, e.action])).toEqual([
      ['riskratings', 'riskrating', 'Auditoitu', 'create'], ['riskratings', 'riskrating', 'Auditoitu', 'update'], ['riskratings', 'riskrating', 'Auditoitu', 'delete'],
    ]);
    expect(entries[1]).toMatchObject({ before: { description: null }, after: { description: 'Uusi' } });

    entries.length = 0;
    const current = (await h.call<RiskScoreSettings>(admin, '/api/v2.5/admin/riskscoresettings')).body.data!;
    await h.call(admin, '/api/v2.5/admin/riskscoresettings', 'PUT', { young_company_days: current.young_company_days + 1 });
    expect(entries).toEqual([{
      organisationsId: demoOrganisations.demo.id, usersId: admin, section: 'riskscore', entity: 'riskscore_settings', entityId: null, entityName: null,
      action: 'update', before: { young_company_days: current.young_company_days }, after: { young_company_days: current.young_company_days + 1 },
    }]);
  });

  it('records a loaded EU list, and nothing for refused changes', async () => {
    const shared = (await h.call<EuCountryLists>(admin, '/api/v2.5/admin/riskscoresettings/eulists')).body.data!.current!.countries;
    await h.call(admin, '/api/v2.5/admin/riskscoresettings/eulists', 'POST', { act: 'Auditoitu asetus', in_force_at: '2099-01-01', countries: shared });
    expect(entries).toMatchObject([{ section: 'riskscore', entity: 'eu_list', entityName: 'Auditoitu asetus', action: 'create', after: { countries: shared, state: 'PENDING' } }]);
    // Refused uploads (back-dated, weakening the shared list) record nothing.
    entries.length = 0;
    expect((await h.call(admin, '/api/v2.5/admin/riskscoresettings/eulists', 'POST', { act: 'Takautuva', in_force_at: '2020-01-01', countries: shared })).status).toBe(400);
    expect((await h.call(admin, '/api/v2.5/admin/riskscoresettings/eulists', 'POST', { act: 'Heikennetty', in_force_at: '2099-01-01', countries: ['AF'] })).status).toBe(409);
    expect(entries).toEqual([]);

    entries.length = 0;
    expect((await h.call(demoUsers.user.id, '/api/v2.5/admin/riskratings', 'POST', { name: 'Ei', number: 1 })).status).toBe(403);
    expect((await h.call(admin, '/api/v2.5/admin/riskscoresettings', 'PUT', { limit_low: 50, limit_regular: 10 })).status).toBe(400);
    expect((await h.call(admin, '/api/v2.5/admin/riskratings', 'POST', { name: 'Ei', number: 'x' })).status).toBe(400);
    const other = (await h.call<RiskRating>(demoUsers.toinenAdmin.id, '/api/v2.5/admin/riskratings', 'POST', { name: 'Toisen', number: 1 })).body.data!;
    entries.length = 0;
    expect((await h.call(admin, `/api/v2.5/admin/riskratings/${other.id}`, 'PUT', { name: 'Kaapattu' })).status).toBe(404);
    expect((await h.call(admin, `/api/v2.5/admin/riskratings/${other.id}`, 'DELETE')).status).toBe(404);
    expect(entries).toEqual([]);
  });
});
