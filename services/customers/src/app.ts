import type { Hono, MiddlewareHandler } from 'hono';
import { createServiceApp, requireAdmin, requireAuth, type AuthEnv, type Database, type PrincipalResolver, type TokenService } from '@tunne/platform';
import { importRoutes } from './import/routes.ts';
import { relatedRoutes, type RelatedDeps } from './related/index.ts';
import { archiveRoutes } from './routes/archive.ts';
import { customerSettingsRoutes } from './routes/customer-settings.ts';
import { customerRoutes } from './routes/customers.ts';
import { exportRoutes } from './routes/exports.ts';
import { leadRoutes } from './routes/leads.ts';
import { reportRoutes } from './routes/reports.ts';
import { tagRoutes } from './routes/tags.ts';

export interface CustomersDeps {
  db: Database;
  tokens: TokenService;
  resolvePrincipal: PrincipalResolver;
  /** What the related records need beyond the database (todo mails, identity's user look-up); without it they are not mounted. */
  related?: Omit<RelatedDeps, 'db'>;
}

const downloadPaths = new Set(['/api/v2.5/user/customers/csv', '/api/v2.5/user/customers/pdf']);

export const createCustomersApp = (deps: CustomersDeps): Hono<AuthEnv> => {
  const uploadLimit = 20 * 1024 * 1024;
  const app = createServiceApp<AuthEnv>({
    bodyLimits: { '/api/v2.5/user/customers/import': uploadLimit, '/api/v2.5/user/customers/import/preview': uploadLimit },
  });
  const auth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal });
  // Download links are opened by the browser: they carry a temporary token in ?jwt= (a session token there is refused).
  const downloadAuth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal, allowQueryToken: true });
  const customersAuth: MiddlewareHandler<AuthEnv> = (c, next) => (downloadPaths.has(c.req.path) ? downloadAuth(c, next) : auth(c, next));
  app.use('/api/v2.5/user/customers/*', customersAuth);
  app.use('/api/v2.5/user/customers', auth);
  app.use('/api/v3/customers/*', auth);
  app.use('/api/v2.5/user/tags', auth);
  app.use('/api/v2.5/user/domains', auth);
  app.use('/api/v2.5/user/leads', auth);
  app.use('/api/v2.5/user/leads/*', auth);
  app.use('/api/v2.5/user/reports', auth);
  for (const path of ['/api/v2.5/admin/customers/*', '/api/v2.5/admin/tags', '/api/v2.5/admin/tags/*']) {
    app.use(path, auth, requireAdmin);
  }
  exportRoutes(app, deps.db);
  reportRoutes(app, deps.db);
  customerRoutes(app, deps.db);
  customerSettingsRoutes(app, deps.db);
  archiveRoutes(app, deps.db);
  tagRoutes(app, deps.db);
  importRoutes(app, deps.db);
  leadRoutes(app, deps.db);
  if (deps.related) relatedRoutes(app, { ...deps.related, db: deps.db }, auth);
  return app;
};
