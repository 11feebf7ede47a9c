import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from './common.ts';
import type { CustomerType, TrafficLight } from './customers.ts';

/**
 * Sanction and PEP screening: lists, sanction queries and alerts (spec §3 Alert / Sanction query, §4, §7 Alerts,
 * §9 Sanction lists). docs/alerts-api.md is the call list; these are its schemas and the pure rules the UI and
 * the service share (traffic light, alert links, type groups).
 */

// ---- Lists --------------------------------------------------------------------------------------------

/**
 * Lists the screening engine reads (spec §9); PEP is the politically-exposed-persons list. EU is the EU financial
 * sanctions list (the FSF XML), EU_EXTENDED the same file in its CSV layout, which adds each entry's legal-basis
 * history (every regulation that amended it).
 */
export const listSources = ['OFAC', 'OFAC_NONSDN', 'UN', 'EU', 'EU_EXTENDED', 'UK', 'UKCONS', 'BIS', 'KRP', 'PEP'] as const;
export type ListSource = (typeof listSources)[number];
export const ListSourceSchema = Type.Union(listSources.map((s) => Type.Literal(s)));

/** A list not refreshed for this long is flagged stale. */
export const listStaleAfterMs = 24 * 60 * 60 * 1000;

export type ListEntityKind = 'PERSON' | 'ORGANIZATION' | 'VESSEL' | 'AIRCRAFT' | 'UNKNOWN';

/** One imported version of one list (reference data, the same for every organisation). */
export interface ListVersion {
  id: string;
  source: ListSource;
  published_at: string | null;
  file_hash: string;
  files: string[];
  /** Entities by kind, e.g. {PERSON: 730, ORGANIZATION: 273}. */
  entity_counts: Partial<Record<ListEntityKind, number>>;
  entity_total: number;
  imported_at: string;
  /** Last time the source was read (a new file or the same one again). */
  refreshed_at: string;
  is_current: boolean;
  origin: 'folder' | 'upload' | 'download';
  /**
   * A sample, not the published list: a folder import of a few entries or of a file the test data names an excerpt
   * (recorded at import, services/alerts lists/sample.ts). Screening against it finds next to nothing.
   */
  is_sample: boolean;
  /**
   * shared: the national list every organisation screens against (updated only by the operator); organisation: the
   * caller's own upload (KRP), which replaces the shared one for its own screening only.
   */
  scope: 'shared' | 'organisation';
}

/** GET /api/v2.5/admin/lists: per source, the current version, the stored history and the stale flag. */
export interface ListStatus {
  source: ListSource;
  current: ListVersion | null;
  versions: ListVersion[];
  is_stale: boolean;
}

export const isListStale = (refreshedAt: string | null | undefined, now: number = Date.now()): boolean =>
  !refreshedAt || now - new Date(refreshedAt).getTime() > listStaleAfterMs;

// ---- Organisation settings ------------------------------------------------------------------------------

/**
 * The organisation's chosen lists, the similarity automatic screening uses (0..1) and the team whose members are
 * mailed about new alerts (spec §6; null: no notifications).
 */
export interface ScreeningSettings {
  sources: ListSource[];
  threshold: number;
  notify_teams_id: string | null;
  /**
   * Four-eyes for sanction and PEP alerts (issue 25 §3, on by default): every decision that closes one — not a match
   * (FALSEPOSITIVE), needs evaluation (EVALUATION), lifting or reclassifying a confirmed match (TRUEPOSITIVE) — only
   * takes effect when a second user approves it.
   */
  four_eyes_sanction: boolean;
  /** How long "needs evaluation" may last at most, in days (default 30, at most 90); then the alert opens again. */
  evaluation_max_days: number;
  updated_at: string | null;
  /**
   * An admin's request to switch four-eyes off, waiting for another admin (issue 25 §3: a save with
   * four_eyes_sanction false only asks; four-eyes stays on until approved). Null (or absent) when none waits.
   */
  four_eyes_off_request?: FourEyesOffRequest | null;
}

/** A pending request to switch four-eyes off: POST /admin/alerts/settings/four-eyes-off/approve or …/refuse decides it. */
export interface FourEyesOffRequest {
  id: string;
  requested_by: string;
  requested_at: string;
}

