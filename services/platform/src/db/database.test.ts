import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import { requestScope, type Tx } from './database.ts';

const orgA = '00000000-0000-4000-8000-00000000000a';
const orgB = '00000000-0000-4000-8000-00000000000b';
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase([{ service: 'platform_test', dir: fileURLToPath(new URL('./test-migrations', import.meta.url)) }]);
}, 60_000);
afterAll(async () => t?.stop());

describe('database tenancy', () => {
  it('runs service queries as a role that is neither owner nor superuser', async () => {
    const [role] = await t.db.tx(null, (tx) => tx<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }[]>`
      select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`);
    expect(role).toEqual({ current_user: 'tunne_app', rolsuper: false, rolbypassrls: false });
  });

  it('keeps one organisation from reading or changing another organisation\'s rows', async () => {
    await t.db.tx({ organisationsId: orgA }, (tx) => tx`insert into platform_test.notes (text) values ('a secret')`);
    const seenByB = await t.db.tx({ organisationsId: orgB }, (tx) => tx`select * from platform_test.notes`);
    expect(seenByB).toHaveLength(0);
    const updated = await t.db.tx({ organisationsId: orgB }, (tx) => tx`update platform_test.notes set text = 'x'`);
    expect(updated.count).toBe(0);
    await expect(
      t.db.tx({ organisationsId: orgB }, (tx) => tx`insert into platform_test.notes (organisations_id, text) values (${orgA}, 'forged')`),
    ).rejects.toMatchObject({ code: '42501' });
    const seenByA = await t.db.tx({ organisationsId: orgA }, (tx) => tx<{ text: string }[]>`select text from platform_test.notes`);
    expect(seenByA.map((r) => r.text)).toEqual(['a secret']);
  });

  it('sees nothing without a tenancy', async () => {
    expect(await t.db.tx(null, (tx) => tx`select * from platform_test.notes`)).toHaveLength(0);
  });

  it('rolls back the whole transaction on failure', async () => {
    await expect(
      t.db.tx({ organisationsId: orgA }, async (tx) => {
        await tx`insert into platform_test.notes (text) values ('half')`;
        await tx`select 1/0`;
      }),
    ).rejects.toBeTruthy();
    const rows = await t.db.tx({ organisationsId: orgA }, (tx) => tx`select * from platform_test.notes where text = 'half'`);
    expect(rows).toHaveLength(0);
  });
});

describe('a request\'s principal check and its own query (issue 12 §9)', () => {
  const txid = (tx: Tx) => tx<{ id: string; org: string; users: string }[]>`
    select txid_current()::text as id, current_setting('app.organisations_id', true) as org, current_setting('app.users_id', true) as users`;
  const userA = '00000000-0000-4000-8000-0000000000a1';

  it('share one transaction: the query continues the check\'s transaction with its own tenancy', async () => {
    const [[check], [query]] = await requestScope(async () => {
      const first = await t.db.txForRequest({ organisationsId: orgA }, txid);
      return [first, await t.db.tx({ organisationsId: orgA, usersId: userA }, txid)];
    });
    expect(query!.id).toBe(check!.id);
    expect([check!.users, query!.org, query!.users]).toEqual(['', orgA, userA]);
    // The next query of the request has a transaction of its own.
    const [[again], [next]] = await requestScope(async () => {
      await t.db.txForRequest({ organisationsId: orgA }, txid);
      const taken = await t.db.tx({ organisationsId: orgA }, txid);
      return [taken, await t.db.tx({ organisationsId: orgA }, txid)];
    });
    expect(next!.id).not.toBe(again!.id);
  });

  it('do not share it with another organisation\'s query, outside a request or once the request has ended', async () => {
    const [[check], [other]] = await requestScope(async () => [
      await t.db.txForRequest({ organisationsId: orgA }, txid),
      await t.db.tx({ organisationsId: orgB }, txid),
    ]);
    expect(other!.id).not.toBe(check!.id);
    expect(other!.org).toBe(orgB);
    const [outside] = await t.db.txForRequest({ organisationsId: orgA }, txid);
    const [after] = await t.db.tx({ organisationsId: orgA }, txid);
    expect(after!.id).not.toBe(outside!.id);
    // A check whose request ran no query is committed when the request ends: its writes stay.
    await requestScope(() => t.db.txForRequest({ organisationsId: orgA }, (tx) => tx`insert into platform_test.notes (text) values ('checked')`));
    const kept = await t.db.tx({ organisationsId: orgA }, (tx) => tx`select * from platform_test.notes where text = 'checked'`);
    expect(kept).toHaveLength(1);
  });
});
