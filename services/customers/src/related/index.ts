import type { Hono, MiddlewareHandler } from 'hono';
import type { AuthEnv } from '@tunne/platform';
import { authOnce, type RelatedDeps } from './deps.ts';
import { linkedCustomerRoutes } from './routes/linked-customers.ts';
import { recordRoutes } from './routes/records.ts';
import { taskRoutes } from './routes/tasks.ts';
import { todoRoutes } from './routes/todos.ts';

export type { FindActiveUser, RelatedDeps } from './deps.ts';
export { seedRelated } from './seed.ts';

/**
 * Registers the related-records calls (docs/customer-register-api.md, "Related records") on their full paths,
 * each behind `auth` (run once per request even if the app also uses it on a prefix) and, for the task
 * catalogue, requireAdmin. File downloads are links the browser opens: `downloadAuth` (a temporary ?jwt=).
 */
export const relatedRoutes = (
  app: Hono<AuthEnv>,
  deps: RelatedDeps,
  auth: MiddlewareHandler<AuthEnv>,
  downloadAuth: MiddlewareHandler<AuthEnv> = auth,
): void => {
  const once = authOnce(auth);
  recordRoutes(app, deps.db, once);
  todoRoutes(app, deps, once, authOnce(downloadAuth));
  taskRoutes(app, deps.db, once, deps.settingsChanges);
  linkedCustomerRoutes(app, deps.db, once);
};
