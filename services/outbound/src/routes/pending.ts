import type { Hono } from 'hono';
import { IdParams, NoticeSeenBody, PendingQuery } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, readQuery, tenancyOf, type AuthEnv } from '@tunne/platform';
import { clock, type OutboundDeps } from '../deps.ts';
import { listCustomerFiles } from '../repo/files.ts';
import { listNotices, markNoticeSeen } from '../repo/notices.ts';
import { listPending } from '../repo/pending.ts';
import { notFound } from './shared.ts';

/** Pending customer actions and a customer's files (any user; the items of the features the organisation uses). */
export const pendingRoutes = (app: Hono<AuthEnv>, deps: OutboundDeps): void => {
  const { db } = deps;

  app.get('/api/v2.5/user/pending', async (c) => {
    const query = readQuery(c, PendingQuery);
    const principal = c.get('principal');
    const features = principal.features ?? [];
    // Spec §2: pending needs any of use_requests, use_identifications, use_esignatures, use_letters.
    if (!['use_requests', 'use_letters', 'use_identifications', 'use_esignatures'].some((flag) => features.includes(flag))) {
      throw new AppError('FORBIDDEN', 'The organisation does not use outbound items');
    }
    const page = await db.tx(tenancyOf(principal), (tx) => listPending(tx, {
      ...(query.older_than_days !== undefined ? { olderThanDays: query.older_than_days } : {}),
      ...(query.own ? { ownUsersId: principal.usersId } : {}),
      timeframe: query.timeframe ?? 'all',
      requests: features.includes('use_requests'),
      letters: features.includes('use_letters'),
      identifications: features.includes('use_identifications'),
      esignatures: features.includes('use_esignatures'),
      page: query.page ?? 1,
      size: query.size ?? 50,
      now: clock(deps),
    }));
    return ok(c, page);
  });

  // The caller's notices of their items' answers and replies (issue 26): their own only (RLS), as they see the items.
  app.get('/api/v2.5/user/pending/notices', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => listNotices(tx))));

  app.post('/api/v2.5/user/pending/notices/seen', async (c) => {
    const { id } = await readBody(c, NoticeSeenBody);
    if (!(await db.tx(tenancyOf(c.get('principal')), (tx) => markNoticeSeen(tx, id)))) throw notFound('Notice');
    return ok(c, null);
  });

  // The customer's files from its requests, letters, identifications (documents, drawn signatures) and e-signatures, as
  // the card's files section lists them.
  app.get('/api/v2.5/user/customers/:id/files', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const features = principal.features ?? [];
    const byFeature = [['use_requests', 'request'], ['use_letters', 'letter'], ['use_identifications', 'identification'], ['use_esignatures', 'esignature']] as const;
    const kinds = byFeature.filter(([flag]) => features.includes(flag)).map(([, kind]) => kind);
    if (kinds.length === 0) throw new AppError('FORBIDDEN', 'The organisation does not use outbound items');
    const tenancy = tenancyOf(principal);
    if (!(await deps.customers.register.isVisible(tenancy, id))) throw notFound('Customer');
    return ok(c, await db.tx(tenancy, (tx) => listCustomerFiles(tx, id, kinds)));
  });
};
