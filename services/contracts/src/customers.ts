import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Email, Uuid } from './common.ts';
import { addMonths, DateInput, helsinkiToday, IsoDate } from './dates.ts';
import { LanguageSchema } from './language-schema.ts';
import { uiLanguages, type Language } from './languages.ts';

export const customerTypes = ['business', 'person'] as const;
export type CustomerType = (typeof customerTypes)[number];

/** Risk levels (spec §9); NA is "not assessed". */
export const riskLevels = ['LOW', 'REGULAR', 'HIGH', 'NA'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** Trade-register status flags (spec §3); null means "not checked". */
export const tradeRegisterFlags = [
  'prepayment_register', 'trade_register', 'employer_register', 'tax_liability', 'bankruptcy',
  'liquidation', 'restructuring', 'interrupted', 'defunct', 'ended',
] as const;
export type TradeRegisterFlag = (typeof tradeRegisterFlags)[number];

/** A customer row as the foundation list returned it; kept as the common core of list rows and the card. */
export interface CustomerSummary {
  id: string;
  type: CustomerType;
  name: string;
  businessid: string | null;
  /** Masked in lists: only the birth-date part and the separator are returned. */
  ssn: string | null;
  department: string | null;
  city: string | null;
  country: string | null;
  users_id: string | null;
  teams_id: string | null;
  is_removed: boolean;
  removes_at: string | null;
  created_at: string;
}

/**
 * What the register shows of a customer's EDD (customers.edd_state, issue #11 §2; edd.ts): null when none is required
 * and nothing was filled in; REQUIRED when required and empty; otherwise the state.
 */
export const customerEddStates = ['REQUIRED', 'PENDING', 'APPROVED', 'REFUSED'] as const;
export type CustomerEddState = (typeof customerEddStates)[number];

/** One row of the customer list (the columns of spec §2 with what their traffic lights need). */
export interface CustomerListItem extends CustomerSummary {
  is_kycclock: boolean;
  /** The day of the alarm, YYYY-MM-DD (a day, not an instant: issue 16 §2). */
  kycclock_alarm_at: string | null;
  is_monitored: boolean;
  prepayment_register: boolean | null;
  trade_register: boolean | null;
  riskscores_level: RiskLevel | null;
  /** Enhanced due diligence (issue #11 §2), written by the risk service: null when none is required or filled in. */
  edd_state: CustomerEddState | null;
  /** A confirmed sanctions hit froze the customer: nothing may be sent to it until an admin lifts the freeze. */
  is_frozen: boolean;
}

export interface TagRef {
  id: string;
  name: string;
}

export interface Tag extends TagRef {
  description: string | null;
}

/** The customer card: every §3 field. `ssn` is not masked here. */
export interface Customer extends CustomerListItem, Record<TradeRegisterFlag, boolean | null> {
  address: string | null;
  postalnumber: string | null;
  language: Language | null;
  vatnumber: string | null;
  email: string | null;
  contact_name: string | null;
  contact_email: string | null;
  nationality: string | null;
  description: string | null;
  industry_name: string | null;
  /** The industry's name per language as a register gave it (fi, se, en); null when only industry_name is known. */
  industry_names: Partial<Record<Language, string>> | null;
  industry_code: string | null;
  companytype_code: string | null;
  /** ISO date (YYYY-MM-DD). */
  founded_at: string | null;
  lei: string | null;
  domain: string | null;
  tags: TagRef[];
  /** The user who started the KYC clock. */
  kycclock_users_id: string | null;
  /** Issue 25 §7: why the clock is off (every active customer has a running clock or this reason), who and when. */
  kycclock_off_reason: string | null;
  kycclock_off_by: string | null;
  kycclock_off_at: string | null;
  monitor_emails: string[];
  bis_checked_at: string | null;
  bis_failed_at: string | null;
  updated_at: string;
}

export type DuplicateReason = 'name' | 'businessid' | 'ssn';
export interface CustomerDuplicate {
  id: string;
  name: string;
  type: CustomerType;
  businessid: string | null;
  reason: DuplicateReason;
}

export type AuditAction = 'INSERT' | 'UPDATE' | 'DELETE';
export interface AuditEntry {
  id: string;
  table_name: string;
  record_id: string | null;
  action: AuditAction;
  changed_by: string | null;
  changed_at: string;
  /** For UPDATE only the keys that changed. Personal identity codes are masked (`masked` names those fields). */
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
  /** Fields of old/new whose identity codes are masked; POST …/audit/show reveals them (logged, restriction NONE). */
  masked: string[];
}

/** POST /api/v2.5/user/customers/{id}/audit/show: the audit entry whose identity codes are shown in full. */
export const AuditShowBody = Type.Object(
  { audit_id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) },
  { $id: 'AuditShowBody', additionalProperties: false },
);
export type AuditShowBody = Static<typeof AuditShowBody>;

const nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const text = (maxLength: number) => nullable(Type.String({ maxLength }));
/** Forms send '' for an emptied e-mail field; the service stores null. */
const optionalEmail = nullable(Type.Union([Email, Type.Literal('')]));
const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** The basic data a user edits on the card (create and update share it). */
const basicFields = {
  name: Type.String({ maxLength: 300 }),
  businessid: text(40),
  ssn: text(40),
  address: text(300),
  postalnumber: text(20),
  city: text(100),
  country: nullable(CountryCode),
  language: nullable(LanguageSchema),
  department: text(100),
  vatnumber: text(40),
  email: optionalEmail,
  contact_name: text(200),
  contact_email: optionalEmail,
  nationality: nullable(CountryCode),
  description: text(5000),
  industry_name: text(300),
  industry_code: text(20),
  companytype_code: text(60),
  founded_at: nullable(IsoDate),
  lei: nullable(Type.String({ pattern: '^[A-Z0-9]{20}$' })),
};
export const customerBasicFields = Object.keys(basicFields) as (keyof typeof basicFields)[];

export const CustomerCreateBody = Type.Object(
  {
    type: literals(customerTypes),
    ...basicFields,
    domain: text(253),
    teams_id: nullable(Uuid),
    /** Create even though a duplicate exists (the user confirmed the warning). */
    confirm_duplicate: Type.Optional(Type.Boolean()),
  },
  { $id: 'CustomerCreateBody', additionalProperties: false },
);
export type CustomerCreateBody = Static<typeof CustomerCreateBody>;

export const CustomerUpdateBody = Type.Object(
  {
    ...Type.Partial(Type.Object(basicFields)).properties,
    /** Changing ssn or businessid needs this (spec §5: warning confirmation). */
    confirm_identifier_change: Type.Optional(Type.Boolean()),
    /** A new name / identifier that another customer already has needs this (spec §5 duplicates, as on create). */
    confirm_duplicate: Type.Optional(Type.Boolean()),
  },
  { $id: 'CustomerUpdateBody', additionalProperties: false, minProperties: 1 },
);
export type CustomerUpdateBody = Static<typeof CustomerUpdateBody>;

export const customerSortColumns = [
  'name', 'department', 'kycclock_alarm_at', 'prepayment_register', 'trade_register',
  'city', 'country', 'riskscores_level', 'created_at', 'removes_at',
] as const;
export type CustomerSortColumn = (typeof customerSortColumns)[number];
export const customerSorts = customerSortColumns.flatMap((c) => [c, `-${c}`] as const) as readonly (
  | CustomerSortColumn
  | `-${CustomerSortColumn}`
)[];
export type CustomerSort = (typeof customerSorts)[number];

/**
 * The largest page of the customer list: 10,000, the size spec §7 names (`?has-tasks=true&size=10000&archived=false`),
 * for every filter (issue 25 §9: a 400 above 500 contradicted the spec). The UI pages by 50; the CSV takes the rest.
 */
export const customerListMaxSize = 10000;
/** The same limit, under the name the has-tasks listing used. */
export const customerListMaxSizeWithTasks = customerListMaxSize;

