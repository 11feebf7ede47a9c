import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers, linkTokenHeader, type Customer, type CustomerListItem, type Identification, type Page } from '@tunne/contracts';
import { pngDataUrl } from './outbound-files.ts';
import { call, errorCode, linkFromMail, login, startSecurityGateway, type SecurityGateway } from './support.ts';

/**
 * Finding 7 (low): ids of another organisation's user or team in a body are refused, and nothing is stored —
 * the owner on hand-over, the team on create and on the team call — and a regular user gives only a team they
 * are a member of; an identification is copied to no other organisation's customer (issue 14). Through the whole
 * gateway, so the check runs against identity's real users, teams and customers.
 */
let g: SecurityGateway;
let demoAdmin: string;
let demoRegular: string;
let toinenAdmin: string;
let demoCustomer: CustomerListItem;
let toinenCustomer: CustomerListItem;
const toinenTeamId = '00000000-0000-4000-8000-000000000201';
const missingId = '00000000-0000-4000-8000-00000000ffff';
const sockets = { demoAdmin: '203.0.113.81', demoRegular: '203.0.113.82', toinenAdmin: '203.0.113.83' };

const firstCustomer = async (token: string, socket: string): Promise<CustomerListItem> => {
  const list = await call<Page<CustomerListItem>>(g.app, 'GET', '/api/v2.5/user/customers?size=1&sort=name', { token, socket });
  return list.body.data!.items[0]!;
};

const stored = async (id: string) =>
  (await g.db.owner<{ users_id: string | null; teams_id: string | null }[]>`select users_id, teams_id from customers.customers where id = ${id}`)[0]!;

beforeAll(async () => {
  g = await startSecurityGateway();
  await g.db.owner`insert into identity.teams (organisations_id, id, name) values (${demoOrganisations.toinen.id}, ${toinenTeamId}, 'Toisen tiimi')`;
  demoAdmin = await login(g.app, 'admin@example.com', undefined, sockets.demoAdmin);
  demoRegular = await login(g.app, 'user@example.com', undefined, sockets.demoRegular);
  toinenAdmin = await login(g.app, 'admin@toinen.example.com', undefined, sockets.toinenAdmin);
  demoCustomer = await firstCustomer(demoAdmin, sockets.demoAdmin);
  toinenCustomer = await firstCustomer(toinenAdmin, sockets.toinenAdmin);
});
afterAll(async () => g?.stop());

