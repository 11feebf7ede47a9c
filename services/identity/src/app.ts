import type { Hono } from 'hono';
import { createServiceApp, requireAuth, type AuthEnv } from '@tunne/platform';
import { createPrincipalResolver } from './auth/principal.ts';
import type { IdentityDeps } from './auth/deps.ts';
import { authRoutes } from './routes/auth.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { userRoutes } from './routes/users.ts';
import { organisationRoutes } from './routes/organisations.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { directoryRoutes } from './routes/directory.ts';

/** Auth, users and organisations; routes at their full paths so the gateway can mount by prefix. */
export const createIdentityApp = (deps: IdentityDeps): Hono<AuthEnv> => {
  const app = createServiceApp<AuthEnv>();
  const auth = requireAuth({ tokens: deps.tokens, resolve: createPrincipalResolver(deps.db, { withUser: true }) });
  const routeDeps = { ...deps, auth };
  authRoutes(app, routeDeps);
  passwordResetRoutes(app, routeDeps);
  userRoutes(app, routeDeps);
  organisationRoutes(app, routeDeps);
  adminUserRoutes(app, routeDeps);
  directoryRoutes(app, routeDeps);
  return app;
};
