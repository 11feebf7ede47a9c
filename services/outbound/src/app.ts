import type { MiddlewareHandler } from 'hono';
import { outboundFileLimits } from '@tunne/contracts';
import { createServiceApp, requireAdmin, requireAuth, requireFeature, type AuthEnv, type ServiceRoutes } from '@tunne/platform';
import type { OutboundDeps } from './deps.ts';
import { uploadPath } from './routes/item-files.ts';
import { esignatureRoutes } from './routes/esignatures.ts';
import { identificationRoutes } from './routes/identifications.ts';
import { letterRoutes } from './routes/letters.ts';
import { pendingRoutes } from './routes/pending.ts';
import { requestRoutes } from './routes/requests.ts';
import { settingsRoutes } from './routes/settings.ts';

/** The paths outbound answers: a customer's requests and letters lie under customers' /api/v2.5/user/customers. */
const outboundPrefixes = [
  '/api/v2.5/user/customers/:customers_id/requests',
  '/api/v2.5/user/customers/:customers_id/letters',
  '/api/v2.5/user/customers/:customers_id/files',
  '/api/v2.5/user/customers/:customers_id/identifications',
  '/api/v2.5/user/customers/:customers_id/esignatures',
  '/api/v2.5/user/customers/:customers_id/signatures',
  '/api/v2.5/user/requests',
  '/api/v2.5/user/letters',
  '/api/v2.5/user/identifications',
  '/api/v2.5/user/esignatures',
  '/api/v2.5/user/signatures',
  '/api/v2.5/user/eids',
  '/api/v2.5/user/pending',
  '/api/v2.5/admin/organizations/outbound',
] as const;

/** What the browser opens as a download (a temporary token in ?jwt=): files, a drawn signature, a signed PDF. */
const downloadPath = /^\/api\/v2\.5\/user\/(?:(?:requests|letters|identifications|esignatures)\/[^/]+\/files\/[^/]+|identifications\/[^/]+\/screensignature|signatures\/[^/]+\/pdf)$/;

/** Room for the multipart framing around the largest file. */
const uploadLimit = outboundFileLimits.maxBytes + 64 * 1024;

export const createOutboundApp = (deps: OutboundDeps): ServiceRoutes<AuthEnv> => {
  // Uploads may be up to the file limit; every other body keeps the platform's 1 MB.
  const app = createServiceApp<AuthEnv>({ bodyLimitPatterns: [[uploadPath, uploadLimit]] });
  const auth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal });
  // A file download the browser opens: a temporary token in ?jwt= (a session token there is refused).
  const downloadAuth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal, allowQueryToken: true });
  const userAuth: MiddlewareHandler<AuthEnv> = (c, next) => (downloadPath.test(c.req.path) ? downloadAuth(c, next) : auth(c, next));
  // A pattern `/x/*` covers `/x` too: one registration per area, so a request is authenticated once.
  for (const path of [
    '/api/v2.5/user/customers', '/api/v2.5/user/requests', '/api/v2.5/user/letters', '/api/v2.5/user/pending', '/api/v2.5/user/identifications',
    '/api/v2.5/user/esignatures', '/api/v2.5/user/signatures', '/api/v2.5/user/eids',
  ]) {
    app.use(`${path}/*`, userAuth);
  }
  app.use('/api/v2.5/admin/organizations/outbound/*', auth, requireAdmin);
  // The organisation's flags (spec §2): requests need use_requests, letters use_letters.
  const requests = requireFeature('use_requests');
  const letters = requireFeature('use_letters');
  app.use('/api/v2.5/user/customers/:customers_id/requests/*', requests);
  app.use('/api/v2.5/user/requests/*', requests);
  app.use('/api/v2.5/user/customers/:customers_id/letters/*', letters);
  app.use('/api/v2.5/user/letters/*', letters);
  // Identifications need use_identifications; e-signatures (and their "signatures" calls) use_esignatures.
  const identifications = requireFeature('use_identifications');
  const esignatures = requireFeature('use_esignatures');
  app.use('/api/v2.5/user/customers/:customers_id/identifications/*', identifications);
  app.use('/api/v2.5/user/identifications/*', identifications);
  for (const path of ['/api/v2.5/user/customers/:customers_id/esignatures', '/api/v2.5/user/customers/:customers_id/signatures', '/api/v2.5/user/esignatures', '/api/v2.5/user/signatures']) {
    app.use(`${path}/*`, esignatures);
  }
  requestRoutes(app, deps);
  letterRoutes(app, deps);
  identificationRoutes(app, deps);
  esignatureRoutes(app, deps);
  pendingRoutes(app, deps);
  settingsRoutes(app, deps);
  return { name: 'outbound', app, prefixes: outboundPrefixes };
};
