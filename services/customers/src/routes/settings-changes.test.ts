import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Tag, type Task } from '@tunne/contracts';
import { DevOutbox, type Mailer, type SettingsChangeEntry, type SettingsChangeLog } from '@tunne/platform';
import { startHarness, type Harness } from '../testing.ts';

// Issue 15: every admin change of tags, tasks and the retention period is audited (who, old → new) after it committed.

const admin: string = demoUsers.admin.id;
const org = demoOrganisations.demo.id;
const entries: SettingsChangeEntry[] = [];
const changes: SettingsChangeLog = { record: async (entry) => void entries.push(entry) };
const outbox = new DevOutbox();
const mailer: Mailer = { send: async (m) => outbox.addMail({ to: [m.to], from: 'no-reply@tunne.test', subject: m.subject, text: m.text, html: null }) };

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ settingsChanges: changes, related: { mailer, publicUrl: 'http://tunne.test', findActiveUser: async () => null } });
}, 60_000);
afterAll(async () => h?.stop());
afterEach(() => {
  entries.length = 0;
});

describe('audited catalogue changes', () => {
  it('records a tag\'s creation, rename (old → new) and deletion', async () => {
    const created = (await h.call<Tag>(admin, '/api/v2.5/admin/tags', { method: 'POST', body: { name: 'Auditoitu', description: 'Alku' } })).body.data!;
    await h.call(admin, `/api/v2.5/admin/tags/${created.id}`, { method: 'PUT', body: { name: 'Auditoitu 2', description: 'Alku' } });
    await h.call(admin, `/api/v2.5/admin/tags/${created.id}`, { method: 'DELETE' });
    const common = { organisationsId: org, usersId: admin, section: 'tags', entity: 'tag', entityId: created.id };
    expect(entries).toEqual([
      { ...common, entityName: 'Auditoitu', action: 'create', before: null, after: { name: 'Auditoitu', description: 'Alku' } },
      { ...common, entityName: 'Auditoitu 2', action: 'update', before: { name: 'Auditoitu' }, after: { name: 'Auditoitu 2' } },
      { ...common, entityName: 'Auditoitu 2', action: 'delete', before: { name: 'Auditoitu 2', description: 'Alku' }, after: null },
    ]);
  });

  it('records nothing for a refused or unchanged change', async () => {
    expect((await h.call(demoUsers.user.id, '/api/v2.5/admin/tags', { method: 'POST', body: { name: 'Ei' } })).status).toBe(403);
    expect((await h.call(admin, '/api/v2.5/admin/tags', { method: 'POST', body: { name: 'vip' } })).status).toBe(409);
    expect((await h.call(admin, '/api/v2.5/admin/tags', { method: 'POST', body: { name: 1 } })).status).toBe(400);
    const tag = (await h.call<Tag>(demoUsers.toinenAdmin.id, '/api/v2.5/admin/tags', { method: 'POST', body: { name: 'Toisen' } })).body.data!;
    entries.length = 0;
    expect((await h.call(admin, `/api/v2.5/admin/tags/${tag.id}`, { method: 'PUT', body: { name: 'Kaapattu' } })).status).toBe(404);
    expect((await h.call(admin, `/api/v2.5/admin/tags/${tag.id}`, { method: 'DELETE' })).status).toBe(404);
    await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/admin/tags/${tag.id}`, { method: 'PUT', body: { name: 'Toisen' } });
    expect(entries).toEqual([]);
  });

  it('records a task\'s creation, update and deletion', async () => {
    const task = (await h.call<Task>(admin, '/api/v2.5/admin/tasks', { method: 'POST', body: { name: 'Tarkista', description: null } })).body.data!;
    await h.call(admin, `/api/v2.5/admin/tasks/${task.id}`, { method: 'PUT', body: { name: 'Tarkista', description: 'Vuosittain' } });
    await h.call(admin, `/api/v2.5/admin/tasks/${task.id}`, { method: 'DELETE' });
    expect(entries.map((e) => [e.section, e.entity, e.entityId, e.action, e.before, e.after])).toEqual([
      ['tasks', 'task', task.id, 'create', null, { name: 'Tarkista', description: null }],
      ['tasks', 'task', task.id, 'update', { description: null }, { description: 'Vuosittain' }],
      ['tasks', 'task', task.id, 'delete', { name: 'Tarkista', description: 'Vuosittain' }, null],
    ]);
  });

  it('records the retention period under archiving, and nothing for a refused one', async () => {
    const path = '/api/v2.5/admin/customers/retention';
    expect((await h.call(admin, path, { method: 'PUT', body: { retention_years: 7 } })).status).toBe(400);
    expect(entries).toEqual([]);
    await h.call(admin, path, { method: 'PUT', body: { retention_years: 7, reason: 'Valvojan määräys' } });
    await h.call(admin, path, { method: 'PUT', body: { retention_years: 5, reason: null } });
    expect(entries).toEqual([
      { organisationsId: org, usersId: admin, section: 'archiving', entity: 'retention', action: 'update',
        before: { retention_years: 5, reason: null }, after: { retention_years: 7, reason: 'Valvojan määräys' } },
      { organisationsId: org, usersId: admin, section: 'archiving', entity: 'retention', action: 'update',
        before: { retention_years: 7, reason: 'Valvojan määräys' }, after: { retention_years: 5, reason: null } },
    ]);
  });
});
