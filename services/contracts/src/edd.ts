import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from './common.ts';
import { IsoDate } from './dates.ts';
import type { CustomerEddState, TrafficLight } from './customers.ts';
import type { EuCountryListRef, RiskRelatedKind } from './risk/countries.ts';

/**
 * Enhanced due diligence (issue #11 §2; AMLR art. 34–46, AML Act ch. 3 § 10–13). A customer with a trigger — a PEP
 * (record, answer or confirmed PEP alert), an EU-listed high-risk third country (the customer's or a related
 * person's), a confirmed sanctions hit — is at least HIGH whatever its points, and its EDD must be filled in and
 * approved by senior management (an admin other than whoever filled it in). A confirmed sanctions hit also freezes
 * the customer until an admin lifts the freeze with a reason. docs: services/risk/README.md.
 */

/** Where an EU-listed country was found. */
export const eddCountrySubjects = ['CUSTOMER_COUNTRY', 'CUSTOMER_NATIONALITY', 'RELATED'] as const;
export type EddCountrySubject = (typeof eddCountrySubjects)[number];

export type EddTrigger =
  /** PEP records on the customer (customers.peps). */
  | { kind: 'PEP_RECORD'; count: number }
  /** Background questions marked as PEP questions, answered yes (or checked). */
  | { kind: 'PEP_ANSWER'; questions: string[] }
  /** PEP screening alerts silenced as TRUEPOSITIVE. */
  | { kind: 'PEP_ALERT'; count: number }
  /** Sanction alerts silenced as TRUEPOSITIVE. */
  | { kind: 'SANCTION_ALERT'; count: number }
  /** A country on the EU list of high-risk third countries, with the list version that said so. */
  | { kind: 'EU_COUNTRY'; country: string; subject: EddCountrySubject; related_kinds: RiskRelatedKind[]; eu_list: EuCountryListRef };
export type EddTriggerKind = EddTrigger['kind'];

/** A stable key per trigger: an approval covers the keys it saw; a new key needs a new approval. */
export const eddTriggerKey = (trigger: EddTrigger): string =>
  trigger.kind === 'EU_COUNTRY' ? `EU_COUNTRY:${trigger.subject}:${trigger.country}` : trigger.kind;

/**
 * EMPTY: nothing filled in; PENDING: filled in, waiting for senior management; APPROVED; REFUSED (to be changed and
 * submitted again).
 */
export const eddStates = ['EMPTY', 'PENDING', 'APPROVED', 'REFUSED'] as const;
export type EddState = (typeof eddStates)[number];

export const customerEddState = (required: boolean, state: EddState): CustomerEddState | null =>
  state === 'EMPTY' ? (required ? 'REQUIRED' : null) : state;

/** The EDD section's light: red while required and not approved, green approved, yellow waiting (not required), grey. */
export const eddLight = (required: boolean, state: EddState): TrafficLight => {
  if (state === 'APPROVED') return 'green';
  if (required) return 'red';
  return state === 'EMPTY' ? 'grey' : state === 'REFUSED' ? 'red' : 'yellow';
};

export const eddFileMaxBytes = 10 * 1024 * 1024;
export const eddFileMaxCount = 20;
export const eddTextMaxLength = 10_000;

/** What a document proves: an approval needs one of each, or a reasoned waiver (issue 25 §3). */
export const eddFileKinds = ['SOURCE_OF_FUNDS', 'SOURCE_OF_WEALTH'] as const;
export type EddFileKind = (typeof eddFileKinds)[number];

export interface EddFile {
  id: string;
  kind: EddFileKind;
  name: string;
  mime: string;
  size: number;
  uploaded_by: string | null;
  uploaded_at: string;
}

/** An admin's request to lift the freeze, waiting for another admin (issue 25 §1: four-eyes). */
export interface FreezeLiftRequest {
  id: string;
  requested_by: string;
  requested_at: string;
  reason: string;
}

/** The default authority a freeze is notified to: the Finnish national enforcement authority (Act 325/2013). */
export const freezeDefaultAuthority = 'Ulosottolaitos';

/** The freeze's notification to the authority (the latest recorded; a correction is a new record, the old kept). */
export interface FreezeNotification {
  id: string;
  authority: string;
  /** YYYY-MM-DD. */
  notified_on: string;
  reference: string;
  recorded_by: string;
  recorded_at: string;
}

export interface EddFreeze {
  id: string;
  /** The sanction alert silenced as TRUEPOSITIVE. */
  alerts_id: string;
  frozen_at: string;
  lifted_at: string | null;
  lifted_by: string | null;
  lift_reason: string | null;
  /** A lift waiting for another admin's approval; null when none. */
  lift_request: FreezeLiftRequest | null;
  /** Null until the notification to the authority is recorded (the card's banner stays amber until then). */
  notification: FreezeNotification | null;
}

export const eddEventActions = [
  'SUBMITTED', 'FILE_ADDED', 'FILE_REMOVED', 'APPROVED', 'REFUSED', 'REOPENED', 'FROZEN', 'FREEZE_LIFTED',
  'FREEZE_LIFT_REQUESTED', 'FREEZE_LIFT_REFUSED', 'FREEZE_NOTIFIED',
  'REMOVAL_PENDING', 'REMOVAL_APPROVED', 'REMOVAL_WITHDRAWN',
] as const;
export type EddEventAction = (typeof eddEventActions)[number];

/** The EDD's history, written once and kept with the customer's record (REOPENED: a new trigger after approval). */
export interface EddEvent {
  id: string;
  action: EddEventAction;
  /** Null when the system did it (a freeze, a reopening). */
  users_id: string | null;
  reason: string | null;
  created_at: string;
}

