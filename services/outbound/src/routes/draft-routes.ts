import type { Context, Hono } from 'hono';
import { IdParams, type Language } from '@tunne/contracts';
import { AppError, ok, readParams, recordRequestEvent, tenancyOf, type AuthEnv, type Tx } from '@tunne/platform';
import type { OutboundDeps } from '../deps.ts';
import { addEvent, listEvents, type ItemKind } from '../repo/events.ts';
import { notFound, readOptionalBody, sendItem } from './shared.ts';

/** What the routes an item kind shares need to know of it (a request, a letter). */
export interface DraftKind<Body extends { language?: Language }, Full> {
  kind: Exclude<ItemKind, 'signatory' | 'esignature'>;
  /** For "… not found". */
  label: string;
  base: string;
  /** The edited draft from the request: read by its schema and checked beyond it (asks nothing, an empty text). */
  readDraft: (c: Context) => Promise<Body>;
  find: (tx: Tx, id: string, lock: boolean) => Promise<{ customers_id: string; state: string } | null>;
  /** Writes a draft as edited; a language left out keeps the one it has. */
  update: (tx: Tx, id: string, body: Body, language: Language | null) => Promise<void>;
  remove: (tx: Tx, id: string) => Promise<void>;
  readFull: (tx: Tx, id: string) => Promise<Full>;
}

/**
 * GET, PUT and DELETE {base}/{id} and POST {base}/{id}/send: read an item, edit or delete a draft (its history stays
 * in outbound.events, its files are marked removed), send / schedule / mark it sent (spec §4, §7); GET {base}/{id}/events:
 * its history (issue 25 §4). The same for every kind.
 */
export const draftRoutes = <Body extends { language?: Language }, Full>(app: Hono<AuthEnv>, deps: OutboundDeps, k: DraftKind<Body, Full>): void => {
  const { db } = deps;

  app.get(`${k.base}/:id`, async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => k.readFull(tx, id)));
  });

  app.get(`${k.base}/:id/events`, async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      if (!(await k.find(tx, id, false))) throw notFound(k.label);
      return listEvents(tx, k.kind, id);
    }));
  });

  app.put(`${k.base}/:id`, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await k.readDraft(c);
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const current = await k.find(tx, id, true);
      if (!current) throw notFound(k.label);
      if (current.state !== 'draft') throw new AppError('ALREADY_SENT', 'Only a draft can be edited');
      await k.update(tx, id, body, body.language ?? null);
      await addEvent(tx, { customersId: current.customers_id, kind: k.kind, id, type: 'updated', usersId: principal.usersId });
      return k.readFull(tx, id);
    }));
  });

  app.delete(`${k.base}/:id`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    await db.tx(tenancyOf(principal), async (tx) => {
      const current = await k.find(tx, id, true);
      if (!current) throw notFound(k.label);
      // Only a draft: nothing of it reached the customer. What was sent is kept (AML record).
      if (current.state !== 'draft') throw new AppError('ALREADY_SENT', 'Only a draft can be deleted');
      await addEvent(tx, { customersId: current.customers_id, kind: k.kind, id, type: 'deleted', usersId: principal.usersId });
      await tx`update outbound.files set removed_at = now() where item_kind = ${k.kind} and item_id = ${id} and removed_at is null`;
      await k.remove(tx, id);
    });
    return ok(c, null);
  });

  app.post(`${k.base}/:id/send`, async (c) => {
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
  });
};
