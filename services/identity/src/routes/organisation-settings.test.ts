import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, documentFlags, type OrganisationSettings, type SettingsChange } from '@tunne/contracts';
import { readPrincipalRow } from '../auth/principal.ts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
let adminJwt: string;
let userJwt: string;
let toinenJwt: string;
beforeAll(async () => {
  it_ = await startIdentity();
  adminJwt = await login(it_.app, demo.admin.email);
  userJwt = await login(it_.app, demo.user.email);
  toinenJwt = await login(it_.app, demo.toinenAdmin.email);
}, 60_000);
afterAll(async () => it_?.stop());

const path = '/api/v2.5/admin/organizations/my';
const demoId = demoOrganisations.demo.id;
const toinenId = demoOrganisations.toinen.id;

const organisationRow = async (id: string) => (await it_.db.owner`select * from identity.organisations where id = ${id}`)[0];
const changeCount = async (id: string) =>
  Number((await it_.db.owner<{ n: string }[]>`select count(*) as n from identity.settings_changes where organisations_id = ${id}`)[0]!.n);
const changesSince = async (id: string, count: number) =>
  (await it_.db.owner<Pick<SettingsChange, 'section' | 'entity' | 'entity_id' | 'action' | 'before' | 'after' | 'users_id'>[]>`
    select section, entity, entity_id, action, before, after, users_id from identity.settings_changes
    where organisations_id = ${id} order by id offset ${count}`);

