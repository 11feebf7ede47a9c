import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@tunne/contracts';
import { call, startIdentity, type IdentityTest } from '../test-support.ts';
import { createOrganisation, isFinnishBusinessId, parseCreateOrganisationArgs, type NewOrganisation } from './create-organisation.ts';

// Issue 26: production had no documented way for the operator to create an organisation and its first admin (it took
// SQL). `npm run operator -- create-organisation` does it; the admin sets a password through the link it prints.

let it_: IdentityTest;
beforeAll(async () => {
  it_ = await startIdentity();
}, 60_000);
afterAll(async () => it_?.stop());

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);
const args = (extra: Record<string, string> = {}) =>
  Object.entries({ name: 'Uusi Tilitoimisto Oy', 'business-id': '2331972-7', 'admin-email': 'Anna@Uusi.example', 'admin-name': 'Anna Aloittaja', ...extra })
    .flatMap(([key, value]) => [`--${key}`, value]);

/** Sets the admin's password with the link's token and logs in with it. */
const setPasswordAndLogIn = async (link: string, email: string): Promise<LoginResult | null> => {
  const token = new URL(link).searchParams.get('token')!;
  const password = 'Aloitus-on-puoli-tyota-7';
  const reset = await call(it_.app, 'PATCH', '/api/v2.5/user/auth/reset', { body: { token, password } });
  expect(reset.status).toBe(200);
  return (await call<LoginResult>(it_.app, 'POST', '/api/v2.5/user/auth', { body: { email, password } })).body.data;
};

describe('create-organisation arguments', () => {
  it('checks the Finnish business id and its check digit', () => {
    expect(isFinnishBusinessId('2331972-7')).toBe(true);
    expect(isFinnishBusinessId('0112038-9')).toBe(true);
    expect(isFinnishBusinessId('2331972-8')).toBe(false);
    expect(isFinnishBusinessId('2331972')).toBe(false);
  });

  it('says every problem at once', () => {
    const parsed = parseCreateOrganisationArgs(['--name', ' ', '--business-id', '123', '--admin-email', 'nobody', '--language', 'de', '--features', 'use_teleport', '--extra', 'x']);
    expect('problems' in parsed && parsed.problems).toEqual([
      'unknown argument: --extra',
      '--name: the organisation\'s name (1-300 characters) is required',
      '--business-id: a Finnish business id (1234567-8, with a valid check digit) is required',
      '--admin-email: not an e-mail address',
      '--admin-name: the first admin\'s name (1-200 characters) is required',
      '--language: fi, en or se',
      expect.stringContaining('--features: unknown use_teleport'),
    ]);
  });

  it('reads a full command line', () => {
    expect(parseCreateOrganisationArgs([...args(), '--language', 'en', '--features', 'use_alerts,use_requests'])).toEqual({
      input: {
        name: 'Uusi Tilitoimisto Oy', businessId: '2331972-7', adminEmail: 'anna@uusi.example', adminName: 'Anna Aloittaja', language: 'en',
        features: ['use_alerts', 'use_requests'],
      } satisfies NewOrganisation,
    });
  });
});

describe('createOrganisation', () => {
  it('creates the organisation and its first admin, who sets a password through the link and logs in as its admin', async () => {
    const parsed = parseCreateOrganisationArgs([...args(), '--language', 'en', '--features', 'use_alerts']);
    if (!('input' in parsed)) throw new Error('parse');
    const created = await createOrganisation(it_.db, parsed.input, it_.publicUrl);
    expect(created.setPasswordLink).toMatch(/^http:\/\/tunne\.test\/app\/reset\?token=[A-Za-z0-9_-]+&lang=en$/);
    const [organisation] = await it_.db.owner<{ name: string; businessid: string; use_alerts: boolean; use_requests: boolean }[]>`
      select name, businessid, use_alerts, use_requests from identity.organisations where id = ${created.organisationsId}`;
    expect(organisation).toEqual({ name: 'Uusi Tilitoimisto Oy', businessid: '2331972-7', use_alerts: true, use_requests: false });
    const [admin] = await it_.db.owner<{ is_admin: boolean; language: string; password_hash: string | null }[]>`
      select is_admin, language, password_hash from identity.users where id = ${created.adminId}`;
    expect(admin).toEqual({ is_admin: true, language: 'en', password_hash: null });
    const changes = await it_.db.owner<{ section: string; action: string }[]>`
      select section, action from identity.settings_changes where organisations_id = ${created.organisationsId} order by id`;
    expect(changes).toEqual([{ section: 'organisation', action: 'create' }, { section: 'users', action: 'create' }]);

    const session = await setPasswordAndLogIn(created.setPasswordLink, 'anna@uusi.example');
    expect(session?.jwt).toBeTruthy();
    const me = await call<{ is_admin: boolean; organisations_id: string }>(it_.app, 'GET', '/api/v2.5/user/users/me', { token: session!.jwt! });
    expect(me.body.data).toMatchObject({ is_admin: true, organisations_id: created.organisationsId });

    // The address is taken now, in any case.
    await expect(createOrganisation(it_.db, { ...parsed.input, adminEmail: 'anna@uusi.example' }, it_.publicUrl)).rejects.toThrow(/EMAIL_RESERVED/);
  });

  // The command itself, as the operator runs it, in its own process on the same database (a server database only:
  // the embedded one is opened by one process at a time).
  it('runs as `npm run operator -- create-organisation`', async (context) => {
    if (it_.t.embedded) context.skip();
    const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', 'create-organisation', ...args({ 'admin-email': 'olli@operaattori.example', 'business-id': '0112038-9' })], {
      cwd: root, env: { ...process.env, DATABASE_URL: it_.t.ownerUrl, PUBLIC_URL: 'http://tunne.test' }, timeout: 120_000,
    });
    const link = /^(http:\/\/tunne\.test\/app\/reset\?token=\S+)$/m.exec(stdout)?.[1];
    expect(link, stdout).toBeTruthy();
    const session = await setPasswordAndLogIn(link!, 'olli@operaattori.example');
    expect(session?.jwt).toBeTruthy();

    const refused = await run('npm', ['run', '--silent', 'operator', '--', 'create-organisation', '--name', 'X'], { cwd: root, env: process.env }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('--business-id');
  }, 180_000);
});
