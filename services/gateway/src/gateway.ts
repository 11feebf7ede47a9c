import { Hono, type Context } from 'hono';
import { logger } from 'hono/logger';
import type { EidBrokerPort, OutboundPublicPorts, RetainedRecordPurger } from '@tunne/contracts';
import type { Database, DevOutbox, Mailer, SmsProvider, TokenService } from '@tunne/platform';
import { clientAddressResolver, handleError, handleNotFound, ok, type ServiceRoutes } from '@tunne/platform';
import {
  createActiveUserFinder, createIdentityApp, createPrincipalResolver, createSecurityLog, createSettingsChangeLog, createTeamDirectory, identityPorts,
  signUrlToken,
} from '@tunne/identity';
import { createCustomersApp, customersPorts, type PriceAmounts, type ReviewNotificationDeps } from '@tunne/customers';
import { createRiskApp, euListOptionsFromEnv, onCustomerAlertsChanged, retainedRiskSections, riskDepsOf, riskPorts } from '@tunne/risk';
import {
  createOutboundApp, generateDevSigningKey, outboundApprovalSource, outboundFreezePort, outboundPorts, purgeRetainedOutbound, retainedOutboundFiles, retainedOutboundSections,
  type OutboundPortsDeps,
} from '@tunne/outbound';
import { createPublicApp } from '@tunne/public';
import { alertsApprovalSource, alertsPorts, createAlertsApp, createScreeningRuntime, retainedAlertSections, type AlertsService, type AlertTeamsPort } from '@tunne/alerts';
import { mountFrontends } from './static.ts';
import { mountDevMailbox } from './dev-mailbox.ts';
import { headerPolicy } from './headers.ts';
import { mountCardReads } from './card-reads.ts';

export interface GatewayDeps {
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** null when no SMS gateway is configured (production without one): SMS access codes are off. */
  sms: SmsProvider | null;
  publicUrl: string;
  /** Development only: the dev mailbox and login-link routes are mounted when present (never in production). */
  outbox?: DevOutbox;
  /** Production: no developer routes whatever else is passed, and HSTS on every answer. */
  production?: boolean;
  /** Load balancers whose X-Forwarded-For is believed (IPs or CIDRs); see platform clientAddress. */
  trustedProxies?: string[];
  /** Repository root to serve built frontends from; omitted in API-only tests. */
  frontendRoot?: string;
  accessLog?: boolean;
  /** Strong electronic identification (the configured brokers, or the local stand-in in development); none: off. */
  eid?: EidBrokerPort | null;
  /** The PDF signing key of e-signatures (configured; without it a generated one, development and tests only). */
  signing?: OutboundPortsDeps['signing'];
  /** The running screening (index, list refresh, consumer); without it the alert routes read the lists on demand. */
  alerts?: Pick<AlertsService, 'runtime' | 'runScreening'>;
  /** The operator's price amounts (PRICE_LIST, checked at start); without them every price is null. */
  prices?: PriceAmounts;
}

/** A route a client can call through the gateway: an API route of a mounted service or one of the gateway's own. */
export interface GatewayRoute {
  method: string;
  path: string;
}

/** What the gateway uses of a service's ServiceRoutes, whatever the service's own Hono environment. */
export type MountedService = Pick<ServiceRoutes, 'name' | 'prefixes'> & { app: Pick<Hono, 'fetch' | 'routes'> };

/** The services each gateway mounted, in mount order (for gatewayRoutes and the gateway's own tests). */
const mountedServices = new WeakMap<Hono, readonly MountedService[]>();

/** The services a gateway mounted, in the order it tries them. */
export const servicesOf = (gateway: Hono): readonly MountedService[] => mountedServices.get(gateway) ?? [];

/**
 * Mounts each service at the patterns it says it answers, in the order given: Hono runs the first matching handler,
 * so a service whose patterns lie under another's (risk's and alerts' routes under a customer) comes before it. A path
 * no service claims falls through to the gateway's next handler.
 */
export const mountServices = (gateway: Hono, services: readonly MountedService[]): void => {
  for (const service of services) {
    const forward = (c: Context) => service.app.fetch(c.req.raw, c.env);
    // Hono's `/x/*` matches `/x` itself, `/x/` and everything below, but not `/xy`.
    for (const prefix of service.prefixes) gateway.all(`${prefix}/*`, forward);
  }
  mountedServices.set(gateway, services);
};

/**
 * Every method and path the gateway answers (middleware excluded): the security suite checks that each one has
 * its row in the authorization matrix and the control-character sweep, so a new route cannot slip in untested.
 */
