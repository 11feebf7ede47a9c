/**
 * GET /api/v2.5/user/{requests|letters|identifications|esignatures}/{id}/events (issue 25 §4): an item's history, oldest
 * first, from outbound.events (insert-only): created, sent, resent, reminded, opened, answered, identified, accepted,
 * denied, metadata amended (old and new values), files added or removed, signed... An e-signature's list holds its
 * signatories' events too. Staff who see the item see its history; nothing of it reaches the recipient.
 */
/** What happened to an item (outbound.events.type). */
export const outboundEventTypes = [
  'created', 'updated', 'deleted', 'scheduled', 'sent', 'resent', 'reminded', 'marked_sent', 'opened', 'code_sent',
  'draft_saved', 'answered', 'applied', 'accepted', 'denied', 'file_added', 'file_removed',
  'copied', 'eid_started', 'identified', 'identify_failed', 'ssn_conflict', 'ssn_resolved', 'metadata_updated', 'metadata_amended',
  'paused', 'resumed', 'signatory_added', 'signatory_updated', 'signatory_removed', 'signed', 'completed', 'pdf_mailed',
  // Issue 25's other parts (other branches): a freeze revoked the link or stopped the reminders; a staff decision on an
  // eID name mismatch and a second user's document check; an admin's send past an unapproved EDD.
  'revoked', 'reminders_stopped', 'mismatch_decided', 'document_verified', 'edd_override',
  // A frozen customer's scheduled send held until the freeze is lifted, and released by the lift.
  'held_by_freeze', 'freeze_released',
] as const;
export type OutboundEventType = (typeof outboundEventTypes)[number];

export interface OutboundEvent {
  id: string;
  item_kind: 'request' | 'letter' | 'identification' | 'esignature' | 'signatory';
  item_id: string;
  type: OutboundEventType;
  /** The staff member; null: the recipient or the system. */
  users_id: string | null;
  /** What the event was about (a denial's reason, an amendment's old and new values, a file's name...). */
  data: Record<string, unknown>;
  created_at: string;
}
