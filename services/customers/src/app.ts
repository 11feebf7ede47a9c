import type { MiddlewareHandler } from 'hono';
import {
  todoFileMaxBytes, type OrganisationProfilePort, type OrganisationSettingsPort, type RetainedRecordFileSource, type RetainedRecordSource,
  type SubjectAlertsPort, type UniqueNameAlertsPort,
} from '@tunne/contracts';
import {
  createServiceApp, noSecurityLog, noSettingsChangeLog, requireAdmin, requireAuth, type AuthEnv, type Database, type PrincipalResolver,
  type SecurityLog, type ServiceRoutes, type SettingsChangeLog, type TokenService,
} from '@tunne/platform';
import type { CustomerDirectory } from './directory.ts';
import { importRoutes } from './import/routes.ts';
import { noPrices, type PriceAmounts } from './prices.ts';
import { relatedRoutes, type RelatedDeps } from './related/index.ts';
import { retainedPdfPath, retainedRecordRoutes } from './retained/routes.ts';
import { archiveRoutes } from './routes/archive.ts';
import { auditRoutes } from './routes/audit.ts';
import { customerSettingsRoutes } from './routes/customer-settings.ts';
import { customerRoutes } from './routes/customers.ts';
import { exportPaths, exportRoutes } from './routes/exports.ts';
import { leadRoutes } from './routes/leads.ts';
import { priceRoutes } from './routes/prices.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { reportRoutes } from './routes/reports.ts';
import { tagRoutes } from './routes/tags.ts';
import { pepFunctionRoutes } from './routes/pep-functions.ts';

export interface CustomersDeps {
  db: Database;
  tokens: TokenService;
  resolvePrincipal: PrincipalResolver;
  /** What the related records need beyond the database (todo mails, identity's user look-up); without it they are not mounted. */
  related?: Omit<RelatedDeps, 'db'>;
  /** Identity's users and teams, to check an owner or team given to a customer; without it none can be confirmed. */
  directory?: CustomerDirectory;
  /** Exports and downloads of personal data are recorded here (identity's store, wired by the gateway). */
  securityLog?: SecurityLog;
  /** What other services keep of a retained record (alerts, sanction queries, risk), for its PDF; wired by the gateway. */
  retainedSources?: readonly RetainedRecordSource[];
  /** Whether a lead has alerts (the alerts service's port): such a lead is kept when deleted (issue 25 §6). */
  leadAlerts?: SubjectAlertsPort;
  /** Raises a unique-name alert for a new customer or lead with another customer's name and identifier (alerts' port). */
  uniqueNameAlerts?: UniqueNameAlertsPort;
  /** The files other services keep with a retained record (outbound), embedded in its PDF; wired by the gateway. */
  retainedFileSources?: readonly RetainedRecordFileSource[];
  /**
   * The organisation's settings (identity's archive days; without it an archived customer is kept 30 days) and its
   * profile (the name on the customer list's PDF; without it none is printed).
   */
  organisations?: OrganisationSettingsPort & Partial<OrganisationProfilePort>;
  /** Where the admin's settings changes (tags, tasks, retention) are audited (identity's store, wired by the gateway). */
  settingsChanges?: SettingsChangeLog;
  /** The operator's price amounts (PRICE_LIST, see priceAmountsFromEnv); without them every price is null. */
  prices?: PriceAmounts;
}

const downloadPaths = new Set(exportPaths);
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A todo's files: POST uploads one (its own body limit), GET …/files/{files_id} is a download link. */
const todoFilesPath = new RegExp(`^/api/v2\\.5/user/customers/${uuid}/todos/${uuid}/files$`);
const todoFilePath = new RegExp(`^/api/v2\\.5/user/customers/${uuid}/todos/${uuid}/files/${uuid}$`);
const importLimit = 20 * 1024 * 1024;
const importPaths = ['/api/v2.5/user/customers/import', '/api/v2.5/user/customers/import/preview'];
/** The multipart form around the largest todo file. */
const todoUploadLimit = todoFileMaxBytes + 64 * 1024;

