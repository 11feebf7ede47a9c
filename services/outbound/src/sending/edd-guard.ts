import { AppError, type Tenancy, type Tx } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';
import { addEvent, type ItemKind } from '../repo/events.ts';

/**
 * Enhanced due diligence on the send path (issue 25 §3): while the customer's EDD is required and not filled in, or
 * refused, nothing new is sent to it — no request, letter, identification or e-signature (409 EDD_NOT_APPROVED) —
 * unless an admin overrides it for that item with a reason, recorded in the item's history. A request that gathers the
 * EDD answers itself (it asks the source of funds) may go. Called next to the freeze check of every staff send.
 *
 * "Sent" covers every way an item goes, not only the first: a scheduled (LATER) send is checked again when the job
 * delivers it, "mark as sent" records a send and is checked alike, and a resend or reminder re-delivers the item's link
 * (a new token to the same page), so it is held too, even for an item first sent before the EDD became required. An
 * admin's override is for the item: once recorded ('edd_override' in its history) the item's later sends, resends and
 * reminders go without another reason.
 */

export interface EddSendItem {
  kind: ItemKind;
  id: string;
  customers_id: string;
}

/** A request that asks the recipient for the source of funds gathers the EDD's answers itself. */
const gathersEdd = async (tx: Tx, item: EddSendItem): Promise<boolean> => {
  if (item.kind !== 'request') return false;
  const [row] = await tx<{ asks: boolean }[]>`select coalesce((choices->>'ask_sof')::boolean, false) as asks from outbound.requests where id = ${item.id}`;
  return row?.asks ?? false;
};

/** What the risk service answers for the customer: 'REQUIRED' or 'REFUSED' block sending; null lets it go. */
export type EddBlock = Awaited<ReturnType<OutboundPortsDeps['riskEdd']['sendBlock']>>;

/**
 * Asks the risk service whether the customer's EDD blocks sending. The port opens its own transaction: call it outside
 * any other, before the item's (the embedded database has one connection, and a port called inside the caller's
 * transaction waits for it forever), and hand the answer to assertEddAllowsSend.
 */
export const eddBlockOf = (deps: Pick<OutboundPortsDeps, 'riskEdd'>, organisationsId: string, customersId: string): Promise<EddBlock> =>
  deps.riskEdd.sendBlock(organisationsId, customersId);

/** Whether an admin has overridden the EDD for this item (an 'edd_override' in its history). */
const overridden = async (tx: Tx, item: EddSendItem): Promise<boolean> => {
  const rows = await tx`select 1 from outbound.events where item_kind = ${item.kind} and item_id = ${item.id} and type = 'edd_override' limit 1`;
  return rows.length > 0;
};

/**
 * The job's check (a scheduled send, a reminder): 'held' while the customer's EDD is required or refused and the item
 * neither gathers the EDD answers nor has an admin's override. A held item stays due and nothing is mailed; the job
 * looks again later, as for a pending sanctions check. The risk port runs first, outside any transaction (the embedded
 * database has one connection).
 */
export const eddHold = async (deps: Pick<OutboundPortsDeps, 'riskEdd' | 'db'>, organisationsId: string, item: EddSendItem): Promise<'open' | 'held'> => {
  if (!(await eddBlockOf(deps, organisationsId, item.customers_id))) return 'open';
  const allowed = await deps.db.tx({ organisationsId }, async (tx) => (await gathersEdd(tx, item)) || (await overridden(tx, item)));
  return allowed ? 'open' : 'held';
};

/**
 * Refuses the send while EDD blocks it (`block`, from eddBlockOf; an item an admin overrode earlier goes); with
 * `overrideReason` an admin lets this one item through and the reason is written in its history (in the caller's
 * transaction, so a refused send records nothing).
 */
export const assertEddAllowsSend = async (
  tx: Tx, tenancy: Tenancy & { usersId: string; isAdmin: boolean }, item: EddSendItem, block: EddBlock,
  overrideReason: string | undefined,
): Promise<void> => {
  if (!block || (await gathersEdd(tx, item)) || (await overridden(tx, item))) return;
  const reason = overrideReason?.trim();
  if (!reason) {
    throw new AppError('EDD_NOT_APPROVED', block === 'REFUSED'
      ? 'The customer\'s enhanced due diligence was refused: nothing new is sent to it'
      : 'The customer\'s enhanced due diligence is required and not approved: nothing new is sent to it');
  }
  if (!tenancy.isAdmin) throw new AppError('FORBIDDEN', 'Only an admin overrides the enhanced due diligence for a send', '/edd_override_reason');
  await addEvent(tx, { customersId: item.customers_id, kind: item.kind, id: item.id, type: 'edd_override', usersId: tenancy.usersId, data: { edd: block, reason } });
};
