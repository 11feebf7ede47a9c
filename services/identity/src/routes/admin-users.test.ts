import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, type AdminUser, type SettingsChange } from '@tunne/contracts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

// Mail goes through nodemailer to the real local SMTP sink and is read back from its outbox.
let it_: IdentityTest;
let adminJwt: string;
let userJwt: string;
let toinenJwt: string;
beforeAll(async () => {
  it_ = await startIdentity({ smtp: true });
  adminJwt = await login(it_.app, demo.admin.email);
  userJwt = await login(it_.app, demo.user.email);
  toinenJwt = await login(it_.app, demo.toinenAdmin.email);
}, 60_000);
afterAll(async () => it_?.stop());

const users = '/api/v2.5/admin/users';
const newPassword = 'Pohjoinen-tuuli-puhaltaa-7';
const create = (body: Record<string, unknown>, token = adminJwt) => call<AdminUser>(it_.app, 'POST', users, { token, body });
const edit = (id: string, body: Record<string, unknown>, token = adminJwt) => call<AdminUser>(it_.app, 'PUT', `${users}/${id}`, { token, body });
const remove = (id: string, token = adminJwt) => call(it_.app, 'DELETE', `${users}/${id}`, { token });
const base = { name: 'Kerttu Käyttäjä', email: 'uusi@example.com', language: 'fi', restrictiontype: 'NONE' };

const userCount = async () => (await it_.db.owner<{ n: number }[]>`select count(*)::int as n from identity.users`)[0]!.n;
const row = async (id: string) =>
  (await it_.db.owner<{ email: string; name: string; is_admin: boolean; is_active: boolean; deleted_at: Date | null; password_hash: string | null; tel: string | null }[]>`
    select email, name, is_admin, is_active, deleted_at, password_hash, tel from identity.users where id = ${id}`)[0]!;
const changesOf = async (entityId: string) =>
  (await call<{ items: SettingsChange[] }>(it_.app, 'GET', `/api/v2.5/admin/changes?section=users`, { token: adminJwt })).body.data!.items
    .filter((c) => c.entity_id === entityId);
const securityEvents = async (target: string) =>
  it_.db.owner<{ type: string; details: Record<string, unknown> }[]>`
    select type, details from identity.security_events where target_users_id = ${target} order by id`;

