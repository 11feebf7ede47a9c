import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers, helsinkiDate, type Customer } from '@tunne/contracts';
import { demoCustomers } from '../seed.ts';
import { startHarness, toinenTeamId, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => h?.stop());

const demoActive = demoCustomers().filter((c) => c.organisations_id === demoOrganisations.demo.id && !c.is_removed);
const ownCustomer = demoActive.find((c) => c.users_id === demoUsers.own.id && !c.is_kycclock)!;
const adminCustomer = demoActive.find((c) => c.users_id === demoUsers.admin.id && c.teams_id === null)!;
const toinenCustomer = demoCustomers().find((c) => c.organisations_id === demoOrganisations.toinen.id)!;
const path = (id: string, tail: string) => `/api/v2.5/user/customers/${id}/${tail}`;

describe('PUT /api/v2.5/admin/customers/{id}/user', () => {
  it('lets an admin change the owner user', async () => {
    const { status, body } = await h.call<Customer>(demoUsers.admin.id, `/api/v2.5/admin/customers/${adminCustomer.id}/user`, {
      method: 'PUT', body: { users_id: demoUsers.team.id },
    });
    expect(status).toBe(200);
    expect(body.data!.users_id).toBe(demoUsers.team.id);
    await h.call(demoUsers.admin.id, `/api/v2.5/admin/customers/${adminCustomer.id}/user`, { method: 'PUT', body: { users_id: demoUsers.admin.id } });
  });

  it('refuses a regular user, a bad body and another organisation\'s customer', async () => {
    const regular = await h.call(demoUsers.user.id, `/api/v2.5/admin/customers/${adminCustomer.id}/user`, { method: 'PUT', body: { users_id: demoUsers.user.id } });
    expect(regular.status).toBe(403);
    expect(regular.body.errors[0]!.code).toBe('FORBIDDEN');
    const bad = await h.call(demoUsers.admin.id, `/api/v2.5/admin/customers/${adminCustomer.id}/user`, { method: 'PUT', body: { users_id: 'me' } });
    expect(bad.body.errors[0]!.code).toBe('VALIDATION_FAILED');
    const foreign = await h.call(demoUsers.admin.id, `/api/v2.5/admin/customers/${toinenCustomer.id}/user`, { method: 'PUT', body: { users_id: demoUsers.admin.id } });
    expect(foreign.status).toBe(404);
    const [row] = await h.t.db.owner<{ users_id: string }[]>`select users_id from customers.customers where id = ${toinenCustomer.id}`;
    expect(row!.users_id).toBe(demoUsers.toinenAdmin.id);
  });

  it('hands over only to an active user of the organisation (RESPONSIBLE_USER_INVALID), changing nothing', async () => {
    const owner = async () => (await h.t.db.owner<{ users_id: string }[]>`select users_id from customers.customers where id = ${adminCustomer.id}`)[0]!.users_id;
    for (const usersId of [demoUsers.toinenAdmin.id, demoUsers.mfa.id, '00000000-0000-4000-8000-00000000ffff']) {
      const refused = await h.call(demoUsers.admin.id, `/api/v2.5/admin/customers/${adminCustomer.id}/user`, { method: 'PUT', body: { users_id: usersId } });
      expect(refused.status, usersId).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ code: 'RESPONSIBLE_USER_INVALID', field: '/users_id' });
    }
    expect(await owner()).toBe(demoUsers.admin.id);
  });
});

