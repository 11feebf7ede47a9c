import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextTemplate } from '@tunne/contracts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode } from '../test-support.ts';
import { changesOf, rowsOf, startLibrary, type LibraryTest } from './library-test-support.ts';

let t: LibraryTest;
beforeAll(async () => {
  t = await startLibrary();
}, 60_000);
afterAll(async () => t?.it.stop());

const list = (token: string) => call<TextTemplate[]>(t.it.app, 'GET', '/api/v2.5/user/texts', { token });
const create = (token: string, body: unknown) => call<TextTemplate>(t.it.app, 'POST', '/api/v2.5/admin/texts', { token, body });

describe('text templates', () => {
  it('an admin creates, edits and deletes; every user lists them by name; each change is audited', async () => {
    const greeting = await create(t.admin, { name: '  Tervehdys ', text: 'Hei,\n\nkiitos viestistäsi.' });
    expect(greeting.status).toBe(201);
    expect(greeting.body.data).toMatchObject({ name: 'Tervehdys', text: 'Hei,\n\nkiitos viestistäsi.' });
    const id = greeting.body.data!.id;
    await create(t.admin, { name: 'allekirjoitus', text: 'Ystävällisin terveisin' });

    const listed = await list(t.user);
    expect(listed.status).toBe(200);
    expect(listed.body.data!.map((x) => x.name)).toEqual(['allekirjoitus', 'Tervehdys']);

    const edited = await call<TextTemplate>(t.it.app, 'PUT', `/api/v2.5/admin/texts/${id}`, {
      token: t.admin, body: { name: 'Tervehdys', text: 'Hei!' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id, name: 'Tervehdys', text: 'Hei!' });
    expect(Date.parse(edited.body.data!.updated_at)).toBeGreaterThanOrEqual(Date.parse(greeting.body.data!.updated_at));

    const removed = await call(t.it.app, 'DELETE', `/api/v2.5/admin/texts/${id}`, { token: t.admin });
    expect(removed.status).toBe(200);
    expect((await list(t.admin)).body.data!.map((x) => x.name)).toEqual(['allekirjoitus']);

    const changes = (await changesOf(t, 'texts')).filter((change) => change.entity_id === id);
    expect(changes).toEqual([
      { users_id: demo.admin.id, entity: 'text', entity_id: id, entity_name: 'Tervehdys', action: 'create',
        before: null, after: { name: 'Tervehdys', text: 'Hei,\n\nkiitos viestistäsi.' } },
      { users_id: demo.admin.id, entity: 'text', entity_id: id, entity_name: 'Tervehdys', action: 'update',
        before: { text: 'Hei,\n\nkiitos viestistäsi.' }, after: { text: 'Hei!' } },
      { users_id: demo.admin.id, entity: 'text', entity_id: id, entity_name: 'Tervehdys', action: 'delete',
        before: { name: 'Tervehdys', text: 'Hei!' }, after: null },
    ]);
  });

  it.each([
    [{ name: '', text: 'Teksti' }, 'MISSING_NAME'],
    [{ name: '   ', text: 'Teksti' }, 'MISSING_NAME'],
    [{ text: 'Teksti' }, 'MISSING_NAME'],
    [{ name: 'Nimi', text: '' }, 'MISSING_TEXT'],
    [{ name: 'Nimi', text: ' \n ' }, 'MISSING_TEXT'],
    [{ name: 'Nimi' }, 'MISSING_TEXT'],
    [{ name: 'x'.repeat(201), text: 'Teksti' }, 'VALIDATION_FAILED'],
    [{ name: 'Nimi', text: 'Teksti', extra: true }, 'VALIDATION_FAILED'],
    [{ name: 'Nimi\u0000', text: 'Teksti' }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s and stores nothing', async (body, code) => {
    const before = await rowsOf(t, 'identity.text_templates');
    const answer = await create(t.admin, body);
    expect([answer.status, errorCode(answer.body)]).toEqual([400, code]);
    const [row] = await t.it.db.owner<{ id: string }[]>`select id from identity.text_templates limit 1`;
    const edit = await call(t.it.app, 'PUT', `/api/v2.5/admin/texts/${row!.id}`, { token: t.admin, body });
    expect([edit.status, errorCode(edit.body)]).toEqual([400, code]);
    expect(await rowsOf(t, 'identity.text_templates')).toEqual(before);
  });

  it('a regular user reads but may not write (403, nothing changes)', async () => {
    const [row] = await t.it.db.owner<{ id: string }[]>`select id from identity.text_templates limit 1`;
    const before = await rowsOf(t, 'identity.text_templates');
    const body = { name: 'Käyttäjän', text: 'Ei saa' };
    for (const [method, path] of [['POST', '/api/v2.5/admin/texts'], ['PUT', `/api/v2.5/admin/texts/${row!.id}`], ['DELETE', `/api/v2.5/admin/texts/${row!.id}`]] as const) {
      const answer = await call(t.it.app, method, path, { token: t.user, ...(method === 'DELETE' ? {} : { body }) });
      expect([method, answer.status, errorCode(answer.body)]).toEqual([method, 403, 'FORBIDDEN']);
    }
    expect(await rowsOf(t, 'identity.text_templates')).toEqual(before);
  });

  it('another organisation neither sees nor changes them (404), and its own stay its own', async () => {
    const [row] = await t.it.db.owner<{ id: string }[]>`select id from identity.text_templates limit 1`;
    const before = await rowsOf(t, 'identity.text_templates');
    expect((await list(t.toinen)).body.data).toEqual([]);
    const edit = await call(t.it.app, 'PUT', `/api/v2.5/admin/texts/${row!.id}`, { token: t.toinen, body: { name: 'Toisen', text: 'Vieras' } });
    expect([edit.status, errorCode(edit.body)]).toEqual([404, 'NOT_FOUND']);
    const removed = await call(t.it.app, 'DELETE', `/api/v2.5/admin/texts/${row!.id}`, { token: t.toinen });
    expect([removed.status, errorCode(removed.body)]).toEqual([404, 'NOT_FOUND']);
    expect(await rowsOf(t, 'identity.text_templates')).toEqual(before);

    const own = await create(t.toinen, { name: 'Toisen pohja', text: 'Hei' });
    expect(own.status).toBe(201);
    expect((await list(t.toinen)).body.data!.map((x) => x.name)).toEqual(['Toisen pohja']);
    expect((await list(t.admin)).body.data!.map((x) => x.name)).not.toContain('Toisen pohja');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await call(t.it.app, 'DELETE', '/api/v2.5/admin/texts/00000000-0000-4000-8000-00000000ffff', { token: t.admin });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'NOT_FOUND']);
    const malformed = await call(t.it.app, 'DELETE', '/api/v2.5/admin/texts/not-an-id', { token: t.admin });
    expect(malformed.status).toBe(400);
  });
});
