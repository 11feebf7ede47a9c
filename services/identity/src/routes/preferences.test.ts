import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preference } from '@tunne/contracts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode } from '../test-support.ts';
import { changesOf, rowsOf, startLibrary, type LibraryTest } from './library-test-support.ts';

let t: LibraryTest;
beforeAll(async () => {
  t = await startLibrary();
}, 60_000);
afterAll(async () => t?.it.stop());

const list = (token: string) => call<Preference[]>(t.it.app, 'GET', '/api/v2.5/user/preferences', { token });
const create = (token: string, body: unknown) => call<Preference>(t.it.app, 'POST', '/api/v2.5/admin/preferences', { token, body });
const edit = (token: string, id: string, body: unknown) => call<Preference>(t.it.app, 'PUT', `/api/v2.5/admin/preferences/${id}`, { token, body });
const anyId = async () => (await t.it.db.owner<{ id: string }[]>`select id from identity.preferences order by created_at limit 1`)[0]!.id;

describe('preferences', () => {
  it('an admin creates, edits and deletes; every user lists them by name; each change is audited', async () => {
    const created = await create(t.admin, { name: 'Oletuskieli', value: 'fi' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Oletuskieli', type: 'string', value: 'fi' });
    const id = created.body.data!.id;
    await create(t.admin, { name: 'asiakkaita sivulla', type: 'number', value: '25' });

    expect((await list(t.user)).body.data!.map((p) => [p.name, p.type, p.value])).toEqual([
      ['asiakkaita sivulla', 'number', '25'], ['Oletuskieli', 'string', 'fi'],
    ]);

    const edited = await edit(t.admin, id, { name: 'Oletuskieli', type: 'json', value: '{"kieli":"sv"}' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id, name: 'Oletuskieli', type: 'json', value: '{"kieli":"sv"}' });
    // Without a type the preference keeps the one it has.
    expect((await edit(t.admin, id, { name: 'Kieli', value: '[1, 2]' })).body.data).toMatchObject({ name: 'Kieli', type: 'json', value: '[1, 2]' });

    expect((await call(t.it.app, 'DELETE', `/api/v2.5/admin/preferences/${id}`, { token: t.admin })).status).toBe(200);
    expect((await list(t.admin)).body.data!.map((p) => p.name)).toEqual(['asiakkaita sivulla']);

    const changes = (await changesOf(t, 'preferences')).filter((change) => change.entity_id === id);
    expect(changes.map((c) => [c.action, c.entity, c.entity_name, c.users_id, c.before, c.after])).toEqual([
      ['create', 'preference', 'Oletuskieli', demo.admin.id, null, { name: 'Oletuskieli', type: 'string', value: 'fi' }],
      ['update', 'preference', 'Oletuskieli', demo.admin.id, { type: 'string', value: 'fi' }, { type: 'json', value: '{"kieli":"sv"}' }],
      ['update', 'preference', 'Kieli', demo.admin.id, { name: 'Oletuskieli', value: '{"kieli":"sv"}' }, { name: 'Kieli', value: '[1, 2]' }],
      ['delete', 'preference', 'Kieli', demo.admin.id, { name: 'Kieli', type: 'json', value: '[1, 2]' }, null],
    ]);
  });

  it('reset (an empty name and a null value) keeps the row and its type, with no name and no value', async () => {
    const created = await create(t.admin, { name: 'Muistutusväli', type: 'number', value: '14' });
    const id = created.body.data!.id;
    const reset = await edit(t.admin, id, { name: '', value: null });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ id, name: '', type: 'number', value: null });
    expect((await list(t.user)).body.data!.find((p) => p.id === id)).toMatchObject({ name: '', type: 'number', value: null });
    const [change] = (await changesOf(t, 'preferences')).filter((c) => c.entity_id === id && c.action === 'update');
    expect(change).toMatchObject({ entity_name: 'Muistutusväli', before: { name: 'Muistutusväli', value: '14' }, after: { name: '', value: null } });
    // Filled in again afterwards like any other.
    expect((await edit(t.admin, id, { name: 'Muistutusväli', value: '7' })).body.data).toMatchObject({ name: 'Muistutusväli', type: 'number', value: '7' });
  });

  it.each([
    [{ name: 'Luku', type: 'number', value: 'kaksi' }, 'VALIDATION_FAILED'],
    [{ name: 'Luku', type: 'number', value: ' 12' }, 'VALIDATION_FAILED'],
    [{ name: 'Luku', type: 'number', value: '1e999' }, 'VALIDATION_FAILED'],
    [{ name: 'Kyllä', type: 'boolean', value: 'yes' }, 'VALIDATION_FAILED'],
    [{ name: 'Json', type: 'json', value: '{rikki' }, 'VALIDATION_FAILED'],
    [{ name: 'Tyyppi', type: 'date', value: '1.1.2026' }, 'VALIDATION_FAILED'],
    [{ name: '', value: 'arvo' }, 'MISSING_NAME'],
    [{ name: '  ', value: 'arvo' }, 'MISSING_NAME'],
    [{ value: 'arvo' }, 'MISSING_NAME'],
    [{ name: 'Ei arvoa' }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s and stores nothing', async (body, code) => {
    const id = await anyId();
    const before = await rowsOf(t, 'identity.preferences');
    const created = await create(t.admin, body);
    expect([created.status, errorCode(created.body)]).toEqual([400, code]);
    const edited = await edit(t.admin, id, body);
    expect([edited.status, errorCode(edited.body)]).toEqual([400, code]);
    expect(await rowsOf(t, 'identity.preferences')).toEqual(before);
  });

  it('refuses a value that is not of the type the preference keeps', async () => {
    const created = await create(t.admin, { name: 'Päällä', type: 'boolean', value: 'true' });
    const before = await rowsOf(t, 'identity.preferences');
    const answer = await edit(t.admin, created.body.data!.id, { name: 'Päällä', value: 'ehkä' });
    expect([answer.status, errorCode(answer.body)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await rowsOf(t, 'identity.preferences')).toEqual(before);
  });

  it('a regular user reads but may not write (403, nothing changes)', async () => {
    const id = await anyId();
    const before = await rowsOf(t, 'identity.preferences');
    const body = { name: 'Käyttäjän', value: 'x' };
    for (const [method, path] of [['POST', '/api/v2.5/admin/preferences'], ['PUT', `/api/v2.5/admin/preferences/${id}`], ['DELETE', `/api/v2.5/admin/preferences/${id}`]] as const) {
      const answer = await call(t.it.app, method, path, { token: t.user, ...(method === 'DELETE' ? {} : { body }) });
      expect([method, answer.status, errorCode(answer.body)]).toEqual([method, 403, 'FORBIDDEN']);
    }
    expect(await rowsOf(t, 'identity.preferences')).toEqual(before);
  });

  it('another organisation neither sees nor changes them (404)', async () => {
    const id = await anyId();
    const before = await rowsOf(t, 'identity.preferences');
    expect((await list(t.toinen)).body.data).toEqual([]);
    const reset = await edit(t.toinen, id, { name: '', value: null });
    expect([reset.status, errorCode(reset.body)]).toEqual([404, 'NOT_FOUND']);
    const removed = await call(t.it.app, 'DELETE', `/api/v2.5/admin/preferences/${id}`, { token: t.toinen });
    expect([removed.status, errorCode(removed.body)]).toEqual([404, 'NOT_FOUND']);
    expect(await rowsOf(t, 'identity.preferences')).toEqual(before);
  });
});
