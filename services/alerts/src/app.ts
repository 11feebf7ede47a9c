import type { MiddlewareHandler } from 'hono';
import { createServiceApp, requireAdmin, requireAuth, requireFeature, type AuthEnv, type ServiceRoutes } from '@tunne/platform';
import type { AlertsDeps } from './deps.ts';
import { adminRoutes } from './routes/admin.ts';
import { alertRoutes } from './routes/alerts.ts';
import { documentRoutes } from './routes/documents.ts';
import { queryRoutes } from './routes/queries.ts';

/** Download links the browser opens: a temporary token in ?jwt= (a session token there is refused). */
const downloadPath = /^\/api\/v2\.5\/user\/(queries\/[^/]+\/pdf|dsa\/[^/]+|dpa\/[^/]+)$/;

/** The paths alerts answers (see ServiceRoutes): a customer's alerts lie under customers' /api/v2.5/user/customers. */
const alertsPrefixes = [
  '/api/v2.5/user/customers/:customers_id/alerts',
  ...['alerts', 'queries', 'dsa', 'dpa'].map((area) => `/api/v2.5/user/${area}`),
  ...['alerts', 'lists'].map((area) => `/api/v2.5/admin/${area}`),
] as const;

export const createAlertsApp = (deps: AlertsDeps): ServiceRoutes<AuthEnv> => {
  const app = createServiceApp<AuthEnv>({ bodyLimits: { '/api/v2.5/admin/lists/krp': 10 * 1024 * 1024 + 64 * 1024 } });
  const auth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal });
  const downloadAuth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal, allowQueryToken: true });
  const userAuth: MiddlewareHandler<AuthEnv> = (c, next) => (downloadPath.test(c.req.path) ? downloadAuth(c, next) : auth(c, next));
  // A pattern `/x/*` covers `/x` too: one registration per area, so a request is authenticated once.
  for (const path of ['/api/v2.5/user/alerts', '/api/v2.5/user/queries', '/api/v2.5/user/dsa', '/api/v2.5/user/dpa', '/api/v2.5/user/customers']) {
    app.use(`${path}/*`, userAuth);
  }
  for (const path of ['/api/v2.5/admin/lists/*', '/api/v2.5/admin/alerts/*']) app.use(path, auth, requireAdmin);
  // The organisation's flags (spec §2): alerts and their settings need use_alerts, sanction queries use_queries.
  const alerts = requireFeature('use_alerts');
  const queries = requireFeature('use_queries');
  for (const path of ['/api/v2.5/user/alerts/*', '/api/v2.5/user/customers/*', '/api/v2.5/admin/alerts/*']) app.use(path, alerts);
  app.use('/api/v2.5/user/queries/*', queries);
  queryRoutes(app, deps);
  alertRoutes(app, deps);
  documentRoutes(app, deps);
  adminRoutes(app, deps);
  return { name: 'alerts', app, prefixes: alertsPrefixes };
};
