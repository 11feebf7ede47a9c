import type { CallerScope } from '@tunne/contracts';
import { isAppError, type Tx } from '@tunne/platform';
import type { OutboundPortsDeps } from './deps.ts';
import { addEvent, type ItemKind } from './repo/events.ts';

/**
 * Nothing reaches a frozen customer (issue #11 §2, issue 25 §1; Regulation 269/2014 art. 2). Every recipient's link,
 * scheduled send, reminder, e-signature invitation and completion mail asks `freezeGuard` — the one freeze check of
 * the outbound service. It asks the customer register (CustomerRegisterPort.assertNotFrozen, which reads retained
 * records too) as the organisation; the staff routes ask the same port as the caller and answer 409 CUSTOMER_FROZEN.
 *
 * A frozen customer's links are revoked (the token rows stay with revoked_at: evidence), its e-signatures waiting for
 * signatures are paused and its reminders stop (`holdFrozenCustomers`). The risk service calls this when a freeze
 * starts (OutboundFreezePort.customersFrozen, wired by the gateway); freezeGuard does the same whenever it finds a
 * frozen customer, so a missed call is made good at the next touch. A recipient whose link was revoked sees the
 * neutral LINK_INVALID ("link no longer valid") — never the word "frozen" (no tipping-off). Lifting a freeze revokes
 * nothing back (staff send again); it releases the held scheduled sends (customersUnfrozen).
 */

export type FreezeCheck = 'open' | 'frozen';

/** Whether the customer is frozen, asked as the organisation (a job or a recipient has no user). */
export const isCustomerFrozen = async (deps: Pick<OutboundPortsDeps, 'customers'>, organisationsId: string, customersId: string): Promise<boolean> => {
  const scope: CallerScope = { organisationsId, restrictiontype: 'NONE' };
  try {
    await deps.customers.register.assertNotFrozen(scope, customersId);
    return false;
  } catch (error) {
    if (isAppError(error) && error.code === 'CUSTOMER_FROZEN') return true;
    throw error;
  }
};

/**
 * The freeze check before anything goes to a recipient or a recipient's link is honoured: 'frozen' holds the customer
 * (links revoked, e-signatures paused, reminders stopped) and the caller sends nothing. Runs its own transactions:
 * call it outside any other (the embedded database has one connection).
 */
export const freezeGuard = async (deps: Pick<OutboundPortsDeps, 'customers' | 'db'>, organisationsId: string, customersId: string): Promise<FreezeCheck> => {
  if (!(await isCustomerFrozen(deps, organisationsId, customersId))) return 'open';
  await holdFrozenCustomers(deps, organisationsId, [customersId]);
  return 'frozen';
};

export interface FreezeHold {
  /** Link tokens revoked now (requests, letters, identifications, signatories). */
  revoked: number;
  /** E-signatures paused now. */
  paused: number;
  /** Items whose reminders stopped now. */
  remindersStopped: number;
  /** Scheduled sends held until the freeze is lifted (held_by_freeze_at). */
  held: number;
}

/** Tables whose drafts a scheduled (LATER) send goes out from. */
const scheduledTables = ['requests', 'letters', 'identifications'] as const;

const reminderTables = ['requests', 'letters', 'identifications', 'esignatures'] as const;
const itemKindOf: Record<(typeof reminderTables)[number], ItemKind> = {
  requests: 'request', letters: 'letter', identifications: 'identification', esignatures: 'esignature',
};

