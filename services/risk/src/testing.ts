/**
 * Test kit for the risk service: a fresh database with the customers' and risk's migrations and the demo register
 * (read through the customers service's real ports, from its testing entry), a fake of the alerts service's port,
 * the demo users' principals (identity's job; here a fixed table), and a caller speaking HTTP to the real router.
 */
import { demoOrganisations, demoTeams, demoUsers, type ApprovalSource, type CustomerAlertsPort, type Envelope, type OutboundFreezePort } from '@tunne/contracts';
import { customersMigrations, customersPorts, demoCustomers, seedCustomers } from '@tunne/customers/testing';
import { AppError, createTokenService, type Principal, type PrincipalResolver, type SettingsChangeLog } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { createRiskApp, riskDepsOf } from './app.ts';
import { riskMigrations } from './index.ts';
import type { ConfirmedHits, RiskDeps } from './ports.ts';
import { seedRisk } from './seed.ts';

const demo = demoOrganisations.demo.id;

/** A second admin of the demo organisation (four-eyes: one admin asks, another approves). Only in risk's harness. */
export const secondAdminId = '00000000-0000-4000-8000-0000000010a2';

export const principals: Record<string, Omit<Principal, 'sessionId' | 'tokenType'>> = {
  [secondAdminId]: { usersId: secondAdminId, organisationsId: demo, isAdmin: true, restrictiontype: 'NONE', teamIds: [] },
  [demoUsers.admin.id]: { usersId: demoUsers.admin.id, organisationsId: demo, isAdmin: true, restrictiontype: 'NONE', teamIds: [demoTeams.tampere.id] },
  // A second admin of the demo organisation (four eyes); the demo's MFA user plays it here.
  [demoUsers.mfa.id]: { usersId: demoUsers.mfa.id, organisationsId: demo, isAdmin: true, restrictiontype: 'NONE', teamIds: [] },
  [demoUsers.user.id]: { usersId: demoUsers.user.id, organisationsId: demo, isAdmin: false, restrictiontype: 'NONE', teamIds: [] },
  [demoUsers.team.id]: { usersId: demoUsers.team.id, organisationsId: demo, isAdmin: false, restrictiontype: 'TEAM', teamIds: [demoTeams.helsinki.id] },
  [demoUsers.own.id]: { usersId: demoUsers.own.id, organisationsId: demo, isAdmin: false, restrictiontype: 'USER', teamIds: [] },
  [demoUsers.toinenAdmin.id]: { usersId: demoUsers.toinenAdmin.id, organisationsId: demoOrganisations.toinen.id, isAdmin: true, restrictiontype: 'NONE', teamIds: [] },
};

const resolve: PrincipalResolver = async (claims) => {
  const principal = principals[claims.sub];
  if (!principal) throw new AppError('UNKNOWN_USER', 'Unknown user');
  return { ...principal, sessionId: claims.sid, tokenType: claims.typ };
};

export const tokens = createTokenService({ secret: 'r'.repeat(40) });

export const tenancyFor = (usersId: string) => {
  const p = principals[usersId]!;
  return { organisationsId: p.organisationsId, usersId: p.usersId, restrictiontype: p.restrictiontype, teamIds: p.teamIds };
};

const active = demoCustomers().filter((c) => !c.is_removed);
/** Customers the tests use: Olli Oma's (USER), one of team Helsinki's, one only NONE users see, another organisation's. */
export const testCustomers = {
  own: active.find((c) => c.organisations_id === demo && c.users_id === demoUsers.own.id && c.teams_id !== demoTeams.helsinki.id && c.type === 'business')!,
  helsinki: active.find((c) => c.organisations_id === demo && c.teams_id === demoTeams.helsinki.id && c.users_id !== demoUsers.team.id && c.type === 'business')!,
  others: active.find((c) => c.organisations_id === demo && c.users_id === demoUsers.admin.id && c.teams_id === null && c.type === 'business')!,
  person: active.find((c) => c.organisations_id === demo && c.type === 'person' && c.users_id === demoUsers.user.id)!,
  foreign: active.find((c) => c.organisations_id === demoOrganisations.toinen.id)!,
};

/** Open alerts set by the test (the alerts service's part). */
export const alertCounts = new Map<string, number>();
/** Sanction and PEP alerts silenced as TRUEPOSITIVE, set by the test (the alerts service's part). */
export const confirmed = new Map<string, ConfirmedHits>();
/** Undecided potential sanctions matches ("sanctions check pending"), set by the test (the alerts service's part). */
export const sanctionsPending = new Map<string, number>();
const alerts: CustomerAlertsPort = {
  riskInputs: async (_org, ids) => ({
    open: new Map(ids.map((id) => [id, alertCounts.get(id) ?? 0])),
    confirmed: new Map(ids.flatMap((id) => (confirmed.has(id) ? [[id, confirmed.get(id)!] as const] : []))),
    sanctionsPending: new Map(ids.flatMap((id) => (sanctionsPending.has(id) ? [[id, sanctionsPending.get(id)!] as const] : []))),
  }),
};

export interface Harness {
  t: TestDatabase;
  deps: RiskDeps;
  call: <T>(usersId: string, path: string, method?: string, body?: unknown) => Promise<{ status: number; body: Envelope<T> }>;
  /** A request as the user with any body (multipart uploads, downloads). */
  raw: (usersId: string, path: string, init?: RequestInit) => Promise<Response>;
  stop: () => Promise<void>;
}

/** `seed`: the demo questionnaire and ratings (default on); `settingsChanges`: where admin changes are audited (none by default). */
export const startHarness = async (
  options: { seed?: boolean; settingsChanges?: SettingsChangeLog; approvalSources?: readonly ApprovalSource[]; outbound?: OutboundFreezePort } = {},
): Promise<Harness> => {
  const t = await createTestDatabase([customersMigrations, riskMigrations]);
  await seedCustomers(t.db);
  if (options.seed ?? true) await seedRisk(t.db);
  const customers = customersPorts(t.db);
  const deps = riskDepsOf({ db: t.db, customers, alerts });
  const { app } = createRiskApp({
    db: t.db, tokens, resolvePrincipal: resolve, customers, alerts, ...(options.settingsChanges ? { settingsChanges: options.settingsChanges } : {}),
    ...(options.approvalSources ? { approvalSources: options.approvalSources } : {}),
    ...(options.outbound ? { outbound: options.outbound } : {}),
  });
  const call: Harness['call'] = async (usersId, path, method = 'GET', body) => {
    const headers: Record<string, string> = {};
    if (principals[usersId]) {
      headers.authorization = `Bearer ${await tokens.sign({ sub: usersId, org: principals[usersId].organisationsId, typ: 'session', sid: crypto.randomUUID() })}`;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json()) as Envelope<never> };
  };
  const raw: Harness['raw'] = async (usersId, path, init = {}) => {
    const token = await tokens.sign({ sub: usersId, org: principals[usersId]!.organisationsId, typ: 'session', sid: crypto.randomUUID() });
    return app.request(path, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } });
  };
  return { t, deps, call, raw, stop: () => t.stop() };
};
