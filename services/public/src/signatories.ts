import type { Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import type { PublicRouteContext } from './app.ts';

/** The signatory's page (issue 14) and the verification of a signed PDF. */
export const signatoryPublicRoutes = (_app: Hono<BlankEnv>, _context: PublicRouteContext): void => {};
