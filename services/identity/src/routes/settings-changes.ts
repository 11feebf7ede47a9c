import type { Hono } from 'hono';
import { Type } from '@sinclair/typebox';
import { settingsSectionIds } from '@tunne/contracts';
import { ok, readQuery, requireAdmin, tenancyOf, type AuthEnv } from '@tunne/platform';
import { listSettingsChanges } from '../repo/settings-changes.ts';
import type { RouteDeps } from '../auth/deps.ts';

const ChangesQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    before: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
    section: Type.Optional(Type.Union(settingsSectionIds.map((id) => Type.Literal(id)))),
  },
  { $id: 'SettingsChangesQuery', additionalProperties: false },
);

/** GET /api/v2.5/admin/changes: the settings change audit, newest first (issue 15). */
export const settingsChangeRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  app.get('/api/v2.5/admin/changes', deps.auth, requireAdmin, async (c) => {
    const query = readQuery(c, ChangesQuery);
    const page = await deps.db.tx(tenancyOf(c.get('principal')), (tx) =>
      listSettingsChanges(tx, { limit: query.limit ?? 50, before: query.before, section: query.section }));
    return ok(c, page);
  });
};
