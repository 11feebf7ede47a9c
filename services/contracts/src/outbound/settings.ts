import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
import { literals, optionalNullable } from '../schema-helpers.ts';
import { EidMethods } from './identifications.ts';
import { defaultEidMinLevel, eidLevels, type EidLevel } from './assurance.ts';

// The organisation's outbound settings (spec §3 Organisation: host, resend strategy and maxcnt, validtime_after_*,
// outbound_email_*). Read by the outbound service; edited in settings (issue 15 builds the screen on these calls).

/** Reminder strategies (spec §9): every weekday, every 2nd / 3rd weekday, weekly, monthly, Fibonacci days. */
export const resendStrategies = ['NONE', 'DAILY', 'BIDAILY', 'TRIDAILY', 'WEEKLY', 'MONTHLY', 'FIBONACCI'] as const;
export type ResendStrategy = (typeof resendStrategies)[number];

/**
 * FIBONACCI: the days before the n-th reminder (n ≥ 1), counted from the previous mail: 1, 1, 2, 3, 5, 8 … . The one
 * definition the reminder job schedules by and the settings screen describes (issue 26: text and code agree).
 */
export const fibonacciDays = (n: number): number => {
  let [a, b] = [1, 1];
  for (let i = 1; i < n; i += 1) [a, b] = [b, a + b];
  return a;
};

/** ISO weekdays 1 (Monday) … 7 (Sunday). */
export const Weekday = Type.Integer({ minimum: 1, maximum: 7 });

/** PUT /api/v2.5/admin/organizations/outbound */
export const OutboundSettingsBody = Type.Object(
  {
    /** Custom host for public links (spec §2 Public pages), e.g. https://kyc.example.fi; null: the app's own. */
    host: optionalNullable(Type.String({ format: 'uri', pattern: '^https?://[^/?#]+$', maxLength: 200 })),
    resend_strategy: Type.Optional(literals(resendStrategies)),
    resend_maxcnt: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
    /** The weekdays reminders may go out on. */
    resend_weekdays: Type.Optional(Type.Array(Weekday, { minItems: 1, maxItems: 7, uniqueItems: true })),
    /** Days a link stays valid after sending. */
    validtime_after_request: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    validtime_after_letter: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    validtime_after_identification: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    /** A signatory's link (each signing order's links are sent when its turn comes). */
    validtime_after_esignature: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    /** outbound_email_name: the sender name shown in mail; null: the organisation's name. */
    outbound_email_name: optionalNullable(Type.String({ maxLength: 200 })),
    /** #rrggbb, the public pages' accent colour. */
    public_color: optionalNullable(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
    /** outbound_email_replyto: where recipients' replies go; null: no Reply-To. */
    outbound_email_replyto: optionalNullable(Type.String({ format: 'email', maxLength: 254 })),
    /** outbound_email_signature: plain text appended to every outbound mail. */
    outbound_email_signature: optionalNullable(Type.String({ maxLength: 2000 })),
    /**
     * Unused: the public pages no longer count down and close (issue 26), so the settings screen no longer offers it.
     * Still accepted, stored and answered for older clients' compatibility; it changes nothing.
     */
    public_countdown_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
    /** Custom login address shown in mails to staff (spec §2 custom host: host, login_url); null: the app's own. */
    login_url: optionalNullable(Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 300 })),
    /** The eID methods offered on identifications and signatories (spec §2 identification/signing methods); null: all available. */
    eid_methods: optionalNullable(EidMethods),
    /** The least level of assurance an eID must report (acr) to count as strong identification (issue 25 §5). */
    eid_min_level: Type.Optional(literals(eidLevels)),
  },
  { $id: 'OutboundSettingsBody', additionalProperties: false },
);
export type OutboundSettingsBody = Static<typeof OutboundSettingsBody>;

export type OutboundSettings = Required<{ [K in keyof OutboundSettingsBody]: Exclude<OutboundSettingsBody[K], undefined> }>;

export const defaultOutboundSettings: OutboundSettings = {
  host: null,
  resend_strategy: 'NONE',
  resend_maxcnt: 3,
  resend_weekdays: [1, 2, 3, 4, 5],
  validtime_after_request: 30,
  validtime_after_letter: 30,
  validtime_after_identification: 30,
  validtime_after_esignature: 30,
  outbound_email_name: null,
  public_color: null,
  outbound_email_replyto: null,
  outbound_email_signature: null,
  public_countdown_seconds: 10,
  login_url: null,
  eid_methods: null,
  eid_min_level: defaultEidMinLevel,
};

/**
 * Lowering the organisation's minimum level of assurance weakens a control (issue 25 §3, §5): one admin asks with a
 * reason, another admin approves (the level changes then) or refuses, with a reason; each step is in the change log.
 * Raising it is immediate (PUT …/outbound). At most one request waits at a time.
 */
export const eidLevelChangeStates = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type EidLevelChangeState = (typeof eidLevelChangeStates)[number];

export interface EidLevelChange {
  id: string;
  /** The level asked for (lower than the one in force when asked). */
  eid_min_level: EidLevel;
  /** The level in force when it was asked. */
  previous_level: EidLevel;
  reason: string;
  requested_by: string;
  requested_at: string;
  state: EidLevelChangeState;
  decided_by: string | null;
  decided_at: string | null;
  decision_reason: string | null;
}

/** GET /api/v2.5/admin/organizations/outbound/eidlevel: the request waiting (if any) and the latest decided ones. */
export interface EidLevelChanges {
  current: EidLevel;
  pending: EidLevelChange | null;
  history: EidLevelChange[];
}

const reasonText = Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' });

/** POST …/outbound/eidlevel (admin): ask for a lower minimum level. */
export const EidLevelChangeBody = Type.Object(
  { eid_min_level: literals(eidLevels), reason: reasonText },
  { $id: 'EidLevelChangeBody', additionalProperties: false },
);
export type EidLevelChangeBody = Static<typeof EidLevelChangeBody>;

/** POST …/outbound/eidlevel/approve | refuse (another admin): the decision on the waiting request. */
export const EidLevelDecisionBody = Type.Object(
  { request_id: Uuid, reason: reasonText },
  { $id: 'EidLevelDecisionBody', additionalProperties: false },
);
export type EidLevelDecisionBody = Static<typeof EidLevelDecisionBody>;
