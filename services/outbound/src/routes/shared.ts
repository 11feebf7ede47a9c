import type { Context } from 'hono';
import { outboundFileLimits, SendBody, type CallerScope, type Language, type MarkedLink } from '@tunne/contracts';
import { AppError, check, type Tenancy } from '@tunne/platform';
import { clock, type OutboundDeps } from '../deps.ts';
import { addEvent, type ItemKind } from '../repo/events.ts';
import { countFiles } from '../repo/files.ts';
import { deliverInTx, isDeliverable, itemTable, publicItemUrl, readDeliverable, validDays } from '../sending/deliver.ts';
import { issueLinkToken } from '../repo/links.ts';
import { assertEddAllowsSend, eddBlockOf } from '../sending/edd-guard.ts';
import { readSettings } from '../repo/settings.ts';
import { assertNoSanctionsCheckPending } from '../sending/sanctions-check.ts';

export const notFound = (what = 'Item') => new AppError('NOT_FOUND', `${what} not found`);
export const restricted = () => new AppError('RESTRICTED_ACCESS', 'Customer not found or no rights to the data');

/** A body the route may go without (POST …/send): none or an empty one is {}, else JSON checked by the schema. */
export const readOptionalBody = async (c: Context): Promise<SendBody> => {
  const text = await c.req.text();
  if (!text.trim()) return {};
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected application/json');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON', 'Malformed JSON body');
  }
  return check(SendBody, body);
};

/**
 * The customer as the caller may see it, with the name the item keeps: 404 (RESTRICTED_ACCESS) when hidden or
 * another organisation's.
 */
export const visibleCustomer = async (deps: OutboundDeps, tenancy: Tenancy, customersId: string): Promise<{ name: string; language: Language | null }> => {
  // The snapshot is null for a customer the caller does not see: one call answers both.
  const snapshot = await deps.customers.records.snapshot(tenancy satisfies CallerScope, customersId);
  if (!snapshot) throw restricted();
  return { name: snapshot.name, language: snapshot.language };
};

/** The language chosen, else the customer's, else Finnish. */
export const languageOf = (language: Language | undefined, customerLanguage: Language | null = null): Language => language ?? customerLanguage ?? 'fi';

/** At most outboundFileLimits.maxFiles files on an item. */
export const assertRoomForFile = async (tx: Parameters<typeof countFiles>[0], kind: ItemKind, id: string): Promise<void> => {
  if ((await countFiles(tx, kind, id)) >= outboundFileLimits.maxFiles) {
    throw new AppError('TOO_MANY_FILES', `At most ${outboundFileLimits.maxFiles} files`, '/file');
  }
};

const answeredError = (kind: ItemKind) => {
  switch (kind) {
    case 'request': return new AppError('ALREADY_ANSWERED', 'The request is answered');
    case 'identification': return new AppError('ALREADY_IDENTIFIED', 'The person has already identified');
    default: return new AppError('ALREADY_OPENED', 'The message is opened');
  }
};

/** The earliest and latest a LATER send may be set for. */
const checkSendAt = (value: string | undefined, now: Date): Date => {
  const at = value ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime()) || at.getTime() < now.getTime() + 60_000 || at.getTime() > now.getTime() + 366 * 24 * 3600 * 1000) {
    throw new AppError('INVALID_SEND_AT', 'send_at must lie between a minute and a year ahead', '/send_at');
  }
  return at;
};

/**
 * POST …/send (spec §4, §7): NOW mails a new link (a second time: resend), LATER schedules a draft, MARK records it
 * as sent without mail. Nothing goes to a frozen customer (CUSTOMER_FROZEN); nothing new to one whose EDD is required or
 * refused (EDD_NOT_APPROVED) unless an admin overrides it with a reason.
 */
