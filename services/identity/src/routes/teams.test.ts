import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTeams, type AdminTeam, type SettingsChange } from '@tunne/contracts';
import { createPrincipalResolver } from '../auth/principal.ts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, claimsOf, errorCode, login, startIdentity, type IdentityTest } from '../test-support.ts';

let it_: IdentityTest;
let adminJwt: string;
let userJwt: string;
let toinenJwt: string;
beforeAll(async () => {
  it_ = await startIdentity();
  adminJwt = await login(it_.app, demo.admin.email);
  userJwt = await login(it_.app, demo.user.email);
  toinenJwt = await login(it_.app, demo.toinenAdmin.email);
}, 60_000);
afterAll(async () => it_?.stop());

const teams = '/api/v2.5/admin/teams';
const members = (id: string) => `${teams}/${id}/users`;
const teamCount = async () => (await it_.db.owner<{ n: number }[]>`select count(*)::int as n from identity.teams`)[0]!.n;
const memberRows = async (teamsId: string) =>
  (await it_.db.owner<{ users_id: string }[]>`select users_id from identity.team_members where teams_id = ${teamsId} order by users_id`).map((r) => r.users_id);
const changes = async () =>
  (await call<{ items: SettingsChange[] }>(it_.app, 'GET', '/api/v2.5/admin/changes?section=teams', { token: adminJwt })).body.data!.items;

