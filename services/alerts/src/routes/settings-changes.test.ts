import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers, listSources, type ScreeningSettings } from '@tunne/contracts';
import type { SettingsChangeEntry, SettingsChangeLog } from '@tunne/platform';
import { startAlertsHarness, tokenFor, type AlertsHarness } from '../testing.ts';

// Issue 15: the screening settings and the organisation's own KRP list are audited (who, old → new) after each change.

const admin = demoUsers.admin.id;
const path = '/api/v2.5/admin/alerts/settings';
const entries: SettingsChangeEntry[] = [];
const changes: SettingsChangeLog = { record: async (entry) => void entries.push(entry) };
let h: AlertsHarness;

beforeAll(async () => {
  h = await startAlertsHarness({ lists: false, settingsChanges: changes });
});
afterAll(async () => h?.stop());
afterEach(() => {
  entries.length = 0;
});

describe('audited screening settings', () => {
  it('files the chosen lists under sanction lists and the rest under alerts, old → new', async () => {
    const before = (await h.call<ScreeningSettings>(admin, path)).body.data!;
    const sources = listSources.filter((s) => s !== 'BIS');
    const saved = await h.call(admin, path, { method: 'PUT', body: { sources, threshold: 0.9, notify_teams_id: demoTeams.tampere.id } });
    expect(saved.status).toBe(200);
    const common = { organisationsId: demoOrganisations.demo.id, usersId: admin, entity: 'screening_settings', action: 'update' };
    expect(entries).toEqual([
      { ...common, section: 'sanctionlists', before: { sources: before.sources }, after: { sources } },
      { ...common, section: 'alerts', before: { threshold: before.threshold, notify_teams_id: null }, after: { threshold: 0.9, notify_teams_id: demoTeams.tampere.id } },
    ]);

    entries.length = 0;
    // Four-eyes is on by default (issue 25 §3): asking to turn it off, its approval by a second admin, and a change of
    // the longest evaluation are audited.
    expect((await h.call(admin, path, { method: 'PUT', body: { sources, threshold: 0.9, four_eyes_sanction: false, evaluation_max_days: 14 } })).status).toBe(202);
    expect(entries).toMatchObject([
      { section: 'alerts', before: { evaluation_max_days: 30 }, after: { evaluation_max_days: 14 } },
      { section: 'alerts', entity: 'four_eyes_off_request', action: 'create', after: { four_eyes_sanction: false } },
    ]);
    entries.length = 0;
    expect((await h.call(demoUsers.mfa.id, `${path}/four-eyes-off/approve`, { method: 'POST', body: { reason: 'Pieni organisaatio' } })).status).toBe(200);
    expect(entries).toMatchObject([
      { section: 'alerts', usersId: demoUsers.mfa.id, entity: 'four_eyes_off_request', action: 'update', after: { state: 'APPROVED', reason: 'Pieni organisaatio' } },
    ]);
  });

  it('records nothing for a refused or unchanged save', async () => {
    const current = (await h.call<ScreeningSettings>(admin, path)).body.data!;
    await h.call(admin, path, { method: 'PUT', body: { sources: current.sources, threshold: current.threshold } });
    expect((await h.call(demoUsers.user.id, path, { method: 'PUT', body: { sources: ['OFAC'], threshold: 0.9 } })).status).toBe(403);
    expect((await h.call(admin, path, { method: 'PUT', body: { sources: [], threshold: 0.9 } })).status).toBe(400);
    expect(entries).toEqual([]);
    expect((await h.call<ScreeningSettings>(admin, path)).body.data!.sources).toEqual(current.sources);
  });

  it('records a new KRP list of the organisation, not an unchanged one', async () => {
    const upload = async () => {
      const response = await h.request('/api/v2.5/admin/lists/krp', {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenFor(admin)}`, 'content-type': 'text/csv' },
        body: '# published: 2026-02-01\nid,type,name,aliases,programs\nKRP-9,ORGANIZATION,Jäädytetty Oy,,VNp 2/2026\n',
      });
      return (await response.json()) as { data: { versionId: string } };
    };
    const first = await upload();
    await upload();
    expect(entries).toEqual([{
      organisationsId: demoOrganisations.demo.id, usersId: admin, section: 'sanctionlists', entity: 'krp_list', entityId: first.data.versionId,
      entityName: 'KRP', action: 'create', before: null, after: { entities: 1 },
    }]);
  });
});
