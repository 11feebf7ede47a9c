import type { Hono } from 'hono';
import {
  AlertListQuery, helsinkiToday, IdParams, needsFourEyes, needsFourEyesToLift, SilenceBody, SilenceRefuseBody, toIsoDate, type AlertDecision, type SilenceClass,
} from '@tunne/contracts';
import { AppError, ok, readBody, readParams, readQuery, tenancyOf, type AuthEnv, type Principal } from '@tunne/platform';
import { mayApproveDecisions, type AlertsDeps } from '../deps.ts';
import {
  alertSummary, getAlert, listAlerts, listDecisions, lockAlert, refuseSilence, requestSilence, requestUnsilence, silenceAlert, unsilenceAlert,
} from '../repo/alerts.ts';
import { readSettings } from '../repo/settings.ts';
import { rescreenCustomers } from '../screening/rescreen.ts';

const notFound = () => new AppError('NOT_FOUND', 'Alert not found');
const restricted = () => new AppError('RESTRICTED_ACCESS', 'Customer not found or no rights to the data');

/**
 * valid_at: the day the silence ends (it holds until that day begins in Helsinki), YYYY-MM-DD; an ISO date-time with a
 * zone from an older client is read as the day it falls on in Helsinki. It must lie after today (Helsinki).
 * null / omitted: the silence holds until lifted.
 */
export const parseValidAt = (value: string | null | undefined, now = new Date()): string | null => {
  if (value === null || value === undefined) return null;
  const day = toIsoDate(value);
  if (day === null) throw new AppError('INVALID_VALID_AT', 'valid_at must be a date (YYYY-MM-DD)', '/valid_at');
  if (day <= helsinkiToday(now)) throw new AppError('INVALID_VALID_AT', 'valid_at must be after today', '/valid_at');
  return day;
};

