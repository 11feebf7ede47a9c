import type { Hono } from 'hono';
import type { AuthEnv } from '@tunne/platform';
import type { OutboundDeps } from '../deps.ts';

/** Identifications, staff side (spec §3 Identification, §4, §7; issue 14). */
export const identificationRoutes = (_app: Hono<AuthEnv>, _deps: OutboundDeps): void => {};
