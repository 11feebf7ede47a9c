import { Hono, type Env, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { countRequestsInFlight } from '../background.ts';
import { AppError } from './errors.ts';
import { handleError, handleNotFound } from './envelope.ts';

export const defaultBodyLimit = 1024 * 1024;

export interface ServiceAppOptions {
  /** Body limit for every path not listed in bodyLimits (default 1 MB). */
  maxBody?: number;
  /** Larger limits for exact paths, e.g. file uploads. */
  bodyLimits?: Record<string, number>;
  /** Larger limits for paths that hold ids (an upload under a record): the first pattern that matches. */
  bodyLimitPatterns?: readonly (readonly [RegExp, number])[];
}

/**
 * What a service hands the gateway (every service's `create…App` returns one): its router, with every route registered
 * at its full path, and the path patterns it answers, in Hono's syntax (`:id` is one path segment). A pattern covers
 * its own path and every path below it; a path under a pattern that the router has no route for answers the service's
 * 404 envelope. The gateway mounts the services in a stated order, a service whose patterns lie under another's first.
 */
export interface ServiceRoutes<E extends Env = Env> {
  /** Names the service in the gateway's listing and its tests. */
  name: string;
  app: Hono<E>;
  prefixes: readonly string[];
}

/**
 * A Hono app with the envelope error handling, body limit and security headers every service uses; its API requests
 * are counted, so background jobs yield to them (background.ts).
 */
export const createServiceApp = <E extends Env>(options: ServiceAppOptions = {}): Hono<E> => {
  const app = new Hono<E>();
  const onError = () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Payload too large');
  };
  const limits = new Map<string, MiddlewareHandler>(
    Object.entries(options.bodyLimits ?? {}).map(([path, maxSize]) => [path, bodyLimit({ maxSize, onError })]),
  );
  const patterns = (options.bodyLimitPatterns ?? []).map(([pattern, maxSize]) => [pattern, bodyLimit({ maxSize, onError })] as const);
  const fallback = bodyLimit({ maxSize: options.maxBody ?? defaultBodyLimit, onError });
  const limitFor = (path: string): MiddlewareHandler =>
    limits.get(path) ?? patterns.find(([pattern]) => pattern.test(path))?.[1] ?? fallback;
  // GET and HEAD carry no body: reading c.req.raw.body to find out would build a whole web Request from Node's
  // message on every read (issue 12 §9: 7 % of an authenticated read's CPU).
  const chooseLimit: MiddlewareHandler = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitFor(c.req.path)(c, next);
  app.use('/api/*', countRequestsInFlight);
  app.use('*', chooseLimit);
  app.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
};
