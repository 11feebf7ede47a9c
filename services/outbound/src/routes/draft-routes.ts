import type { Static, TSchema } from '@sinclair/typebox';
import type { Context, Handler, Hono } from 'hono';
import { DenyBody, IdParams, type Language } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, recordRequestEvent, tenancyOf, type AuthEnv, type Tx } from '@tunne/platform';
import { clock, type OutboundDeps } from '../deps.ts';
import { addEvent, listEvents, type ItemKind } from '../repo/events.ts';
import { revokeLinkTokens } from '../repo/links.ts';
import { deliverInTx, itemTable, readDeliverable } from '../sending/deliver.ts';
import { assertNoSanctionsCheckPending } from '../sending/sanctions-check.ts';
import { languageOf, notFound, readOptionalBody, sendItem, visibleCustomer } from './shared.ts';

/** A new item as the kind's repository writes it: the customer's name and language are kept with it. */
export interface NewItem<Body> {
  customersId: string;
  customerName: string;
  usersId: string;
  body: Body;
  language: Language;
}

/** GET and PUT {base}/defaults: the user's saved choices for a new item of the kind (null when none). */
export interface DraftDefaults<S extends TSchema> {
  schema: S;
  read: (tx: Tx) => Promise<Static<S> | null>;
  write(tx: Tx, body: Static<S>): Promise<void>;
}

/**
 * Acceptance (the organisation's use_<kind>_accept, spec §4): POST {base}/{id}/accept writes what the recipient gave into
 * the customer; POST {base}/{id}/deny sets it aside (kept in the history) and sends the recipient a fresh link.
 */
export interface DraftApproval<Item> {
  flag: 'use_requests_accept' | 'use_identifications_accept';
  /** Waiting for staff to accept what the recipient gave. */
  waits: (item: Item) => boolean;
  /** NOT_AWAITING_APPROVAL in the kind's words. */
  notAwaiting: () => AppError;
  /**
   * What the recipient gave, checked and written into the customer (outside the transaction, as the accepter); what it
   * answers is recorded once the acceptance is written.
   */
  apply: (item: Item, usersId: string) => Promise<((tx: Tx, current: Item) => Promise<void>) | void>;
  /** The acceptance's own columns beyond state, accepted_at and accepted_by (a request: applied_at). */
  accepted?: (tx: Tx, id: string) => Promise<void>;
  /** What the 'denied' event keeps of the answer set aside. */
  deniedData: (current: Item) => Record<string, unknown>;
  /** The answer cleared so that the recipient gives it again (the item is already in state error). */
  setAside: (tx: Tx, id: string) => Promise<void>;
}

/** An outbound item kind as its draft lifecycle knows it: the routes below are the same for every kind. */
export interface DraftKind<Body extends { language?: Language }, Item extends { customers_id: string }, Full, Row> {
  kind: Exclude<ItemKind, 'signatory'>;
  /** For "… not found". */
  label: string;
  /** The staff API's path of the kind: {base}/{id}. */
  base: string;
  /** The customer's items: /api/v2.5/user/customers/{id}/{plural}, also under the aliases given. */
  plural: string;
  aliases?: { plural?: string; base?: string };
  /** The new or edited draft from the request: read by its schema and checked beyond it (asks nothing, an empty text). */
  readDraft: (c: Context) => Promise<Body>;
  list: (tx: Tx, customersId: string) => Promise<Row[]>;
  /** Writes a new draft (after the kind's checks in the transaction); its id. */
  insert: (tx: Tx, input: NewItem<Body>) => Promise<string>;
  find: (tx: Tx, id: string, lock?: boolean) => Promise<Item | null>;
  isDraft: (item: Item) => boolean;
  /** The refusal to edit or delete an item no longer a draft. */
  notDraft?: (action: 'edited' | 'deleted') => AppError;
  /** Writes a draft as edited; a language left out keeps the one it has. */
  update: (tx: Tx, id: string, body: Body, language: Language | null) => Promise<void>;
  remove: (tx: Tx, id: string) => Promise<void>;
  readFull: (tx: Tx, id: string) => Promise<Full>;
  defaults?: DraftDefaults<TSchema>;
  approval?: DraftApproval<Item>;
  /** The kind's own POST {base}/{id}/send; by default the link is mailed, scheduled or marked sent (sendItem). */
  send?: Handler<AuthEnv>;
}

