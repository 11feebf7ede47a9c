import type { Hono } from 'hono';
import { createServiceApp, requireAuth, type AuthEnv, type Database, type PrincipalResolver, type TokenService } from '@tunne/platform';
import { customerRoutes } from './routes/customers.ts';

export interface CustomersDeps {
  db: Database;
  tokens: TokenService;
  resolvePrincipal: PrincipalResolver;
}

export const createCustomersApp = (deps: CustomersDeps): Hono<AuthEnv> => {
  const app = createServiceApp<AuthEnv>();
  const auth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal });
  app.use('/api/v2.5/user/customers/*', auth);
  app.use('/api/v2.5/user/customers', auth);
  app.use('/api/v3/customers/*', auth);
  customerRoutes(app, deps.db);
  return app;
};