describe('ids of another organisation in bodies', () => {
  it('hand-over to Toinen Oy\'s admin or to no user: RESPONSIBLE_USER_INVALID, the owner unchanged', async () => {
    const before = await stored(demoCustomer.id);
    for (const usersId of [demoUsers.toinenAdmin.id, missingId]) {
      const answer = await call(g.app, 'PUT', `/api/v2.5/admin/customers/${demoCustomer.id}/user`, { token: demoAdmin, socket: sockets.demoAdmin, body: { users_id: usersId } });
      expect(answer.status, usersId).toBe(400);
      expect(errorCode(answer)).toBe('RESPONSIBLE_USER_INVALID');
    }
    expect(await stored(demoCustomer.id)).toEqual(before);
    const colleague = await call<Customer>(g.app, 'PUT', `/api/v2.5/admin/customers/${demoCustomer.id}/user`, {
      token: demoAdmin, socket: sockets.demoAdmin, body: { users_id: demoUsers.user.id },
    });
    expect(colleague.status).toBe(200);
    expect(colleague.body.data!.users_id).toBe(demoUsers.user.id);
  });

  it('Toinen Oy\'s team or no team on create: INVALID_TEAM, no customer created', async () => {
    for (const teamsId of [toinenTeamId, missingId]) {
      const answer = await call(g.app, 'POST', '/api/v2.5/user/customers', {
        token: demoAdmin, socket: sockets.demoAdmin, body: { type: 'business', name: 'Vieraan Tiimin Oy', teams_id: teamsId },
      });
      expect(answer.status, teamsId).toBe(400);
      expect(errorCode(answer)).toBe('INVALID_TEAM');
    }
    // And the other way round: Demo Oy's team given by Toinen Oy's admin.
    const reverse = await call(g.app, 'POST', '/api/v2.5/user/customers', {
      token: toinenAdmin, socket: sockets.toinenAdmin, body: { type: 'business', name: 'Vieraan Tiimin Oy', teams_id: demoTeams.helsinki.id },
    });
    expect(errorCode(reverse)).toBe('INVALID_TEAM');
    const [row] = await g.db.owner<{ n: number }[]>`select count(*)::int as n from customers.customers where name = 'Vieraan Tiimin Oy'`;
    expect(row!.n).toBe(0);
  });

  it('Toinen Oy\'s team on the team call: INVALID_TEAM, the team unchanged', async () => {
    const before = await stored(demoCustomer.id);
    const answer = await call(g.app, 'PUT', `/api/v2.5/user/customers/${demoCustomer.id}/team`, { token: demoAdmin, socket: sockets.demoAdmin, body: { teams_id: toinenTeamId } });
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('INVALID_TEAM');
    const reverse = await call(g.app, 'PUT', `/api/v2.5/user/customers/${toinenCustomer.id}/team`, {
      token: toinenAdmin, socket: sockets.toinenAdmin, body: { teams_id: demoTeams.tampere.id },
    });
    expect(errorCode(reverse)).toBe('INVALID_TEAM');
    expect(await stored(demoCustomer.id)).toEqual(before);
    expect((await stored(toinenCustomer.id)).teams_id).toBe(toinenCustomer.teams_id);
  });

  it('a regular user gives only a team they are a member of (FORBIDDEN otherwise), or none', async () => {
    // Ville Virtanen is in Tampere, not in Helsinki.
    const other = await call(g.app, 'PUT', `/api/v2.5/user/customers/${demoCustomer.id}/team`, { token: demoRegular, socket: sockets.demoRegular, body: { teams_id: demoTeams.helsinki.id } });
    expect(other.status).toBe(403);
    expect(errorCode(other)).toBe('FORBIDDEN');
    const created = await call(g.app, 'POST', '/api/v2.5/user/customers', {
      token: demoRegular, socket: sockets.demoRegular, body: { type: 'business', name: 'Helsingin Tiimin Oy', teams_id: demoTeams.helsinki.id },
    });
    expect(created.status).toBe(403);
    const own = await call<Customer>(g.app, 'PUT', `/api/v2.5/user/customers/${demoCustomer.id}/team`, { token: demoRegular, socket: sockets.demoRegular, body: { teams_id: demoTeams.tampere.id } });
    expect(own.status).toBe(200);
    expect((await stored(demoCustomer.id)).teams_id).toBe(demoTeams.tampere.id);
    const none = await call<Customer>(g.app, 'PUT', `/api/v2.5/user/customers/${demoCustomer.id}/team`, { token: demoRegular, socket: sockets.demoRegular, body: { teams_id: null } });
    expect(none.status).toBe(200);
    expect((await stored(demoCustomer.id)).teams_id).toBeNull();
  });

  it('copies an identification to no customer of Toinen Oy and to no unknown one: 404, nothing stored', async () => {
    // An identified identification of Demo Oy: sent, and the person draws the signature on the page of the link.
    const admin = { token: demoAdmin, socket: sockets.demoAdmin };
    const created = await call<Identification>(g.app, 'POST', `/api/v2.5/user/customers/${demoCustomer.id}/identifications`, {
      ...admin, body: { name: 'Kopio Testi', email: 'copy-source@example.com', available_eidmethods: ['SCREENSIGNATURE'] },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data!.id;
    expect((await call(g.app, 'POST', `/api/v2.5/user/identifications/${id}/send`, admin)).status).toBe(200);
    const { token } = await linkFromMail(g.outbox, 'copy-source@example.com');
    const drawn = await call(g.app, 'POST', `/api/v2.5/public/identifications/${demoOrganisations.demo.id}/${demoCustomer.id}/${id}/screensignature`, {
      socket: '203.0.113.84', headers: { [linkTokenHeader]: token }, body: { image: pngDataUrl() },
    });
    expect(drawn.status, drawn.text).toBe(200);
    const count = async () => (await g.db.owner<{ n: number }[]>`select count(*)::int as n from outbound.identifications`)[0]!.n;
    const before = await count();
    for (const target of [toinenCustomer.id, missingId]) {
      const answer = await call(g.app, 'POST', `/api/v2.5/user/identifications/${id}/copy`, { ...admin, body: { customers_id: target } });
      expect(answer.status, target).toBe(404);
      expect(errorCode(answer)).toBe('RESTRICTED_ACCESS');
      expect(answer.text).not.toContain(toinenCustomer.name);
    }
    expect(await count()).toBe(before);
    const [files] = await g.db.owner<{ n: number }[]>`select count(*)::int as n from outbound.files where customers_id = ${toinenCustomer.id}`;
    expect(files!.n).toBe(0);
    // To a customer of its own organisation it is copied only where the identity code is the same (issue 25 §5): a drawn
    // signature carries none, so it is refused there too and nothing is stored.
    const own = await call<Identification>(g.app, 'POST', `/api/v2.5/user/identifications/${id}/copy`, { ...admin, body: { customers_id: demoCustomer.id } });
    expect(own.status, own.text).toBe(409);
    expect(errorCode(own)).toBe('COPY_SSN_MISMATCH');
    expect(await count()).toBe(before);
  });
});
