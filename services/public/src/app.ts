import type { BlankEnv } from 'hono/types';
import { outboundFileLimits } from '@tunne/contracts';
import { createServiceApp, handleError, type ServiceRoutes } from '@tunne/platform';
import { identificationPublicRoutes } from './identifications.ts';
import { letterPublicRoutes } from './letters.ts';
import { RateLimitedError } from './limits.ts';
import { requestPublicRoutes } from './requests.ts';
import { createRouteContext, publicPrefix as prefix, type PublicDeps } from './route-context.ts';
import { signatoryPublicRoutes } from './signatories.ts';

/** JSON bodies (drafts, answers) stay small; only the upload routes take a file. */
const uploadPath = new RegExp(`^${prefix.replace(/\./g, '\\.')}/(?:(?:requests|letters|identifications)/[^/]+/[^/]+/[^/]+/files|verify)$`);
const uploadLimit = outboundFileLimits.maxBytes + 64 * 1024;

/**
 * The public API of the recipient's pages (issue 13, spec §2 Public pages): no staff session, the link's token in
 * X-Link-Token, rate-limited per client address and per item. Every answer is no-store and sends no referrer.
 * Each kind's routes are their own module; they share the link check, the limiter and the guard (route-context.ts).
 */
export const createPublicApp = (deps: PublicDeps): ServiceRoutes<BlankEnv> => {
  // Uploads may be as large as a file; every other body keeps the platform's 1 MB.
  const app = createServiceApp<BlankEnv>({ bodyLimitPatterns: [[uploadPath, uploadLimit]] });

  app.use(`${prefix}/*`, async (c, next) => {
    await next();
    c.res.headers.set('cache-control', 'no-store');
    c.res.headers.set('pragma', 'no-cache');
    c.res.headers.set('referrer-policy', 'no-referrer');
  });
  app.onError((error, c) => {
    const response = handleError(error, c);
    if (error instanceof RateLimitedError) response.headers.set('retry-after', String(error.retryAfter));
    response.headers.set('cache-control', 'no-store');
    response.headers.set('referrer-policy', 'no-referrer');
    return response;
  });

  const context = createRouteContext(deps);
  requestPublicRoutes(app, context);
  letterPublicRoutes(app, context);
  identificationPublicRoutes(app, context);
  signatoryPublicRoutes(app, context);

  return {
    name: 'public',
    app,
    prefixes: [`${prefix}/requests`, `${prefix}/letters`, `${prefix}/identifications`, `${prefix}/signatories`, `${prefix}/verify`],
  };
};