export const sendItem = async (
  deps: OutboundDeps, tenancy: Tenancy & { usersId: string; isAdmin: boolean }, kind: ItemKind, id: string, body: SendBody,
): Promise<MarkedLink | null> => {
  const { db } = deps;
  const mode = body.mode ?? 'NOW';
  const item = await db.tx(tenancy, (tx) => readDeliverable(tx, kind, id));
  if (!item) throw notFound();
  if (item.state !== 'draft' && item.state !== 'error') throw answeredError(kind);
  if (mode !== 'NOW' && item.state !== 'draft') throw new AppError('ALREADY_SENT', 'Already sent');
  const now = clock(deps);
  if (mode === 'LATER') {
    const at = checkSendAt(body.send_at, now);
    await deps.customers.register.assertNotFrozen(tenancy, item.customers_id);
    await assertNoSanctionsCheckPending(deps, tenancy.organisationsId, item.customers_id);
    const edd = await eddBlockOf(deps, tenancy.organisationsId, item.customers_id);
    await db.tx(tenancy, async (tx) => {
      const current = await readDeliverable(tx, kind, id, true);
      if (current?.state !== 'draft') throw new AppError('ALREADY_SENT', 'Already sent');
      if (current.sent_at === null) await assertEddAllowsSend(tx, tenancy, current, edd, body.edd_override_reason);
      // Scheduled again while not frozen: a hold left by a freeze (its release missed) no longer applies.
      await tx`update outbound.${itemTable(tx, kind)} set send_at = ${at}, held_by_freeze_at = null, updated_at = now() where id = ${id}`;
      await addEvent(tx, { customersId: item.customers_id, kind, id, type: 'scheduled', usersId: tenancy.usersId, data: { send_at: at.toISOString() } });
    });
    return null;
  }
  await deps.customers.register.assertNotFrozen(tenancy, item.customers_id);
  await assertNoSanctionsCheckPending(deps, tenancy.organisationsId, item.customers_id);
  const edd = await eddBlockOf(deps, tenancy.organisationsId, item.customers_id);
  if (mode === 'MARK') {
    return db.tx(tenancy, async (tx) => {
      const current = await readDeliverable(tx, kind, id, true);
      if (current?.state !== 'draft') throw new AppError('ALREADY_SENT', 'Already sent');
      // Marking it sent records a send: the EDD check applies as to a mailed one.
      await assertEddAllowsSend(tx, tenancy, current, edd, body.edd_override_reason);
      const settings = await readSettings(tx);
      const days = validDays(kind, settings);
      const expiresAt = new Date(now.getTime() + days * 24 * 3600 * 1000);
      await tx`update outbound.${itemTable(tx, kind)} set state = 'error', sent_at = ${now}, send_at = null, expires_at = ${expiresAt},
          updated_at = now() where id = ${id}`;
      // Staff deliver the link themselves (issue 26): it is made here and answered this once; only its hash is kept.
      const token = await issueLinkToken(tx, { customersId: current.customers_id, kind, id }, expiresAt);
      await addEvent(tx, { customersId: item.customers_id, kind, id, type: 'marked_sent', usersId: tenancy.usersId, data: { link_shown: true, expires_at: expiresAt.toISOString() } });
      return { link: `${publicItemUrl(deps, settings, current)}#${token}`, expires_at: expiresAt.toISOString() };
    });
  }
  const profile = await deps.organisations.profile(tenancy.organisationsId);
  await db.tx(tenancy, async (tx) => {
    const current = await readDeliverable(tx, kind, id, true);
    if (!current) throw notFound();
    const reason = current.sent_at === null ? 'send' : 'resend';
    if (!isDeliverable(current, reason)) throw answeredError(kind);
    // A resend re-delivers the link: held alike, even for an item first sent before the EDD became required.
    await assertEddAllowsSend(tx, tenancy, current, edd, body.edd_override_reason);
    await deliverInTx(deps, tx, current, { reason, usersId: tenancy.usersId, sender: profile?.name ?? '', logoPath: profile?.logo_url ?? null });
  });
  return null;
};
