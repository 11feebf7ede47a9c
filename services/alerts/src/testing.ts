/**
 * Test kit for the alerts service: a migrated database with the customer register (its migrations, demo customers
 * and related records: the events and subjects screening reads), small list fixtures stored as real list versions,
 * the demo users' principals and the demo teams (identity's job; here fixed tables) and a caller that speaks HTTP to
 * the real router.
 */
import type { ListEntity, ParsedList } from '@tunne/screening';
import { customerEventsVisible, customersMigrations, customersPorts, seedCustomers, seedRelated } from '@tunne/customers/testing';
import { demoOrganisations, demoTeams, demoUsers, type Envelope, type SeniorManagementPort } from '@tunne/contracts';
import { AppError, createTokenService, type Principal, type PrincipalResolver, type SettingsChangeLog, type TokenType } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { createAlertsApp } from './app.ts';
import type { AlertRecipient, AlertTeamsPort } from './deps.ts';
import { alertsMigrations } from './index.ts';
import { storeParsedList } from './lists/store.ts';
import { defaultSettings, writeSettings } from './repo/settings.ts';
import { runScreeningCycle } from './screening/consumer.ts';
import { createScreeningRuntime, type ScreeningRuntime } from './screening/runtime.ts';

const demo = demoOrganisations.demo.id;

/** Every test organisation uses alerts and queries; the flags themselves are tested in the gateway. */
const features = ['use_alerts', 'use_queries'];

export const principals: Record<string, Omit<Principal, 'sessionId' | 'tokenType'>> = {
  [demoUsers.admin.id]: { usersId: demoUsers.admin.id, organisationsId: demo, isAdmin: true, restrictiontype: 'NONE', teamIds: [demoTeams.tampere.id], features },
  // A second admin of the demo organisation (four-eyes: one admin asks, another approves); the demo's MFA user plays it here.
  [demoUsers.mfa.id]: { usersId: demoUsers.mfa.id, organisationsId: demo, isAdmin: true, restrictiontype: 'NONE', teamIds: [], features },
  [demoUsers.user.id]: { usersId: demoUsers.user.id, organisationsId: demo, isAdmin: false, restrictiontype: 'NONE', teamIds: [], features },
  [demoUsers.team.id]: { usersId: demoUsers.team.id, organisationsId: demo, isAdmin: false, restrictiontype: 'TEAM', teamIds: [demoTeams.helsinki.id], features },
  [demoUsers.own.id]: { usersId: demoUsers.own.id, organisationsId: demo, isAdmin: false, restrictiontype: 'USER', teamIds: [], features },
  [demoUsers.toinenAdmin.id]: { usersId: demoUsers.toinenAdmin.id, organisationsId: demoOrganisations.toinen.id, isAdmin: true, restrictiontype: 'NONE', teamIds: [], features },
};

const resolve: PrincipalResolver = async (claims) => {
  const principal = principals[claims.sub];
  if (!principal) throw new AppError('UNKNOWN_USER', 'Unknown user');
  return { ...principal, sessionId: claims.sid, tokenType: claims.typ };
};

/** The demo teams and their active members as identity answers them (the gateway test wires the real port). */
export const teamMembers: Record<string, { organisationsId: string; members: AlertRecipient[] }> = {
  [demoTeams.helsinki.id]: { organisationsId: demo, members: [{ email: demoUsers.team.email, language: 'fi' }] },
  [demoTeams.tampere.id]: {
    organisationsId: demo,
    members: [{ email: demoUsers.admin.email, language: 'fi' }, { email: demoUsers.user.email, language: 'se' }],
  },
};

export const teamsPort: AlertTeamsPort = {
  teamExists: async (organisationsId, teamsId) => teamMembers[teamsId]?.organisationsId === organisationsId,
  recipients: async (organisationsId, teamsId) => {
    const team = teamMembers[teamsId];
    return team?.organisationsId === organisationsId ? team.members : [];
  },
};

export const tokens = createTokenService({ secret: 'x'.repeat(40) });

export const tokenFor = (usersId: string, typ: TokenType = 'session') =>
  tokens.sign({ sub: usersId, org: principals[usersId]!.organisationsId, typ, sid: crypto.randomUUID() });

export const tenancyFor = (usersId: string) => {
  const p = principals[usersId]!;
  return { organisationsId: p.organisationsId, usersId: p.usersId, restrictiontype: p.restrictiontype, teamIds: p.teamIds };
};

