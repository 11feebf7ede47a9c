import { Hono } from 'hono';
import { logger } from 'hono/logger';
import type { Database, DevOutbox, Mailer, SmsProvider, TokenService } from '@tunne/platform';
import { clientAddressResolver, handleError, handleNotFound, ok } from '@tunne/platform';
import {
  createActiveUserFinder, createIdentityApp, createPrincipalResolver, createSecurityLog, createTeamDirectory, identityPorts, signUrlToken,
} from '@tunne/identity';
import { createCustomersApp, customersPorts, type ReviewNotificationDeps } from '@tunne/customers';
import { createRiskApp, onCustomerAlertsChanged, retainedRiskSections } from '@tunne/risk';
import { alertsPorts, createAlertsApp, createScreeningRuntime, retainedAlertSections, type AlertsService, type AlertTeamsPort } from '@tunne/alerts';
import { mountFrontends } from './static.ts';
import { mountDevMailbox } from './dev-mailbox.ts';
import { headerPolicy } from './headers.ts';

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
  /** The running screening (index, list refresh, consumer); without it the alert routes read the lists on demand. */
  alerts?: Pick<AlertsService, 'runtime' | 'refreshLists' | 'runScreening'>;
}

type Service = {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  routes: readonly { method: string; path: string }[];
};

/** A route a client can call through the gateway: an API route of a mounted service or one of the gateway's own. */
export interface GatewayRoute {
  method: string;
  path: string;
}

const mountedServices = new WeakMap<Hono, Service[]>();

/**
 * Every method and path the gateway answers (middleware excluded): the security suite checks that each one has
 * its row in the authorization matrix and the control-character sweep, so a new route cannot slip in untested.
 */
export const gatewayRoutes = (gateway: Hono): GatewayRoute[] => {
  const own = gateway.routes;
  const services = mountedServices.get(gateway) ?? [];
  const handlers = [...own, ...services.flatMap((s) => s.routes)]
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

/**
 * The ports each service offers the others (interfaces in @tunne/contracts), one implementation each: the gateway is
 * the only place where services meet; no service imports another.
 */
export const servicePorts = (db: Database) => ({
  customers: customersPorts(db),
  alerts: alertsPorts(db),
  identity: identityPorts(db),
});

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

/** The identity service's teams for the alerts service: the notification team is checked and its members mailed. */
export const alertTeamsPort = (db: Database): AlertTeamsPort => createTeamDirectory(db);

/**
 * Mounts every service the way a load balancer would route to separate deployments: by path prefix,
 * each service keeping its own middleware, error handling and auth.
 */
export const createGateway = (deps: GatewayDeps): Hono => {
  const resolvePrincipal = createPrincipalResolver(deps.db);
  const trustedProxies = deps.trustedProxies ?? [];
  // One security log (stored by identity) for every service: logins, permission changes, exports and downloads.
  const securityLog = createSecurityLog(deps.db, clientAddressResolver(trustedProxies));
  const ports = servicePorts(deps.db);
  const identity = createIdentityApp({
    db: deps.db, tokens: deps.tokens, mailer: deps.mailer, sms: deps.sms, publicUrl: deps.publicUrl, trustedProxies, securityLog,
  });
  const customers = createCustomersApp({
    db: deps.db,
    tokens: deps.tokens,
    resolvePrincipal,
    securityLog,
    related: { mailer: deps.mailer, publicUrl: deps.publicUrl, findActiveUser: createActiveUserFinder(deps.db) },
    directory: { findActiveUser: createActiveUserFinder(deps.db), teamExists: createTeamDirectory(deps.db).teamExists },
    // A retained record's PDF holds what alerts and risk keep of it too (issue 11 §1).
    retainedSources: [retainedRiskSections(deps.db), retainedAlertSections(deps.db)],
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
    ...(deps.alerts ? { refreshLists: deps.alerts.refreshLists, kickScreening: () => void deps.alerts!.runScreening() } : {}),
  });

  // Risk reads customers through the customers service's ports and the alerts that count as risk through the alerts'.
  const risk = createRiskApp({
    db: deps.db, tokens: deps.tokens, resolvePrincipal, customers: ports.customers, alerts: ports.alerts.customerAlerts, securityLog,
  });

  const routes: [RegExp, Service][] = [
    // Before customers: a customer's risk answers, assessments and scores belong to the risk service.
    [/^\/api\/v2\.5\/user\/customers\/[^/]+\/(riskanswers|riskassessments|riskscores|edd)(\/|$)|^\/api\/v2\.5\/(user|admin)\/(riskquestions|riskratings)(\/|$)|^\/api\/v2\.5\/admin\/riskscoresettings(\/|$)|^\/api\/v2\.5\/common\/countries(\/|$)/, risk],
    // Before customers: a customer's alerts belong to the alerts service.
    [/^\/api\/v2\.5\/user\/customers\/[^/]+\/alerts(\/|$)|^\/api\/v2\.5\/user\/(alerts|queries|dsa|dpa)(\/|$)|^\/api\/v2\.5\/admin\/(alerts|lists)(\/|$)/, alerts],
    [/^\/api\/v2\.5\/user\/(customers|tags|tasks|domains|todos|reports|leads|reviews)(\/|$)|^\/api\/v3\/customers(\/|$)|^\/api\/v2\.5\/admin\/(customers|tags|tasks)(\/|$)/, customers],
    [/^\/api\/v2\.5\/user\/(auth|users|organizations|teams)(\/|$)|^\/api\/v3\/users(\/|$)|^\/api\/v2\.5\/admin\/(users|teams|organizations|securitylog)(\/|$)/, identity],
  ];

  const app = new Hono();
  mountedServices.set(app, [risk, alerts, customers, identity]);
  if (deps.accessLog) app.use('/api/*', logger((line) => process.stdout.write(`${line.replace(/\?\S*/, '')}\n`)));
  app.use('*', headerPolicy({ production: deps.production ?? false }));
  app.onError(handleError);
  app.get('/healthz', (c) => ok(c, { ok: true }));
  if (deps.outbox && !deps.production) mountDevMailbox(app, deps.outbox, (email) => signUrlToken(deps.tokens, deps.db, email));
  app.all('/api/*', (c) => {
    const match = routes.find(([pattern]) => pattern.test(c.req.path));
    return match ? match[1].fetch(c.req.raw, c.env) : handleNotFound(c);
  });
  if (deps.frontendRoot) mountFrontends(app, { root: deps.frontendRoot });
  app.notFound(handleNotFound);
  return app;
};
