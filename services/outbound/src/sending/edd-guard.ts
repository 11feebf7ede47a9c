import { AppError, type Tenancy, type Tx } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';
import { addEvent, type ItemKind } from '../repo/events.ts';

/**
 * Enhanced due diligence on the send path (issue 25 §3): while the customer's EDD is required and not filled in, or
 * refused, nothing new is sent to it — no request, letter, identification or e-signature (409 EDD_NOT_APPROVED) —
 * unless an admin overrides it for that item with a reason, recorded in the item's history. A request that gathers the
 * EDD answers itself (it asks the source of funds) may go. Called next to the freeze check of every staff send.
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

/** What the customer's EDD says of sending: null when it may go, else REQUIRED or REFUSED. */
export type EddSendBlock = Awaited<ReturnType<OutboundPortsDeps['riskEdd']['sendBlock']>>;

/**
 * Asks the risk service whether the customer's EDD blocks sending. The port runs its own transaction: call it before
 * the send's transaction, never inside one (the embedded database has a single connection).
 */
export const eddSendBlock = (deps: Pick<OutboundPortsDeps, 'riskEdd'>, organisationsId: string, customersId: string): Promise<EddSendBlock> =>
  deps.riskEdd.sendBlock(organisationsId, customersId);

/**
 * Refuses the send while EDD blocks it (`block`, from eddSendBlock before the transaction); with `overrideReason` an
 * admin lets this one item through and the reason is written in its history (in the caller's transaction, so a
 * refused send records nothing).
 */
export const assertEddAllowsSend = async (
  block: EddSendBlock, tx: Tx, tenancy: Tenancy & { usersId: string; isAdmin: boolean }, item: EddSendItem,
  overrideReason: string | undefined,
): Promise<void> => {
  if (!block || (await gathersEdd(tx, item))) return;
  const reason = overrideReason?.trim();
  if (!reason) {
    throw new AppError('EDD_NOT_APPROVED', block === 'REFUSED'
      ? 'The customer\'s enhanced due diligence was refused: nothing new is sent to it'
      : 'The customer\'s enhanced due diligence is required and not approved: nothing new is sent to it');
  }
  if (!tenancy.isAdmin) throw new AppError('FORBIDDEN', 'Only an admin overrides the enhanced due diligence for a send', '/edd_override_reason');
  await addEvent(tx, { customersId: item.customers_id, kind: item.kind, id: item.id, type: 'edd_override', usersId: tenancy.usersId, data: { edd: block, reason } });
};
