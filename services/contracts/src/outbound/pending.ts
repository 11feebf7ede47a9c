import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
import type { OutboundLight, OutboundState } from './states.ts';

// Pending customer actions (spec §2 Home, Pending actions; §7 GET pending): outbound items sent and not yet answered,
// read or accepted — what is waiting on the customer or on staff.

export const pendingKinds = ['request', 'letter', 'identification', 'esignature', 'signatory'] as const;
export type PendingKind = (typeof pendingKinds)[number];

/** Time-frame presets (spec §9) on the item's sent_at; 'all' for none. */
export const pendingTimeFrames = ['all', 'today', 'yesterday', 'this_month', 'last_month', 'this_year', 'last_year'] as const;
export type PendingTimeFrame = (typeof pendingTimeFrames)[number];

/** Age options for 'older than {days} days'. */
export const pendingAgeDays = [1, 3, 7, 14, 30, 60, 90] as const;

/** GET /api/v2.5/user/pending */
export const PendingQuery = Type.Object(
  {
    older_than_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })),
    own: Type.Optional(Type.Boolean()),
    timeframe: Type.Optional(Type.Union(pendingTimeFrames.map((t) => Type.Literal(t)))),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  },
  { $id: 'PendingQuery', additionalProperties: false },
);
export type PendingQuery = Static<typeof PendingQuery>;

export interface PendingItem {
  kind: PendingKind;
  id: string;
  customers_id: string;
  customer_name: string;
  /** Recipient e-mail. */
  email: string;
  state: OutboundState;
  light: OutboundLight;
  sent_at: string;
  resent_at: string | null;
  resend_cnt: number;
  users_id: string | null;
  user_name: string | null;
}

/** What a notice tells the item's owner (issue 26): a request answered, a secure message replied to. */
export const ownerNoticeTypes = ['answered', 'replied'] as const;
export type OwnerNoticeType = (typeof ownerNoticeTypes)[number];

/**
 * GET /api/v2.5/user/pending/notices: the caller's unseen notices, newest first (the home page's card); POST
 * /api/v2.5/user/pending/notices/seen dismisses one. Only the item's owner gets them, and only while they see the item.
 */
/** POST /api/v2.5/user/pending/notices/seen: the notice the caller dismisses. */
export const NoticeSeenBody = Type.Object({ id: Uuid }, { $id: 'NoticeSeenBody', additionalProperties: false });
export type NoticeSeenBody = Static<typeof NoticeSeenBody>;

export interface OwnerNotice {
  id: string;
  type: OwnerNoticeType;
  item_kind: 'request' | 'letter';
  item_id: string;
  customers_id: string;
  customer_name: string;
  created_at: string;
}