/** The list tools (spec §2); the CSV and PDF downloads take the same filters. */
const listFilters = {
  /**
   * Free search (the header search, the search page, the list's text box): part of the name, or, for text that looks
   * like an identifier (looksLikeIdentifier), also the business id or personal identity code exactly, compared with
   * or without the dash, in any case (issue 16 §5).
   */
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** Part of the name only. */
  name: Type.Optional(Type.String({ maxLength: 200 })),
  archived: Type.Optional(Type.Boolean()),
  team: Type.Optional(Uuid),
  tag: Type.Optional(Uuid),
  owner: Type.Optional(Uuid),
  own: Type.Optional(Type.Boolean()),
  risk: Type.Optional(literals(riskLevels)),
  not_in_prepayment: Type.Optional(Type.Boolean()),
  kycclock_alarming: Type.Optional(Type.Boolean()),
  monitored: Type.Optional(Type.Boolean()),
  /** The business id exactly, typed with or without the dash, in any case, between spaces (`10000004` finds `1000000-4`). */
  'business-id': Type.Optional(Type.String({ maxLength: 40 })),
  'has-tasks': Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Union(customerSorts.map((s) => Type.Literal(s)))),
};

export const CustomerListQuery = Type.Object(
  {
    ...listFilters,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: customerListMaxSize })),
  },
  { $id: 'CustomerListQuery', additionalProperties: false },
);
export type CustomerListQuery = Static<typeof CustomerListQuery>;

/**
 * CSV / XLSX / PDF download: the list filters, the temporary token of the link and `l`, the user's UI language
 * (fi, en, se; default fi) the file's headers, values and dates are written in (as other download links take it).
 */
export const CustomerExportQuery = Type.Object(
  { ...listFilters, jwt: Type.Optional(Type.String({ maxLength: 4000 })), l: Type.Optional(literals(uiLanguages)) },
  { $id: 'CustomerExportQuery', additionalProperties: false },
);
export type CustomerExportQuery = Static<typeof CustomerExportQuery>;

export const CustomerKycclockBody = Type.Object(
  {
    is_kycclock: Type.Boolean(),
    /** The day of the alarm, YYYY-MM-DD; unix seconds (spec §7) or an ISO date-time are read as their Helsinki day. */
    kycclock_alarm_at: Type.Union([DateInput, Type.Null()]),
    /** Issue #11 §5: turning the clock off needs an admin and this reason (kept in the audit trail). */
    kycclock_off_reason: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  },
  { $id: 'CustomerKycclockBody', additionalProperties: false },
);
export type CustomerKycclockBody = Static<typeof CustomerKycclockBody>;

/** Issue 25 §7: what a review covered ("Mark review done"), at least one. */
export const reviewScopes = ['IDENTITY', 'OWNERS', 'PEPS', 'SANCTIONS', 'RISK_ASSESSMENT', 'PURPOSE', 'DOCUMENTS', 'EDD'] as const;
export type ReviewScope = (typeof reviewScopes)[number];
/** What the review concluded. */
export const reviewOutcomes = ['NO_CHANGES', 'DATA_UPDATED', 'RISK_CHANGED', 'ACTION_REQUIRED'] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];

/** POST /api/v2.5/user/customers/{id}/reviews: the review is done; the KYC clock restarts for the customer's cycle. */
export const CustomerReviewBody = Type.Object(
  {
    scope: Type.Array(literals(reviewScopes), { minItems: 1, maxItems: reviewScopes.length, uniqueItems: true }),
    outcome: literals(reviewOutcomes),
    notes: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
  },
  { $id: 'CustomerReviewBody', additionalProperties: false },
);
export type CustomerReviewBody = Static<typeof CustomerReviewBody>;

/** A review done: who, when, what it covered and concluded, and the clock it set (insert only). */
export interface CustomerReview {
  id: string;
  customers_id: string;
  users_id: string;
  reviewed_at: string;
  scope: ReviewScope[];
  outcome: ReviewOutcome;
  notes: string | null;
  /** The risk level when the review was done. */
  riskscores_level: RiskLevel | null;
  /** The alarm day before the review and the one it set, YYYY-MM-DD. */
  previous_alarm_at: string | null;
  next_alarm_at: string;
}

export const CustomerMonitorsBody = Type.Object(
  {
    is_monitored: Type.Boolean(),
    monitor_emails: Type.Array(Email, { maxItems: 20, uniqueItems: true }),
  },
  { $id: 'CustomerMonitorsBody', additionalProperties: false },
);
export type CustomerMonitorsBody = Static<typeof CustomerMonitorsBody>;

export const CustomerUserBody = Type.Object({ users_id: Uuid }, { $id: 'CustomerUserBody', additionalProperties: false });
export type CustomerUserBody = Static<typeof CustomerUserBody>;

