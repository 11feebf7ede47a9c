import type { Hono } from 'hono';
import { AlertListQuery, IdParams, SilenceBody } from '@tunne/contracts';
import { isCustomerVisible } from '@tunne/customers';
import { AppError, ok, readBody, readParams, readQuery, tenancyOf, type AuthEnv } from '@tunne/platform';
import type { AlertsDeps } from '../deps.ts';
import { getAlert, listAlerts, silenceAlert, unsilenceAlert } from '../repo/alerts.ts';
import { readSettings } from '../repo/settings.ts';
import { rescreenCustomers } from '../screening/rescreen.ts';

const notFound = () => new AppError('NOT_FOUND', 'Alert not found');
const restricted = () => new AppError('RESTRICTED_ACCESS', 'Customer not found or no rights to the data');

/**
 * valid_at: a date (YYYY-MM-DD: the silence ends as that day begins, UTC) or a date-time with a zone; it must lie
 * ahead. null / omitted: the silence holds until lifted.
 */
export const parseValidAt = (value: string | null | undefined, now = new Date()): Date | null => {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? new Date(`${text}T00:00:00Z`)
    : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)
      ? new Date(text)
      : null;
  if (!date || Number.isNaN(date.getTime()) || (text.length === 10 && date.toISOString().slice(0, 10) !== text)) {
    throw new AppError('INVALID_VALID_AT', 'valid_at must be a date (YYYY-MM-DD) or an ISO date-time', '/valid_at');
  }
  if (date.getTime() <= now.getTime()) throw new AppError('INVALID_VALID_AT', 'valid_at must be in the future', '/valid_at');
  return date;
};

/** Alerts (spec §7): all / open / silenced, per customer, refresh per customer, silence and lift a silence. */
export const alertRoutes = (app: Hono<AuthEnv>, deps: AlertsDeps): void => {
  const { db, runtime } = deps;

  app.get('/api/v2.5/user/alerts', async (c) => {
    const { view = 'all', include_archived: includeArchived = false, page = 1, size = 50 } = readQuery(c, AlertListQuery);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => listAlerts(tx, { view, includeArchived, page, size })));
  });

  // Any user reads the organisation's screening settings (the query form's default similarity); admins change them.
  app.get('/api/v2.5/user/alerts/settings', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => readSettings(tx))));

  app.get('/api/v2.5/user/alerts/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const alert = await db.tx(tenancyOf(c.get('principal')), (tx) => getAlert(tx, id));
    if (!alert) throw notFound();
    return ok(c, alert);
  });

  app.post('/api/v2.5/user/alerts/:id/silence', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, SilenceBody);
    const description = body.description.trim();
    if (!description) throw new AppError('MISSING_TEXT', 'A silence needs a description', '/description');
    const validAt = parseValidAt(body.valid_at);
    const principal = c.get('principal');
    const alert = await db.tx(tenancyOf(principal), async (tx) => {
      if (!(await silenceAlert(tx, id, principal.usersId, { description, valid_at: validAt, silenceclass: body.silenceclass }))) throw notFound();
      return getAlert(tx, id);
    });
    if (alert) await runtime.changes.emit(principal.organisationsId, [alert.customers_id]);
    return ok(c, alert);
  });

  app.delete('/api/v2.5/user/alerts/:id/silence', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const alert = await db.tx(tenancyOf(principal), async (tx) => {
      const current = await getAlert(tx, id);
      if (!current) throw notFound();
      if (!current.silence) throw new AppError('ALERT_NOT_SILENCED', 'The alert is not silenced');
      await unsilenceAlert(tx, id);
      return getAlert(tx, id);
    });
    if (alert) await runtime.changes.emit(principal.organisationsId, [alert.customers_id]);
    return ok(c, alert);
  });

  app.get('/api/v2.5/user/customers/:id/alerts', async (c) => {
    const { id } = readParams(c, IdParams);
    const { view = 'all', page = 1, size = 50 } = readQuery(c, AlertListQuery);
    const tenancy = tenancyOf(c.get('principal'));
    if (!(await isCustomerVisible(db, tenancy, id))) throw restricted();
    return ok(c, await db.tx(tenancy, (tx) => listAlerts(tx, { view, includeArchived: true, customersId: id, page, size })));
  });

  // Refresh: screen this customer again now (the consumer also does on every change) and answer its alerts.
  app.patch('/api/v2.5/user/customers/:id/alerts', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    if (!(await isCustomerVisible(db, tenancy, id))) throw restricted();
    await runtime.refresh();
    if (!runtime.key) throw new AppError('LISTS_NOT_LOADED', 'No sanction list is loaded yet');
    await rescreenCustomers(db, runtime, principal.organisationsId, [id]);
    return ok(c, await db.tx(tenancy, (tx) => listAlerts(tx, { view: 'all', includeArchived: true, customersId: id, page: 1, size: 500 })));
  });
};