describe('GET admin/organizations/my', () => {
  it('returns the organisation with its settings and their defaults', async () => {
    const { status, body } = await call<OrganisationSettings>(it_.app, 'GET', path, { token: adminJwt });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: demoId, name: 'Demo Oy', description: null, color_primary: null, color_secondary: null, privacy_text: null,
      privacy_link: null, logo_url: null, kycclock_default_months: 12, data_validity_days: 90, feature_flags: [],
      remove_archive_days: 30, use_alerts: true, use_documents_traderegister: true, whistleblower_channels: 0,
    });
    for (const flag of documentFlags.filter((f) => f !== 'use_documents_traderegister')) expect(body.data![flag]).toBe(false);
  });

  it('refuses a regular user', async () => {
    const answer = await call(it_.app, 'GET', path, { token: userJwt });
    expect([answer.status, errorCode(answer.body)]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('PUT admin/organizations/my', () => {
  it('saves every group of settings, reads them back and audits one entry per section touched', async () => {
    const count = await changeCount(demoId);
    const { status, body } = await call<OrganisationSettings>(it_.app, 'PUT', path, {
      token: adminJwt,
      body: {
        name: ' Demo Oyj ', description: 'Tilitoimisto Helsingissä', color_primary: '#0F5C4D', color_secondary: '#ffdd00',
        privacy_text: 'Käsittelemme tietojasi…', privacy_link: 'https://example.com/tietosuoja', remove_archive_days: 60,
        kycclock_default_months: 24, data_validity_days: 30, use_documents_rating: true, use_todos: false,
        feature_flags: [{ name: 'monitoring', type: 'MODULE' }],
      },
    });
    expect(status).toBe(200);
    const saved = {
      name: 'Demo Oyj', description: 'Tilitoimisto Helsingissä', color_primary: '#0f5c4d', color_secondary: '#ffdd00',
      privacy_text: 'Käsittelemme tietojasi…', privacy_link: 'https://example.com/tietosuoja', remove_archive_days: 60,
      kycclock_default_months: 24, data_validity_days: 30, use_documents_rating: true, use_todos: false,
      feature_flags: [{ name: 'monitoring', type: 'MODULE' }],
    };
    expect(body.data).toMatchObject(saved);
    expect((await call<OrganisationSettings>(it_.app, 'GET', path, { token: adminJwt })).body.data).toMatchObject(saved);
    // The user call (the shell's menu and colour) sees the same.
    const mine = await call<OrganisationSettings>(it_.app, 'GET', '/api/v2.5/user/organizations/my', { token: userJwt });
    expect(mine.body.data).toMatchObject({ name: 'Demo Oyj', color_primary: '#0f5c4d', use_todos: false, logo_url: null });

    const entries = await changesSince(demoId, count);
    expect(entries.map((e) => e.section).sort()).toEqual(['archiving', 'dataproducts', 'features', 'kycclock', 'organisation', 'privacy']);
    expect(entries.every((e) => e.entity === 'organisation' && e.entity_id === demoId && e.action === 'update' && e.users_id === demo.admin.id)).toBe(true);
    const bySection = Object.fromEntries(entries.map((e) => [e.section, e]));
    expect(bySection.organisation).toMatchObject({
      before: { name: 'Demo Oy', description: null, color_primary: null, color_secondary: null },
      after: { name: 'Demo Oyj', description: 'Tilitoimisto Helsingissä', color_primary: '#0f5c4d', color_secondary: '#ffdd00' },
    });
    expect(Object.keys(bySection.organisation!.after!)).not.toContain('city');
    expect(bySection.archiving).toMatchObject({ before: { remove_archive_days: 30 }, after: { remove_archive_days: 60 } });
    expect(bySection.features).toMatchObject({
      before: { use_todos: true, use_documents_rating: false, feature_flags: [] },
      after: { use_todos: false, use_documents_rating: true, feature_flags: [{ name: 'monitoring', type: 'MODULE' }] },
    });

    // Saving the same values again changes nothing and audits nothing.
    const again = await changeCount(demoId);
    expect((await call(it_.app, 'PUT', path, { token: adminJwt, body: { color_primary: '#0F5C4D', remove_archive_days: 60 } })).status).toBe(200);
    expect(await changeCount(demoId)).toBe(again);

    // Clearing: null and blank text both mean no value.
    const cleared = await call<OrganisationSettings>(it_.app, 'PUT', path, {
      token: adminJwt, body: { description: '  ', color_secondary: null, name: 'Demo Oy', remove_archive_days: 30, use_todos: true },
    });
    expect(cleared.body.data).toMatchObject({ description: null, color_secondary: null, name: 'Demo Oy', remove_archive_days: 30, use_todos: true });
  });

  it.each([
    [{ color_primary: 'red' }, 'INVALID_COLOR'],
    [{ color_primary: '#12345g' }, 'INVALID_COLOR'],
    [{ color_secondary: '#fff' }, 'INVALID_COLOR'],
    [{ email: 'not-an-address' }, 'INVALID_EMAIL'],
    [{ name: '' }, 'MISSING_NAME'],
    [{ name: '   ' }, 'MISSING_NAME'],
    [{ name: 'Uusi nimi', kycclock_default_months: 0 }, 'VALIDATION_FAILED'],
    [{ data_validity_days: 3651 }, 'VALIDATION_FAILED'],
    [{ remove_archive_days: -1 }, 'VALIDATION_FAILED'],
    [{ website: 'ftp://example.com' }, 'VALIDATION_FAILED'],
    [{ feature_flags: [{ name: 'monitoring', type: 'MODULE' }, { name: 'monitoring', type: 'INTEGRATION' }] }, 'VALIDATION_FAILED'],
    [{ feature_flags: [{ name: 'teleport', type: 'MODULE' }] }, 'VALIDATION_FAILED'],
    [{ is_active: false }, 'VALIDATION_FAILED'],
    [{ use_alerts: 'no' }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s and changes nothing', async (body, code) => {
    const [row, count] = [await organisationRow(demoId), await changeCount(demoId)];
    const answer = await call(it_.app, 'PUT', path, { token: adminJwt, body });
    expect([answer.status, errorCode(answer.body)]).toEqual([400, code]);
    expect(await organisationRow(demoId)).toEqual(row);
    expect(await changeCount(demoId)).toBe(count);
  });

  it('refuses a regular user and changes nothing', async () => {
    const [row, count] = [await organisationRow(demoId), await changeCount(demoId)];
    const answer = await call(it_.app, 'PUT', path, { token: userJwt, body: { name: 'Kaapattu Oy', use_alerts: false } });
    expect([answer.status, errorCode(answer.body)]).toEqual([403, 'FORBIDDEN']);
    expect(await organisationRow(demoId)).toEqual(row);
    expect(await changeCount(demoId)).toBe(count);
  });

  it('changes the admin\'s own organisation only, and each sees only its own', async () => {
    const demoRow = await organisationRow(demoId);
    const demoCount = await changeCount(demoId);
    const answer = await call<OrganisationSettings>(it_.app, 'PUT', path, { token: toinenJwt, body: { description: 'Toisen kuvaus', use_alerts: true } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: toinenId, name: 'Toinen Oy', description: 'Toisen kuvaus', use_alerts: true });
    expect(await organisationRow(demoId)).toEqual(demoRow);
    expect(await changeCount(demoId)).toBe(demoCount);
    expect((await changesSince(toinenId, 0)).map((e) => e.section).sort()).toEqual(['features', 'organisation']);
    const demoView = await call<OrganisationSettings>(it_.app, 'GET', path, { token: adminJwt });
    expect(demoView.body.data!.description).not.toBe('Toisen kuvaus');
    await call(it_.app, 'PUT', path, { token: toinenJwt, body: { description: null, use_alerts: false } });
  });

  it('turns a feature off for the organisation\'s next request: its principal loses the flag at once', async () => {
    const claims = { sub: demo.user.id, org: demoId, sid: '00000000-0000-4000-8000-00000000dead', typ: 'session' } as const;
    const features = async () => (await it_.db.tx({ organisationsId: demoId }, (tx) => readPrincipalRow(tx, claims)))!.features;
    expect(await features()).toContain('use_alerts');
    await call(it_.app, 'PUT', path, { token: adminJwt, body: { use_alerts: false } });
    expect(await features()).not.toContain('use_alerts');
    const menu = await call<OrganisationSettings>(it_.app, 'GET', '/api/v2.5/user/organizations/my', { token: userJwt });
    expect(menu.body.data!.use_alerts).toBe(false);
    await call(it_.app, 'PUT', path, { token: adminJwt, body: { use_alerts: true } });
    expect(await features()).toContain('use_alerts');
  });
});

describe('PUT admin/organizations/security (issue 26: security settings changes are logged)', () => {
  const securityPath = '/api/v2.5/admin/organizations/security';
  const securityEvents = async (id: string) =>
    it_.db.owner<{ users_id: string | null; details: Record<string, unknown> }[]>`
      select users_id, details from identity.security_events where organisations_id = ${id} and type = 'security_settings.changed' order by id`;

  it('puts a change in the settings change log and the security log, and a save that changes nothing in neither', async () => {
    const before = (await call<{ require_second_factor: boolean; session_idle_minutes: number }>(it_.app, 'GET', securityPath, { token: adminJwt })).body.data!;
    const count = await changeCount(demoId);
    const events = (await securityEvents(demoId)).length;
    const same = await call(it_.app, 'PUT', securityPath, { token: adminJwt, body: before });
    expect(same.status).toBe(200);
    expect(await changeCount(demoId)).toBe(count);
    expect(await securityEvents(demoId)).toHaveLength(events);

    try {
      const saved = await call(it_.app, 'PUT', securityPath, {
        token: adminJwt, body: { require_second_factor: !before.require_second_factor, session_idle_minutes: before.session_idle_minutes + 5 },
      });
      expect(saved.status).toBe(200);
      expect(await changesSince(demoId, count)).toEqual([{
        section: 'security', entity: 'organisation', entity_id: demoId, action: 'update', users_id: demo.admin.id,
        before: { require_second_factor: before.require_second_factor, session_idle_minutes: before.session_idle_minutes },
        after: { require_second_factor: !before.require_second_factor, session_idle_minutes: before.session_idle_minutes + 5 },
      }]);
      expect((await securityEvents(demoId)).slice(events)).toEqual([{
        users_id: demo.admin.id,
        details: { require_second_factor: !before.require_second_factor, session_idle_minutes: before.session_idle_minutes + 5 },
      }]);
    } finally {
      // The admin has no second factor: once it is required, only the setup calls answer; restore as the owner.
      await it_.db.owner`update identity.organisations set require_second_factor = ${before.require_second_factor},
        session_idle_minutes = ${before.session_idle_minutes} where id = ${demoId}`;
    }
  });
});