describe('PUT team and domain, GET domains', () => {
  it('sets and clears the team', async () => {
    const set = await h.call<Customer>(demoUsers.admin.id, path(ownCustomer.id, 'team'), { method: 'PUT', body: { teams_id: demoTeams.tampere.id } });
    expect(set.status).toBe(200);
    expect(set.body.data!.teams_id).toBe(demoTeams.tampere.id);
    const cleared = await h.call<Customer>(demoUsers.own.id, path(ownCustomer.id, 'team'), { method: 'PUT', body: { teams_id: null } });
    expect(cleared.body.data!.teams_id).toBeNull();
    expect((await h.call(demoUsers.own.id, path(ownCustomer.id, 'team'), { method: 'PUT', body: {} })).status).toBe(400);
    expect((await h.call(demoUsers.own.id, path(adminCustomer.id, 'team'), { method: 'PUT', body: { teams_id: null } })).status).toBe(404);
  });

  it('lets a regular user set only a team they are a member of (else FORBIDDEN), an admin any team of the organisation', async () => {
    const team = async () => (await h.t.db.owner<{ teams_id: string | null }[]>`select teams_id from customers.customers where id = ${ownCustomer.id}`)[0]!.teams_id;
    const member = await h.call<Customer>(demoUsers.team.id, path(ownCustomer.id, 'team'), { method: 'PUT', body: { teams_id: demoTeams.helsinki.id } });
    expect(member.status).toBe(404); // Olli Oma's customer is not in Tiina Tiimi's sight.
    const notMember = await h.call(demoUsers.own.id, path(ownCustomer.id, 'team'), { method: 'PUT', body: { teams_id: demoTeams.helsinki.id } });
    expect(notMember.status).toBe(403);
    expect(notMember.body.errors[0]).toMatchObject({ code: 'FORBIDDEN', field: '/teams_id' });
    for (const teamsId of [toinenTeamId, '00000000-0000-4000-8000-00000000ffff']) {
      const refused = await h.call(demoUsers.admin.id, path(ownCustomer.id, 'team'), { method: 'PUT', body: { teams_id: teamsId } });
      expect(refused.status, teamsId).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ code: 'INVALID_TEAM', field: '/teams_id' });
    }
    expect(await team()).toBeNull();
    const teamCustomer = demoActive.find((c) => c.users_id === demoUsers.team.id)!;
    const own = await h.call<Customer>(demoUsers.team.id, path(teamCustomer.id, 'team'), { method: 'PUT', body: { teams_id: demoTeams.helsinki.id } });
    expect(own.status).toBe(200);
    expect(own.body.data!.teams_id).toBe(demoTeams.helsinki.id);
    await h.t.db.owner`update customers.customers set teams_id = ${teamCustomer.teams_id} where id = ${teamCustomer.id}`;
  });

  it('answers null when a team change takes the customer out of a TEAM user\'s sight', async () => {
    const teamOnly = demoActive.find((c) => c.teams_id === demoTeams.helsinki.id && c.users_id !== demoUsers.team.id)!;
    const { status, body } = await h.call(demoUsers.team.id, path(teamOnly.id, 'team'), { method: 'PUT', body: { teams_id: null } });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    await h.t.db.owner`update customers.customers set teams_id = ${demoTeams.helsinki.id} where id = ${teamOnly.id}`;
  });

  it('sets a domain and lists the domains in use', async () => {
    const { body } = await h.call<Customer>(demoUsers.own.id, path(ownCustomer.id, 'domain'), { method: 'PUT', body: { domain: ' asiakas.example.fi ' } });
    expect(body.data!.domain).toBe('asiakas.example.fi');
    await h.call(demoUsers.admin.id, path(adminCustomer.id, 'domain'), { method: 'PUT', body: { domain: 'admin.example.fi' } });
    expect((await h.call<string[]>(demoUsers.admin.id, '/api/v2.5/user/domains')).body.data).toEqual(['admin.example.fi', 'asiakas.example.fi']);
    // Restriction: a USER-restricted user sees only the domains of their own customers; another organisation none.
    expect((await h.call<string[]>(demoUsers.own.id, '/api/v2.5/user/domains')).body.data).toEqual(['asiakas.example.fi']);
    expect((await h.call<string[]>(demoUsers.toinenAdmin.id, '/api/v2.5/user/domains')).body.data).toEqual([]);
    const cleared = await h.call<Customer>(demoUsers.own.id, path(ownCustomer.id, 'domain'), { method: 'PUT', body: { domain: null } });
    expect(cleared.body.data!.domain).toBeNull();
  });
});