export const CustomerTeamBody = Type.Object(
  { teams_id: Type.Union([Uuid, Type.Null()]) },
  { $id: 'CustomerTeamBody', additionalProperties: false },
);
export type CustomerTeamBody = Static<typeof CustomerTeamBody>;

export const CustomerDomainBody = Type.Object(
  { domain: Type.Union([Type.String({ maxLength: 253 }), Type.Null()]) },
  { $id: 'CustomerDomainBody', additionalProperties: false },
);
export type CustomerDomainBody = Static<typeof CustomerDomainBody>;

export const TagBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }), description: text(1000) },
  { $id: 'TagBody', additionalProperties: false },
);
export type TagBody = Static<typeof TagBody>;

export const CustomerTagParams = Type.Object(
  { id: Uuid, tags_id: Uuid },
  { $id: 'CustomerTagParams', additionalProperties: false },
);
export type CustomerTagParams = Static<typeof CustomerTagParams>;

/** Personal identity codes are masked in lists: the birth-date part and the century sign stay. */
export const maskSsn = (ssn: string | null): string | null => {
  if (!ssn) return null;
  return ssn.length <= 7 ? '*'.repeat(ssn.length) : `${ssn.slice(0, 7)}${'*'.repeat(ssn.length - 7)}`;
};

// Traffic lights (spec §4). Pure, so the list, the card, the PDF and the UI agree.

export type TrafficLight = 'grey' | 'green' | 'yellow' | 'red';

/**
 * KYC clock: off is red; on without an alarm is green; on or past the alarm day red, the alarm day within a month
 * ahead (at most today + 1 calendar month) yellow, later green. Days are YYYY-MM-DD; `today` is Helsinki's, as the
 * database's lists, filters and reports compare (`alarm <= (today + interval '1 month')::date`).
 */
export const kycClockLight = (alarmAt: string | null, isKycclock: boolean, today: string = helsinkiToday()): TrafficLight => {
  if (!isKycclock) return 'red';
  if (alarmAt === null) return 'green';
  if (alarmAt <= today) return 'red';
  return alarmAt <= addMonths(today, 1) ? 'yellow' : 'green';
};

/** True when the clock is on and its alarm is within a month or past (the "KYC clock alarming" tool). */
export const isKycClockAlarming = (alarmAt: string | null, isKycclock: boolean, today?: string): boolean =>
  isKycclock && alarmAt !== null && kycClockLight(alarmAt, true, today) !== 'green';

/** Business checks: true green, false red (employer register false is only yellow), unknown grey. */
export const registerLight = (flag: boolean | null | undefined, kind: TradeRegisterFlag = 'trade_register'): TrafficLight => {
  if (flag === null || flag === undefined) return 'grey';
  if (flag) return 'green';
  return kind === 'employer_register' ? 'yellow' : 'red';
};

/** Risk score: LOW green, REGULAR yellow, HIGH red; not assessed grey. */
export const riskLevelLight = (level: RiskLevel | null | undefined): TrafficLight =>
  level === 'LOW' ? 'green' : level === 'REGULAR' ? 'yellow' : level === 'HIGH' ? 'red' : 'grey';

/** is_monitored / is_kycclock as a light: true green, false red. */
export const flagLight = (flag: boolean): TrafficLight => (flag ? 'green' : 'red');

/** Combined status: red if any red, else yellow if any yellow, else green if any green, otherwise grey (draft). */
export const combinedLight = (lights: readonly TrafficLight[]): TrafficLight => {
  for (const light of ['red', 'yellow', 'green'] as const) if (lights.includes(light)) return light;
  return 'grey';
};

/** GET /api/v2.5/user/reviews/due (issue #11 §5): a customer whose KYC clock review falls due within a month or is overdue. */
export interface DueReviewItem {
  id: string;
  name: string;
  type: CustomerType;
  riskscores_level: RiskLevel | null;
  users_id: string | null;
  /** The day of the alarm, YYYY-MM-DD. */
  kycclock_alarm_at: string;
}

export interface DueReviews {
  items: DueReviewItem[];
  /** Every due review the caller sees (items holds the first `size`). */
  total: number;
}