/**
 * The paths customers answers (see ServiceRoutes); a customer's risk answers and alerts lie under
 * /api/v2.5/user/customers but belong to risk and alerts, which the gateway mounts first.
 */
const customersPrefixes = [
  ...['customers', 'tags', 'tasks', 'domains', 'todos', 'reports', 'leads', 'reviews', 'prices', 'pepfunctions'].map((area) => `/api/v2.5/user/${area}`),
  '/api/v3/customers',
  ...['customers', 'tags', 'tasks', 'pepfunctions'].map((area) => `/api/v2.5/admin/${area}`),
] as const;

export const createCustomersApp = (deps: CustomersDeps): ServiceRoutes<AuthEnv> => {
  // Imports and todo uploads may be larger; every other path keeps the platform's 1 MB.
  const app = createServiceApp<AuthEnv>({
    bodyLimits: Object.fromEntries(importPaths.map((path) => [path, importLimit])),
    bodyLimitPatterns: [[todoFilesPath, todoUploadLimit]],
  });
  const auth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal });
  // Download links are opened by the browser: they carry a temporary token in ?jwt= (a session token there is refused).
  const downloadAuth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal, allowQueryToken: true });
  const isDownload = (path: string) => downloadPaths.has(path) || todoFilePath.test(path) || retainedPdfPath.test(path);
  const customersAuth: MiddlewareHandler<AuthEnv> = (c, next) => (isDownload(c.req.path) ? downloadAuth(c, next) : auth(c, next));
  // A pattern `/x/*` covers `/x` too: one registration per area, so a request is authenticated once.
  app.use('/api/v2.5/user/customers/*', customersAuth);
  app.use('/api/v3/customers/*', auth);
  app.use('/api/v2.5/user/tags', auth);
  app.use('/api/v2.5/user/pepfunctions', auth);
  app.use('/api/v2.5/user/domains', auth);
  app.use('/api/v2.5/user/leads/*', auth);
  app.use('/api/v2.5/user/reports', auth);
  app.use('/api/v2.5/user/prices', auth);
  app.use('/api/v2.5/user/reviews/*', auth);
  for (const path of ['/api/v2.5/admin/customers/*', '/api/v2.5/admin/tags/*', '/api/v2.5/admin/pepfunctions/*']) {
    app.use(path, customersAuth, requireAdmin);
  }
  const securityLog = deps.securityLog ?? noSecurityLog;
  const settingsChanges = deps.settingsChanges ?? noSettingsChangeLog;
  exportRoutes(app, deps.db, securityLog, deps.organisations);
  reportRoutes(app, deps.db);
  customerRoutes(app, deps.db, deps.directory, deps.uniqueNameAlerts);
  customerSettingsRoutes(app, deps.db, deps.directory);
  archiveRoutes(app, deps.db, deps.organisations);
  auditRoutes(app, deps.db, securityLog);
  retainedRecordRoutes(app, { db: deps.db, securityLog, settingsChanges, ...(deps.retainedSources ? { sources: deps.retainedSources } : {}),
    ...(deps.retainedFileSources ? { fileSources: deps.retainedFileSources } : {}) });
  tagRoutes(app, deps.db, settingsChanges);
  pepFunctionRoutes(app, deps.db, settingsChanges);
  importRoutes(app, deps.db);
  leadRoutes(app, deps.db, deps.leadAlerts, deps.uniqueNameAlerts);
  reviewRoutes(app, deps.db);
  priceRoutes(app, deps.db, deps.prices ?? noPrices);
  if (deps.related) relatedRoutes(app, { securityLog, settingsChanges, ...deps.related, db: deps.db }, auth, downloadAuth);
  return { name: 'customers', app, prefixes: customersPrefixes };
};
