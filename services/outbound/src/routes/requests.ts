import type { Hono } from 'hono';
import {
  DenyBody, IdParams, requestAskFlags, RequestBody, RequestDefaultsBody, requestLight, type OutboundFile, type Request,
  type RequestAnswerComparison,
} from '@tunne/contracts';
import { AppError, ok, readBody, readParams, tenancyOf, type AuthEnv, type Tx } from '@tunne/platform';
import { applyAnswer } from '../answers/apply.ts';
import { buildRequestView, requestQuestions } from '../answers/view.ts';
import { clock, type OutboundDeps } from '../deps.ts';
import { addEvent } from '../repo/events.ts';
import { listFiles } from '../repo/files.ts';
import { revokeLinkTokens } from '../repo/links.ts';
import {
  deleteRequest, findRequest, insertRequest, listRequests, readDefaults, updateRequestDraft, writeDefaults, type RequestRecord,
} from '../repo/requests.ts';
import { readSettings } from '../repo/settings.ts';
import { deliverInTx, publicItemUrl, readDeliverable } from '../sending/deliver.ts';
import { draftRoutes } from './draft-routes.ts';
import { itemFileRoutes } from './item-files.ts';
import { languageOf, notFound, visibleCustomer } from './shared.ts';
import { assertNoSanctionsCheckPending } from '../sending/sanctions-check.ts';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export const toRequest = (r: RequestRecord, files: OutboundFile[], publicUrl: string): Request => {
  const { organisations_id: organisationsId, customer_name: _name, answer_before: _before, applied_at: _applied, deny_reason: _reason, draft: _draft, ...rest } = r;
  return {
    ...rest,
    organizations_id: organisationsId,
    light: requestLight(r.state),
    created_at: r.created_at.toISOString(),
    send_at: iso(r.send_at),
    sent_at: iso(r.sent_at),
    resent_at: iso(r.resent_at),
    answered_at: iso(r.answered_at),
    is_answered: r.answered_at !== null,
    is_accepted: r.accepted_at !== null,
    accepted_at: iso(r.accepted_at),
    denied_at: iso(r.denied_at),
    expires_at: iso(r.expires_at),
    files,
    public_url: publicUrl,
  };
};

/** A request must ask something (spec §3). */
const assertAsks = (body: RequestBody): void => {
  if (!requestAskFlags.some((flag) => body[flag] === true)) throw new AppError('REQUEST_ASKS_NOTHING', 'Choose at least one thing to ask');
};

/**
 * Information requests, staff side (spec §3 Request, §4, §7; issue 13): the card's list and create, the request itself
 * (edit and delete while a draft), sending, the answer's acceptance, preview, comparison and the user's defaults.
 */
