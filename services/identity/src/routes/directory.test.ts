import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers } from '@tunne/contracts';
import { createActiveUserFinder } from '../repo/directory.ts';
import { call, login, startIdentity, type IdentityTest } from '../test-support.ts';

let h: IdentityTest;
beforeAll(async () => {
  h = await startIdentity();
}, 60_000);
afterAll(async () => h?.stop());

describe('directory', () => {
  it('lists the organisation\'s users and teams, never another organisation\'s', async () => {
    const token = await login(h.app, demoUsers.user.email);
    const users = await call<{ id: string; email: string }[]>(h.app, 'GET', '/api/v2.5/user/users', { token });
    expect(users.status).toBe(200);
    const emails = users.body.data!.map((u) => u.email);
    expect(emails).toContain(demoUsers.admin.email);
    expect(emails).not.toContain(demoUsers.toinenAdmin.email);
    const teams = await call<{ id: string; name: string }[]>(h.app, 'GET', '/api/v2.5/user/teams', { token });
    expect(teams.body.data!.map((t) => t.id).sort()).toEqual([demoTeams.helsinki.id, demoTeams.tampere.id].sort());
  });

  it('needs a session', async () => {
    expect((await call(h.app, 'GET', '/api/v2.5/user/users')).status).toBe(401);
  });

  it('finds only active users of the given organisation', async () => {
    const find = createActiveUserFinder(h.db);
    // With the notification setting outbound's owner notices honour (issue 26).
    expect(await find(demoOrganisations.demo.id, demoUsers.user.id)).toMatchObject({ email: demoUsers.user.email, notify_reminders: true });
    expect(await find(demoOrganisations.toinen.id, demoUsers.user.id)).toBeNull();
    expect(await find(demoOrganisations.demo.id, '00000000-0000-4000-8000-000000001006')).toBeNull();
    expect(await find(demoOrganisations.demo.id, 'not-a-uuid')).toBeNull();
  });
});
