import type { Hono } from 'hono';
import { IdParams, PreferenceBody, type PreferenceType } from '@tunne/contracts';
import { AppError, ok, readParams, requireAdmin, tenancyOf, type AuthEnv } from '@tunne/platform';
import { readBodyAs } from '../auth/input.ts';
import {
  deletePreference, getPreference, insertPreference, listPreferences, updatePreference, type PreferenceValues,
} from '../repo/preferences.ts';
import type { RouteDeps } from '../auth/deps.ts';
import { auditLibraryChange } from './library-audit.ts';
import { blankIs, notFound, required } from './library-input.ts';

const audited = { section: 'preferences', entity: 'preference' } as const;

// JSON's number grammar: what a client's JSON.parse or Number reads back as the same finite number.
const numberPattern = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;

const parses: Record<PreferenceType, (value: string) => boolean> = {
  string: () => true,
  number: (value) => numberPattern.test(value) && Number.isFinite(Number(value)),
  boolean: (value) => value === 'true' || value === 'false',
  json: (value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  },
};

/** VALIDATION_FAILED unless the value reads as its type (null, no value, fits every type). */
const checkValue = (type: PreferenceType, value: string | null): void => {
  if (value !== null && !parses[type](value)) throw new AppError('VALIDATION_FAILED', `/value is not a valid ${type}`, '/value');
};

/**
 * Preferences (spec §3 Other entities: name, type, value): every user reads them, admins write them.
 *
 * Reset (spec §7: PUT with an empty name and a null value) keeps the row, its id and its type, and stores the empty
 * name and the null value as sent: a preference has no default of its own to go back to, and the settings page shows
 * the reset row as an unnamed one to fill in again. An empty name with a value is MISSING_NAME, as on create.
 */
export const preferenceRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get('/api/v2.5/user/preferences', auth, async (c) => {
    const preferences = await db.tx(tenancyOf(c.get('principal')), (tx) => listPreferences(tx));
    return ok(c, preferences);
  });

  app.post('/api/v2.5/admin/preferences', auth, requireAdmin, async (c) => {
    const body = await readBodyAs(c, PreferenceBody, { name: blankIs('MISSING_NAME') });
    const values: PreferenceValues = { name: required(body.name, 'MISSING_NAME', 'name'), type: body.type ?? 'string', value: body.value };
    checkValue(values.type, values.value);
    const principal = c.get('principal');
    const created = await db.tx(tenancyOf(principal), async (tx) => {
      const row = await insertPreference(tx, values);
      await auditLibraryChange(tx, principal, audited, null, row);
      return row;
    });
    return ok(c, created, 201);
  });

  app.put('/api/v2.5/admin/preferences/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBodyAs(c, PreferenceBody, { name: blankIs('MISSING_NAME') });
    const reset = body.name.trim() === '' && body.value === null;
    const name = reset ? '' : required(body.name, 'MISSING_NAME', 'name');
    const principal = c.get('principal');
    const updated = await db.tx(tenancyOf(principal), async (tx) => {
      const before = await getPreference(tx, id);
      if (!before) throw notFound('Preference');
      // Without a type the preference keeps its own, and the value must read as that.
      const values: PreferenceValues = { name, type: body.type ?? before.type, value: body.value };
      checkValue(values.type, values.value);
      const after = await updatePreference(tx, id, values);
      if (!after) throw notFound('Preference');
      await auditLibraryChange(tx, principal, audited, before, after);
      return after;
    });
    return ok(c, updated);
  });

  app.delete('/api/v2.5/admin/preferences/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    await db.tx(tenancyOf(principal), async (tx) => {
      const removed = await deletePreference(tx, id);
      if (!removed) throw notFound('Preference');
      await auditLibraryChange(tx, principal, audited, removed, null);
    });
    return ok(c, null);
  });
};
