/**
 * Test kit for the outbound service: a migrated database with identity (organisations: the profile port is real),
 * the customer register (its real ports for visibility and freezing), the outbound schema, a mailer and SMS provider
 * writing into a DevOutbox, a movable clock, and small recording implementations of the records and risk-answer
 * ports (their owners implement the real ones; here the test reads what outbound asked them to write).
 */
import { customersMigrations, customersPorts, demoCustomers, seedCustomers } from '@tunne/customers/testing';
import { identityMigrations, identityPorts, seedIdentity } from '@tunne/identity/testing';
import {
  demoOrganisations, demoTeams, demoUsers, type CallerScope, type CustomerRecordsChange, type CustomerRecordsPort, type Envelope,
  type RiskAnswerInput, type RiskAnswerSource, type RiskAnswersPort, type RiskQuestion, type Language, type EidBrokerPort, type MismatchAlertInput,
} from '@tunne/contracts';
import {
  AppError, connectDatabase, createOutboxSmsProvider, createTokenService, DevOutbox, type MailMessage, type Mailer, type Principal, type PrincipalResolver,
  type SettingsChangeLog,
} from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { createOutboundApp } from './app.ts';
import type { OutboundDeps } from './deps.ts';
import { outboundMigrations } from './migration-set.ts';
import { outboundPorts } from './ports.ts';
import { generateDevSigningKey } from './pdf/keys.ts';
import type { PdfSigningKey } from './pdf/types.ts';

const demo = demoOrganisations.demo.id;
const features = ['use_requests', 'use_letters', 'use_identifications', 'use_esignatures'];

export const principals: Record<string, Omit<Principal, 'sessionId' | 'tokenType'>> = {
  [demoUsers.admin.id]: { usersId: demoUsers.admin.id, organisationsId: demo, isAdmin: true, restrictiontype: 'NONE', teamIds: [demoTeams.tampere.id], features },
  [demoUsers.user.id]: { usersId: demoUsers.user.id, organisationsId: demo, isAdmin: false, restrictiontype: 'NONE', teamIds: [], features },
  [demoUsers.own.id]: { usersId: demoUsers.own.id, organisationsId: demo, isAdmin: false, restrictiontype: 'USER', teamIds: [], features },
  // An organisation that has the features off, as the flags reach requireFeature.
  [demoUsers.mfa.id]: { usersId: demoUsers.mfa.id, organisationsId: demo, isAdmin: false, restrictiontype: 'NONE', teamIds: [], features: [] },
  [demoUsers.toinenAdmin.id]: { usersId: demoUsers.toinenAdmin.id, organisationsId: demoOrganisations.toinen.id, isAdmin: true, restrictiontype: 'NONE', teamIds: [], features },
};

const resolve: PrincipalResolver = async (claims) => {
  const principal = principals[claims.sub];
  if (!principal) throw new AppError('UNKNOWN_USER', 'Unknown user');
  return { ...principal, sessionId: claims.sid, tokenType: claims.typ };
};

export const tokens = createTokenService({ secret: 'x'.repeat(40) });

export const tokenFor = (usersId: string) =>
  tokens.sign({ sub: usersId, org: principals[usersId]!.organisationsId, typ: 'session', sid: crypto.randomUUID() });

/** Demo customers by owner: the USER-restricted user sees only their own. */
export const demoCustomerOf = (usersId: string, organisationsId = demo): string =>
  demoCustomers().find((c) => c.users_id === usersId && c.organisations_id === organisationsId)!.id;

export const publicUrl = 'https://app.tunne.test';

/** What the recording ports were asked to write. */
export interface Recorded {
  records: { scope: CallerScope; customersId: string; change: CustomerRecordsChange }[];
  riskAnswers: { scope: CallerScope; customersId: string; answers: readonly RiskAnswerInput[]; source?: RiskAnswerSource }[];
  sourceOfFunds: { scope: CallerScope; customersId: string; text: string }[];
  identified: { scope: CallerScope; customersId: string; ssn: string; overwrite?: boolean; confirmed?: boolean }[];
  /** Mismatch alerts raised through the alerts port. */
  alerts: { organisationsId: string; alert: MismatchAlertInput }[];
}

export const questionIds = { mandatory: '00000000-0000-4000-8000-00000000a001', optional: '00000000-0000-4000-8000-00000000a002' } as const;

