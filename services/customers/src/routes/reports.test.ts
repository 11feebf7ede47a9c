import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoOrganisations, demoTeams, demoUsers, helsinkiDate, kycClockLight,
  type Customer, type CustomerLink, type CustomerUniqueEmails, type OrganisationReport, type TasksOverview,
} from '@tunne/contracts';
import { demoCustomers, type SeedCustomerRow } from '../seed.ts';
import { principals, startHarness, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => h?.stop());

const demo = demoOrganisations.demo.id;
const toinen = demoOrganisations.toinen.id;
const seeded = demoCustomers();
const demoActive = seeded.filter((c) => c.organisations_id === demo && !c.is_removed);

/** customers.visible() of migration 00001, for the expected values. */
const visibleTo = (usersId: string) => (c: { users_id: string | null; teams_id: string | null }): boolean => {
  const p = principals[usersId]!;
  if (p.restrictiontype === 'USER') return c.users_id === usersId;
  if (p.restrictiontype === 'TEAM') return c.users_id === usersId || (c.teams_id !== null && p.teamIds.includes(c.teams_id));
  return true;
};

const uuid = (n: number) => `00000000-0000-4000-b100-${String(n).padStart(12, '0')}`;
const create = async (usersId: string, body: Record<string, unknown>) => {
  const { status, body: envelope } = await h.call<Customer>(usersId, '/api/v2.5/user/customers', {
    method: 'POST', body: { type: 'business', country: 'FI', confirm_duplicate: true, ...body },
  });
  expect(status).toBe(201);
  return envelope.data!;
};

// Customers each restricted user sees and one they do not, from the seed.
const ownCustomer = demoActive.find((c) => c.users_id === demoUsers.own.id && c.teams_id !== demoTeams.helsinki.id)!;
const teamCustomer = demoActive.find((c) => c.teams_id === demoTeams.helsinki.id && c.users_id !== demoUsers.team.id && c.users_id !== demoUsers.own.id)!;
const adminOnly = demoActive.find((c) => c.users_id === demoUsers.admin.id && c.teams_id === null)!;
const archived = seeded.find((c) => c.organisations_id === demo && c.is_removed)!;
const foreign = seeded.find((c) => c.organisations_id === toinen && !c.is_removed)!;