/** In the organisation's transaction: see holdFrozenCustomers. Idempotent: a second call changes nothing. */
export const holdInTx = async (tx: Tx, customerIds: readonly string[]): Promise<FreezeHold> => {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return { revoked: 0, paused: 0, remindersStopped: 0, held: 0 };
  const revoked = await tx<{ customers_id: string; item_kind: ItemKind; item_id: string }[]>`
    update outbound.link_tokens set revoked_at = now()
     where customers_id = any(${ids}::uuid[]) and revoked_at is null and expires_at > now()
    returning customers_id, item_kind, item_id`;
  // Expired links need no revoking, but are marked alike so that no later check depends on the clock.
  await tx`update outbound.link_tokens set revoked_at = now() where customers_id = any(${ids}::uuid[]) and revoked_at is null`;
  const seen = new Set<string>();
  for (const r of revoked) {
    const key = `${r.item_kind}:${r.item_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await addEvent(tx, { customersId: r.customers_id, kind: r.item_kind, id: r.item_id, type: 'revoked', usersId: null, data: { reason: 'FREEZE' } });
  }
  const paused = await tx<{ id: string; customers_id: string }[]>`update outbound.esignatures set status = 'PAUSED', updated_at = now()
    where customers_id = any(${ids}::uuid[]) and status = 'SEND' returning id, customers_id`;
  for (const e of paused) {
    await addEvent(tx, { customersId: e.customers_id, kind: 'esignature', id: e.id, type: 'paused', usersId: null, data: { reason: 'FREEZE' } });
  }
  let remindersStopped = 0;
  for (const table of reminderTables) {
    const stopped = await tx<{ id: string; customers_id: string }[]>`update outbound.${tx(table)} set next_reminder_at = null
      where customers_id = any(${ids}::uuid[]) and next_reminder_at is not null returning id, customers_id`;
    for (const s of stopped) {
      await addEvent(tx, { customersId: s.customers_id, kind: itemKindOf[table], id: s.id, type: 'reminders_stopped', usersId: null, data: { reason: 'FREEZE' } });
    }
    remindersStopped += stopped.length;
  }
  // A scheduled send waits for the lift: marked once, so the job does not pick it up (and refuse it) at every run.
  let held = 0;
  for (const table of scheduledTables) {
    const marked = await tx<{ id: string; customers_id: string }[]>`update outbound.${tx(table)} set held_by_freeze_at = now()
      where customers_id = any(${ids}::uuid[]) and send_at is not null and sent_at is null and state = 'draft' and held_by_freeze_at is null
      returning id, customers_id`;
    for (const m of marked) {
      await addEvent(tx, { customersId: m.customers_id, kind: itemKindOf[table], id: m.id, type: 'held_by_freeze', usersId: null, data: { reason: 'FREEZE' } });
    }
    held += marked.length;
  }
  return { revoked: seen.size, paused: paused.length, remindersStopped, held };
};

/**
 * A freeze was lifted (OutboundFreezePort.customersUnfrozen): the customers' held scheduled sends are released, with an
 * item event each ('freeze_released'), and go at the job's next run (a send time already passed goes at once). Links
 * revoked by the freeze stay revoked and e-signatures stay paused: staff send again or resume. Idempotent.
 */
export const releaseInTx = async (tx: Tx, customerIds: readonly string[]): Promise<number> => {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return 0;
  let released = 0;
  for (const table of scheduledTables) {
    const rows = await tx<{ id: string; customers_id: string }[]>`update outbound.${tx(table)} set held_by_freeze_at = null
      where customers_id = any(${ids}::uuid[]) and held_by_freeze_at is not null returning id, customers_id`;
    for (const r of rows) {
      await addEvent(tx, { customersId: r.customers_id, kind: itemKindOf[table], id: r.id, type: 'freeze_released', usersId: null });
    }
    released += rows.length;
  }
  return released;
};

export const releaseFrozenCustomers = (deps: Pick<OutboundPortsDeps, 'db'>, organisationsId: string, customerIds: readonly string[]): Promise<number> =>
  deps.db.tx({ organisationsId }, (tx) => releaseInTx(tx, customerIds));

/**
 * A freeze started (or was found): every open link of these customers of the organisation is revoked, their
 * e-signatures waiting for signatures are paused and their reminders stop, with an item event each ('revoked',
 * 'paused', 'reminders_stopped'; reason FREEZE). Scheduled sends stay scheduled but are held ('held_by_freeze') until
 * the freeze is lifted (releaseFrozenCustomers): the job does not pick them up meanwhile.
 */
export const holdFrozenCustomers = (deps: Pick<OutboundPortsDeps, 'db'>, organisationsId: string, customerIds: readonly string[]): Promise<FreezeHold> =>
  deps.db.tx({ organisationsId }, (tx) => holdInTx(tx, customerIds));