const question = (id: string, text: string, mandatory: boolean, sort: number): RiskQuestion => ({
  id, sort, question: text, recipient_question: null, type: 'YESNO', mandatory, description: null, help: null, headline: null, placeholder: null, options: [],
  allow_description: false, mandatory_description_yes: false, mandatory_description_no: false, conditional_riskquestions_id: null,
  conditional_value: null, is_pep: false, points_yes: 0, points_no: 0, points_check: 0, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
});

export interface OutboundHarness {
  t: TestDatabase;
  outbox: DevOutbox;
  /** Every message as outbound handed it to the mailer (sender name, reply-to), newest last. */
  sent: MailMessage[];
  recorded: Recorded;
  /** What the risk service answers per customer as the EDD's send block (issue 25 §3); set by the test. */
  eddBlocks: Map<string, 'REQUIRED' | 'REFUSED'>;
  deps: OutboundDeps;
  ports: ReturnType<typeof outboundPorts>;
  /** Moves the injected clock. */
  setNow: (date: Date) => void;
  request: (path: string, init?: RequestInit & { as?: string }) => Promise<Response>;
  call: <T>(usersId: string, path: string, init?: { method?: string; body?: unknown }) => Promise<{ status: number; body: Envelope<T> }>;
  /** The newest mail to an address. */
  mailTo: (email: string) => { subject: string; text: string } | undefined;
  /** The link token of the newest mail to an address. */
  tokenFromMail: (email: string) => string;
  stop: () => Promise<void>;
}

let signingKey: Promise<PdfSigningKey> | undefined;
/** One development signing key for all harnesses of a test run (generating one takes a moment). */
const memoSigningKey = (): Promise<PdfSigningKey> => (signingKey ??= generateDevSigningKey());

/** The end-to-end check through the real records and risk ports is the gateway's (services/gateway/src/outbound.test.ts). */
export interface OutboundHarnessOptions {
  /** A relying party for strong identification (default none: only SCREENSIGNATURE and PASSPORTFILE). */
  eid?: EidBrokerPort | null;
  /** Where the admin's settings changes are audited (default none). */
  settingsChanges?: SettingsChangeLog;
  /** Fails every mail (EMAIL_SEND_FAILED paths). */
  failMail?: () => boolean;
  /** An RFC 3161 timestamp authority for the PDF seal (default none: PAdES B-B). */
  timestampUrl?: string;
  /** Customers with an undecided potential sanctions match (the alerts service's port; default: the port is absent). */
  sanctionsPending?: Set<string>;
  /**
   * A server database another harness created, migrated and seeded, to work on it from a second process (the kill -9
   * test of e-signature completion); default a new database of this harness's own.
   */
  ownerUrl?: string;
}

/** The harness's view of a database another one made: closed, never dropped, at stop. */
const existingDatabase = (ownerUrl: string): TestDatabase => {
  const db = connectDatabase({ ownerUrl, embedded: false });
  return { db, ownerUrl, embedded: false, stop: () => db.close() };
};

