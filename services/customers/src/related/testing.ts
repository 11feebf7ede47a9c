/**
 * Test harness for the related-records routes: a fresh database (00001–00003 + the demo customers), a service
 * app with requireAuth and relatedRoutes, and mail through the real SMTP path into a DevOutbox.
 */
import { demoOrganisations, demoTeams, demoUsers, type Envelope } from '@tunne/contracts';
import {
  AppError,
  createServiceApp,
  createSmtpMailer,
  createTokenService,
  DevOutbox,
  requireAuth,
  startSmtpSink,
  type AuthEnv,
  type Principal,
  type PrincipalResolver,
} from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { customersMigrations } from '../index.ts';
import { demoCustomers, seedCustomers } from '../seed.ts';
import type { FindActiveUser } from './deps.ts';
import { relatedRoutes } from './index.ts';

type BasePrincipal = Omit<Principal, 'sessionId' | 'tokenType'>;
const demo = demoOrganisations.demo.id;

// The user lookup is identity's job; here it is a fixed table of the demo users' restrictions.
export const principals: Record<string, BasePrincipal> = {
  [demoUsers.admin.id]: { usersId: demoUsers.admin.id, organisationsId: demo, isAdmin: true, restrictiontype: 'NONE', teamIds: [demoTeams.tampere.id] },
  [demoUsers.user.id]: { usersId: demoUsers.user.id, organisationsId: demo, isAdmin: false, restrictiontype: 'NONE', teamIds: [] },
  [demoUsers.team.id]: { usersId: demoUsers.team.id, organisationsId: demo, isAdmin: false, restrictiontype: 'TEAM', teamIds: [demoTeams.helsinki.id] },
  [demoUsers.own.id]: { usersId: demoUsers.own.id, organisationsId: demo, isAdmin: false, restrictiontype: 'USER', teamIds: [] },
  [demoUsers.toinenAdmin.id]: {
    usersId: demoUsers.toinenAdmin.id, organisationsId: demoOrganisations.toinen.id, isAdmin: true, restrictiontype: 'NONE', teamIds: [],
  },
};

/** Identity's directory as a fixed table: mfa@example.com is passive here. */
const directory = [
  ...[demoUsers.admin, demoUsers.user, demoUsers.team, demoUsers.own].map((u) => ({ ...u, organisationsId: demo, active: true })),
  { ...demoUsers.mfa, organisationsId: demo, active: false },
  { ...demoUsers.toinenAdmin, organisationsId: demoOrganisations.toinen.id, active: true },
];
export const findActiveUser: FindActiveUser = async (organisationsId, usersId) => {
  const user = directory.find((u) => u.id === usersId && u.organisationsId === organisationsId && u.active);
  return user ? { id: user.id, name: user.name, email: user.email } : null;
};

const resolve: PrincipalResolver = async (claims) => {
  const principal = principals[claims.sub];
  if (!principal) throw new AppError('UNKNOWN_USER', 'Unknown user');
  return { ...principal, sessionId: claims.sid, tokenType: claims.typ };
};

export const tenancyFor = (usersId: string) => {
  const p = principals[usersId]!;
  return { organisationsId: p.organisationsId, usersId: p.usersId, restrictiontype: p.restrictiontype, teamIds: p.teamIds };
};

const active = demoCustomers().filter((c) => !c.is_removed);
/** Customers the tests work on: one of Olli Oma's (USER), one only NONE users see, another organisation's. */
export const testCustomers = {
  own: active.find((c) => c.organisations_id === demo && c.users_id === demoUsers.own.id && c.type === 'business')!,
  ownSecond: active.filter((c) => c.organisations_id === demo && c.users_id === demoUsers.own.id && c.type === 'business')[1]!,
  swedish: active.find((c) => c.organisations_id === demo && c.country === 'SE' && c.type === 'business')!,
  others: active.find((c) => c.organisations_id === demo && c.users_id === demoUsers.admin.id && c.teams_id === null)!,
  foreign: active.find((c) => c.organisations_id === demoOrganisations.toinen.id)!,
};

export interface RelatedTestApp {
  t: TestDatabase;
  outbox: DevOutbox;
  /** The app without a token. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  call: <T>(usersId: string, path: string, method?: string, body?: unknown) => Promise<{ status: number; body: Envelope<T> }>;
  stop: () => Promise<void>;
}

export const startRelatedTestApp = async (): Promise<RelatedTestApp> => {
  const t = await createTestDatabase([customersMigrations]);
  await seedCustomers(t.db);
  const outbox = new DevOutbox();
  const sink = await startSmtpSink(outbox);
  const tokens = createTokenService({ secret: 'x'.repeat(40) });
  const app = createServiceApp<AuthEnv>();
  relatedRoutes(
    app,
    {
      db: t.db,
      mailer: createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' }),
      publicUrl: 'http://tunne.test',
      findActiveUser,
    },
    requireAuth({ tokens, resolve }),
  );
  const call: RelatedTestApp['call'] = async (usersId, path, method = 'GET', body) => {
    const jwt = await tokens.sign({ sub: usersId, org: principals[usersId]!.organisationsId, typ: 'session', sid: crypto.randomUUID() });
    const headers: Record<string, string> = { authorization: `Bearer ${jwt}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    return { status: response.status, body: (await response.json()) as Envelope<never> };
  };
  return {
    t,
    outbox,
    call,
    request: async (path, init) => app.request(path, init),
    stop: async () => {
      await sink.stop();
      await t.stop();
    },
  };
};

/** Row counts of every related table, to show a refused call wrote nothing. */
type Counted = 'owners' | 'actualbeneficiaries' | 'peps' | 'responsiblepersons' | 'bankaccounts' | 'todos' | 'tasks' | 'customer_tasks'
  | 'linked_customers' | 'audit_log';

export const relatedCounts = async (t: TestDatabase): Promise<Record<Counted, number>> => {
  const [row] = await t.db.owner<Record<Counted, number>[]>`select
    (select count(*)::int from customers.owners) as owners,
    (select count(*)::int from customers.actualbeneficiaries) as actualbeneficiaries,
    (select count(*)::int from customers.peps) as peps,
    (select count(*)::int from customers.responsiblepersons) as responsiblepersons,
    (select count(*)::int from customers.bankaccounts) as bankaccounts,
    (select count(*)::int from customers.todos) as todos,
    (select count(*)::int from customers.tasks) as tasks,
    (select count(*)::int from customers.customer_tasks) as customer_tasks,
    (select count(*)::int from customers.linked_customers) as linked_customers,
    (select count(*)::int from customers.audit_log) as audit_log`;
  return row!;
};
