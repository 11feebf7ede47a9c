import type { Hono } from 'hono';
import type { AuthEnv } from '@tunne/platform';
import type { OutboundDeps } from '../deps.ts';

/** E-signatures and their signatories, staff side (spec §3 E-signature, Signatory, §4, §7; issue 14). */
export const esignatureRoutes = (_app: Hono<AuthEnv>, _deps: OutboundDeps): void => {};