const alreadySent = (action: 'edited' | 'deleted') => new AppError('ALREADY_SENT', `Only a draft can be ${action}`);

/** The draft state of a request, letter or identification. */
export const inDraft = (item: { state: string }): boolean => item.state === 'draft';

/**
 * The draft lifecycle of an item kind (spec §4, §7), the same for every kind: the customer's list and create; GET, PUT
 * and DELETE {base}/{id} (edit or delete a draft: its history stays in outbound.events, its files are marked removed);
 * GET {base}/{id}/events (its history, issue 25 §4); POST {base}/{id}/send (send / schedule / mark sent, resend); the
 * user's defaults and the acceptance where the kind has them.
 */
export const draftRoutes = <Body extends { language?: Language }, Item extends { customers_id: string }, Full, Row>(
  app: Hono<AuthEnv>, deps: OutboundDeps, k: DraftKind<Body, Item, Full, Row>,
): void => {
  const { db } = deps;
  const notDraft = k.notDraft ?? alreadySent;
  const both = (path: string, alias: string | undefined, suffix = '') => (alias ? [path + suffix, alias + suffix] : [path + suffix]);
  const customerPaths = both(`/api/v2.5/user/customers/:id/${k.plural}`, k.aliases?.plural && `/api/v2.5/user/customers/:id/${k.aliases.plural}`);

  const list: Handler<AuthEnv> = async (c) => {
    const { id } = readParams(c, IdParams);
    const tenancy = tenancyOf(c.get('principal'));
    if (!(await deps.customers.register.isVisible(tenancy, id))) throw notFound('Customer');
    return ok(c, await db.tx(tenancy, (tx) => k.list(tx, id)));
  };
  for (const path of customerPaths) app.get(path, list);

  app.post(customerPaths[0]!, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await k.readDraft(c);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const customer = await visibleCustomer(deps, tenancy, id);
    const created = await db.tx(tenancy, async (tx) => {
      const itemId = await k.insert(tx, { customersId: id, customerName: customer.name, usersId: principal.usersId, body, language: languageOf(body.language, customer.language) });
      await addEvent(tx, { customersId: id, kind: k.kind, id: itemId, type: 'created', usersId: principal.usersId });
      return k.readFull(tx, itemId);
    });
    return ok(c, created, 201);
  });

  const defaults = k.defaults;
  if (defaults) {
    // Before /:id, which would take "defaults" for an id.
    app.get(`${k.base}/defaults`, async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => defaults.read(tx))));
    app.put(`${k.base}/defaults`, async (c) => {
      const body = await readBody(c, defaults.schema);
      return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
        await defaults.write(tx, body);
        return defaults.read(tx);
      }));
    });
  }

  const read: Handler<AuthEnv> = async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => k.readFull(tx, id)));
  };
  for (const path of both(k.base, k.aliases?.base, '/:id')) app.get(path, read);

  app.get(`${k.base}/:id/events`, async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      if (!(await k.find(tx, id))) throw notFound(k.label);
      return listEvents(tx, k.kind, id);
    }));
  });

  /** The item locked for a change of a draft. */
  const lockedDraft = async (tx: Tx, id: string, action: 'edited' | 'deleted'): Promise<Item> => {
    const current = await k.find(tx, id, true);
    if (!current) throw notFound(k.label);
    if (!k.isDraft(current)) throw notDraft(action);
    return current;
  };

  app.put(`${k.base}/:id`, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await k.readDraft(c);
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const current = await lockedDraft(tx, id, 'edited');
      await k.update(tx, id, body, body.language ?? null);
      await addEvent(tx, { customersId: current.customers_id, kind: k.kind, id, type: 'updated', usersId: principal.usersId });
      return k.readFull(tx, id);
    }));
  });

  app.delete(`${k.base}/:id`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    await db.tx(tenancyOf(principal), async (tx) => {
      // Only a draft: nothing of it reached the customer. What was sent is kept (AML record).
      const current = await lockedDraft(tx, id, 'deleted');
      await addEvent(tx, { customersId: current.customers_id, kind: k.kind, id, type: 'deleted', usersId: principal.usersId });
      await tx`update outbound.files set removed_at = now() where item_kind = ${k.kind} and item_id = ${id} and removed_at is null`;
      await k.remove(tx, id);
    });
    return ok(c, null);
  });

  const sendLink: Handler<AuthEnv> = async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readOptionalBody(c);
    const principal = c.get('principal');
    const tenancy = { ...tenancyOf(principal), usersId: principal.usersId, isAdmin: principal.isAdmin };
    const marked = await sendItem(deps, tenancy, k.kind, id, body);
    if (marked && deps.securityLog) {
      await recordRequestEvent(deps.securityLog, c, principal, 'read.outbound_link', { item_kind: k.kind, item_id: id });
    }
    const full = await db.tx(tenancy, (tx) => k.readFull(tx, id));
    // Marked as sent: the link staff deliver themselves, this once (issue 26).
    return ok(c, marked ? { ...full, marked_link: marked } : full);
  };
  for (const path of both(k.base, k.aliases?.base, '/:id/send')) app.post(path, k.send ?? sendLink);

  if (k.approval) approvalRoutes(app, deps, k, k.approval);
};

