import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedFilter } from '@tunne/contracts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode } from '../test-support.ts';
import { changesOf, rowsOf, startLibrary, type LibraryTest } from './library-test-support.ts';

let t: LibraryTest;
beforeAll(async () => {
  t = await startLibrary();
}, 60_000);
afterAll(async () => t?.it.stop());

const list = (token: string) => call<SavedFilter[]>(t.it.app, 'GET', '/api/v2.5/user/filters', { token });
const create = (token: string, body: unknown) => call<SavedFilter>(t.it.app, 'POST', '/api/v2.5/admin/filters', { token, body });
const anyId = async () => (await t.it.db.owner<{ id: string }[]>`select id from identity.saved_filters order by created_at limit 1`)[0]!.id;
const items = [{ type: 'RISKSCORE_IS', values: ['HIGH'] }, { type: 'KYCCLOCK_IS_NOT', value: 'green' }];

describe('saved filters (shortcuts)', () => {
  it('an admin adds and removes them; every user lists them by name with their items as given; audited', async () => {
    const created = await create(t.admin, { name: 'Korkea riski', items });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Korkea riski', items });
    const id = created.body.data!.id;
    await create(t.admin, { name: 'arkistoidut', items: [] });

    const listed = await list(t.user);
    expect(listed.status).toBe(200);
    expect(listed.body.data!.map((f) => [f.name, f.items])).toEqual([['arkistoidut', []], ['Korkea riski', items]]);

    expect((await call(t.it.app, 'DELETE', `/api/v2.5/admin/filters/${id}`, { token: t.admin })).status).toBe(200);
    expect((await list(t.user)).body.data!.map((f) => f.name)).toEqual(['arkistoidut']);

    const changes = (await changesOf(t, 'shortcuts')).filter((change) => change.entity_id === id);
    expect(changes.map((c) => [c.action, c.entity, c.entity_name, c.users_id, c.before, c.after])).toEqual([
      ['create', 'filter', 'Korkea riski', demo.admin.id, null, { name: 'Korkea riski', items }],
      ['delete', 'filter', 'Korkea riski', demo.admin.id, { name: 'Korkea riski', items }, null],
    ]);
  });

  it.each([
    [{ name: '', items: [] }, 'MISSING_NAME'],
    [{ name: '  ', items: [] }, 'MISSING_NAME'],
    [{ items: [] }, 'MISSING_NAME'],
    [{ name: 'Ilman' }, 'VALIDATION_FAILED'],
    [{ name: 'Objekti', items: { field: 'x' } }, 'VALIDATION_FAILED'],
    [{ name: 'Liikaa', items: Array.from({ length: 101 }, (_, i) => i) }, 'VALIDATION_FAILED'],
    [{ name: 'Iso', items: Array.from({ length: 10 }, () => ({ type: 'CITY_IS', value: 'x'.repeat(7000) })) }, 'VALIDATION_FAILED'],
    [{ name: 'Ohjausmerkki', items: [{ type: 'CITY_IS', value: 'a\u0000b' }] }, 'VALIDATION_FAILED'],
    // Spec §7: only known item types (issue 26: NOT_A_TYPE was stored).
    [{ name: 'Tuntematon', items: [{ type: 'NOT_A_TYPE' }] }, 'VALIDATION_FAILED'],
    [{ name: 'Toinen tuntematon', items: [{ type: 'CITY_IS' }, { type: 'city_is' }] }, 'VALIDATION_FAILED'],
    [{ name: 'Ilman tyyppiä', items: [{ field: 'name', value: 'Oy' }] }, 'VALIDATION_FAILED'],
    [{ name: 'Ei objekti', items: ['CITY_IS'] }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s and stores nothing', async (body, code) => {
    const before = await rowsOf(t, 'identity.saved_filters');
    const answer = await create(t.admin, body);
    expect([answer.status, errorCode(answer.body)]).toEqual([400, code]);
    expect(await rowsOf(t, 'identity.saved_filters')).toEqual(before);
  });

  it('a regular user reads but may not write (403, nothing changes)', async () => {
    const id = await anyId();
    const before = await rowsOf(t, 'identity.saved_filters');
    const post = await create(t.user, { name: 'Oma', items: [] });
    expect([post.status, errorCode(post.body)]).toEqual([403, 'FORBIDDEN']);
    const removed = await call(t.it.app, 'DELETE', `/api/v2.5/admin/filters/${id}`, { token: t.user });
    expect([removed.status, errorCode(removed.body)]).toEqual([403, 'FORBIDDEN']);
    expect(await rowsOf(t, 'identity.saved_filters')).toEqual(before);
  });

  it('another organisation neither sees nor removes them (404)', async () => {
    const id = await anyId();
    const before = await rowsOf(t, 'identity.saved_filters');
    expect((await list(t.toinen)).body.data).toEqual([]);
    const removed = await call(t.it.app, 'DELETE', `/api/v2.5/admin/filters/${id}`, { token: t.toinen });
    expect([removed.status, errorCode(removed.body)]).toEqual([404, 'NOT_FOUND']);
    expect(await rowsOf(t, 'identity.saved_filters')).toEqual(before);
  });
});
