import type { Hono, MiddlewareHandler } from 'hono';
import { attachmentLimits } from '@tunne/contracts';
import type { AuthEnv } from '@tunne/platform';
import type { RouteDeps } from '../auth/deps.ts';
import { attachmentRoutes, attachmentUploadPath } from './attachments.ts';
import { preferenceRoutes } from './preferences.ts';
import { savedFilterRoutes } from './saved-filters.ts';
import { textTemplateRoutes } from './text-templates.ts';

const areas = ['texts', 'preferences', 'attachments', 'filters'] as const;

/** The paths the library answers (issue 15): each area's user list and its admin calls. */
export const libraryPrefixes = areas.flatMap((area) => [`/api/v2.5/user/${area}`, `/api/v2.5/admin/${area}`]);

/** An attachment upload may be up to attachmentLimits.maxBytes, plus the multipart form around it. */
export const libraryBodyLimits: Record<string, number> = { [attachmentUploadPath]: attachmentLimits.maxBytes + 64 * 1024 };

/** The organisation's library: text templates, preferences, attachments and saved filters (spec §3 Other entities). */
export const libraryRoutes = (app: Hono<AuthEnv>, deps: RouteDeps, downloadAuth: MiddlewareHandler<AuthEnv>): void => {
  textTemplateRoutes(app, deps);
  preferenceRoutes(app, deps);
  attachmentRoutes(app, deps, downloadAuth);
  savedFilterRoutes(app, deps);
};
