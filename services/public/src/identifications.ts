import type { Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import type { PublicRouteContext } from './app.ts';

/** The recipient's identification page (issue 14): view, strong identification, screen signature, document. */
export const identificationPublicRoutes = (_app: Hono<BlankEnv>, _context: PublicRouteContext): void => {};
