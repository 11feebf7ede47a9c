import type { Context, Hono } from 'hono';
import {
  EddApproveBody, EddBody, EddFileParams, EddFileQuery, EddLiftBody, EddRefuseBody, EddRemovalApproveBody, EddRemovalParams, eddFileMaxBytes,
  FreezeLiftDecisionBody, FreezeNotificationBody, IdParams,
  type CustomerEdd,
} from '@tunne/contracts';
import {
  AppError, attachmentHeader, log, ok, readAttachment, readBody, readParams, readQuery, recordRequestEvent, requireAdmin, tenancyOf, type AuthEnv,
  type Principal, type SecurityLog, type Tx,
} from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import {
  addEddFile, decideEdd, decideFreezeLift, eddMarks, getEddFile, readEdd, recordFreezeNotification, removeEddFile, requestFreezeLift, saveEddAnswers,
} from '../repo/edd.ts';
import { approveRemoval } from '../repo/edd-removals.ts';
import { recalculate } from '../recalculate.ts';
import { assertSeniorManagement } from '../senior-management.ts';
import { restricted, withCustomer } from './customer-scope.ts';

const base = '/api/v2.5/user/customers/:id/edd';

export interface EddRouteOptions {
  /** Document downloads are recorded here. (The app lets the download's path authenticate with a temporary ?jwt= token.) */
  securityLog?: SecurityLog;
}

/**
 * Enhanced due diligence on the customer card (issue #11 §2): anyone who sees the customer reads and fills it in; an
 * admin other than those who filled it in approves or refuses it; an admin asks for a freeze to be lifted and another
 * admin approves it (issue 25 §1, mayApproveFreezeLift); an admin records the freeze's notification to the
 * authority. Each change is written
 * in the caller's transaction and then shown in the register (customers.edd_state, is_frozen).
 */
export const eddRoutes = (app: Hono<AuthEnv>, deps: RiskDeps, options: EddRouteOptions): void => {
  /** Runs a change, then writes what the register shows of it and answers the EDD as it now is. */
  const change = async (principal: Principal, customersId: string, fn: (tx: Tx) => Promise<void>): Promise<CustomerEdd> => {
    const { edd, marks } = await withCustomer(deps, principal, customersId, async (tx) => {
      await fn(tx);
      return { edd: await readEdd(tx, customersId), marks: await eddMarks(tx, [customersId]) };
    });
    await deps.customers.risk.writeEddMarks(principal.organisationsId, marks);
    return edd;
  };

  app.get(base, async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await withCustomer(deps, c.get('principal'), id, (tx) => readEdd(tx, id)));
  });

  app.put(base, async (c) => {
    const { id } = readParams(c, IdParams);
    const { revision, ...answers } = await readBody(c, EddBody);
    const principal = c.get('principal');
    return ok(c, await change(principal, id, (tx) => saveEddAnswers(tx, id, principal.usersId, answers, revision)));
  });

  app.post(`${base}/files`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    // Whether the caller sees the customer before the body is read: a hidden or foreign customer answers 404, not 415.
    if (!(await deps.customers.register.access(tenancyOf(principal), id))) throw restricted();
    const { kind } = readQuery(c, EddFileQuery);
    const file = await readAttachment(c, eddFileMaxBytes);
    return ok(c, await change(principal, id, (tx) => addEddFile(tx, id, principal.usersId, file, kind)), 201);
  });

  app.get(`${base}/files/:fileId`, async (c) => {
    const { id, fileId } = readParams(c, EddFileParams);
    const principal = c.get('principal');
    const file = await withCustomer(deps, principal, id, (tx) => getEddFile(tx, id, fileId));
    if (!file) throw new AppError('FILE_NOT_FOUND', 'File not found');
    if (options.securityLog) await recordRequestEvent(options.securityLog, c, principal, 'download.edd_file', { customers_id: id, files_id: fileId });
    return c.body(file.content as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.mime,
      'content-disposition': attachmentHeader(file.name),
    });
  });

  app.delete(`${base}/files/:fileId`, async (c) => {
    const { id, fileId } = readParams(c, EddFileParams);
    const principal = c.get('principal');
    return ok(c, await change(principal, id, async (tx) => {
      if (!(await removeEddFile(tx, id, principal.usersId, fileId))) throw new AppError('FILE_NOT_FOUND', 'No such document in the enhanced due diligence');
    }));
  });

  // Senior management's decisions (issue 25 §3): the organisation's designated members (its admins until it names any).
  app.post(`${base}/approve`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    await assertSeniorManagement(deps, principal);
    const { revision, waiver_reason: waiverReason } = await readBody(c, EddApproveBody);
    return ok(c, await change(principal, id, (tx) => decideEdd(tx, id, principal.usersId, revision, { approve: true, waiverReason })));
  });

  app.post(`${base}/refuse`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    await assertSeniorManagement(deps, principal);
    const { revision, reason } = await readBody(c, EddRefuseBody);
    return ok(c, await change(principal, id, (tx) => decideEdd(tx, id, principal.usersId, revision, { approve: false, reason })));
  });

  /** A retained trigger goes once senior management approves its removal; the customer is rescored at once. */
  app.post(`${base}/removals/:removalId/approve`, async (c) => {
    const { id, removalId } = readParams(c, EddRemovalParams);
    const principal = c.get('principal');
    await assertSeniorManagement(deps, principal);
    const { reason } = await readBody(c, EddRemovalApproveBody);
    await withCustomer(deps, principal, id, (tx) => approveRemoval(tx, id, removalId, principal.usersId, reason));
    try {
      await recalculate(deps, principal.organisationsId, [id], 'EDD_REMOVAL');
    } catch (error) {
      // The approval stands; the next run (queue, full run) drops the trigger.
      log.warn('risk recalculation after an EDD removal failed', { error: error instanceof Error ? error.message : String(error) });
    }
    return ok(c, await change(principal, id, async () => undefined));
  });

  app.post(`${base}/freeze/lift`, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const { reason } = await readBody(c, EddLiftBody);
    const principal = c.get('principal');
    return ok(c, await change(principal, id, (tx) => requestFreezeLift(tx, id, principal.usersId, reason)));
  });

  const decideLift = (approve: boolean) => async (c: Context<AuthEnv>) => {
    const { id } = readParams(c, IdParams);
    const { request_id: requestId, reason } = await readBody(c, FreezeLiftDecisionBody);
    const principal = c.get('principal');
    // Lifting a freeze is senior management's decision (issue 25 §3), taken by another admin than the requester (§1).
    if (approve) await assertSeniorManagement(deps, principal);
    const edd = await change(principal, id, (tx) => decideFreezeLift(tx, id, principal, requestId, approve, reason));
    // Lifted: the outbound service releases the customer's scheduled sends the freeze held (issue 25 §1).
    if (approve && edd.frozen === null && deps.outbound?.customersUnfrozen) {
      try {
        await deps.outbound.customersUnfrozen(principal.organisationsId, [id]);
      } catch (error) {
        log.warn('held scheduled sends not released after a freeze lift', { error: error instanceof Error ? error.message : String(error) });
      }
    }
    return ok(c, edd);
  };
  app.post(`${base}/freeze/lift/approve`, requireAdmin, decideLift(true));
  app.post(`${base}/freeze/lift/refuse`, requireAdmin, decideLift(false));

  app.post(`${base}/freeze/notification`, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, FreezeNotificationBody);
    const principal = c.get('principal');
    // The latest calendar day anywhere now: a notification made today in any time zone is not "in the future".
    const today = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
    return ok(c, await change(principal, id, (tx) => recordFreezeNotification(tx, id, principal.usersId, body, today)));
  });
};
