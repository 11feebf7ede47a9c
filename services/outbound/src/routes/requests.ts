import type { Hono } from 'hono';
import {
  IdParams, requestAskFlags, RequestBody, RequestDefaultsBody, requestLight, type OutboundFile, type Request,
  type RequestAnswerComparison,
} from '@tunne/contracts';
import { AppError, ok, readBody, readParams, tenancyOf, type AuthEnv, type Tx } from '@tunne/platform';
import { applyAnswer } from '../answers/apply.ts';
import { buildRequestView, requestQuestions } from '../answers/view.ts';
import { clock, type OutboundDeps } from '../deps.ts';
import { listFiles } from '../repo/files.ts';
import {
  deleteRequest, findRequest, insertRequest, listRequests, readDefaults, updateRequestDraft, writeDefaults, type RequestRecord,
} from '../repo/requests.ts';
import { readSettings } from '../repo/settings.ts';
import { publicItemUrl } from '../sending/deliver.ts';
import { draftRoutes, inDraft } from './draft-routes.ts';
import { itemFileRoutes } from './item-files.ts';
import { notFound } from './shared.ts';

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

  draftRoutes(app, deps, {
    kind: 'request',
    label: 'Request',
    base,
    plural: 'requests',
    readDraft: async (c) => {
      const body = await readBody(c, RequestBody);
      assertAsks(body);
      return body;
    },
    list: listRequests,
    insert: insertRequest,
    find: findRequest,
    isDraft: inDraft,
    update: updateRequestDraft,
    remove: deleteRequest,
    readFull,
    defaults: { schema: RequestDefaultsBody, read: readDefaults, write: writeDefaults },
    approval: {
      flag: 'use_requests_accept',
      waits: (request) => request.state === 'wait',
      notAwaiting: () => new AppError('NOT_AWAITING_APPROVAL', 'The answer is not awaiting approval'),
      // An answer waiting for acceptance is written into the customer now.
      apply: async (request, usersId) => {
        if (!request.answer) throw new AppError('NOT_AWAITING_APPROVAL', 'The answer is not awaiting approval');
        await applyAnswer(deps, request, request.answer, usersId);
      },
      accepted: async (tx, id) => {
        await tx`update outbound.requests set applied_at = accepted_at where id = ${id}`;
      },
      deniedData: (request) => ({ answer: request.answer, answered_at: iso(request.answered_at) }),
      // The recipient corrects their answer on a fresh link: it is the draft they start from.
      setAside: async (tx, id) => {
        await tx`update outbound.requests set draft = answer, answer = null, answer_before = null, answered_at = null where id = ${id}`;
      },
    },
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