describe('PATCH kycclock', () => {
  it('starts the clock with the caller as starter, keeps the starter on a date change, clears it when stopped', async () => {
    // Within the review cycle (12 months until the customer is graded; issue #11 §5).
    const alarm = helsinkiDate(new Date(Date.now() + 200 * 86_400_000));
    const dayAfter = helsinkiDate(new Date(Date.now() + 201 * 86_400_000));
    const started = await h.call<Customer>(demoUsers.own.id, path(ownCustomer.id, 'kycclock'), {
      method: 'PATCH', body: { is_kycclock: true, kycclock_alarm_at: alarm },
    });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ is_kycclock: true, kycclock_alarm_at: alarm, kycclock_users_id: demoUsers.own.id });
    await h.t.db.owner`update customers.customers set users_id = ${demoUsers.user.id} where id = ${ownCustomer.id}`;
    const moved = await h.call<Customer>(demoUsers.user.id, path(ownCustomer.id, 'kycclock'), {
      method: 'PATCH', body: { is_kycclock: true, kycclock_alarm_at: dayAfter },
    });
    expect(moved.body.data).toMatchObject({ kycclock_alarm_at: dayAfter, kycclock_users_id: demoUsers.own.id });
    await h.t.db.owner`update customers.customers set users_id = ${demoUsers.own.id} where id = ${ownCustomer.id}`;
    // Stopping it needs an admin and a reason (issue #11 §5; review-cycle.test.ts).
    const stopped = await h.call<Customer>(demoUsers.admin.id, path(ownCustomer.id, 'kycclock'), {
      method: 'PATCH', body: { is_kycclock: false, kycclock_alarm_at: null, kycclock_off_reason: 'Asiakkuus päättynyt' },
    });
    expect(stopped.body.data).toMatchObject({ is_kycclock: false, kycclock_alarm_at: null, kycclock_users_id: null });
  });

  it('refuses bad bodies and invisible customers', async () => {
    for (const body of [{ is_kycclock: true }, { is_kycclock: 'yes', kycclock_alarm_at: null }, { is_kycclock: true, kycclock_alarm_at: '2026-02-30' }, { is_kycclock: true, kycclock_alarm_at: '31.12.2026' }]) {
      expect((await h.call(demoUsers.own.id, path(ownCustomer.id, 'kycclock'), { method: 'PATCH', body })).status).toBe(400);
    }
    expect((await h.call(demoUsers.own.id, path(adminCustomer.id, 'kycclock'), { method: 'PATCH', body: { is_kycclock: true, kycclock_alarm_at: null } })).status).toBe(404);
    expect((await h.call(demoUsers.toinenAdmin.id, path(ownCustomer.id, 'kycclock'), { method: 'PATCH', body: { is_kycclock: false, kycclock_alarm_at: null, kycclock_off_reason: 'Syy' } })).status).toBe(404);
  });
});

describe('PATCH monitors', () => {
  it('switches monitoring on with e-mails and off', async () => {
    const on = await h.call<Customer>(demoUsers.own.id, path(ownCustomer.id, 'monitors'), {
      method: 'PATCH', body: { is_monitored: true, monitor_emails: ['Valvonta@Example.com', 'toinen@example.com'] },
    });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ is_monitored: true, monitor_emails: ['valvonta@example.com', 'toinen@example.com'] });
    const off = await h.call<Customer>(demoUsers.own.id, path(ownCustomer.id, 'monitors'), { method: 'PATCH', body: { is_monitored: false, monitor_emails: [] } });
    expect(off.body.data).toMatchObject({ is_monitored: false, monitor_emails: [] });
  });

  it('refuses invalid e-mails and invisible customers', async () => {
    const bad = await h.call(demoUsers.own.id, path(ownCustomer.id, 'monitors'), { method: 'PATCH', body: { is_monitored: true, monitor_emails: ['ok@example.com', 'nope'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ code: 'INVALID_EMAIL', field: '/monitor_emails/1' });
    const shape = await h.call(demoUsers.own.id, path(ownCustomer.id, 'monitors'), { method: 'PATCH', body: { is_monitored: 'yes', monitor_emails: [] } });
    expect(shape.body.errors[0]!.code).toBe('VALIDATION_FAILED');
    const hidden = await h.call(demoUsers.own.id, path(adminCustomer.id, 'monitors'), { method: 'PATCH', body: { is_monitored: true, monitor_emails: [] } });
    expect(hidden.status).toBe(404);
  });
});