export const startOutboundHarness = async (options: OutboundHarnessOptions = {}): Promise<OutboundHarness> => {
  const t = options.ownerUrl ? existingDatabase(options.ownerUrl) : await createTestDatabase([identityMigrations, customersMigrations, outboundMigrations]);
  if (!options.ownerUrl) {
    await seedIdentity(t.db);
    await seedCustomers(t.db);
  }
  const outbox = new DevOutbox();
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (m) => {
      if (options.failMail?.()) throw new Error('SMTP refused');
      sent.push(m);
      outbox.addMail({
      to: [m.to], from: 'no-reply@tunne.local', subject: m.subject, text: m.text, html: m.html ?? null,
        ...(m.attachments ? { attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.byteLength, content: a.content })) } : {}),
      });
    },
  };
  const recorded: Recorded = { records: [], riskAnswers: [], sourceOfFunds: [], identified: [], alerts: [] };
  const { register, screening } = customersPorts(t.db);
  // The register's name and type as the records port would read them; the related records are left empty.
  const records: CustomerRecordsPort = {
    snapshot: async (scope, customersId) => {
      if (!(await register.isVisible(scope, customersId))) return null;
      const [row] = await t.db.owner<{ name: string; type: 'person' | 'business'; language: Language | null }[]>`select name, type, language from customers.customers where id = ${customersId}`;
      return row ? { customersId, name: row.name, type: row.type, language: row.language, basic: { name: row.name }, owners: [], actualbeneficiaries: [], peps: [], responsiblepersons: [] } : null;
    },
    apply: async (scope, customersId, change) => {
      recorded.records.push({ scope, customersId, change });
    },
    identify: async (scope, customersId, input) => {
      recorded.identified.push({ scope, customersId, ...input });
      const [row] = await t.db.owner<{ ssn: string | null; type: string }[]>`select ssn, type from customers.customers where id = ${customersId}`;
      if (row?.type !== 'person') return { outcome: 'not_person', stored_ssn: null };
      if (!row.ssn) return input.overwrite || input.confirmed ? { outcome: 'set', stored_ssn: null } : { outcome: 'missing', stored_ssn: null };
      if (row.ssn === input.ssn) return { outcome: 'same', stored_ssn: row.ssn };
      return { outcome: input.overwrite ? 'overwritten' : 'conflict', stored_ssn: row.ssn };
    },
  };
  const risk: RiskAnswersPort = {
    questions: async (_organisationsId, type) => {
      const all = [question(questionIds.mandatory, 'Toimiiko yhtiö ulkomailla?', true, 1), question(questionIds.optional, 'Onko yhtiöllä käteiskauppaa?', false, 2)];
      return type === 'MANDATORY' ? all.filter((q) => q.mandatory) : all;
    },
    saveAnswers: async (scope, customersId, answers, source) => {
      recorded.riskAnswers.push({ scope, customersId, answers, ...(source ? { source } : {}) });
    },
    // What the customer had answered before (the comparison's left side): the mandatory question, "no".
    answers: async () => [{ riskquestions_id: questionIds.mandatory, answer: false, description: null }],
    saveSourceOfFunds: async (scope, customersId, text) => {
      recorded.sourceOfFunds.push({ scope, customersId, text });
    },
  };
  /** The EDD state the risk service would answer per customer (issue 25 §3); none: sending allowed. */
  const eddBlocks = new Map<string, 'REQUIRED' | 'REFUSED'>();
  let now: Date | null = null;
  const deps: OutboundDeps = {
    db: t.db, tokens, resolvePrincipal: resolve, mailer, sms: createOutboxSmsProvider(outbox), publicUrl,
    customers: { register, records, screening },
    risk,
    riskEdd: { sendBlock: async (_organisationsId, customersId) => eddBlocks.get(customersId) ?? null },
    organisations: identityPorts(t.db).organisations,
    eid: options.eid ?? null,
    signing: options.timestampUrl ? async () => ({ ...(await memoSigningKey()), timestampUrl: options.timestampUrl }) : memoSigningKey,
    findUser: async (organisationsId, usersId) => {
      const [row] = await t.db.owner<{ email: string; language: string; notify_reminders: boolean }[]>`
        select email, language, notify_reminders from identity.users where organisations_id = ${organisationsId} and id = ${usersId} and is_active`;
      return row ?? null;
    },
    now: () => now ?? new Date(),
    alerts: {
      raise: async (organisationsId, alert) => {
        if (recorded.alerts.some((a) => a.alert.target === alert.target && a.alert.targetId === alert.targetId)) return null;
        recorded.alerts.push({ organisationsId, alert });
        return crypto.randomUUID();
      },
    },
    ...(options.settingsChanges ? { settingsChanges: options.settingsChanges } : {}),
    ...(options.sanctionsPending ? { sanctionsCheck: { pendingCount: async (_organisationsId: string, customersId: string) => (options.sanctionsPending!.has(customersId) ? 1 : 0) } } : {}),
  };
  const { app } = createOutboundApp(deps);
  const request: OutboundHarness['request'] = async (path, init = {}) => {
    const { as, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (as) headers.set('authorization', `Bearer ${await tokenFor(as)}`);
    return app.request(path, { ...rest, headers });
  };
  const call: OutboundHarness['call'] = async (usersId, path, init = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${await tokenFor(usersId)}` };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, { method: init.method ?? 'GET', headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
    return { status: response.status, body: (await response.json()) as Envelope<never> };
  };
  const mailTo = (email: string) => outbox.mails.find((m) => m.to.includes(email));
  const tokenFromMail = (email: string) => {
    const match = /#([A-Za-z0-9_-]{40,})/.exec(mailTo(email)?.text ?? '');
    if (!match) throw new Error(`no link in the newest mail to ${email}`);
    return match[1]!;
  };
  return {
    t, outbox, sent, recorded, eddBlocks, deps, ports: outboundPorts(deps),
    setNow: (date) => { now = date; },
    request, call, mailTo, tokenFromMail,
    stop: () => t.stop(),
  };
};

/** The service's own entry points, for services that test against the real outbound ports (the public service). */
export { createOutboundApp } from './app.ts';
export { generateDevSigningKey, outboundMigrations, outboundPorts, type OutboundDeps };
export { makePdf, pngDataUrl, tinyPng } from './test-files.ts';
