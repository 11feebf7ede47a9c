import type { Tx } from '@tunne/platform';

export type ItemKind = 'request' | 'letter' | 'identification' | 'esignature' | 'signatory';

/** What happened to an item (outbound.events.type). */
export type OutboundEventType =
  | 'created' | 'updated' | 'deleted' | 'scheduled' | 'sent' | 'resent' | 'reminded' | 'marked_sent' | 'opened' | 'code_sent'
  | 'draft_saved' | 'answered' | 'applied' | 'accepted' | 'denied' | 'file_added' | 'file_removed'
  | 'copied' | 'eid_started' | 'identified' | 'identify_failed' | 'ssn_conflict' | 'ssn_resolved' | 'metadata_updated'
  | 'paused' | 'resumed' | 'signatory_added' | 'signatory_updated' | 'signatory_removed' | 'signed' | 'completed' | 'pdf_mailed'
  | 'mismatch_decided' | 'document_verified';

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
