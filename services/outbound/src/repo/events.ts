import type { OutboundEvent, OutboundEventType } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

export type ItemKind = 'request' | 'letter' | 'identification' | 'esignature' | 'signatory';

export type { OutboundEventType } from '@tunne/contracts';

export interface OutboundEventInput {
  customersId: string;
  kind: ItemKind;
  id: string;
  type: OutboundEventType;
  /** null: the recipient or the system. */
  usersId: string | null;
  data?: Record<string, unknown>;
}

/** One row of the item's history, in the caller's organisation. */
export const addEvent = async (tx: Tx, event: OutboundEventInput): Promise<void> => {
  await tx`insert into outbound.events (organisations_id, customers_id, item_kind, item_id, type, users_id, data)
    values ((select outbound.caller_organisation()), ${event.customersId}, ${event.kind}, ${event.id}, ${event.type},
      ${event.usersId}, ${tx.json((event.data ?? {}) as never)})`;
};

interface EventRow {
  id: string;
  item_kind: OutboundEvent['item_kind'];
  item_id: string;
  type: OutboundEventType;
  users_id: string | null;
  data: Record<string, unknown>;
  created_at: Date;
}

/**
 * The item's history, oldest first (issue 25 §4); an e-signature's with its signatories'. The caller has already found
 * the item (RLS: organisation, restriction, not a retained record).
 */
export const listEvents = async (tx: Tx, kind: Exclude<ItemKind, 'signatory'>, id: string): Promise<OutboundEvent[]> => {
  const rows = await tx<EventRow[]>`select id::text as id, item_kind, item_id, type, users_id, data, created_at from outbound.events
    where (item_kind = ${kind} and item_id = ${id})
       ${kind === 'esignature' ? tx`or (item_kind = 'signatory' and item_id in (select s.id from outbound.signatories s where s.esignatures_id = ${id}))` : tx``}
    order by created_at, id`;
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
};
