import type { Context, Hono } from 'hono';
import { EddLiftBody, FreezeLiftDecisionBody, IdParams, type EddFreeze } from '@tunne/contracts';
import { ok, readBody, readParams, requireAdmin, type AuthEnv, type Principal, type Tx } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { decideFreezeLift, eddMarks, readEdd, requestFreezeLift } from '../repo/edd.ts';
import { assertSeniorManagement } from '../senior-management.ts';
import { restricted } from './customer-scope.ts';

const base = '/api/v2.5/admin/customers/retained/:id/freeze';

/**
 * Runs fn on a retained record's risk data (issue 25 §1, A2): admins only (the route's requireAdmin), and only for a
 * customer that left the register with its record retained (the customers service says which); read as the
 * organisation. Anything else answers 404, as a customer the caller does not see.
 */
const withRetained = async <T>(deps: RiskDeps, principal: Principal, customersId: string, fn: (tx: Tx) => Promise<T>): Promise<T> => {
  const retained = await deps.customers.register.retainedIds(principal.organisationsId, [customersId]);
  if (!retained.includes(customersId)) throw restricted();
  return deps.db.tx({ organisationsId: principal.organisationsId, usersId: principal.usersId, restrictiontype: 'NONE' }, fn);
};

/**
 * A freeze on a retained record (a legal hold: the record is kept while frozen) is lifted as on a live customer: an
 * admin asks with a reason, another admin of senior management approves (four-eyes, reasons recorded) or refuses.
 * The lift reaches the record's is_frozen (writeEddMarks), so its retention runs again. Answers the current freeze.
 */
export const retainedFreezeRoutes = (app: Hono<AuthEnv>, deps: RiskDeps): void => {
  const change = async (principal: Principal, id: string, fn: (tx: Tx) => Promise<void>): Promise<EddFreeze | null> => {
    const { frozen, marks } = await withRetained(deps, principal, id, async (tx) => {
      await fn(tx);
      return { frozen: (await readEdd(tx, id)).frozen, marks: await eddMarks(tx, [id]) };
    });
    await deps.customers.risk.writeEddMarks(principal.organisationsId, marks);
    return frozen;
  };

  app.get(base, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await withRetained(deps, c.get('principal'), id, async (tx) => (await readEdd(tx, id)).frozen));
  });

  app.post(`${base}/lift`, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const { reason } = await readBody(c, EddLiftBody);
    const principal = c.get('principal');
    return ok(c, await change(principal, id, (tx) => requestFreezeLift(tx, id, principal.usersId, reason)));
  });

  const decide = (approve: boolean) => async (c: Context<AuthEnv>) => {
    const { id } = readParams(c, IdParams);
    const { request_id: requestId, reason } = await readBody(c, FreezeLiftDecisionBody);
    const principal = c.get('principal');
    if (approve) await assertSeniorManagement(deps, principal);
    return ok(c, await change(principal, id, (tx) => decideFreezeLift(tx, id, principal, requestId, approve, reason)));
  };
  app.post(`${base}/lift/approve`, requireAdmin, decide(true));
  app.post(`${base}/lift/refuse`, requireAdmin, decide(false));
};