describe('GET /api/v2.5/user/reports', () => {
  const expectedCustomers = (usersId: string) => {
    const rows = demoActive.filter(visibleTo(usersId));
    const count = (test: (c: SeedCustomerRow) => boolean) => rows.filter(test).length;
    const kyc = (c: SeedCustomerRow) =>
      c.is_kycclock && c.kycclock_alarm_at ? kycClockLight(c.kycclock_alarm_at, true) : 'green';
    return {
      total: rows.length,
      by_type: { business: count((c) => c.type === 'business'), person: count((c) => c.type === 'person') },
      by_risk: {
        LOW: count((c) => c.riskscores_level === 'LOW'),
        REGULAR: count((c) => c.riskscores_level === 'REGULAR'),
        HIGH: count((c) => c.riskscores_level === 'HIGH'),
        NA: count((c) => c.riskscores_level === 'NA'),
        none: count((c) => c.riskscores_level === null),
      },
      kycclock_alarming: { yellow: count((c) => kyc(c) === 'yellow'), red: count((c) => kyc(c) === 'red') },
      monitored: count((c) => c.is_monitored),
    };
  };

  beforeAll(async () => {
    const day = 86_400_000;
    const todo = (n: number, customersId: string, values: { responsible: string; creator?: string; deadline?: number | null; done?: boolean }) => ({
      organisations_id: demo,
      id: uuid(n),
      customers_id: customersId,
      name: `Toimenpide ${n}`,
      responsible_users_id: values.responsible,
      users_id: values.creator ?? demoUsers.admin.id,
      deadline_at: values.deadline === undefined || values.deadline === null ? null : helsinkiDate(new Date(Date.now() + values.deadline * day)),
      is_done: values.done ?? false,
      done_at: values.done ? new Date() : null,
    });
    const rows = [
      // Tiina (TEAM): open and overdue, open without a deadline, open and due later, one she created for someone else, one done.
      todo(1, teamCustomer.id, { responsible: demoUsers.team.id, deadline: -2 }),
      todo(2, teamCustomer.id, { responsible: demoUsers.team.id }),
      todo(3, teamCustomer.id, { responsible: demoUsers.team.id, deadline: 5 }),
      todo(4, teamCustomer.id, { responsible: demoUsers.user.id, creator: demoUsers.team.id, deadline: -1 }),
      todo(5, teamCustomer.id, { responsible: demoUsers.team.id, deadline: -9, done: true }),
      // Not counted for her: a customer outside her restriction, an archived customer, someone else's todo.
      todo(6, adminOnly.id, { responsible: demoUsers.team.id, deadline: -3 }),
      todo(7, archived.id, { responsible: demoUsers.team.id, deadline: -3 }),
      todo(8, teamCustomer.id, { responsible: demoUsers.user.id, deadline: -3 }),
    ];
    await h.t.db.owner`insert into customers.todos ${h.t.db.owner(rows)}`;
  });

  it('counts the non-archived customers by type, risk level, KYC clock alarm and monitoring (NONE sees the organisation)', async () => {
    const { status, body } = await h.call<OrganisationReport>(demoUsers.user.id, '/api/v2.5/user/reports');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.errors).toEqual([]);
    expect(body.data!.customers).toEqual(expectedCustomers(demoUsers.user.id));
    expect(body.data!.customers.total).toBe(demoActive.length);
    const { kycclock_alarming: kyc, by_type: byType } = body.data!.customers;
    expect(kyc.yellow).toBeGreaterThan(0);
    expect(kyc.red).toBeGreaterThan(0);
    expect(byType.business + byType.person).toBe(demoActive.length);
    expect(Math.abs(Date.parse(body.data!.generated_at) - Date.now())).toBeLessThan(60_000);
  });

  it('counts only what a TEAM or USER restricted user sees, and their own open and overdue todos', async () => {
    for (const usersId of [demoUsers.team.id, demoUsers.own.id]) {
      const { status, body } = await h.call<OrganisationReport>(usersId, '/api/v2.5/user/reports');
      expect(status).toBe(200);
      expect(body.data!.customers).toEqual(expectedCustomers(usersId));
      expect(body.data!.customers.total).toBeLessThan(demoActive.length);
    }
    const team = await h.call<OrganisationReport>(demoUsers.team.id, '/api/v2.5/user/reports');
    expect(team.body.data!.todos).toEqual({ open: 4, overdue: 2 });
    const own = await h.call<OrganisationReport>(demoUsers.own.id, '/api/v2.5/user/reports');
    expect(own.body.data!.todos).toEqual({ open: 0, overdue: 0 });
    // Ville (NONE) is responsible for two open, overdue todos, both on a customer he sees.
    const user = await h.call<OrganisationReport>(demoUsers.user.id, '/api/v2.5/user/reports');
    expect(user.body.data!.todos).toEqual({ open: 2, overdue: 2 });
  });

  it('counts another organisation\'s own customers only', async () => {
    const { status, body } = await h.call<OrganisationReport>(demoUsers.toinenAdmin.id, '/api/v2.5/user/reports');
    expect(status).toBe(200);
    expect(body.data!.customers.total).toBe(seeded.filter((c) => c.organisations_id === toinen && !c.is_removed).length);
    expect(body.data!.todos).toEqual({ open: 0, overdue: 0 });
  });

  it('needs a session', async () => {
    const response = await h.app.request('/api/v2.5/user/reports');
    expect(response.status).toBe(401);
  });
});

