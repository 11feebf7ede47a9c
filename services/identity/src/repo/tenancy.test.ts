import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoPassword, demoTeams } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, login, startIdentity, type IdentityTest } from '../test-support.ts';

// Row-level security: the service role with Toinen Oy's tenancy never sees or touches Demo Oy's rows.
let it_: IdentityTest;
const demoOrg = demoOrganisations.demo.id;
const toinen = { organisationsId: demoOrganisations.toinen.id, usersId: demo.toinenAdmin.id };

beforeAll(async () => {
  it_ = await startIdentity();
  await login(it_.app, demo.admin.email); // a session
  await call(it_.app, 'POST', '/api/v2.5/user/auth', { body: { email: demo.mfa.email, password: demoPassword } }); // a login code
  await call(it_.app, 'PATCH', '/api/v2.5/user/auth/forgot', { body: { email: demo.user.email } }); // a reset token
  await login(it_.app, demo.toinenAdmin.email); // Toinen Oy's own session, which it does see
}, 60_000);
afterAll(async () => it_?.stop());

const asToinen = <T>(fn: (tx: Tx) => Promise<T>) => it_.db.tx(toinen, fn);
const ownerCount = async (table: string) =>
  (await it_.db.owner<{ n: number }[]>`select count(*)::int as n from ${it_.db.owner(`identity.${table}`)}
    where ${it_.db.owner(table === 'organisations' ? 'id' : 'organisations_id')} = ${demoOrg}`)[0]!.n;

interface Case {
  table: string;
  key: string;
  update: (tx: Tx) => Promise<{ count: number }>;
  forge: (tx: Tx) => Promise<unknown>;
}

const cases: Case[] = [
  {
    table: 'organisations', key: 'id',
    update: (tx) => tx`update identity.organisations set name = 'taken' where id = ${demoOrg}`,
    forge: (tx) => tx`update identity.organisations set id = ${demoOrg} where id = ${toinen.organisationsId}`,
  },
  {
    table: 'users', key: 'organisations_id',
    update: (tx) => tx`update identity.users set is_admin = true, is_active = false where organisations_id = ${demoOrg} or id = ${demo.user.id}`,
    forge: (tx) => tx`insert into identity.users (organisations_id, name, email) values (${demoOrg}, 'Mole', 'mole@example.com')`,
  },
  {
    table: 'teams', key: 'organisations_id',
    update: (tx) => tx`update identity.teams set name = 'taken' where id = ${demoTeams.helsinki.id}`,
    forge: (tx) => tx`insert into identity.teams (organisations_id, name) values (${demoOrg}, 'Mole team')`,
  },
  {
    table: 'team_members', key: 'organisations_id',
    update: (tx) => tx`update identity.team_members set created_at = now() where teams_id = ${demoTeams.tampere.id}`,
    forge: (tx) => tx`insert into identity.team_members (organisations_id, teams_id, users_id)
      values (${demoOrg}, ${demoTeams.helsinki.id}, ${demo.admin.id})`,
  },
  {
    table: 'sessions', key: 'organisations_id',
    update: (tx) => tx`update identity.sessions set revoked_at = now() where users_id = ${demo.admin.id}`,
    forge: (tx) => tx`insert into identity.sessions (organisations_id, users_id) values (${demoOrg}, ${demo.admin.id})`,
  },
  {
    table: 'login_codes', key: 'organisations_id',
    update: (tx) => tx`update identity.login_codes set attempts = 0, expires_at = now() + interval '1 day'`,
    forge: (tx) => tx`insert into identity.login_codes (organisations_id, users_id, code_hash, expires_at)
      values (${demoOrg}, ${demo.user.id}, 'x', now() + interval '1 day')`,
  },
  {
    table: 'password_resets', key: 'organisations_id',
    update: (tx) => tx`update identity.password_resets set used_at = null, expires_at = now() + interval '1 year'`,
    forge: (tx) => tx`insert into identity.password_resets (organisations_id, users_id, token_hash, expires_at)
      values (${demoOrg}, ${demo.user.id}, 'forged', now() + interval '1 day')`,
  },
];

describe('row-level security between organisations', () => {
  it.each(cases)('Toinen Oy can neither read nor change Demo Oy\'s $table', async ({ table, key, update, forge }) => {
    const before = await it_.db.owner`select * from ${it_.db.owner(`identity.${table}`)} where ${it_.db.owner(key)} = ${demoOrg} order by 1, 2, 3`;
    expect(before.length).toBeGreaterThan(0);

    const seen = await asToinen((tx) => tx<{ org: string }[]>`select ${tx(key)}::text as org from ${tx(`identity.${table}`)}`);
    expect(seen.every((row) => row.org === toinen.organisationsId)).toBe(true);
    expect(await asToinen((tx) => tx`select 1 from ${tx(`identity.${table}`)} where ${tx(key)} = ${demoOrg}`)).toHaveLength(0);

    expect((await asToinen(update)).count).toBe(0);
    const remove = asToinen((tx) => tx`delete from ${tx(`identity.${table}`)} where ${tx(key)} = ${demoOrg}`);
    // organisations are not the service's to delete at all: no grant, not just no row
    if (table === 'organisations') await expect(remove).rejects.toMatchObject({ code: '42501' });
    else expect((await remove).count).toBe(0);
    await expect(asToinen(forge)).rejects.toMatchObject({ code: '42501' });

    const after = await it_.db.owner`select * from ${it_.db.owner(`identity.${table}`)} where ${it_.db.owner(key)} = ${demoOrg} order by 1, 2, 3`;
    expect(after).toEqual(before);
    expect(await ownerCount(table)).toBe(before.length);
  });

  it('Toinen Oy sees its own rows through the same policies', async () => {
    const users = await asToinen((tx) => tx<{ email: string }[]>`select email from identity.users`);
    expect(users.map((u) => u.email)).toEqual([demo.toinenAdmin.email]);
    expect(await asToinen((tx) => tx`select 1 from identity.sessions`)).toHaveLength(1);
  });

  it('sees nothing without a tenancy', async () => {
    for (const { table } of cases) {
      expect(await it_.db.tx(null, (tx) => tx`select 1 from ${tx(`identity.${table}`)}`)).toHaveLength(0);
    }
  });

  it('the lookup functions answer only for an exact address or token hash, with the fields login needs', async () => {
    const none = await it_.db.tx(toinen, (tx) => tx`select * from identity.login_lookup(${'%'})`);
    expect(none).toHaveLength(0);
    const [row] = await it_.db.tx(toinen, (tx) => tx`select * from identity.login_lookup(${demo.user.email})`);
    expect(Object.keys(row!).sort()).toEqual(
      ['disable_uilogin', 'id', 'is_active', 'language', 'mfauth_tel', 'organisation_active', 'organisations_id', 'password_hash', 'use_mfauth'].sort(),
    );
    expect(await it_.db.tx(null, (tx) => tx`select * from identity.reset_lookup(${'forged'})`)).toHaveLength(0);
  });
});