/**
 * A trigger that disappeared from the data (a PEP record deleted, an answer or a country changed, a hit reclassified,
 * a country delisted): it stays in force — HIGH floor, EDD required — until senior management approves its removal
 * (issue 25 §3). PENDING until approved; WITHDRAWN when the trigger came back by itself.
 */
export const eddRemovalStates = ['PENDING', 'APPROVED', 'WITHDRAWN'] as const;
export type EddRemovalState = (typeof eddRemovalStates)[number];

export interface EddRemoval {
  id: string;
  /** eddTriggerKey of the trigger. */
  key: string;
  /** The trigger as it was last in force. */
  trigger: EddTrigger;
  state: EddRemovalState;
  detected_at: string;
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
  /** Who made the change that took the ground away (e.g. deleted the PEP record): none of them may approve it. */
  caused_by: string[];
}

/** GET /api/v2.5/user/customers/{id}/edd */
export interface CustomerEdd {
  customers_id: string;
  required: boolean;
  /** The triggers of the current score (empty: not required), retained ones included. */
  triggers: EddTrigger[];
  /** Removals of triggers waiting for senior management's approval (their triggers are still in `triggers`). */
  removals: EddRemoval[];
  state: EddState;
  /** Purpose and intended nature of the business relationship. */
  purpose: string | null;
  source_of_funds: string | null;
  source_of_wealth: string | null;
  /** Documents of the source of wealth (removed ones are kept in the record, not listed here). */
  files: EddFile[];
  /** Grows with every change; an approval or refusal names the revision it decides on. */
  revision: number;
  /** Who filled in or changed the EDD since the last decision: none of them may approve it. */
  filled_by: string[];
  submitted_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
  refusal_reason: string | null;
  /** Why the approval went without a document of the source of funds or of wealth (null: documents were there). */
  waiver_reason: string | null;
  /** The current freeze (a confirmed sanctions hit), null when none or lifted. */
  frozen: EddFreeze | null;
  history: EddEvent[];
}

const EddText = Type.String({ minLength: 1, maxLength: eddTextMaxLength, pattern: '\\S' });

/** PUT /api/v2.5/user/customers/{id}/edd: fill in or change; a change of an approved EDD needs a new approval. */
export const EddBody = Type.Object(
  {
    purpose: EddText,
    source_of_funds: EddText,
    source_of_wealth: EddText,
    /** The revision the user edited (0 for a first fill-in): another user's change in between answers 409 EDD_CHANGED. */
    revision: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }),
  },
  { $id: 'EddBody', additionalProperties: false },
);
export type EddBody = Static<typeof EddBody>;

/**
 * POST …/edd/approve (senior management, not one of filled_by). Without a document of the source of funds and one of
 * the source of wealth the approval needs `waiver_reason` (409 EDD_DOCUMENTS_MISSING otherwise).
 */
export const EddApproveBody = Type.Object(
  {
    revision: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
    waiver_reason: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' })),
  },
  { $id: 'EddApproveBody', additionalProperties: false },
);
export type EddApproveBody = Static<typeof EddApproveBody>;

/** POST …/edd/refuse (admin, not one of filled_by): the reason is shown to whoever fills it in again. */
export const EddRefuseBody = Type.Object(
  { revision: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }), reason: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) },
  { $id: 'EddRefuseBody', additionalProperties: false },
);
export type EddRefuseBody = Static<typeof EddRefuseBody>;

/**
 * POST …/edd/freeze/lift (admin): asks for the freeze to be lifted, saying why (e.g. the authority's decision). The
 * freeze stays until another admin approves (POST …/edd/freeze/lift/approve).
 */
export const EddLiftBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) },
  { $id: 'EddLiftBody', additionalProperties: false },
);
export type EddLiftBody = Static<typeof EddLiftBody>;

/** POST …/edd/files?kind=: what the document proves (default SOURCE_OF_WEALTH, as before issue 25). */
export const EddFileQuery = Type.Object(
  { kind: Type.Optional(Type.Union(eddFileKinds.map((k) => Type.Literal(k)))) },
  { $id: 'EddFileQuery', additionalProperties: false },
);
export type EddFileQuery = Static<typeof EddFileQuery>;

/** POST …/edd/removals/{removalId}/approve (senior management): why the trigger may go. */
export const EddRemovalApproveBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) },
  { $id: 'EddRemovalApproveBody', additionalProperties: false },
);
export type EddRemovalApproveBody = Static<typeof EddRemovalApproveBody>;

export const EddRemovalParams = Type.Object({ id: Uuid, removalId: Uuid }, { $id: 'EddRemovalParams', additionalProperties: false });
export type EddRemovalParams = Static<typeof EddRemovalParams>;

export const EddFileParams = Type.Object({ id: Uuid, fileId: Uuid }, { $id: 'EddFileParams', additionalProperties: false });
export type EddFileParams = Static<typeof EddFileParams>;

/**
 * POST …/edd/freeze/lift/approve (another admin than the requester) and …/lift/refuse (any admin; the requester
 * withdraws their own): the request decided on and the decider's reason.
 */
export const FreezeLiftDecisionBody = Type.Object(
  { request_id: Uuid, reason: Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }) },
  { $id: 'FreezeLiftDecisionBody', additionalProperties: false },
);
export type FreezeLiftDecisionBody = Static<typeof FreezeLiftDecisionBody>;

/** POST …/edd/freeze/notification (admin): the freeze notified to the authority (default Ulosottolaitos). */
export const FreezeNotificationBody = Type.Object(
  {
    authority: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    notified_on: IsoDate,
    reference: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  },
  { $id: 'FreezeNotificationBody', additionalProperties: false },
);
export type FreezeNotificationBody = Static<typeof FreezeNotificationBody>;