/** A list entity with the fields a fixture does not care about left empty. */
export const entity = (source: ListEntity['source'], sourceId: string, name: string, extra: Partial<ListEntity> = {}): ListEntity => ({
  source,
  sourceId,
  kind: 'PERSON',
  name,
  aliases: [],
  birthDates: [],
  nationalities: [],
  identifiers: [],
  addresses: [],
  programs: [],
  ...extra,
});

let fixtureHash = 0;
/** A parsed list as the importers return it; each call is a new file (a new hash) unless `hash` is given. */
export const fixtureList = (source: ListEntity['source'], entities: ListEntity[], hash?: string): ParsedList => ({
  source,
  publishedAt: new Date().toISOString(),
  fileHash: hash ?? `fixture-${source}-${(fixtureHash += 1)}`,
  files: [`${source.toLowerCase()}.fixture`],
  entities,
  dataset: 'fixture',
});

/** Sanction and PEP fixtures with names nothing in the demo register resembles. */
export const fixtures = {
  person: entity('OFAC', 'T-1', 'Ivan Sanctionovich Testov', { birthDates: ['1961-02-03'], nationalities: ['RU'], programs: ['TEST-PROGRAM'] }),
  company: entity('OFAC', 'T-2', 'Kontrabanda Trading LLC', { kind: 'ORGANIZATION', programs: ['TEST-PROGRAM'] }),
  pep: entity('PEP', 'P-1', 'Marjatta Poliittinen', { nationalities: ['FI'] }),
};

export interface AlertsHarness {
  t: TestDatabase;
  runtime: ScreeningRuntime;
  app: ReturnType<typeof createAlertsApp>['app'];
  request: (path: string, init?: RequestInit) => Promise<Response>;
  call: <T>(usersId: string, path: string, init?: { method?: string; body?: unknown }) => Promise<{ status: number; body: Envelope<T> }>;
  /** Runs the screening consumer until it has nothing left to do. */
  settle: () => Promise<void>;
  storeLists: (...lists: ParsedList[]) => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * `lists`: the fixture lists stored (default on); `settingsChanges`: where admin changes are audited (none by default);
 * `fourEyes: false`: the demo organisation has turned four-eyes off (for tests of a silence itself, not its approval);
 * `seniorManagement`: identity's designation (without it every admin is senior management).
 */
export const startAlertsHarness = async (
  options: { lists?: boolean; settingsChanges?: SettingsChangeLog; fourEyes?: boolean; seniorManagement?: SeniorManagementPort } = {},
): Promise<AlertsHarness> => {
  const t = await createTestDatabase([customersMigrations, alertsMigrations]);
  await seedCustomers(t.db);
  await seedRelated(t.db);
  const runtime = createScreeningRuntime(t.db, customersPorts(t.db));
  const storeLists = async (...lists: ParsedList[]) => {
    for (const list of lists) await storeParsedList(t.db, list, 'folder');
  };
  if (options.lists ?? true) {
    await storeLists(fixtureList('OFAC', [fixtures.person, fixtures.company]), fixtureList('PEP', [fixtures.pep]));
  }
  const { app } = createAlertsApp({
    db: t.db, tokens, resolvePrincipal: resolve, runtime, teams: teamsPort, ...(options.settingsChanges ? { settingsChanges: options.settingsChanges } : {}),
    ...(options.seniorManagement ? { seniorManagement: options.seniorManagement } : {}),
  });
  const settle = async () => {
    await customerEventsVisible(t.db);
    for (let i = 0; i < 50; i += 1) if ((await runScreeningCycle(t.db, runtime)) === 0) return;
    throw new Error('screening did not settle');
  };
  await settle();
  if (options.fourEyes === false) {
    await t.db.tx(tenancyFor(demoUsers.admin.id), (tx) => writeSettings(tx, { sources: defaultSettings().sources, threshold: defaultSettings().threshold, four_eyes_sanction: false }));
  }
  const call: AlertsHarness['call'] = async (usersId, path, init = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${await tokenFor(usersId)}` };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, { method: init.method ?? 'GET', headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
    return { status: response.status, body: (await response.json()) as Envelope<never> };
  };
  return { t, runtime, app, request: (path, init) => Promise.resolve(app.request(path, init)), call, settle, storeLists, stop: () => t.stop() };
};
