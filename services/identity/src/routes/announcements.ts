import type { Hono } from 'hono';
import { IdParams } from '@tunne/contracts';
import { AppError, ok, readParams, tenancyOf, type AuthEnv } from '@tunne/platform';
import { getAnnouncement, listAnnouncements } from '../announcements/repo.ts';
import type { RouteDeps } from '../auth/deps.ts';

/** The operator's announcements for the caller's organisation, in the caller's language (spec §2 /announcements). */
export const announcementRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get('/api/v2.5/user/announcements', auth, async (c) => {
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), (tx) => listAnnouncements(tx, principal.usersId)));
  });

  app.get('/api/v2.5/user/announcements/:id', auth, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const announcement = await db.tx(tenancyOf(principal), (tx) => getAnnouncement(tx, principal.usersId, id));
    if (!announcement) throw new AppError('NOT_FOUND', 'Announcement not found');
    return ok(c, announcement);
  });
};