/** "Needs evaluation" lasts this many days unless the organisation chose otherwise, and never more than the limit. */
export const evaluationMaxDaysDefault = 30;
export const evaluationMaxDaysLimit = 90;

export const minSimilarity = 0.5;

export const ScreeningSettingsBody = Type.Object(
  {
    sources: Type.Array(ListSourceSchema, { uniqueItems: true, minItems: 1, maxItems: listSources.length }),
    threshold: Type.Number({ minimum: minSimilarity, maximum: 1 }),
    /** The alert notification team; left out: unchanged, null: no notifications. */
    notify_teams_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
    /** Four-eyes for sanction and PEP alerts; left out: unchanged. */
    four_eyes_sanction: Type.Optional(Type.Boolean()),
    /** The longest "needs evaluation" in days; left out: unchanged. */
    evaluation_max_days: Type.Optional(Type.Integer({ minimum: 1, maximum: evaluationMaxDaysLimit })),
  },
  { $id: 'ScreeningSettingsBody', additionalProperties: false },
);
export type ScreeningSettingsBody = Static<typeof ScreeningSettingsBody>;

/** POST /api/v2.5/admin/alerts/settings/four-eyes-off/approve and …/refuse: another admin's decision, with an optional reason. */
export const FourEyesOffDecisionBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 2000 })) },
  { $id: 'FourEyesOffDecisionBody', additionalProperties: false },
);
export type FourEyesOffDecisionBody = Static<typeof FourEyesOffDecisionBody>;

// ---- Matches (shared by queries and alerts) --------------------------------------------------------------

export const entityTypes = ['PERSON', 'ORGANIZATION'] as const;
export type EntityType = (typeof entityTypes)[number];

/** Why a candidate scored as it did; the UI explains each code in the user's language. */
export const evidenceCodes = [
  'NAME', 'ALIAS', 'WEAK_ALIAS', 'TOKEN_ORDER', 'MISSING_TOKENS', 'BIRTHDATE_MATCH', 'BIRTHDATE_MISMATCH',
  'NATIONALITY_MATCH', 'NATIONALITY_MISMATCH', 'IDENTIFIER_MATCH', 'TYPE_MISMATCH', 'LEGAL_FORM',
] as const;
export type EvidenceCode = (typeof evidenceCodes)[number];

export interface Evidence {
  code: EvidenceCode;
  /** Contribution to the score (negative lowers it). */
  effect: number;
  detail: string;
}

/** A list entity as it matched: enough to judge the match without opening the list. */
export interface MatchedEntity {
  /** `${source}:${sourceId}`; the DSA (sanction) or DPA (PEP) document id. */
  key: string;
  source: ListSource;
  source_id: string;
  kind: ListEntityKind;
  name: string;
  aliases: string[];
  birth_dates: string[];
  nationalities: string[];
  identifiers: { type: string; value: string; country?: string }[];
  addresses: string[];
  programs: string[];
  remarks: string | null;
  list_versions_id: string;
}

export interface QueryResult {
  entity: MatchedEntity;
  /** 0..1 */
  score: number;
  name_score: number;
  matched_name: string;
  matched_alias: boolean;
  evidence: Evidence[];
}

// ---- Sanction queries ------------------------------------------------------------------------------------

/** POST /api/v2.5/user/queries */
export const QueryCreateBody = Type.Object(
  {
    query: Type.String({ maxLength: 300 }),
    entityType: Type.Union(entityTypes.map((t) => Type.Literal(t))),
    /** 0..1; the organisation's default threshold when omitted. */
    similarity: Type.Optional(Type.Number({ minimum: minSimilarity, maximum: 1 })),
  },
  { $id: 'QueryCreateBody', additionalProperties: false },
);
export type QueryCreateBody = Static<typeof QueryCreateBody>;

/** A saved query as the history lists it (spec §3 Sanction query). */
export interface SanctionQuerySummary {
  id: string;
  query: string;
  similarity: number;
  entityType: EntityType;
  /** Result count. */
  cnt: number;
  sources: ListSource[];
  users_id: string | null;
  created_at: string;
}

export interface SanctionQuery extends SanctionQuerySummary {
  results: QueryResult[];
}

