import type { Hono, MiddlewareHandler } from 'hono';
import { eddFileMaxBytes } from '@tunne/contracts';
import {
  createServiceApp, noSettingsChangeLog, requireAdmin, requireAuth, type AuthEnv, type Database, type PrincipalResolver, type SecurityLog,
  type ServiceRoutes, type SettingsChangeLog, type TokenService,
} from '@tunne/platform';
import type { ApprovalSource, CustomerAlertsPort, OutboundFreezePort, SeniorManagementPort } from '@tunne/contracts';
import type { RiskCustomerPorts, RiskDeps } from './ports.ts';
import { answerRoutes } from './routes/answers.ts';
import { approvalRoutes } from './routes/approvals.ts';
import { assessmentRoutes } from './routes/assessments.ts';
import { countryRoutes } from './routes/countries.ts';
import { eddRoutes } from './routes/edd.ts';
import { euListRoutes, type EuListRouteOptions } from './routes/eu-lists.ts';
import { questionRoutes } from './routes/questions.ts';
import { retainedFreezeRoutes } from './routes/retained-freeze.ts';
import { ratingRoutes } from './routes/ratings.ts';
import { scoreRoutes } from './routes/scores.ts';
import { settingsRoutes } from './routes/settings.ts';

export interface RiskAppDeps {
  db: Database;
  tokens: TokenService;
  resolvePrincipal: PrincipalResolver;
  /** The customers service's ports (wired by the gateway). */
  customers: RiskCustomerPorts;
  /** The alerts service's port: open alert counts for CUSTOMER_ALERT, confirmed hits for enhanced due diligence. */
  alerts?: CustomerAlertsPort;
  /** The outbound service, told when a freeze starts (its links revoked, e-signatures paused, reminders stopped). */
  outbound?: OutboundFreezePort;
  /** Who takes senior management's decisions (identity's designation); without it the admins do. */
  seniorManagement?: SeniorManagementPort;
  /** Downloads of EDD documents are recorded here (identity's store, wired by the gateway). */
  securityLog?: SecurityLog;
  /** The approvals inbox's other sources (the alerts' four-eyes requests, the freeze lifts), wired by the gateway. */
  approvalSources?: readonly ApprovalSource[];
  /** What the EU list screen says of the shared versions (euListOptionsFromEnv); default: no URL, 35 days. */
  euLists?: EuListRouteOptions;
  /** Where the admin's changes of questions, ratings and score settings are audited (identity's store, wired by the gateway). */
  settingsChanges?: SettingsChangeLog;
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const eddFilesPath = new RegExp(`^/api/v2\\.5/user/customers/${uuid}/edd/files$`);
const eddFilePath = new RegExp(`^/api/v2\\.5/user/customers/${uuid}/edd/files/${uuid}$`);

export const riskDepsOf = (deps: Pick<RiskAppDeps, 'db' | 'customers' | 'alerts' | 'outbound' | 'seniorManagement'>): RiskDeps => ({
  db: deps.db,
  customers: deps.customers,
  ...(deps.alerts ? { alerts: deps.alerts } : {}),
  ...(deps.outbound ? { outbound: deps.outbound } : {}),
  ...(deps.seniorManagement ? { seniorManagement: deps.seniorManagement } : {}),
});

/**
 * The paths risk answers (see ServiceRoutes): a customer's risk answers, assessments, scores and EDD lie under
 * customers' /api/v2.5/user/customers.
 */
const riskPrefixes = [
  ...['riskanswers', 'riskassessments', 'riskscores', 'edd'].map((area) => `/api/v2.5/user/customers/:customers_id/${area}`),
  ...['user', 'admin'].flatMap((scope) => ['riskquestions', 'riskratings'].map((area) => `/api/v2.5/${scope}/${area}`)),
  '/api/v2.5/admin/riskscoresettings',
  '/api/v2.5/common/countries',
  '/api/v2.5/user/approvals',
  // A retained record's freeze and its lift (issue 25 §1): before customers' /admin/customers/retained/:id.
  '/api/v2.5/admin/customers/retained/:customers_id/freeze',
] as const;

/** The risk service: questionnaire, ratings, score settings, a customer's answers, assessments, scores and EDD, countries. */
export const createRiskApp = (deps: RiskAppDeps): ServiceRoutes<AuthEnv> => {
  // An EDD document's upload may be larger; every other path keeps the platform's 1 MB.
  const app = createServiceApp<AuthEnv>({ bodyLimitPatterns: [[eddFilesPath, eddFileMaxBytes + 64 * 1024]] });
  const risk = riskDepsOf(deps);
  const auth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal });
  // A document download is a link the browser opens: a temporary token in ?jwt= (a session token there is refused).
  const downloadAuth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal, allowQueryToken: true });
  const customerAuth: MiddlewareHandler<AuthEnv> = (c, next) => (eddFilePath.test(c.req.path) ? downloadAuth(c, next) : auth(c, next));
  for (const path of ['/api/v2.5/user/riskquestions', '/api/v2.5/user/riskratings']) app.use(path, auth);
  app.use('/api/v2.5/user/customers/*', customerAuth);
  app.use('/api/v2.5/user/approvals', auth);
  app.use('/api/v2.5/admin/customers/retained/*', auth);
  for (const area of ['riskquestions', 'riskratings', 'riskscoresettings']) {
    // `/x/*` covers `/x` too: one registration, so a request is authenticated once.
    app.use(`/api/v2.5/admin/${area}/*`, auth, requireAdmin);
  }
  const changes = deps.settingsChanges ?? noSettingsChangeLog;
  questionRoutes(app, risk, changes);
  ratingRoutes(app, risk, changes);
  settingsRoutes(app, risk, changes);
  euListRoutes(app, risk, changes, deps.euLists ?? { sharedFromUrl: false });
  answerRoutes(app, risk);
  assessmentRoutes(app, risk);
  scoreRoutes(app, risk);
  eddRoutes(app, risk, deps.securityLog ? { securityLog: deps.securityLog } : {});
  approvalRoutes(app, risk, deps.approvalSources ?? []);
  retainedFreezeRoutes(app, risk);
  countryRoutes(app as unknown as Hono, risk, { tokens: deps.tokens, resolve: deps.resolvePrincipal });
  return { name: 'risk', app, prefixes: riskPrefixes };
};