/** The day `days` after today in Helsinki, YYYY-MM-DD. */
const helsinkiDayAfter = (days: number, now: Date): string => {
  const [y, m, d] = helsinkiToday(now).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

/**
 * "Needs evaluation" is bounded (issue 25 §3): without an end it lasts the organisation's longest evaluation; an end
 * further away is EVALUATION_TOO_LONG. Other classes keep their end as given.
 */
export const silenceEnd = (silenceclass: SilenceClass, validAt: string | null, maxDays: number, now = new Date()): string | null => {
  if (silenceclass !== 'EVALUATION') return validAt;
  const latest = helsinkiDayAfter(maxDays, now);
  if (validAt === null) return latest;
  if (validAt > latest) throw new AppError('EVALUATION_TOO_LONG', `An evaluation may last at most ${maxDays} days (until ${latest})`, '/valid_at');
  return validAt;
};

/**
 * Who may refuse a decision waiting under four-eyes: anyone of the organisation who sees the alert but the one who
 * asked (a refusal keeps the obligation). Approving it needs more (mayApproveDecisions: an admin of senior management).
 */
export const mayDecideRequest = (principal: Pick<Principal, 'usersId'>, request: Pick<AlertDecision, 'users_id'>): boolean => request.users_id !== principal.usersId;

/**
 * Alerts (spec §7): all / open / silenced / closed, per customer, refresh per customer, silence and lift a silence,
 * four-eyes approval and the decision history (issue 11 §3).
 */
export const alertRoutes = (app: Hono<AuthEnv>, deps: AlertsDeps): void => {
  const { db, runtime } = deps;

  app.get('/api/v2.5/user/alerts', async (c) => {
    const { view = 'all', include_archived: includeArchived = false, page = 1, size = 50, sort = 'description' } = readQuery(c, AlertListQuery);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => listAlerts(tx, { view, includeArchived, page, size, sort })));
  });

  // Any user reads the organisation's screening settings (the query form's default similarity); admins change them.
  app.get('/api/v2.5/user/alerts/settings', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => readSettings(tx))));

  // The home page's counts: open alerts, confirmed matches, customers with a sanctions check pending, decisions awaiting approval.
  app.get('/api/v2.5/user/alerts/summary', async (c) =>
    ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => alertSummary(tx, (await readSettings(tx)).threshold))));

  app.get('/api/v2.5/user/alerts/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const alert = await db.tx(tenancyOf(c.get('principal')), (tx) => getAlert(tx, id));
    if (!alert) throw notFound();
    return ok(c, alert);
  });

  /**
   * A silence (or a change of class) is put in force and recorded; under four-eyes (the organisation's setting, on by
   * default) a decision that closes a sanction or PEP alert — not a match, needs evaluation, a change of a confirmed
   * match — is only requested: another user approves or refuses it (202). "Needs evaluation" ends within the
   * organisation's cap (evaluation_max_days).
   */
  app.post('/api/v2.5/user/alerts/:id/silence', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, SilenceBody);
    const description = body.description.trim();
    if (!description) throw new AppError('MISSING_TEXT', 'A silence needs a description', '/description');
    const validAt = parseValidAt(body.valid_at);
    const principal = c.get('principal');
    const { alert, requested } = await db.tx(tenancyOf(principal), async (tx) => {
      const current = await lockAlert(tx, id);
      if (!current) throw notFound();
      if (current.pending_silence) throw new AppError('SILENCE_PENDING', 'A decision on this alert waits for approval');
      // Closed by screening (its entry left the list): kept as it is for the record.
      if (current.closed && !current.silence) throw new AppError('ALERT_CLOSED', 'The alert is closed');
      const settings = await readSettings(tx);
      const values = { description, valid_at: silenceEnd(body.silenceclass, validAt, settings.evaluation_max_days), silenceclass: body.silenceclass };
      const fourEyes = needsFourEyes(settings, current.type, body.silenceclass, current.silenceclass);
      if (fourEyes) await requestSilence(tx, current, principal.usersId, values);
      else await silenceAlert(tx, current, principal.usersId, values);
      return { alert: await getAlert(tx, id), requested: fourEyes };
    });
    if (alert && !requested) await runtime.changes.emit(principal.organisationsId, [alert.customers_id]);
    return ok(c, alert, requested ? 202 : 200);
  });

  /**
   * Four-eyes: an admin of senior management other than the one who asked puts the requested decision (a silence, or
   * lifting a confirmed match) in force (issue 25 §3); anyone else is 403 FOUR_EYES_NOT_SENIOR_MANAGEMENT.
   */
  app.post('/api/v2.5/user/alerts/:id/silence/approve', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    // Before the transaction: identity's port opens its own.
    const senior = await mayApproveDecisions(deps, principal);
    const alert = await db.tx(tenancyOf(principal), async (tx) => {
      const current = await lockAlert(tx, id);
      if (!current) throw notFound();
      const request = current.pending_silence;
      if (!request) throw new AppError('NO_PENDING_SILENCE', 'No decision on this alert waits for approval');
      if (!mayDecideRequest(principal, request)) throw new AppError('FOUR_EYES_SAME_USER', 'Another user must approve the decision');
      if (!senior) throw new AppError('FOUR_EYES_NOT_SENIOR_MANAGEMENT', 'Only an admin of senior management (the compliance officer or a named member) approves the decision');
      const approval = { requestId: request.id, approvedBy: principal.usersId };
      if (request.action === 'UNSILENCE_REQUESTED') {
        await unsilenceAlert(tx, current, request.users_id!, approval);
      } else {
        const values = { description: request.description ?? '', valid_at: request.valid_at, silenceclass: request.silenceclass! };
        await silenceAlert(tx, current, request.users_id!, values, approval);
      }
      return getAlert(tx, id);
    });
    if (alert) await runtime.changes.emit(principal.organisationsId, [alert.customers_id]);
    return ok(c, alert);
  });

  // Four-eyes: a user other than the one who asked refuses; the alert stays as it was.
  app.post('/api/v2.5/user/alerts/:id/silence/refuse', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, SilenceRefuseBody);
    const principal = c.get('principal');
    const alert = await db.tx(tenancyOf(principal), async (tx) => {
      const current = await lockAlert(tx, id);
      if (!current) throw notFound();
      const request = current.pending_silence;
      if (!request) throw new AppError('NO_PENDING_SILENCE', 'No decision on this alert waits for approval');
      if (!mayDecideRequest(principal, request)) throw new AppError('FOUR_EYES_SAME_USER', 'Another user must decide on the request');
      await refuseSilence(tx, current, principal.usersId, request.id, body.description?.trim() || null);
      return getAlert(tx, id);
    });
    return ok(c, alert);
  });

  /**
   * Lifts the silence: the alert is open again. Lifting a confirmed match of a sanction or PEP alert removes an
   * obligation: under four-eyes it is only requested (202) and the match stays confirmed until another user approves.
   */
  app.delete('/api/v2.5/user/alerts/:id/silence', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const { alert, requested } = await db.tx(tenancyOf(principal), async (tx) => {
      const current = await lockAlert(tx, id);
      if (!current) throw notFound();
      if (!current.silence) throw new AppError('ALERT_NOT_SILENCED', 'The alert is not silenced');
      if (current.pending_silence) throw new AppError('SILENCE_PENDING', 'A decision on this alert waits for approval');
      const fourEyes = needsFourEyesToLift(await readSettings(tx), current.type, current.silenceclass);
      if (fourEyes) await requestUnsilence(tx, current, principal.usersId, null);
      else await unsilenceAlert(tx, current, principal.usersId);
      return { alert: await getAlert(tx, id), requested: fourEyes };
    });
    if (alert && !requested) await runtime.changes.emit(principal.organisationsId, [alert.customers_id]);
    return ok(c, alert, requested ? 202 : 200);
  });

  // The alert's decisions, oldest first: every silence, change of class, unsilence, four-eyes step and closing.
  app.get('/api/v2.5/user/alerts/:id/decisions', async (c) => {
    const { id } = readParams(c, IdParams);
    const decisions = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      if (!(await getAlert(tx, id))) throw notFound();
      return listDecisions(tx, id);
    });
    return ok(c, decisions);
  });

  app.get('/api/v2.5/user/customers/:id/alerts', async (c) => {
    const { id } = readParams(c, IdParams);
    const { view = 'all', page = 1, size = 50 } = readQuery(c, AlertListQuery);
    const tenancy = tenancyOf(c.get('principal'));
    if (!(await runtime.customers.register.isVisible(tenancy, id))) throw restricted();
    return ok(c, await db.tx(tenancy, (tx) => listAlerts(tx, { view, includeArchived: true, customersId: id, page, size })));
  });

  // Refresh: screen this customer again now (the consumer also does on every change) and answer its alerts.
  app.patch('/api/v2.5/user/customers/:id/alerts', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    if (!(await runtime.customers.register.isVisible(tenancy, id))) throw restricted();
    await runtime.refresh();
    if (!runtime.hasLists(principal.organisationsId)) throw new AppError('LISTS_NOT_LOADED', 'No sanction list is loaded yet');
    await rescreenCustomers(db, runtime, principal.organisationsId, [id]);
    return ok(c, await db.tx(tenancy, (tx) => listAlerts(tx, { view: 'all', includeArchived: true, customersId: id, page: 1, size: 500 })));
  });
};