/** Download links (query PDF, DSA/DPA documents): the temporary token and the document language. */
export const DocumentQuery = Type.Object(
  { jwt: Type.Optional(Type.String({ maxLength: 4000 })), l: Type.Optional(Type.Union([Type.Literal('fi'), Type.Literal('en'), Type.Literal('se')])) },
  { $id: 'DocumentQuery', additionalProperties: false },
);

/** At most this many results are kept per query (best first). */
export const queryResultLimit = 50;

// ---- Alerts ----------------------------------------------------------------------------------------------

export const alertTypes = ['SANCTION', 'PEP', 'MISMATCH', 'DOC', 'RISKASSESSMENT', 'UNIQUENAME'] as const;
export type AlertType = (typeof alertTypes)[number];

/** Spec §3: type groups sanction, PEP screening, mismatch and other (DOC, RISKASSESSMENT). */
export type AlertTypeGroup = 'sanction' | 'pep' | 'mismatch' | 'other';
export const alertTypeGroup = (type: AlertType): AlertTypeGroup =>
  type === 'SANCTION' ? 'sanction' : type === 'PEP' ? 'pep' : type === 'MISMATCH' ? 'mismatch' : 'other';

/** What an alert is about: the customer itself or one of its records (the alert's target_id). */
export const alertTargets = [
  'customer', 'owners', 'actualbeneficiaries', 'responsiblepersons', 'peps', 'identifications', 'signatures',
  'esignatures', 'documents', 'riskassessments',
] as const;
export type AlertTarget = (typeof alertTargets)[number];

export const silenceClasses = ['TRUEPOSITIVE', 'FALSEPOSITIVE', 'EVALUATION'] as const;
export type SilenceClass = (typeof silenceClasses)[number];

/** closed: alerts screening closed (list entry gone, record gone, no longer matching); kept, shown in all and closed. */
export const alertViews = ['all', 'open', 'silenced', 'closed'] as const;
export type AlertView = (typeof alertViews)[number];

/** Spec §3 metadata, plus what the screening engine knows of the match. */
export interface AlertMetadata {
  /** The name that was screened. */
  keyword: string;
  /** The list name or alias it matched. */
  match: string;
  /** 0..100 */
  score: number;
  source: ListSource;
  /** The screened subject's name and the list entity's primary name. */
  name1: string;
  name2: string;
  dsaId?: string;
  dpaId?: string;
  listEntityId: string;
  listVersionId: string;
  evidence: Evidence[];
  entity: MatchedEntity;
}

export interface AlertSilence {
  description: string;
  /** The day the silence ends (it holds until that day begins in Helsinki), YYYY-MM-DD; null: until lifted. */
  valid_at: string | null;
  silenceclass: SilenceClass;
  users_id: string | null;
  created_at: string;
}

/**
 * One decision on an alert, kept for good (issue 11 §3): a silence, a change of class, an unsilence, a four-eyes
 * request, its approval or refusal, or screening closing the alert.
 */
export const alertDecisionActions = [
  'SILENCE', 'CLASS_CHANGE', 'UNSILENCE', 'SILENCE_REQUESTED', 'SILENCE_APPROVED', 'SILENCE_REFUSED', 'CLOSED',
  // Issue 25 §3: lifting a confirmed match under four-eyes (request, approval), and an evaluation whose time ran out.
  'UNSILENCE_REQUESTED', 'UNSILENCE_APPROVED', 'REOPENED',
] as const;
export type AlertDecisionAction = (typeof alertDecisionActions)[number];

/** Why screening closed an alert. */
export const alertCloseReasons = ['LIST_REMOVED', 'SUBJECT_REMOVED', 'NO_MATCH'] as const;
export type AlertCloseReason = (typeof alertCloseReasons)[number];

export interface AlertDecision {
  id: string;
  alerts_id: string;
  action: AlertDecisionAction;
  silenceclass: SilenceClass | null;
  description: string | null;
  /** The silence's end day, YYYY-MM-DD. */
  valid_at: string | null;
  /** Who decided; null when screening closed the alert. */
  users_id: string | null;
  /** An approval or refusal: the request it answers. */
  request_id: string | null;
  closed_reason: AlertCloseReason | null;
  /** The list version the entry was gone from, e.g. 'KRP 2026-03-01'. */
  list_version: string | null;
  created_at: string;
}