describe('GET admin/teams', () => {
  it('lists the organisation\'s teams by name with their members', async () => {
    const { status, body } = await call<AdminTeam[]>(it_.app, 'GET', teams, { token: adminJwt });
    expect(status).toBe(200);
    expect(body.data!.map((t) => t.name)).toEqual(['Helsinki', 'Tampere']);
    expect(body.data![1]).toMatchObject({
      id: demoTeams.tampere.id, description: null,
      members: [{ id: demo.admin.id, name: demo.admin.name, email: demo.admin.email }, { id: demo.user.id, name: demo.user.name, email: demo.user.email }],
    });
    const toinen = await call<AdminTeam[]>(it_.app, 'GET', teams, { token: toinenJwt });
    expect(toinen.body.data).toEqual([]);
  });

  it('refuses a regular user every admin call and changes nothing', async () => {
    const count = await teamCount();
    for (const [method, path, body] of [
      ['GET', teams, undefined], ['POST', teams, { name: 'Kaappaus' }], ['PUT', `${teams}/${demoTeams.helsinki.id}`, { name: 'Kaappaus' }],
      ['DELETE', `${teams}/${demoTeams.helsinki.id}`, undefined], ['POST', members(demoTeams.helsinki.id), { users_id: demo.user.id }],
      ['DELETE', members(demoTeams.tampere.id), { users_id: demo.user.id }],
    ] as const) {
      const answer = await call(it_.app, method, path, { token: userJwt, ...(body ? { body } : {}) });
      expect([answer.status, errorCode(answer.body)]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await teamCount()).toBe(count);
    expect(await memberRows(demoTeams.helsinki.id)).toEqual([demo.team.id]);
    expect(await memberRows(demoTeams.tampere.id)).toEqual([demo.admin.id, demo.user.id].sort());
  });
});

describe('creating, editing and deleting a team', () => {
  it('creates, renames and deletes, auditing each change; GET user/teams follows', async () => {
    const created = await call<AdminTeam>(it_.app, 'POST', teams, { token: adminJwt, body: { name: ' Oulu ', description: 'Pohjoinen' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Oulu', description: 'Pohjoinen', members: [] });
    const id = created.body.data!.id;
    const picker = await call<{ id: string; name: string }[]>(it_.app, 'GET', '/api/v2.5/user/teams', { token: userJwt });
    expect(picker.body.data).toContainEqual({ id, name: 'Oulu' });

    const renamed = await call<AdminTeam>(it_.app, 'PUT', `${teams}/${id}`, { token: adminJwt, body: { name: 'Oulu ja Kajaani', description: null } });
    expect(renamed.body.data).toMatchObject({ id, name: 'Oulu ja Kajaani', description: null });
    await call(it_.app, 'POST', members(id), { token: adminJwt, body: { users_id: demo.own.id } });

    const deleted = await call(it_.app, 'DELETE', `${teams}/${id}`, { token: adminJwt });
    expect(deleted.body).toEqual({ status: true, data: null, errors: [] });
    expect(await memberRows(id)).toEqual([]);
    expect((await call(it_.app, 'GET', '/api/v2.5/user/teams', { token: userJwt })).body.data).not.toContainEqual({ id, name: 'Oulu ja Kajaani' });

    const audit = (await changes()).filter((c) => c.entity_id === id).reverse();
    expect(audit.map((c) => [c.entity, c.action])).toEqual([['team', 'create'], ['team', 'update'], ['team_member', 'create'], ['team', 'delete']]);
    expect(audit[1]).toMatchObject({ before: { name: 'Oulu', description: 'Pohjoinen' }, after: { name: 'Oulu ja Kajaani', description: null } });
    expect(audit[3]).toMatchObject({ entity_name: 'Oulu ja Kajaani', before: { members: [demo.own.name] }, after: null });
    expect(audit.every((c) => c.user_name === demo.admin.name)).toBe(true);
  });

  it.each([
    [{ name: '' }, 'VALIDATION_FAILED'],
    [{ name: '   ' }, 'MISSING_NAME'],
    [{}, 'VALIDATION_FAILED'],
    [{ name: 'Ok', extra: true }, 'VALIDATION_FAILED'],
    [{ name: 'x'.repeat(201) }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s and stores nothing', async (body, code) => {
    const count = await teamCount();
    for (const [method, path] of [['POST', teams], ['PUT', `${teams}/${demoTeams.helsinki.id}`]] as const) {
      const answer = await call(it_.app, method, path, { token: adminJwt, body });
      expect([answer.status, errorCode(answer.body)]).toEqual([400, code]);
    }
    expect(await teamCount()).toBe(count);
    expect((await it_.db.owner<{ name: string }[]>`select name from identity.teams where id = ${demoTeams.helsinki.id}`)[0]!.name).toBe('Helsinki');
  });

  it('answers TEAM_NOT_FOUND for an unknown team and for another organisation\'s, changing nothing', async () => {
    const unknown = '00000000-0000-4000-8000-00000000dead';
    for (const [token, id] of [[adminJwt, unknown], [toinenJwt, demoTeams.helsinki.id]] as const) {
      for (const [method, path, body] of [
        ['PUT', `${teams}/${id}`, { name: 'Toisen nimi' }], ['DELETE', `${teams}/${id}`, undefined],
        ['POST', members(id), { users_id: demo.toinenAdmin.id }], ['DELETE', members(id), { users_id: demo.team.id }],
      ] as const) {
        const answer = await call(it_.app, method, path, { token, ...(body ? { body } : {}) });
        expect([answer.status, errorCode(answer.body)]).toEqual([404, 'TEAM_NOT_FOUND']);
      }
    }
    expect(await memberRows(demoTeams.helsinki.id)).toEqual([demo.team.id]);
    expect((await it_.db.owner<{ name: string }[]>`select name from identity.teams where id = ${demoTeams.helsinki.id}`)[0]!.name).toBe('Helsinki');
    expect(errorCode((await call(it_.app, 'PUT', `${teams}/nope`, { token: adminJwt, body: { name: 'x' } })).body)).toBe('INVALID_ID');
  });
});

describe('team members', () => {
  it('adds and removes members (body or ?users_id=); what a TEAM user may see follows at once', async () => {
    const resolve = createPrincipalResolver(it_.db);
    const teamJwt = await login(it_.app, demo.team.email);
    const teamIds = async () => (await resolve(claimsOf(teamJwt) as never)).teamIds;
    expect(await teamIds()).toEqual([demoTeams.helsinki.id]);

    const added = await call<AdminTeam>(it_.app, 'POST', members(demoTeams.tampere.id), { token: adminJwt, body: { users_id: demo.team.id } });
    expect(added.status).toBe(200);
    expect(added.body.data!.members.map((m) => m.id)).toContain(demo.team.id);
    // The principal (whose team ids the customer, alert and risk policies read) changes on the next request.
    expect(await teamIds()).toEqual([demoTeams.helsinki.id, demoTeams.tampere.id].sort());
    const me = await call<{ teams: { name: string }[] }>(it_.app, 'GET', '/api/v2.5/user/users/me', { token: teamJwt });
    expect(me.body.data!.teams.map((t) => t.name)).toEqual(['Helsinki', 'Tampere']);
    // Adding again changes nothing and audits nothing.
    const auditBefore = (await changes()).length;
    expect((await call(it_.app, 'POST', members(demoTeams.tampere.id), { token: adminJwt, body: { users_id: demo.team.id } })).status).toBe(200);
    expect((await changes()).length).toBe(auditBefore);

    const removed = await call<AdminTeam>(it_.app, 'DELETE', `${members(demoTeams.tampere.id)}?users_id=${demo.team.id}`, { token: adminJwt });
    expect(removed.body.data!.members.map((m) => m.id)).not.toContain(demo.team.id);
    expect(await teamIds()).toEqual([demoTeams.helsinki.id]);
    const byBody = await call<AdminTeam>(it_.app, 'DELETE', members(demoTeams.helsinki.id), { token: adminJwt, body: { users_id: demo.team.id } });
    expect(byBody.body.data!.members).toEqual([]);
    expect(await teamIds()).toEqual([]);

    const audit = (await changes()).slice(0, 3).reverse();
    expect(audit.map((c) => [c.entity, c.action, c.entity_name])).toEqual([
      ['team_member', 'create', 'Tampere'], ['team_member', 'delete', 'Tampere'], ['team_member', 'delete', 'Helsinki'],
    ]);
    expect(audit[0]!.after).toEqual({ users_id: demo.team.id, name: demo.team.name });
    await call(it_.app, 'POST', members(demoTeams.helsinki.id), { token: adminJwt, body: { users_id: demo.team.id } });
  });

  it('does not take another organisation\'s user, nor bad input', async () => {
    const before = await memberRows(demoTeams.helsinki.id);
    const other = await call(it_.app, 'POST', members(demoTeams.helsinki.id), { token: adminJwt, body: { users_id: demo.toinenAdmin.id } });
    expect([other.status, errorCode(other.body)]).toEqual([404, 'USER_NOT_FOUND']);
    for (const answer of [
      await call(it_.app, 'POST', members(demoTeams.helsinki.id), { token: adminJwt, body: { users_id: 'nope' } }),
      await call(it_.app, 'POST', members(demoTeams.helsinki.id), { token: adminJwt, body: {} }),
      await call(it_.app, 'DELETE', `${members(demoTeams.helsinki.id)}?users_id=nope`, { token: adminJwt }),
    ]) expect([answer.status, errorCode(answer.body)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await memberRows(demoTeams.helsinki.id)).toEqual(before);
  });
});
