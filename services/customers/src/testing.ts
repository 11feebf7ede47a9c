/**
 * Test kit for the customer register's route tests: a migrated, seeded database per test file, the demo users'
 * principals (identity's job; here a fixed table), and a caller that speaks HTTP to the real router.
 */
import { demoOrganisations, demoTeams, demoUsers, type Envelope } from '@tunne/contracts';
import { AppError, createTokenService, type Principal, type PrincipalResolver, type TokenType } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { createCustomersApp, type CustomersDeps } from './app.ts';
import type { CustomerDirectory } from './directory.ts';
import { customersMigrations } from './index.ts';
import { seedCustomers } from './seed.ts';

export const principals: Record<string, Omit<Principal, 'sessionId' | 'tokenType'>> = {
  [demoUsers.admin.id]: { usersId: demoUsers.admin.id, organisationsId: demoOrganisations.demo.id, isAdmin: true, restrictiontype: 'NONE', teamIds: [demoTeams.tampere.id] },
  [demoUsers.user.id]: { usersId: demoUsers.user.id, organisationsId: demoOrganisations.demo.id, isAdmin: false, restrictiontype: 'NONE', teamIds: [] },
  [demoUsers.team.id]: { usersId: demoUsers.team.id, organisationsId: demoOrganisations.demo.id, isAdmin: false, restrictiontype: 'TEAM', teamIds: [demoTeams.helsinki.id] },
  [demoUsers.own.id]: { usersId: demoUsers.own.id, organisationsId: demoOrganisations.demo.id, isAdmin: false, restrictiontype: 'USER', teamIds: [] },
  [demoUsers.toinenAdmin.id]: { usersId: demoUsers.toinenAdmin.id, organisationsId: demoOrganisations.toinen.id, isAdmin: true, restrictiontype: 'NONE', teamIds: [] },
};

const resolve: PrincipalResolver = async (claims) => {
  const principal = principals[claims.sub];
  if (!principal) throw new AppError('UNKNOWN_USER', 'Unknown user');
  return { ...principal, sessionId: claims.sid, tokenType: claims.typ };
};

/** Identity's directory as a fixed table: the demo users (mfa@example.com passive) and teams, one team of Toinen Oy. */
export const toinenTeamId = '00000000-0000-4000-8000-000000000201';
const directoryUsers = [
  ...[demoUsers.admin, demoUsers.user, demoUsers.team, demoUsers.own].map((u) => ({ ...u, organisationsId: demoOrganisations.demo.id, active: true })),
  { ...demoUsers.mfa, organisationsId: demoOrganisations.demo.id, active: false },
  { ...demoUsers.toinenAdmin, organisationsId: demoOrganisations.toinen.id, active: true },
];
const directoryTeams = [
  ...Object.values(demoTeams).map((t) => ({ id: t.id, organisationsId: t.organisationsId })),
  { id: toinenTeamId, organisationsId: demoOrganisations.toinen.id },
];
export const directory: CustomerDirectory = {
  findActiveUser: async (organisationsId, usersId) => {
    const user = directoryUsers.find((u) => u.id === usersId && u.organisationsId === organisationsId && u.active);
    return user ? { id: user.id, name: user.name, email: user.email } : null;
  },
  teamExists: async (organisationsId, teamsId) => directoryTeams.some((t) => t.id === teamsId && t.organisationsId === organisationsId),
};

export const tokens = createTokenService({ secret: 'x'.repeat(40) });

export const tokenFor = (usersId: string, typ: TokenType = 'session') =>
  tokens.sign({ sub: usersId, org: principals[usersId]!.organisationsId, typ, sid: crypto.randomUUID() });

export interface Harness {
  t: TestDatabase;
  app: ReturnType<typeof createCustomersApp>['app'];
  call: <T>(usersId: string, path: string, init?: { method?: string; body?: unknown }) => Promise<{ status: number; body: Envelope<T> }>;
  stop: () => Promise<void>;
}

/**
 * `securityLog`: where the app records exports and shown identity codes; `settingsChanges`: where admin changes are
 * audited; `related`: the related records (tasks, todos) mounted too; `prices`: the operator's amounts (none by default);
 * `organisations`: identity's organisation port (archive days, the name on the list's PDF).
 */
export const startHarness = async (options: Pick<CustomersDeps, 'securityLog' | 'settingsChanges' | 'related' | 'prices' | 'organisations' | 'retainedSources' | 'retainedFileSources' | 'leadAlerts' | 'uniqueNameAlerts'> = {}): Promise<Harness> => {
  const t = await createTestDatabase([customersMigrations]);
  await seedCustomers(t.db);
  const { app } = createCustomersApp({ db: t.db, tokens, resolvePrincipal: resolve, directory, ...options });
  const call: Harness['call'] = async (usersId, path, init = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${await tokenFor(usersId)}` };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: response.status, body: (await response.json()) as Envelope<never> };
  };
  return { t, app, call, stop: () => t.stop() };
};