describe('GET /api/v2.5/user/customers/{id}/unique-emails', () => {
  it('lists email, contact_email and monitor_emails once each, compared case-insensitively, in that order', async () => {
    const customer = await create(demoUsers.own.id, { name: 'Sähköpostit Oy', email: 'Info@Sahkopostit.fi', contact_email: 'yhteys@sahkopostit.fi' });
    const monitors = await h.call(demoUsers.own.id, `/api/v2.5/user/customers/${customer.id}/monitors`, {
      method: 'PATCH', body: { is_monitored: true, monitor_emails: ['valvonta@sahkopostit.fi', 'INFO@sahkopostit.fi'] },
    });
    expect(monitors.status).toBe(200);
    const { status, body } = await h.call<CustomerUniqueEmails>(demoUsers.own.id, `/api/v2.5/user/customers/${customer.id}/unique-emails`);
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    // The service stores addresses in lower case; the monitor list's INFO@ is the customer's own address again.
    expect(body.data).toEqual(['info@sahkopostit.fi', 'yhteys@sahkopostit.fi', 'valvonta@sahkopostit.fi']);
  });

  it('keeps the first spelling of an address stored in another case (older data)', async () => {
    const customer = await create(demoUsers.own.id, { name: 'Vanhat Osoitteet Oy' });
    await h.t.db.owner`update customers.customers set email = 'Kirjaamo@Vanhat.fi', contact_email = ' kirjaamo@vanhat.fi ',
      monitor_emails = ${['KIRJAAMO@VANHAT.FI', 'muu@vanhat.fi']} where id = ${customer.id}`;
    const { body } = await h.call<CustomerUniqueEmails>(demoUsers.own.id, `/api/v2.5/user/customers/${customer.id}/unique-emails`);
    expect(body.data).toEqual(['Kirjaamo@Vanhat.fi', 'muu@vanhat.fi']);
  });

  it('answers an empty list for a customer without addresses', async () => {
    const customer = await create(demoUsers.own.id, { name: 'Osoitteeton Oy' });
    const { status, body } = await h.call<CustomerUniqueEmails>(demoUsers.own.id, `/api/v2.5/user/customers/${customer.id}/unique-emails`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('follows the restriction: USER own only, TEAM own and team, NONE all; another organisation gets 404', async () => {
    const path = (id: string) => `/api/v2.5/user/customers/${id}/unique-emails`;
    const cases: [string, SeedCustomerRow, number][] = [
      [demoUsers.own.id, ownCustomer, 200],
      [demoUsers.own.id, adminOnly, 404],
      [demoUsers.team.id, teamCustomer, 200],
      [demoUsers.team.id, adminOnly, 404],
      [demoUsers.user.id, adminOnly, 200],
      [demoUsers.toinenAdmin.id, adminOnly, 404],
      [demoUsers.admin.id, foreign, 404],
    ];
    for (const [usersId, customer, expected] of cases) {
      const { status, body } = await h.call<CustomerUniqueEmails>(usersId, path(customer.id));
      expect(status, `${usersId} ${customer.name}`).toBe(expected);
      if (expected === 404) {
        expect(body.status).toBe(false);
        expect(body.errors[0]!.code).toBe(usersId === demoUsers.toinenAdmin.id || customer === foreign ? 'ORGANISATION_MISMATCH' : 'RESTRICTED_ACCESS');
        expect(body.data).toBeNull();
      } else {
        expect(body.data).toEqual([customer.email, ...customer.monitor_emails].filter(Boolean));
      }
    }
    expect((await h.call(demoUsers.admin.id, path('not-a-uuid'))).status).toBe(400);
  });
});

describe('GET /api/v2.5/user/customers/{id}/links', () => {
  const ownSecond = demoActive.find((c) => c.users_id === demoUsers.own.id && c.id !== ownCustomer.id)!;

  beforeAll(async () => {
    const link = (n: number, a: string, b: string) => {
      const [first, second] = [a, b].sort();
      return { organisations_id: demo, id: uuid(100 + n), customers_id: first!, linked_customers_id: second! };
    };
    const rows = [link(1, ownCustomer.id, ownSecond.id), link(2, ownCustomer.id, adminOnly.id)];
    await h.t.db.owner`insert into customers.linked_customers ${h.t.db.owner(rows)}`;
  });

  it('lists the linked customers with id, name and type (both directions of a link)', async () => {
    const { status, body } = await h.call<CustomerLink[]>(demoUsers.admin.id, `/api/v2.5/user/customers/${ownCustomer.id}/links`);
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    const expected = [ownSecond, adminOnly].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    expect(body.data!.map(({ id, name, type }) => ({ id, name, type }))).toEqual(expected.map(({ id, name, type }) => ({ id, name, type })));
    const back = await h.call<CustomerLink[]>(demoUsers.admin.id, `/api/v2.5/user/customers/${adminOnly.id}/links`);
    expect(back.body.data!.map((c) => c.id)).toEqual([ownCustomer.id]);
  });

  it('lists only linked customers the caller may see, and 404 for a customer they may not', async () => {
    const own = await h.call<CustomerLink[]>(demoUsers.own.id, `/api/v2.5/user/customers/${ownCustomer.id}/links`);
    expect(own.status).toBe(200);
    expect(own.body.data!.map((c) => c.id)).toEqual([ownSecond.id]);
    const team = await h.call(demoUsers.team.id, `/api/v2.5/user/customers/${ownCustomer.id}/links`);
    expect(visibleTo(demoUsers.team.id)(ownCustomer)).toBe(false);
    expect(team.status).toBe(404);
    const other = await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/user/customers/${ownCustomer.id}/links`);
    expect(other.status).toBe(404);
    expect(other.body.errors[0]!.code).toBe('ORGANISATION_MISMATCH');
  });

  it('answers an empty list for a customer without links', async () => {
    const { status, body } = await h.call<CustomerLink[]>(demoUsers.team.id, `/api/v2.5/user/customers/${teamCustomer.id}/links`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});

describe('GET /api/v2.5/user/customers/tasks-overview', () => {
  const tasks = [
    { organisations_id: demo, id: uuid(201), name: 'Tuntemistiedot tarkistettu', description: 'KYC' },
    { organisations_id: demo, id: uuid(202), name: 'Riskiarvio tehty', description: null },
    { organisations_id: demo, id: uuid(203), name: 'edunsaajat selvitetty', description: null },
    { organisations_id: toinen, id: uuid(204), name: 'Toisen tehtävä', description: null },
  ];

  beforeAll(async () => {
    const state = (n: number, organisationsId: string, customersId: string, tasksId: string, isDone: boolean) => ({
      organisations_id: organisationsId, id: uuid(300 + n), customers_id: customersId, tasks_id: tasksId,
      is_done: isDone, done_at: isDone ? new Date('2026-01-02T10:00:00Z') : null,
    });
    await h.t.db.owner`insert into customers.tasks ${h.t.db.owner(tasks)}`;
    const states = [
      state(1, demo, ownCustomer.id, uuid(201), true),
      state(2, demo, ownCustomer.id, uuid(203), false),
      state(3, demo, teamCustomer.id, uuid(202), true),
      state(4, demo, adminOnly.id, uuid(201), true),
      // An archived customer's tasks are not followed up.
      state(5, demo, archived.id, uuid(201), true),
      state(6, toinen, foreign.id, uuid(204), true),
    ];
    await h.t.db.owner`insert into customers.customer_tasks ${h.t.db.owner(states)}`;
  });

  const ids = (overview: TasksOverview) => overview.customers.map((c) => c.id);
  const byName = (rows: SeedCustomerRow[]) =>
    [...rows].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1)).map((c) => c.id);

  it('lists the catalogue by name and every non-archived customer with tasks, with each task\'s state', async () => {
    const { status, body } = await h.call<TasksOverview>(demoUsers.admin.id, '/api/v2.5/user/customers/tasks-overview');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    const overview = body.data!;
    expect(overview.tasks.map((t) => t.name)).toEqual(['edunsaajat selvitetty', 'Riskiarvio tehty', 'Tuntemistiedot tarkistettu']);
    expect(ids(overview)).toEqual(byName([ownCustomer, teamCustomer, adminOnly]));
    expect(overview.total).toBe(3);
    const own = overview.customers.find((c) => c.id === ownCustomer.id)!;
    expect(own).toMatchObject({ name: ownCustomer.name, type: ownCustomer.type, users_id: demoUsers.own.id });
    expect(own.tasks).toEqual([
      { tasks_id: uuid(203), is_done: false, done_at: null },
      { tasks_id: uuid(202), is_done: false, done_at: null },
      { tasks_id: uuid(201), is_done: true, done_at: '2026-01-02T10:00:00.000Z' },
    ]);
  });

  it('agrees with the has-tasks customer list', async () => {
    const overview = (await h.call<TasksOverview>(demoUsers.admin.id, '/api/v2.5/user/customers/tasks-overview')).body.data!;
    const list = await h.call<{ items: { id: string }[] }>(demoUsers.admin.id, '/api/v2.5/user/customers?has-tasks=true&size=10000&archived=false');
    expect(ids(overview).sort()).toEqual(list.body.data!.items.map((c) => c.id).sort());
  });

  it('follows the restriction and the organisation', async () => {
    const of = async (usersId: string) => (await h.call<TasksOverview>(usersId, '/api/v2.5/user/customers/tasks-overview')).body.data!;
    expect(ids(await of(demoUsers.own.id))).toEqual([ownCustomer.id]);
    expect(ids(await of(demoUsers.team.id))).toEqual([teamCustomer.id]);
    expect(ids(await of(demoUsers.user.id))).toEqual(byName([ownCustomer, teamCustomer, adminOnly]));
    const other = await of(demoUsers.toinenAdmin.id);
    expect(other.tasks.map((t) => t.id)).toEqual([uuid(204)]);
    expect(ids(other)).toEqual([foreign.id]);
    expect(other.customers[0]!.tasks).toEqual([{ tasks_id: uuid(204), is_done: true, done_at: '2026-01-02T10:00:00.000Z' }]);
  });

  it('is not taken for a customer id', async () => {
    const { status } = await h.call(demoUsers.admin.id, '/api/v2.5/user/customers/tasks-overview');
    expect(status).toBe(200);
    expect((await h.call(demoUsers.admin.id, '/api/v2.5/user/customers/tasks-overviews')).status).toBe(400);
  });
});