/** POST {base}/{id}/accept and …/deny of a kind whose answers staff accept. */
const approvalRoutes = <Body extends { language?: Language }, Item extends { customers_id: string }, Full, Row>(
  app: Hono<AuthEnv>, deps: OutboundDeps, k: DraftKind<Body, Item, Full, Row>, approval: DraftApproval<Item>,
): void => {
  const { db } = deps;

  /** The item as it waits for acceptance, with the organisation's profile. */
  const awaiting = async (c: Context<AuthEnv>, id: string) => {
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const profile = await deps.organisations.profile(principal.organisationsId);
    const item = await db.tx(tenancy, (tx) => k.find(tx, id));
    if (!item) throw notFound(k.label);
    if (!profile?.[approval.flag] || !approval.waits(item)) throw approval.notAwaiting();
    return { principal, tenancy, profile, item };
  };

  /** The item locked, still waiting. */
  const lockedWaiting = async (tx: Tx, id: string): Promise<Item> => {
    const current = await k.find(tx, id, true);
    if (!current || !approval.waits(current)) throw approval.notAwaiting();
    return current;
  };

  app.post(`${k.base}/:id/accept`, async (c) => {
    const { id } = readParams(c, IdParams);
    const { principal, tenancy, item } = await awaiting(c, id);
    const record = await approval.apply(item, principal.usersId);
    return ok(c, await db.tx(tenancy, async (tx) => {
      const current = await lockedWaiting(tx, id);
      await tx`update outbound.${itemTable(tx, k.kind)} set state = 'accepted', accepted_at = ${clock(deps)}, accepted_by = ${principal.usersId},
          next_reminder_at = null, updated_at = now() where id = ${id}`;
      await approval.accepted?.(tx, id);
      await addEvent(tx, { customersId: current.customers_id, kind: k.kind, id, type: 'accepted', usersId: principal.usersId });
      if (record) await record(tx, current);
      return k.readFull(tx, id);
    }));
  });

  app.post(`${k.base}/:id/deny`, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, DenyBody);
    const { principal, tenancy, profile, item } = await awaiting(c, id);
    await deps.customers.register.assertNotFrozen(tenancy, item.customers_id);
    await assertNoSanctionsCheckPending(deps, tenancy.organisationsId, item.customers_id);
    return ok(c, await db.tx(tenancy, async (tx) => {
      const current = await lockedWaiting(tx, id);
      const reason = body.reason?.trim() || null;
      await addEvent(tx, {
        customersId: current.customers_id, kind: k.kind, id, type: 'denied', usersId: principal.usersId, data: { reason, ...approval.deniedData(current) },
      });
      await revokeLinkTokens(tx, { kind: k.kind, id });
      await tx`update outbound.${itemTable(tx, k.kind)} set state = 'error', denied_at = ${clock(deps)}, denied_by = ${principal.usersId},
          deny_reason = ${reason}, updated_at = now() where id = ${id}`;
      await approval.setAside(tx, id);
      const deliverable = await readDeliverable(tx, k.kind, id, true);
      await deliverInTx(deps, tx, deliverable!, { reason: 'resend', usersId: principal.usersId, sender: profile!.name, logoPath: profile!.logo_url });
      return k.readFull(tx, id);
    }));
  });
};
