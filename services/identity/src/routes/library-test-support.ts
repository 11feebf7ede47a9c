import { demoIdentityUsers as demo } from '../seed.ts';
import { login, startIdentity, type IdentityTest } from '../test-support.ts';

export interface LibraryTest {
  it: IdentityTest;
  /** Demo Oy's admin and regular user, and Toinen Oy's admin. */
  admin: string;
  user: string;
  toinen: string;
}

/** The identity app on a fresh database, with sessions of the three callers every library test needs. */
export const startLibrary = async (): Promise<LibraryTest> => {
  const it = await startIdentity();
  return {
    it,
    admin: await login(it.app, demo.admin.email),
    user: await login(it.app, demo.user.email),
    toinen: await login(it.app, demo.toinenAdmin.email),
  };
};

export interface StoredChange {
  users_id: string | null;
  entity: string;
  entity_id: string | null;
  entity_name: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audited changes of one settings section, oldest first (read as the owner, across organisations). */
export const changesOf = async (t: LibraryTest, section: string): Promise<StoredChange[]> =>
  t.it.db.owner<StoredChange[]>`select users_id::text as users_id, entity, entity_id, entity_name, action, before, after
    from identity.settings_changes where section = ${section} order by id`;

/** A table's rows as text, to compare before and after a refused call. */
export const rowsOf = async (t: LibraryTest, table: string): Promise<string[]> =>
  (await t.it.db.owner<{ row: string }[]>`select t::text as row from ${t.it.db.owner(table)} t order by 1`).map((r) => r.row);
