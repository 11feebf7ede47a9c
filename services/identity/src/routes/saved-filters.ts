import type { Hono } from 'hono';
import { IdParams, SavedFilterBody, unknownSavedFilterItem } from '@tunne/contracts';
import { AppError, ok, readParams, requireAdmin, tenancyOf, type AuthEnv } from '@tunne/platform';
import { readBodyAs } from '../auth/input.ts';
import { deleteSavedFilter, insertSavedFilter, listSavedFilters } from '../repo/saved-filters.ts';
import type { RouteDeps } from '../auth/deps.ts';
import { auditLibraryChange } from './library-audit.ts';
import { blankIs, notFound, required } from './library-input.ts';

const audited = { section: 'shortcuts', entity: 'filter' } as const;

/**
 * The stored items' size as JSON text (the column checks the same). Each item must be an object with a known `type`
 * (spec: unknown item types are rejected, savedFilterItemTypes); the rest of an item is kept as given, bounded by count
 * (the contract) and by size.
 */
export const savedFilterItemsMaxBytes = 64 * 1024;

/** Saved filters, the settings' shortcuts (spec §3 Filter: name, items): every user reads them, admins add and remove. */
export const savedFilterRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get('/api/v2.5/user/filters', auth, async (c) => {
    const filters = await db.tx(tenancyOf(c.get('principal')), (tx) => listSavedFilters(tx));
    return ok(c, filters);
  });

  app.post('/api/v2.5/admin/filters', auth, requireAdmin, async (c) => {
    const body = await readBodyAs(c, SavedFilterBody, { name: blankIs('MISSING_NAME') });
    const name = required(body.name, 'MISSING_NAME', 'name');
    const unknown = unknownSavedFilterItem(body.items);
    if (unknown !== null) {
      throw new AppError('VALIDATION_FAILED', `/items/${unknown}/type must be a known filter item type`, `/items/${unknown}/type`);
    }
    if (Buffer.byteLength(JSON.stringify(body.items)) > savedFilterItemsMaxBytes) {
      throw new AppError('VALIDATION_FAILED', `/items must not exceed ${savedFilterItemsMaxBytes / 1024} kB`, '/items');
    }
    const principal = c.get('principal');
    const created = await db.tx(tenancyOf(principal), async (tx) => {
      const row = await insertSavedFilter(tx, { name, items: body.items });
      await auditLibraryChange(tx, principal, audited, null, row);
      return row;
    });
    return ok(c, created, 201);
  });

  app.delete('/api/v2.5/admin/filters/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    await db.tx(tenancyOf(principal), async (tx) => {
      const removed = await deleteSavedFilter(tx, id);
      if (!removed) throw notFound('Saved filter');
      await auditLibraryChange(tx, principal, audited, removed, null);
    });
    return ok(c, null);
  });
};