/** Closed by screening and kept: when, why and (LIST_REMOVED) in which list version. */
export interface AlertClosed {
  at: string;
  reason: AlertCloseReason;
  list_version: string | null;
}

/** Who was screened: a customer, or a lead (issue 11 §3; then customers_id and customer are the lead's id and name). */
export type AlertSubject = 'customer' | 'lead';

export interface Alert {
  id: string;
  subject: AlertSubject;
  customers_id: string;
  customer: { id: string; name: string; type: CustomerType; is_removed: boolean };
  type: AlertType;
  target: AlertTarget;
  /** The record the alert is about ('a/b' for an e-signature's signatory); null for the customer itself. */
  target_id: string | null;
  target_name: string;
  description: string;
  metadata: AlertMetadata;
  created_at: string;
  updated_at: string;
  /** Open unless a silence is in force (valid_at null or a day after today in Helsinki). */
  is_silenced: boolean;
  silence: AlertSilence | null;
  /** The silence's fields flattened as spec §3 lists them on the alert; users_id is the handler. */
  silenceclass: SilenceClass | null;
  valid_at: string | null;
  users_id: string | null;
  /** Closed by screening (kept for the record); null while the alert is live. */
  closed: AlertClosed | null;
  /** A silence waiting for a second user's approval (four-eyes), null when none. */
  pending_silence: AlertDecision | null;
}

export const alertSorts = ['description', 'newest'] as const;
export type AlertSort = (typeof alertSorts)[number];