export const gatewayRoutes = (gateway: Hono): GatewayRoute[] => {
  const handlers = [...gateway.routes, ...servicesOf(gateway).flatMap((s) => s.app.routes)]
    .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
    .map((r) => ({ method: r.method, path: r.path }));
  const seen = new Set<string>();
  return handlers.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** What the outbound ports need besides the database: how to mail and text the recipient, and the app's address. */
export type OutboundWiring = Pick<OutboundPortsDeps, 'mailer' | 'sms' | 'publicUrl'> & Partial<Pick<OutboundPortsDeps, 'eid' | 'signing'>>;

let devSigningKey: ReturnType<OutboundPortsDeps['signing']> | undefined;
/** Without a configured key (development, tests): one generated key per process, made on first use. */
const devSigning: OutboundPortsDeps['signing'] = () => (devSigningKey ??= generateDevSigningKey());

/**
 * The ports each service offers the others (interfaces in @tunne/contracts), one implementation each: the gateway is
 * the only place where services meet; no service imports another. With `outbound` (mail, SMS, public URL) it also
 * gives the outbound service's recipient side, which the public service answers with.
 */
export const servicePorts = (db: Database, outbound?: OutboundWiring) => {
  const customers = customersPorts(db);
  const alerts = alertsPorts(db);
  const identity = identityPorts(db);
  // A freeze that starts stops what is on its way to the customer (issue 25 §1): links, e-signatures, reminders.
  const outboundFreeze = outboundFreezePort({ db });
  const risk = riskPorts(riskDepsOf({ db, customers, alerts: alerts.customerAlerts, outbound: outboundFreeze }));
  const outboundDeps: OutboundPortsDeps | null = outbound
    ? {
        db, ...outbound, eid: outbound.eid ?? null, signing: outbound.signing ?? devSigning, findUser: createActiveUserFinder(db),
        customers: { register: customers.register, records: customers.records, screening: customers.screening }, risk: risk.answers, riskEdd: risk.edd,
        organisations: identity.organisations, sanctionsCheck: alerts.sanctionsCheck, alerts: alerts.mismatchAlerts,
      }
    : null;
  return {
    customers,
    alerts,
    identity,
    risk,
    /** The outbound service's side of a freeze, for the risk service. */
    outboundFreeze,
    /** The outbound service's own dependencies (its app and jobs); null without the wiring. */
    outboundDeps,
    outbound: (outboundDeps ? outboundPorts(outboundDeps) : null) satisfies OutboundPublicPorts | null,
  };
};

/**
 * Identity's users for the customers service's review reminders: the customer's owner if active, else (no owner, or
 * an inactive one) the members of the customer's team.
 */
export const reviewRecipients = (db: Database): ReviewNotificationDeps['recipients'] => {
  const findUser = createActiveUserFinder(db);
  const teams = createTeamDirectory(db);
  return async (organisationsId, { usersId, teamsId }) => {
    if (usersId) {
      const user = await findUser(organisationsId, usersId);
      return user ? [{ email: user.email, language: user.language }] : [];
    }
    return teamsId ? teams.recipients(organisationsId, teamsId) : [];
  };
};

/**
 * What the retention job deletes with a retained record besides the customers service's own rows (issue 25 §4): the
 * outbound items, files, signed PDFs, link tokens, eID sessions and history; counted in the purge log.
 */
export const retentionPurgers = (db: Database): RetainedRecordPurger[] => [purgeRetainedOutbound(db)];

/** The identity service's teams for the alerts service: the notification team is checked and its members mailed. */
export const alertTeamsPort = (db: Database): AlertTeamsPort => createTeamDirectory(db);

/**
 * Mounts every service the way a load balancer would route to separate deployments: at the path patterns each
 * service says it answers, each service keeping its own middleware, error handling and auth.
 */
export const createGateway = (deps: GatewayDeps): Hono => {
  const resolvePrincipal = createPrincipalResolver(deps.db);
  const trustedProxies = deps.trustedProxies ?? [];
  // One security log (stored by identity) for every service: logins, permission changes, exports and downloads.
  const securityLog = createSecurityLog(deps.db, clientAddressResolver(trustedProxies));
  // One settings change log (stored by identity) for every service that owns settings (issue 15: the Changes page).
  const settingsChanges = createSettingsChangeLog(deps.db);
  const ports = servicePorts(deps.db, {
    mailer: deps.mailer, sms: deps.sms, publicUrl: deps.publicUrl, eid: deps.eid ?? null, ...(deps.signing ? { signing: deps.signing } : {}),
  });
  const identity = createIdentityApp({
    db: deps.db, tokens: deps.tokens, mailer: deps.mailer, sms: deps.sms, publicUrl: deps.publicUrl, trustedProxies, securityLog, settingsChanges,
  });
  const customers = createCustomersApp({
    db: deps.db,
    tokens: deps.tokens,
    resolvePrincipal,
    securityLog,
    settingsChanges,
    ...(deps.prices ? { prices: deps.prices } : {}),
    related: { mailer: deps.mailer, publicUrl: deps.publicUrl, findActiveUser: createActiveUserFinder(deps.db) },
    directory: { findActiveUser: createActiveUserFinder(deps.db), teamExists: createTeamDirectory(deps.db).teamExists },
    // A retained record's PDF holds what alerts, risk and outbound keep of it too (issue 11 §1, issue 25 §4), with the
    // outbound files (document photos, drawn signatures, signed PDFs) embedded.
    retainedSources: [retainedRiskSections(deps.db), retainedAlertSections(deps.db), retainedOutboundSections(deps.db)],
    retainedFileSources: [retainedOutboundFiles(deps.db)],
    // A lead with alerts is kept when deleted (issue 25 §6).
    leadAlerts: ports.alerts.subjectAlerts,
    uniqueNameAlerts: ports.alerts.uniqueNameAlerts,
    organisations: ports.identity.organisations,
  });

  const screeningRuntime = deps.alerts?.runtime ?? createScreeningRuntime(deps.db, ports.customers);
  // CUSTOMER_ALERT: the risk score of a customer whose alerts changed is queued for recalculation.
  screeningRuntime.changes.listen((organisationsId, customerIds) => onCustomerAlertsChanged(deps.db, organisationsId, customerIds));
  const alerts = createAlertsApp({
    db: deps.db,
    tokens: deps.tokens,
    resolvePrincipal,
    runtime: screeningRuntime,
    teams: alertTeamsPort(deps.db),
    securityLog,
    settingsChanges,
    // Only an admin of senior management approves a disposition under four-eyes (issue 25 §3).
    seniorManagement: ports.identity.seniorManagement,
    ...(deps.alerts ? { kickScreening: () => void deps.alerts!.runScreening() } : {}),
  });

  // Risk reads customers through the customers service's ports and the alerts that count as risk through the alerts'.
  const risk = createRiskApp({
    db: deps.db, tokens: deps.tokens, resolvePrincipal, customers: ports.customers, alerts: ports.alerts.customerAlerts, securityLog, settingsChanges,
    outbound: ports.outboundFreeze,
    euLists: euListOptionsFromEnv(), seniorManagement: ports.identity.seniorManagement,
    // The approvals inbox: the alerts' four-eyes requests (and switching four-eyes off) and outbound's lowering of the
    // minimum eID level beside risk's own.
    approvalSources: [alertsApprovalSource(deps.db), outboundApprovalSource(deps.db)],
  });

  // Requests and secure messages (issue 13): staff routes; the recipient's side is ports.outbound for the public service.
  // Downloads of its files (document photos, drawn signatures, signed PDFs) go to the security log (issue 25 §6).
  const outbound = createOutboundApp({ ...ports.outboundDeps!, tokens: deps.tokens, resolvePrincipal, settingsChanges, securityLog });
  // The recipients' API (mf-public): link tokens instead of sessions, rate-limited per address and per item.
  const publicLinks = createPublicApp({
    ports: ports.outbound!, rateLimits: ports.identity.rateLimits, clientAddress: clientAddressResolver(trustedProxies),
  });

  const app = new Hono();
  if (deps.accessLog) app.use('/api/*', logger((line) => process.stdout.write(`${line.replace(/\?\S*/, '')}\n`)));
  app.use('*', headerPolicy({ production: deps.production ?? false }));
  app.onError(handleError);
  app.get('/healthz', (c) => ok(c, { ok: true }));
  if (deps.outbox && !deps.production) mountDevMailbox(app, deps.outbox, (email) => signUrlToken(deps.tokens, deps.db, email));
  // Issue 26: a customer card's reads in one round trip (before the services: customers claims the path's prefix).
  mountCardReads(app);
  // Risk, alerts and outbound answer paths under a customer, so they come before customers (outbound's organisation
  // settings lie under identity's /admin/organizations too); an API path no service claims is 404.
  mountServices(app, [risk, alerts, outbound, customers, identity, publicLinks]);
  app.all('/api/*', handleNotFound);
  if (deps.frontendRoot) mountFrontends(app, { root: deps.frontendRoot });
  app.notFound(handleNotFound);
  return app;
};
