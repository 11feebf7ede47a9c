import type { Hono } from 'hono';
import { OutboundSettingsBody, PendingQuery } from '@tunne/contracts';
import { AppError, ok, readBody, readQuery, tenancyOf, type AuthEnv } from '@tunne/platform';
import { clock, type OutboundDeps } from '../deps.ts';
import { listPending } from '../repo/pending.ts';
import { readSettings, writeSettings } from '../repo/settings.ts';

/** Pending customer actions (any user; the items of the features the organisation uses) and the admin's settings. */
export const pendingRoutes = (app: Hono<AuthEnv>, deps: OutboundDeps): void => {
  const { db } = deps;

  app.get('/api/v2.5/user/pending', async (c) => {
    const query = readQuery(c, PendingQuery);
    const principal = c.get('principal');
    const features = principal.features ?? [];
    if (!features.includes('use_requests') && !features.includes('use_letters')) {
      throw new AppError('FORBIDDEN', 'The organisation does not use requests or letters');
    }
    const page = await db.tx(tenancyOf(principal), (tx) => listPending(tx, {
      ...(query.older_than_days !== undefined ? { olderThanDays: query.older_than_days } : {}),
      ...(query.own ? { ownUsersId: principal.usersId } : {}),
      timeframe: query.timeframe ?? 'all',
      requests: features.includes('use_requests'),
      letters: features.includes('use_letters'),
      page: query.page ?? 1,
      size: query.size ?? 50,
      now: clock(deps),
    }));
    return ok(c, page);
  });

  app.get('/api/v2.5/admin/organizations/outbound', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => readSettings(tx))));

  app.put('/api/v2.5/admin/organizations/outbound', async (c) => {
    const body = await readBody(c, OutboundSettingsBody);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => writeSettings(tx, body)));
  });
};