export const requestRoutes = (app: Hono<AuthEnv>, deps: OutboundDeps): void => {
  const { db } = deps;
  const base = '/api/v2.5/user/requests';

  const readFull = async (tx: Tx, id: string): Promise<Request> => {
    const request = await findRequest(tx, id);
    if (!request) throw notFound('Request');
    const settings = await readSettings(tx);
    return toRequest(request, await listFiles(tx, 'request', id), publicItemUrl(deps, settings, { ...request, kind: 'request' }));
  };

  app.get('/api/v2.5/user/customers/:id/requests', async (c) => {
    const { id } = readParams(c, IdParams);
    const tenancy = tenancyOf(c.get('principal'));
    if (!(await deps.customers.register.isVisible(tenancy, id))) throw notFound('Customer');
    return ok(c, await db.tx(tenancy, (tx) => listRequests(tx, id)));
  });

  app.post('/api/v2.5/user/customers/:id/requests', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, RequestBody);
    assertAsks(body);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const customer = await visibleCustomer(deps, tenancy, id);
    const request = await db.tx(tenancy, async (tx) => {
      const requestId = await insertRequest(tx, { customersId: id, customerName: customer.name, usersId: principal.usersId, body, language: languageOf(body.language, customer.language) });
      await addEvent(tx, { customersId: id, kind: 'request', id: requestId, type: 'created', usersId: principal.usersId });
      return readFull(tx, requestId);
    });
    return ok(c, request, 201);
  });

  // Before /:id, which would take "defaults" for an id.
  app.get(`${base}/defaults`, async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => readDefaults(tx))));

  app.put(`${base}/defaults`, async (c) => {
    const body = await readBody(c, RequestDefaultsBody);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await writeDefaults(tx, body);
      return readDefaults(tx);
    }));
  });

  draftRoutes(app, deps, {
    kind: 'request',
    label: 'Request',
    base,
    readDraft: async (c) => {
      const body = await readBody(c, RequestBody);
      assertAsks(body);
      return body;
    },
    find: findRequest,
    update: updateRequestDraft,
    remove: deleteRequest,
    readFull,
  });

  /** Acceptance (use_requests_accept): an answer waiting for it is written into the customer now. */
  app.post(`${base}/:id/accept`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const profile = await deps.organisations.profile(principal.organisationsId);
    const request = await db.tx(tenancy, (tx) => findRequest(tx, id));
    if (!request) throw notFound('Request');
    if (!profile?.use_requests_accept || request.state !== 'wait' || !request.answer) {
      throw new AppError('NOT_AWAITING_APPROVAL', 'The answer is not awaiting approval');
    }
    await applyAnswer(deps, request, request.answer, principal.usersId);
    return ok(c, await db.tx(tenancy, async (tx) => {
      const current = await findRequest(tx, id, true);
      if (current?.state !== 'wait') throw new AppError('NOT_AWAITING_APPROVAL', 'The answer is not awaiting approval');
      const now = clock(deps);
      await tx`update outbound.requests set state = 'accepted', accepted_at = ${now}, accepted_by = ${principal.usersId},
          applied_at = ${now}, next_reminder_at = null, updated_at = now() where id = ${id}`;
      await addEvent(tx, { customersId: current.customers_id, kind: 'request', id, type: 'accepted', usersId: principal.usersId });
      return readFull(tx, id);
    }));
  });

  /**
   * Denial: the answer is set aside (kept in the history) and the recipient gets a fresh link to correct it, with their
   * answer as the draft to start from.
   */
  app.post(`${base}/:id/deny`, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, DenyBody);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const profile = await deps.organisations.profile(principal.organisationsId);
    const request = await db.tx(tenancy, (tx) => findRequest(tx, id));
    if (!request) throw notFound('Request');
    if (!profile?.use_requests_accept || request.state !== 'wait') throw new AppError('NOT_AWAITING_APPROVAL', 'The answer is not awaiting approval');
    await deps.customers.register.assertNotFrozen(tenancy, request.customers_id);
    await assertNoSanctionsCheckPending(deps, tenancy.organisationsId, request.customers_id);
    return ok(c, await db.tx(tenancy, async (tx) => {
      const current = await findRequest(tx, id, true);
      if (current?.state !== 'wait') throw new AppError('NOT_AWAITING_APPROVAL', 'The answer is not awaiting approval');
      const reason = body.reason?.trim() || null;
      await addEvent(tx, {
        customersId: current.customers_id, kind: 'request', id, type: 'denied', usersId: principal.usersId,
        data: { reason, answer: current.answer, answered_at: iso(current.answered_at) },
      });
      await revokeLinkTokens(tx, { kind: 'request', id });
      await tx`update outbound.requests set state = 'error', denied_at = ${clock(deps)}, denied_by = ${principal.usersId},
          deny_reason = ${reason}, draft = answer, answer = null, answer_before = null, answered_at = null, updated_at = now()
        where id = ${id}`;
      const item = await readDeliverable(tx, 'request', id, true);
      await deliverInTx(deps, tx, item!, { reason: 'resend', usersId: principal.usersId, sender: profile.name, logoPath: profile.logo_url });
      return readFull(tx, id);
    }));
  });

  app.get(`${base}/:id/preview`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const { request, settings, files } = await db.tx(tenancyOf(principal), async (tx) => {
      const found = await findRequest(tx, id);
      if (!found) throw notFound('Request');
      return { request: found, settings: await readSettings(tx), files: await listFiles(tx, 'request', id, 'answer') };
    });
    const profile = await deps.organisations.profile(principal.organisationsId);
    const view = await buildRequestView(deps, request, { profile, settings, files });
    // A draft has no expiry yet: the preview shows what it would be if sent now.
    if (!request.expires_at) view.expires_at = new Date(clock(deps).getTime() + settings.validtime_after_request * 24 * 3600 * 1000).toISOString();
    return ok(c, view);
  });

  app.get(`${base}/:id/comparison`, async (c) => {
    const { id } = readParams(c, IdParams);
    const request = await db.tx(tenancyOf(c.get('principal')), (tx) => findRequest(tx, id));
    if (!request) throw notFound('Request');
    if (!request.answer) throw notFound('Answer');
    // Every background question asked, by its text (issue 26: every answer shown, not a count); read outside the transaction.
    const questions = (await requestQuestions(deps, request)).map((q) => ({ id: q.id, question: q.question, type: q.type }));
    const comparison: RequestAnswerComparison = { before: (request.answer_before ?? {}) as RequestAnswerComparison['before'], answer: request.answer, questions };
    return ok(c, comparison);
  });

  itemFileRoutes(app, deps, 'request', base);
};