describe('GET admin/users', () => {
  it('lists the organisation\'s users by name with the admin fields, never a password or image', async () => {
    const { status, body } = await call<AdminUser[]>(it_.app, 'GET', users, { token: adminJwt });
    expect(status).toBe(200);
    const names = body.data!.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fi')));
    expect(body.data!.some((u) => u.email === demo.toinenAdmin.email)).toBe(false);
    const admin = body.data!.find((u) => u.id === demo.admin.id)!;
    expect(admin).toMatchObject({
      is_admin: true, notify_alerts: true, notify_reminders: true, receive_weeklyreport: false, mfauth_tel: null, avatar_url: null,
      teams: [{ id: demoTeams.tampere.id, name: 'Tampere' }],
    });
    expect(admin.lastlogin_at).not.toBeNull();
    expect(Date.parse(admin.created_at)).not.toBeNaN();
    for (const secret of ['password_hash', 'avatar', 'avatar_key', 'deleted_at']) expect(admin).not.toHaveProperty(secret);
  });

  it('refuses a regular user every admin call and changes nothing', async () => {
    const count = await userCount();
    for (const [method, path, body] of [
      ['GET', users, undefined], ['POST', users, base], ['PUT', `${users}/${demo.own.id}`, { name: 'Hacked' }],
      ['DELETE', `${users}/${demo.own.id}`, undefined],
    ] as const) {
      const answer = await call(it_.app, method, path, { token: userJwt, ...(body ? { body } : {}) });
      expect([answer.status, errorCode(answer.body)]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await userCount()).toBe(count);
    expect(await row(demo.own.id)).toMatchObject({ name: demo.own.name, is_active: true, deleted_at: null });
  });
});

describe('POST admin/users', () => {
  it('creates a user with a password, in teams; they log in and must change it first', async () => {
    const { status, body } = await create({
      ...base, email: 'Salasana.Uusi@Example.com', password: newPassword, tel: ' +358 40 1 ', teams: [demoTeams.helsinki.id], is_admin: false,
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Kerttu Käyttäjä', email: 'salasana.uusi@example.com', tel: '+358 40 1', is_admin: false, is_active: true,
      force_passwordchange: true, teams: [{ id: demoTeams.helsinki.id, name: 'Helsinki' }],
    });
    const jwt = await login(it_.app, 'salasana.uusi@example.com', newPassword);
    const me = await call(it_.app, 'GET', '/api/v2.5/user/users/me', { token: jwt });
    expect(me.status).toBe(200);
    const [change] = await changesOf(body.data!.id);
    expect(change).toMatchObject({ action: 'create', entity: 'user', user_name: demo.admin.name, before: null });
    expect(change!.after).toMatchObject({ email: 'salasana.uusi@example.com', teams: ['Helsinki'] });
    expect(JSON.stringify(change)).not.toContain(newPassword);
    expect(await securityEvents(body.data!.id)).toEqual([
      { type: 'permissions.changed', details: { created: true, is_admin: false, restrictiontype: 'NONE' } },
    ]);
  });

  it('without a password mails a set-password link; no login before it is used', async () => {
    const before = it_.outbox.mails.length;
    const { status, body } = await create({ ...base, email: 'tervetuloa@example.com', language: 'en' });
    expect(status).toBe(201);
    expect(body.data!.force_passwordchange).toBe(false);
    const mail = await it_.outbox.waitFor(() => it_.outbox.mails.slice(0, it_.outbox.mails.length - before).find((m) => m.to.includes('tervetuloa@example.com')));
    expect(mail.subject).toBe('Welcome to Tunne');
    expect(mail.text).toContain('Demo Oy');
    const token = new RegExp(`${it_.publicUrl}/app/reset\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)![1]!;
    const refused = await call(it_.app, 'POST', '/api/v2.5/user/auth', { body: { email: 'tervetuloa@example.com', password: newPassword } });
    expect(errorCode(refused.body)).toBe('LOGIN_FAILED');
    expect((await row(body.data!.id)).password_hash).toBeNull();
    const set = await call(it_.app, 'PATCH', '/api/v2.5/user/auth/reset', { body: { token, password: newPassword } });
    expect(set.status).toBe(200);
    await login(it_.app, 'tervetuloa@example.com', newPassword);
  });

  it('refuses an address in use in any organisation, whatever its case, and stores nothing', async () => {
    const count = await userCount();
    for (const email of [demo.toinenAdmin.email.toUpperCase(), demo.user.email]) {
      const answer = await create({ ...base, email });
      expect([answer.status, errorCode(answer.body)]).toEqual([409, 'EMAIL_RESERVED']);
    }
    expect(await userCount()).toBe(count);
  });

  it.each([
    [{ ...base, name: '  ' }, 'MISSING_NAME'],
    [{ ...base, name: undefined }, 'MISSING_NAME'],
    [{ ...base, email: '' }, 'MISSING_EMAIL'],
    [{ ...base, email: 'ei-osoite' }, 'INVALID_EMAIL'],
    [{ ...base, language: 'xx' }, 'INVALID_LANGUAGE'],
    [{ ...base, language: undefined }, 'MISSING_LANGUAGE'],
    [{ ...base, restrictiontype: 'ALL' }, 'VALIDATION_FAILED'],
    [{ ...base, password: 'Lyhyt-sana1' }, 'PASSWORD_TOO_SHORT'],
    [{ ...base, password: 'Salasana2024!' }, 'PASSWORD_TOO_WEAK'],
    [{ ...base, is_active: false }, 'VALIDATION_FAILED'],
    [{ ...base, teams: ['00000000-0000-4000-8000-00000000dead'] }, 'TEAM_NOT_FOUND'],
    [{ ...base, teams: ['not-a-uuid'] }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s and stores nothing', async (body, code) => {
    const count = await userCount();
    const mails = it_.outbox.mails.length;
    const answer = await create(body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(errorCode(answer.body)).toBe(code);
    expect(await userCount()).toBe(count);
    expect(it_.outbox.mails.length).toBe(mails);
  });

  it('does not take another organisation\'s team', async () => {
    const [team] = await it_.db.owner<{ id: string }[]>`insert into identity.teams (organisations_id, name)
      values (${demoOrganisations.toinen.id}, 'Toisen tiimi') returning id`;
    const count = await userCount();
    const answer = await create({ ...base, email: 'tiimi@example.com', teams: [team!.id] });
    expect([answer.status, errorCode(answer.body)]).toEqual([404, 'TEAM_NOT_FOUND']);
    expect(await userCount()).toBe(count);
  });
});

describe('PUT admin/users/{id}', () => {
  it('edits the fields, audits old → new and keeps the permission entries of the security log', async () => {
    const { status, body } = await edit(demo.own.id, {
      name: 'Olli Oma-Muokattu', email: 'olli.uusi@example.com', tel: '+358 50 123', receive_weeklyreport: true, is_admin: true,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Olli Oma-Muokattu', email: 'olli.uusi@example.com', tel: '+358 50 123', receive_weeklyreport: true, is_admin: true });
    const [change] = await changesOf(demo.own.id);
    expect(change).toMatchObject({
      action: 'update', entity_name: 'Olli Oma-Muokattu',
      before: { name: demo.own.name, email: demo.own.email, tel: null, receive_weeklyreport: false, is_admin: false },
      after: { name: 'Olli Oma-Muokattu', email: 'olli.uusi@example.com', tel: '+358 50 123', receive_weeklyreport: true, is_admin: true },
    });
    expect(Object.keys(change!.after!).sort()).toEqual(['email', 'is_admin', 'name', 'receive_weeklyreport', 'tel']);
    expect((await securityEvents(demo.own.id)).at(-1)).toEqual({ type: 'permissions.changed', details: { is_admin: true } });
    await edit(demo.own.id, { name: demo.own.name, email: demo.own.email, tel: null, receive_weeklyreport: false, is_admin: false });
  });

  it('needs a phone number for SMS codes (MISSING_TEL) and takes mfauth_tel or tel', async () => {
    const refused = await edit(demo.team.id, { use_mfauth: true });
    expect([refused.status, errorCode(refused.body)]).toEqual([400, 'MISSING_TEL']);
    expect((await edit(demo.team.id, { use_mfauth: true, mfauth_tel: '' })).status).toBe(400);
    const withMfa = await edit(demo.team.id, { use_mfauth: true, mfauth_tel: '+358 40 999' });
    expect(withMfa.body.data).toMatchObject({ use_mfauth: true, mfauth_tel: '+358 40 999' });
    expect(errorCode((await edit(demo.team.id, { mfauth_tel: null })).body)).toBe('MISSING_TEL');
    expect((await edit(demo.team.id, { mfauth_tel: null, tel: '+358 40 888' })).body.data).toMatchObject({ mfauth_tel: null, tel: '+358 40 888' });
    await edit(demo.team.id, { use_mfauth: false, tel: null });
  });

  it('refuses an address another user has, and bad input, changing nothing', async () => {
    for (const [body, code] of [
      [{ email: demo.toinenAdmin.email }, 'EMAIL_RESERVED'],
      [{ name: ' ' }, 'MISSING_NAME'],
      [{ email: 'x' }, 'INVALID_EMAIL'],
      [{ autologout_timeout: 0 }, 'VALIDATION_FAILED'],
      [{ password: newPassword }, 'VALIDATION_FAILED'],
    ] as const) {
      const answer = await edit(demo.user.id, body);
      expect(errorCode(answer.body)).toBe(code);
    }
    expect(await row(demo.user.id)).toMatchObject({ email: demo.user.email, name: demo.user.name });
    // The user's own address in another case is theirs.
    expect((await edit(demo.user.id, { email: demo.user.email.toUpperCase() })).status).toBe(200);
  });

  it('answers 404 to another organisation\'s admin and changes nothing', async () => {
    const answer = await edit(demo.user.id, { name: 'Toisen muokkaama', is_active: false }, toinenJwt);
    expect([answer.status, errorCode(answer.body)]).toEqual([404, 'USER_NOT_FOUND']);
    expect(await row(demo.user.id)).toMatchObject({ name: demo.user.name, is_active: true });
  });
});

describe('lock-out rules', () => {
  it('an admin cannot remove their own admin flag nor deactivate or delete themselves', async () => {
    const second = await create({ ...base, email: 'toka.admin@example.com', is_admin: true, password: newPassword });
    for (const answer of [
      await edit(demo.admin.id, { is_admin: false }),
      await edit(demo.admin.id, { is_active: false }),
      await remove(demo.admin.id),
    ]) expect([answer.status, errorCode(answer.body)]).toEqual([409, 'OWN_ADMIN_FLAG']);
    expect(await row(demo.admin.id)).toMatchObject({ is_admin: true, is_active: true, deleted_at: null });
    // Other changes to oneself are fine.
    expect((await edit(demo.admin.id, { is_admin: true, receive_weeklyreport: false })).status).toBe(200);
    await remove(second.body.data!.id);
  });

  it('the last active admin cannot be demoted, deactivated or deleted', async () => {
    const before = await changesOf(demo.admin.id);
    for (const answer of [
      await edit(demo.admin.id, { is_admin: false }),
      await edit(demo.admin.id, { is_active: false, is_admin: false }),
      await remove(demo.admin.id),
    ]) expect([answer.status, errorCode(answer.body)]).toEqual([409, 'LAST_ADMIN']);
    expect(await row(demo.admin.id)).toMatchObject({ is_admin: true, is_active: true, deleted_at: null });
    expect(await changesOf(demo.admin.id)).toEqual(before);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const second = await create({ ...base, email: 'kilpa.admin@example.com', is_admin: true, password: newPassword });
    await it_.db.owner`update identity.users set force_passwordchange = false where id = ${second.body.data!.id}`;
    const secondJwt = await login(it_.app, 'kilpa.admin@example.com', newPassword);
    const answers = await Promise.all([
      edit(second.body.data!.id, { is_admin: false }, adminJwt),
      edit(demo.admin.id, { is_admin: false }, secondJwt),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser either finds the last admin locked (409 LAST_ADMIN) or is no longer an admin when it asks (403).
    expect([[409, 'LAST_ADMIN'], [403, 'FORBIDDEN']]).toContainEqual([statuses[1], errorCode(answers.find((a) => a.status !== 200)!.body)]);
    const admins = await it_.db.owner<{ n: number }[]>`select count(*)::int as n from identity.users
      where organisations_id = ${demoOrganisations.demo.id} and is_admin and is_active and deleted_at is null`;
    expect(admins[0]!.n).toBe(1);
    // Whoever is left makes the other admin again and the demo admin stays the last one standing.
    const survivor = answers[0]!.status === 200 ? adminJwt : secondJwt;
    await edit(demo.admin.id, { is_admin: true }, survivor);
    await edit(second.body.data!.id, { is_admin: true }, adminJwt);
    await remove(second.body.data!.id, adminJwt);
  });
});

describe('DELETE admin/users/{id}', () => {
  it('keeps the row for the record but ends login, sessions, teams and the address', async () => {
    const created = await create({ ...base, email: 'poistuva@example.com', password: newPassword, tel: '+358 1', teams: [demoTeams.tampere.id] });
    const id = created.body.data!.id;
    await it_.db.owner`update identity.users set force_passwordchange = false where id = ${id}`;
    const jwt = await login(it_.app, 'poistuva@example.com', newPassword);
    const answer = await remove(id);
    expect(answer.body).toEqual({ status: true, data: null, errors: [] });

    const stored = await row(id);
    expect(stored).toMatchObject({ name: 'Kerttu Käyttäjä', is_active: false, is_admin: false, password_hash: null, tel: null, email: `${id}@deleted.invalid` });
    expect(stored.deleted_at).not.toBeNull();
    expect((await call(it_.app, 'GET', '/api/v2.5/user/users/me', { token: jwt })).status).toBe(403);
    expect(errorCode((await call(it_.app, 'POST', '/api/v2.5/user/auth', { body: { email: 'poistuva@example.com', password: newPassword } })).body)).toBe('LOGIN_FAILED');
    const list = await call<AdminUser[]>(it_.app, 'GET', users, { token: adminJwt });
    expect(list.body.data!.some((u) => u.id === id)).toBe(false);
    const colleagues = await call<{ id: string }[]>(it_.app, 'GET', '/api/v2.5/user/users', { token: userJwt });
    expect(colleagues.body.data!.some((u) => u.id === id)).toBe(false);
    expect(await it_.db.owner`select 1 from identity.team_members where users_id = ${id}`).toHaveLength(0);
    const [change] = await changesOf(id);
    expect(change).toMatchObject({ action: 'delete', entity_name: 'Kerttu Käyttäjä', after: null, before: { email: 'poistuva@example.com', teams: ['Tampere'] } });

    // Deleted once: the second delete and an edit do not find it; the address is free again.
    expect(errorCode((await remove(id)).body)).toBe('USER_NOT_FOUND');
    expect(errorCode((await edit(id, { name: 'Takaisin' })).body)).toBe('USER_NOT_FOUND');
    expect((await create({ ...base, email: 'poistuva@example.com' })).status).toBe(201);
  });

  it('answers 404 to another organisation\'s admin and for unknown ids', async () => {
    const answer = await remove(demo.user.id, toinenJwt);
    expect([answer.status, errorCode(answer.body)]).toEqual([404, 'USER_NOT_FOUND']);
    expect(await row(demo.user.id)).toMatchObject({ is_active: true, deleted_at: null });
    expect(errorCode((await remove('00000000-0000-4000-8000-00000000beef')).body)).toBe('USER_NOT_FOUND');
    expect(errorCode((await remove('nope')).body)).toBe('INVALID_ID');
  });
});