export const AlertListQuery = Type.Object(
  {
    view: Type.Optional(Type.Union(alertViews.map((v) => Type.Literal(v)), { default: 'all' })),
    /** Also alerts of archived customers (default: only active customers). */
    include_archived: Type.Optional(Type.Boolean({ default: false })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
    /** description (spec §9, the default) or newest (the home page's newest open alerts). */
    sort: Type.Optional(Type.Union(alertSorts.map((v) => Type.Literal(v)), { default: 'description' })),
  },
  { $id: 'AlertListQuery', additionalProperties: false },
);
export type AlertListQuery = Static<typeof AlertListQuery>;

/**
 * POST /api/v2.5/user/alerts/{id}/silence. valid_at: the day the silence ends, YYYY-MM-DD after today (an ISO
 * date-time from older clients is read as its Helsinki day), else INVALID_VALID_AT; null or omitted: until lifted.
 * An empty description is MISSING_TEXT.
 */
export const SilenceBody = Type.Object(
  {
    description: Type.String({ maxLength: 4000 }),
    valid_at: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    silenceclass: Type.Union(silenceClasses.map((s) => Type.Literal(s))),
  },
  { $id: 'SilenceBody', additionalProperties: false },
);
export type SilenceBody = Static<typeof SilenceBody>;

/** POST /api/v2.5/user/alerts/{id}/silence/refuse: why the second user refused (optional). */
export const SilenceRefuseBody = Type.Object(
  { description: Type.Optional(Type.String({ maxLength: 4000 })) },
  { $id: 'SilenceRefuseBody', additionalProperties: false },
);
export type SilenceRefuseBody = Static<typeof SilenceRefuseBody>;

/** Alerts whose decision is a match decision ("Confirm match" / "Not a match" / "Needs evaluation"), under four-eyes. */
export const isMatchAlert = (type: AlertType): boolean => type === 'SANCTION' || type === 'PEP';

/**
 * Whether a decision needs a second user under the organisation's four-eyes setting (issue 25 §3): on a sanction or
 * PEP alert, every class that leaves the alert closed without a confirmed match (FALSEPOSITIVE, EVALUATION), and any
 * change of a confirmed match (`current`: the class in force). Confirming a match never waits.
 */
export const needsFourEyes = (
  settings: Pick<ScreeningSettings, 'four_eyes_sanction'>, type: AlertType, silenceclass: SilenceClass, current: SilenceClass | null = null,
): boolean => settings.four_eyes_sanction && isMatchAlert(type) && (silenceclass !== 'TRUEPOSITIVE' || (current === 'TRUEPOSITIVE' && silenceclass !== current));

/** Whether lifting the silence in force needs a second user: a confirmed match of a sanction or PEP alert. */
export const needsFourEyesToLift = (settings: Pick<ScreeningSettings, 'four_eyes_sanction'>, type: AlertType, current: SilenceClass | null): boolean =>
  settings.four_eyes_sanction && isMatchAlert(type) && current === 'TRUEPOSITIVE';

/**
 * An unresolved potential sanctions match (issue 25 §3): a live sanction alert of a customer at or above the
 * organisation's threshold (0..1) that nobody has decided — open, waiting for four-eyes, or parked as EVALUATION (a
 * FALSEPOSITIVE decides it while in force; a TRUEPOSITIVE is a confirmed match, which freezes). Until it is decided
 * the customer is "sanctions check pending": risk at least HIGH, nothing is sent to it. services/alerts
 * alert-changes.ts asks the same in SQL.
 */
export const isSanctionsCheckPending = (
  alert: Pick<Alert, 'type' | 'is_silenced' | 'silenceclass' | 'closed' | 'metadata'> & { subject?: AlertSubject },
  threshold: number,
): boolean => {
  if (alert.type !== 'SANCTION' || alert.closed || (alert.subject ?? 'customer') !== 'customer') return false;
  if (alert.silenceclass === 'TRUEPOSITIVE' || (alert.is_silenced && alert.silenceclass === 'FALSEPOSITIVE')) return false;
  // metadata.score is 0..100 to one decimal: a rounded-down score still counts (a doubt is pending, never cleared).
  return alert.metadata.score + 0.05 >= threshold * 100;
};

/** GET /api/v2.5/user/alerts/summary: what is open for the home page (as the caller sees it). */
export interface AlertSummary {
  /** Open alerts (not silenced, not closed). */
  open: number;
  /** Confirmed sanction and PEP matches of customers (TRUEPOSITIVE; a confirmed sanctions match freezes the customer). */
  confirmed_matches: number;
  /** Customers with an unresolved potential sanctions match (isSanctionsCheckPending). */
  sanctions_pending_customers: number;
  /** Decisions waiting for a second user's approval. */
  awaiting_approval: number;
}

export const AlertIdParams = Type.Object({ id: Uuid }, { $id: 'AlertIdParams', additionalProperties: false });

/**
 * Spec §4: red by default or TRUEPOSITIVE, green FALSEPOSITIVE, yellow EVALUATION (an expired silence is open again);
 * an alert closed by screening without a silence in force is grey.
 */
export const alertLight = (alert: Pick<Alert, 'is_silenced' | 'silenceclass'> & { closed?: AlertClosed | null }): TrafficLight => {
  if (!alert.is_silenced) return alert.closed ? 'grey' : 'red';
  if (alert.silenceclass === 'FALSEPOSITIVE') return 'green';
  if (alert.silenceclass === 'EVALUATION') return 'yellow';
  return 'red';
};

/**
 * Spec §2 alert links: the customer sub-page of the alert's target; generic sanction and PEP-screening alerts go
 * to /customers/{id}/update, unique-name alerts to the app root, a lead's alerts to the lead. Paths are inside /app.
 */
export const alertLink = (alert: Pick<Alert, 'customers_id' | 'type' | 'target' | 'target_id'> & { subject?: AlertSubject }): string => {
  if (alert.type === 'UNIQUENAME') return '/';
  // A lead's alert opens the lead.
  if (alert.subject === 'lead') return `/customers/leads/${encodeURIComponent(alert.customers_id)}`;
  const base = `/customers/${encodeURIComponent(alert.customers_id)}`;
  const target = alert.target_id;
  if (alert.target === 'customer' || !target) return `${base}/update`;
  if (alert.target === 'esignatures') {
    const [esignature, signatory] = target.split('/');
    return signatory
      ? `${base}/esignatures/${encodeURIComponent(esignature!)}/signatories/${encodeURIComponent(signatory)}`
      : `${base}/esignatures/${encodeURIComponent(target)}`;
  }
  return `${base}/${alert.target}/${encodeURIComponent(target)}`;
};

/** The document link kind of a match: DSA for a sanction-list entity, DPA for a PEP. */
export const documentIdOf = (source: ListSource, key: string): { dsaId: string } | { dpaId: string } =>
  source === 'PEP' ? { dpaId: key } : { dsaId: key };
