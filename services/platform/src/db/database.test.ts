import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';

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
