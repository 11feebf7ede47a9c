import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Uuid } from './common.ts';
import type { RiskLevel } from './customers.ts';
import { isoCountryCodes } from './identifiers/countries.ts';
import type { EddTrigger } from './edd.ts';

/**
 * Risk (spec §3 Risk answer / assessment / rating / question / score, §4, §5, §9): the call shapes, and the pure
 * rules the answering form and the service share — which questions are visible, what an answer is worth, whether
 * a set of answers may be saved, and how a country list is read. docs: services/risk/README.md.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const optionalNullable = <T extends TSchema>(schema: T) => Type.Optional(nullable(schema));
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const riskQuestionTypes = ['YESNO', 'TEXT', 'TEXTAREA', 'CHECKBOX', 'SELECT', 'MULTI'] as const;
export type RiskQuestionType = (typeof riskQuestionTypes)[number];
export const riskConditions = ['yes', 'no'] as const;
export type RiskCondition = (typeof riskConditions)[number];

/** Breakdown lines of the automatic score, in the order they are shown (spec §3 Risk score). */
export const riskBreakdownTypes = [
  'RISKPOINTS', 'CUSTOMER_COUNTRY_RISKCOUNTRY', 'CUSTOMER_NATIONALITY_RISKCOUNTRY', 'RELATED_RISKCOUNTRY', 'CUSTOMER_ALERT', 'PEPS',
  'CUSTOMER_COMPANYTYPE', 'CUSTOMER_INDUSTRY', 'CUSTOMER_COUNTRY', 'RELATED_COUNTRY', 'CUSTOMER_MATURITY', 'OWNERS_COMPLEX',
  // Issue #11 §2: no points; says which enhanced-due-diligence triggers set the level's floor (HIGH).
  'EDD',
] as const;
export type RiskBreakdownType = (typeof riskBreakdownTypes)[number];

export const countryRisks = ['high', 'medium'] as const;
export type CountryRisk = (typeof countryRisks)[number];
/** Where a country's risk comes from: the EU list of high-risk third countries (always high) or the organisation's own lists. */
export type CountryRiskSource = 'EU' | 'OWN';

/** Complex ownership: at least this many ownership levels (spec §9). */
export const complexOwnershipLevels = 3;

// ---- Questions ----------------------------------------------------------------------------------------

export interface RiskQuestion {
  id: string;
  type: RiskQuestionType;
  question: string;
  description: string | null;
  help: string | null;
  headline: string | null;
  placeholder: string | null;
  /** Shown only when that (YESNO) question is answered `conditional_value`. */
  conditional_riskquestions_id: string | null;
  conditional_value: RiskCondition | null;
  points_yes: number;
  points_no: number;
  points_check: number;
  allow_description: boolean;
  mandatory_description_yes: boolean;
  mandatory_description_no: boolean;
  /** SELECT and MULTI choices. */
  options: string[];
  mandatory: boolean;
  /** A PEP question (issue #11 §2): a yes (YESNO) or a tick (CHECKBOX) makes enhanced due diligence mandatory. */
  is_pep: boolean;
  sort: number;
  created_at: string;
  updated_at: string;
}

const Points = Type.Integer({ minimum: -1000, maximum: 1000 });
const questionFields = {
  type: literals(riskQuestionTypes),
  question: Type.String({ minLength: 1, maxLength: 2000 }),
  description: optionalNullable(Type.String({ maxLength: 5000 })),
  help: optionalNullable(Type.String({ maxLength: 5000 })),
  headline: optionalNullable(Type.String({ maxLength: 300 })),
  placeholder: optionalNullable(Type.String({ maxLength: 300 })),
  conditional_riskquestions_id: optionalNullable(Uuid),
  conditional_value: optionalNullable(literals(riskConditions)),
  points_yes: Type.Optional(Points),
  points_no: Type.Optional(Points),
  points_check: Type.Optional(Points),
  allow_description: Type.Optional(Type.Boolean()),
  mandatory_description_yes: Type.Optional(Type.Boolean()),
  mandatory_description_no: Type.Optional(Type.Boolean()),
  options: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: 100 })),
  mandatory: Type.Optional(Type.Boolean()),
  is_pep: Type.Optional(Type.Boolean()),
};

export const RiskQuestionBody = Type.Object(questionFields, { $id: 'RiskQuestionBody', additionalProperties: false });
export type RiskQuestionBody = Static<typeof RiskQuestionBody>;

/** PUT /admin/riskquestions/{id}: any fields; a type change needs `confirm_type_change` (its answers are discarded, spec §4). */
export const RiskQuestionUpdateBody = Type.Object(
  { ...Type.Partial(Type.Object(questionFields)).properties, confirm_type_change: Type.Optional(Type.Boolean()) },
  { $id: 'RiskQuestionUpdateBody', additionalProperties: false, minProperties: 1 },
);
export type RiskQuestionUpdateBody = Static<typeof RiskQuestionUpdateBody>;

/** PATCH /admin/riskquestions: every question id of the organisation, in the new order (spec §7). */
export const RiskQuestionOrderBody = Type.Object(
  { data: Type.Array(Uuid, { maxItems: 1000, uniqueItems: true }) },
  { $id: 'RiskQuestionOrderBody', additionalProperties: false },
);
export type RiskQuestionOrderBody = Static<typeof RiskQuestionOrderBody>;

export const RiskQuestionListQuery = Type.Object(
  { type: Type.Optional(literals(riskQuestionTypes)) },
  { $id: 'RiskQuestionListQuery', additionalProperties: false },
);

/** The answer a type takes: 'yes' | 'no' (YESNO), text (TEXT, TEXTAREA, SELECT), checked (CHECKBOX), choices (MULTI). */
export type RiskAnswerValue = string | boolean | string[];

/** Spec §9: questions by sort, then question. */
export const compareRiskQuestions = (a: Pick<RiskQuestion, 'sort' | 'question'>, b: Pick<RiskQuestion, 'sort' | 'question'>): number =>
  a.sort - b.sort || a.question.localeCompare(b.question);

// ---- Answers ------------------------------------------------------------------------------------------

export interface RiskAnswer {
  id: string;
  customers_id: string;
  riskquestions_id: string;
  /** The question text and type when answered. */
  question: string;
  type: RiskQuestionType;
  answer: RiskAnswerValue;
  points: number;
  description: string | null;
  users_id: string | null;
  created_at: string;
  updated_at: string;
}

export const RiskAnswerInput = Type.Object(
  {
    riskquestions_id: Uuid,
    answer: Type.Union([Type.String({ maxLength: 10000 }), Type.Boolean(), Type.Array(Type.String({ maxLength: 300 }), { maxItems: 100 })]),
    description: optionalNullable(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type RiskAnswerInput = Static<typeof RiskAnswerInput>;

/** PUT /customers/{id}/riskanswers: the whole questionnaire as answered now; answers left out are removed. */
export const RiskAnswersBody = Type.Object(
  { data: Type.Array(RiskAnswerInput, { maxItems: 1000 }) },
  { $id: 'RiskAnswersBody', additionalProperties: false },
);
export type RiskAnswersBody = Static<typeof RiskAnswersBody>;

type QuestionRules = Pick<
  RiskQuestion,
  | 'id' | 'type' | 'conditional_riskquestions_id' | 'conditional_value' | 'points_yes' | 'points_no' | 'points_check'
  | 'allow_description' | 'mandatory_description_yes' | 'mandatory_description_no' | 'options' | 'mandatory'
>;

/**
 * Ids of the questions shown with these answers: a conditional question only while its parent is shown and
 * answered with the condition (and so on up the chain). A broken chain (missing parent, loop) hides the question.
 */
export const visibleRiskQuestionIds = (questions: readonly QuestionRules[], answers: ReadonlyMap<string, RiskAnswerValue>): Set<string> => {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const memo = new Map<string, boolean>();
  const visible = (q: QuestionRules, seen: Set<string>): boolean => {
    const known = memo.get(q.id);
    if (known !== undefined) return known;
    let result = true;
    if (q.conditional_riskquestions_id) {
      const parent = byId.get(q.conditional_riskquestions_id);
      result = !!parent && !seen.has(parent.id) && visible(parent, new Set([...seen, q.id])) && answers.get(parent.id) === q.conditional_value;
    }
    memo.set(q.id, result);
    return result;
  };
  return new Set(questions.filter((q) => visible(q, new Set())).map((q) => q.id));
};

/** True when the value has the shape the question's type takes (and SELECT/MULTI choices are offered options). */
export const isRiskAnswerValue = (q: Pick<QuestionRules, 'type' | 'options'>, value: unknown): value is RiskAnswerValue => {
  switch (q.type) {
    case 'YESNO':
      return value === 'yes' || value === 'no';
    case 'TEXT':
    case 'TEXTAREA':
      return typeof value === 'string';
    case 'CHECKBOX':
      return typeof value === 'boolean';
    case 'SELECT':
      return typeof value === 'string' && (value === '' || q.options.includes(value));
    case 'MULTI':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && q.options.includes(v)) && new Set(value).size === value.length;
  }
};

/** An answer that says something: text that is not blank, a checked box, a choice. */
export const isRiskAnswerGiven = (q: Pick<QuestionRules, 'type'>, value: RiskAnswerValue | undefined): boolean => {
  if (value === undefined) return false;
  if (q.type === 'CHECKBOX') return value === true;
  if (q.type === 'MULTI') return Array.isArray(value) && value.length > 0;
  return typeof value === 'string' && value.trim() !== '';
};

/** What the answer is worth (spec §3: points_yes, points_no, points_check); other types carry no points. */
export const riskAnswerPoints = (q: Pick<QuestionRules, 'type' | 'points_yes' | 'points_no' | 'points_check'>, value: RiskAnswerValue): number => {
  if (q.type === 'YESNO') return value === 'yes' ? q.points_yes : value === 'no' ? q.points_no : 0;
  if (q.type === 'CHECKBOX') return value === true ? q.points_check : 0;
  return 0;
};

export const riskDescriptionRequired = (q: Pick<QuestionRules, 'type' | 'mandatory_description_yes' | 'mandatory_description_no'>, value: RiskAnswerValue | undefined): boolean =>
  q.type === 'YESNO' && ((value === 'yes' && q.mandatory_description_yes) || (value === 'no' && q.mandatory_description_no));

export const riskDescriptionAllowed = (q: Pick<QuestionRules, 'type' | 'allow_description' | 'mandatory_description_yes' | 'mandatory_description_no'>): boolean =>
  q.allow_description || (q.type === 'YESNO' && (q.mandatory_description_yes || q.mandatory_description_no));

export type RiskAnswerProblem = 'RISK_ANSWER_UNKNOWN_QUESTION' | 'RISK_ANSWER_INVALID' | 'RISK_ANSWER_MANDATORY' | 'RISK_DESCRIPTION_MANDATORY';

export interface CheckedRiskAnswer {
  riskquestions_id: string;
  answer: RiskAnswerValue;
  description: string | null;
  points: number;
}

export type RiskAnswerCheck =
  | { ok: true; answers: CheckedRiskAnswer[] }
  | { ok: false; problem: RiskAnswerProblem; riskquestions_id: string };

/**
 * Whether a questionnaire may be saved (the form runs the same check before sending). Answers to questions hidden
 * by their condition, and unanswered optional ones, are dropped; descriptions are kept only where allowed.
 */
export const checkRiskAnswers = (questions: readonly QuestionRules[], inputs: readonly RiskAnswerInput[]): RiskAnswerCheck => {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const values = new Map<string, RiskAnswerValue>();
  const descriptions = new Map<string, string | null>();
  for (const input of inputs) {
    const q = byId.get(input.riskquestions_id);
    if (!q) return { ok: false, problem: 'RISK_ANSWER_UNKNOWN_QUESTION', riskquestions_id: input.riskquestions_id };
    if (!isRiskAnswerValue(q, input.answer)) return { ok: false, problem: 'RISK_ANSWER_INVALID', riskquestions_id: q.id };
    values.set(q.id, input.answer);
    descriptions.set(q.id, input.description?.trim() || null);
  }
  const visible = visibleRiskQuestionIds(questions, values);
  const answers: CheckedRiskAnswer[] = [];
  for (const q of questions) {
    if (!visible.has(q.id)) continue;
    const value = values.get(q.id);
    const given = isRiskAnswerGiven(q, value);
    if (q.mandatory && !given) return { ok: false, problem: 'RISK_ANSWER_MANDATORY', riskquestions_id: q.id };
    const description = riskDescriptionAllowed(q) ? descriptions.get(q.id) ?? null : null;
    if (riskDescriptionRequired(q, value) && !description) return { ok: false, problem: 'RISK_DESCRIPTION_MANDATORY', riskquestions_id: q.id };
    if (value === undefined || (!given && q.type !== 'CHECKBOX')) continue;
    answers.push({ riskquestions_id: q.id, answer: value, description, points: riskAnswerPoints(q, value) });
  }
  return { ok: true, answers };
};

/** Visible mandatory questions without an answer: a score with any of them is not graded (NA). */
export const unansweredMandatoryCount = (questions: readonly QuestionRules[], answers: ReadonlyMap<string, RiskAnswerValue>): number => {
  const visible = visibleRiskQuestionIds(questions, answers);
  return questions.filter((q) => q.mandatory && visible.has(q.id) && !isRiskAnswerGiven(q, answers.get(q.id))).length;
};

// ---- Assessments and ratings --------------------------------------------------------------------------

export interface RiskRating {
  id: string;
  name: string;
  number: number;
  description: string | null;
  kycclock_expiration_days: number | null;
  /** Saving an assessment with this rating starts the customer's KYC clock for kycclock_expiration_days. */
  ask_kycclock: boolean;
  created_at: string;
  updated_at: string;
}

const ratingFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  number: Type.Integer({ minimum: -1000000, maximum: 1000000 }),
  description: optionalNullable(Type.String({ maxLength: 5000 })),
  kycclock_expiration_days: optionalNullable(Type.Integer({ minimum: 1, maximum: 3650 })),
  ask_kycclock: Type.Optional(Type.Boolean()),
};
export const RiskRatingBody = Type.Object(ratingFields, { $id: 'RiskRatingBody', additionalProperties: false });
export type RiskRatingBody = Static<typeof RiskRatingBody>;
export const RiskRatingUpdateBody = Type.Partial(Type.Object(ratingFields), { $id: 'RiskRatingUpdateBody', additionalProperties: false, minProperties: 1 });
export type RiskRatingUpdateBody = Static<typeof RiskRatingUpdateBody>;

/** Spec §9: ratings by number. */
export const compareRiskRatings = (a: Pick<RiskRating, 'number' | 'name'>, b: Pick<RiskRating, 'number' | 'name'>): number =>
  a.number - b.number || a.name.localeCompare(b.name);

export interface RiskAssessment {
  id: string;
  customers_id: string;
  name: string | null;
  description: string | null;
  riskratings_id: string | null;
  /** The rating as it was when the assessment was saved (kept if the rating is later deleted). */
  riskrating: { id: string | null; name: string; number: number } | null;
  users_id: string | null;
  created_at: string;
  updated_at: string;
  /** YYYY-MM-DD; red from the day after (spec §4). */
  expires_at: string | null;
}

const assessmentFields = {
  name: optionalNullable(Type.String({ maxLength: 300 })),
  description: optionalNullable(Type.String({ maxLength: 10000 })),
  riskratings_id: optionalNullable(Uuid),
  expires_at: optionalNullable(Type.String({ format: 'date' })),
  /** Default true: a rating with ask_kycclock starts the KYC clock; false skips it this time. */
  start_kycclock: Type.Optional(Type.Boolean()),
};
export const RiskAssessmentBody = Type.Object(assessmentFields, { $id: 'RiskAssessmentBody', additionalProperties: false });
export type RiskAssessmentBody = Static<typeof RiskAssessmentBody>;
export const RiskAssessmentUpdateBody = Type.Object(assessmentFields, { $id: 'RiskAssessmentUpdateBody', additionalProperties: false, minProperties: 1 });
export type RiskAssessmentUpdateBody = Static<typeof RiskAssessmentUpdateBody>;

export const RiskAssessmentParams = Type.Object({ id: Uuid, assessmentId: Uuid }, { $id: 'RiskAssessmentParams', additionalProperties: false });

/** The customer's KYC clock after an assessment started it (null: not started). */
export interface RiskKycclock {
  is_kycclock: boolean;
  /** Unix seconds. */
  kycclock_alarm_at: number | null;
}

export interface RiskAssessmentSaved extends RiskAssessment {
  kycclock: RiskKycclock | null;
}

/** Spec §4: red if expired, else green. `today` is YYYY-MM-DD in the viewer's calendar. */
export const riskAssessmentExpired = (expiresAt: string | null, today: string): boolean => expiresAt !== null && expiresAt < today;

export interface RiskAssessmentVersion {
  id: string;
  assessments_id: string;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  assessment: Omit<RiskAssessment, 'customers_id'>;
  changed_by: string | null;
  changed_at: string;
}

// ---- Score --------------------------------------------------------------------------------------------

export type RiskRelatedKind = 'owners' | 'actualbeneficiaries' | 'responsiblepersons';

/** Why a line scored: the facts it counted (the UI words them; `reason` says it in English for API readers). */
export type RiskBreakdownDetails =
  | { type: 'RISKPOINTS'; answers: number; sum: number; multiplier: number }
  | { type: 'CUSTOMER_COUNTRY_RISKCOUNTRY' | 'CUSTOMER_NATIONALITY_RISKCOUNTRY'; country: string; risk: CountryRisk; source: CountryRiskSource; eu_list: EuCountryListRef | null }
  | { type: 'RELATED_RISKCOUNTRY'; countries: { country: string; risk: CountryRisk; source: CountryRiskSource; kinds: RiskRelatedKind[] }[]; eu_list: EuCountryListRef | null }
  | { type: 'CUSTOMER_ALERT'; count: number }
  | { type: 'PEPS'; count: number }
  | { type: 'CUSTOMER_COMPANYTYPE'; code: string }
  | { type: 'CUSTOMER_INDUSTRY'; code: string; listed: string }
  | { type: 'CUSTOMER_COUNTRY'; country: string }
  | { type: 'RELATED_COUNTRY'; countries: { country: string; kinds: RiskRelatedKind[] }[] }
  | { type: 'CUSTOMER_MATURITY'; founded_at: string; age_days: number; young_company_days: number }
  | { type: 'OWNERS_COMPLEX'; levels: number }
  /** The level the points gave (`level_before`) was raised to HIGH by these triggers; HIGH already: nothing raised. */
  | { type: 'EDD'; triggers: EddTrigger[]; floor: 'HIGH'; level_before: RiskLevel };

export interface RiskBreakdownLine {
  type: RiskBreakdownType;
  points: number;
  reason: string;
  details: RiskBreakdownDetails;
}

/** Why a score has no level: mandatory background questions unanswered, or a total below the LOW limit. */
export type RiskNaReason = 'QUESTIONS_INCOMPLETE' | 'BELOW_LIMITS';

export interface RiskScore {
  customers_id: string;
  /** Null until the first calculation. */
  calculated_at: string | null;
  level: RiskLevel;
  points: number;
  na_reason: RiskNaReason | null;
  unanswered_mandatory: number;
  breakdown: RiskBreakdownLine[];
}

export interface RiskScoreHistoryEntry extends Omit<RiskScore, 'customers_id'> {
  id: string;
  /** What started the calculation: ANSWERS, CUSTOMER, SETTINGS, QUESTIONS, ALERTS, FIRST. */
  cause: string;
}

export const RiskScoreQuery = Type.Object(
  { at: Type.Optional(Type.String({ format: 'date-time' })) },
  { $id: 'RiskScoreQuery', additionalProperties: false },
);
export const RiskHistoryQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { $id: 'RiskHistoryQuery', additionalProperties: false },
);

// ---- Settings -----------------------------------------------------------------------------------------

export const riskPointSettings = [
  'points_pep', 'points_riskpoint', 'points_alert', 'points_riskcountry_high', 'points_riskcountry_medium', 'points_companytype',
  'points_industry', 'points_country', 'points_maturity', 'points_owners_complex',
] as const;
export type RiskPointSetting = (typeof riskPointSettings)[number];
export const riskListSettings = ['countries_high', 'countries_medium', 'countries', 'companytypes', 'industries'] as const;
export type RiskListSetting = (typeof riskListSettings)[number];
export const riskCountryListSettings = ['countries_high', 'countries_medium', 'countries'] as const satisfies readonly RiskListSetting[];

/**
 * Review cycle (AMLR art. 26): the customer's next review (the KYC clock) is due at most this many months after the
 * level was set — HIGH 1 year, REGULAR 3 years, LOW 5 years. An organisation may shorten each, never lengthen.
 */
export const riskReviewSettings = ['review_months_high', 'review_months_regular', 'review_months_low'] as const;
export type RiskReviewSetting = (typeof riskReviewSettings)[number];
export type ReviewLevel = 'HIGH' | 'REGULAR' | 'LOW';
export const reviewLevelOf: Readonly<Record<RiskReviewSetting, ReviewLevel>> = {
  review_months_high: 'HIGH', review_months_regular: 'REGULAR', review_months_low: 'LOW',
};
export const maxReviewMonths: Readonly<Record<ReviewLevel, number>> = { HIGH: 12, REGULAR: 36, LOW: 60 };

/**
 * Months until the next review for a level. A customer without a level (NA: questions unanswered or below the
 * limits) is reviewed on the HIGH cycle until it is graded: the law leaves no room for an unassessed customer to wait.
 */
export const reviewMonthsFor = (settings: Pick<RiskScoreSettings, RiskReviewSetting>, level: RiskLevel): number =>
  level === 'LOW' ? settings.review_months_low : level === 'REGULAR' ? settings.review_months_regular : settings.review_months_high;

/**
 * Risk score settings (spec §9). Points are per PEP, per risk point of the answers, per alert, per risk country
 * (high or medium), for a listed company type, industry or country, for a young company and complex ownership.
 * A level applies from its limit up; a total below the LOW limit is not graded (NA).
 */
export type RiskScoreSettings = Record<RiskPointSetting, number> & Record<RiskListSetting, string[]> & Record<RiskReviewSetting, number> & {
  young_company_days: number;
  limit_low: number;
  limit_regular: number;
  limit_high: number;
  updated_at: string | null;
};

const SettingPoints = Type.Integer({ minimum: 0, maximum: 10000 });
const Limit = Type.Integer({ minimum: -100000, maximum: 100000 });
/** Lists travel as text, one entry per line (spec §5). */
const ListText = Type.String({ maxLength: 20000 });
export const RiskScoreSettingsBody = Type.Object(
  {
    ...Object.fromEntries(riskPointSettings.map((key) => [key, Type.Optional(SettingPoints)])),
    ...Object.fromEntries(riskListSettings.map((key) => [key, Type.Optional(ListText)])),
    young_company_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 36500 })),
    ...Object.fromEntries(riskReviewSettings.map((key) => [key, Type.Optional(Type.Integer({ minimum: 1, maximum: maxReviewMonths[reviewLevelOf[key]] }))])),
    limit_low: Type.Optional(Limit),
    limit_regular: Type.Optional(Limit),
    limit_high: Type.Optional(Limit),
  } as Record<string, TSchema>,
  { $id: 'RiskScoreSettingsBody', additionalProperties: false, minProperties: 1 },
);
export type RiskScoreSettingsBody = Partial<Record<RiskPointSetting | RiskReviewSetting | 'young_company_days' | 'limit_low' | 'limit_regular' | 'limit_high', number> & Record<RiskListSetting, string>>;

/** Progress of the background recalculation after a settings change. */
export interface RiskRecalculation {
  running: boolean;
  processed: number;
  started_at: string | null;
  finished_at: string | null;
}

export type CodeListResult = { ok: true; codes: string[] } | { ok: false; line: number; value: string };

/** One entry per line; blank lines are skipped, entries trimmed and deduplicated; `accept` decides what is valid. */
export const parseCodeList = (text: string, accept: (code: string) => boolean, normalise: (code: string) => string = (c) => c): CodeListResult => {
  const codes: string[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const value = raw.trim();
    if (value === '') continue;
    const code = normalise(value);
    if (!accept(code)) return { ok: false, line: index + 1, value };
    if (!codes.includes(code)) codes.push(code);
  }
  return { ok: true, codes };
};

/** Spec §5: one ISO 3166-1 alpha-2 code per line ('fi' is read as FI; 'FIN' or 'Finland' is refused with its line). */
export const parseCountryList = (text: string): CodeListResult =>
  parseCodeList(text, (code) => /^[A-Z]{2}$/.test(code) && isoCountryCodes.has(code), (code) => code.toUpperCase());

/** Company type and industry codes: any short code without spaces inside. */
export const parseFreeCodeList = (text: string): CodeListResult => parseCodeList(text, (code) => /^\S{1,60}$/.test(code));

export const defaultRiskScoreSettings: RiskScoreSettings = {
  points_pep: 10,
  points_riskpoint: 1,
  points_alert: 5,
  points_riskcountry_high: 20,
  points_riskcountry_medium: 10,
  points_companytype: 5,
  points_industry: 5,
  points_country: 5,
  points_maturity: 5,
  points_owners_complex: 10,
  countries_high: [],
  countries_medium: [],
  countries: [],
  companytypes: [],
  industries: [],
  young_company_days: 365,
  review_months_high: maxReviewMonths.HIGH,
  review_months_regular: maxReviewMonths.REGULAR,
  review_months_low: maxReviewMonths.LOW,
  limit_low: 0,
  limit_regular: 10,
  limit_high: 20,
  updated_at: null,
};

// ---- Countries ----------------------------------------------------------------------------------------

/** GET /api/v2.5/common/countries (spec §3 Country): risk from the caller's organisation's lists. */
export interface Country {
  code: string;
  name: string;
  risk: CountryRisk | null;
  /** On the EU list of high-risk third countries in force (then risk is 'high'). */
  eu_listed: boolean;
}

export const CountriesQuery = Type.Object(
  { lang: Type.Optional(Type.Union([Type.Literal('fi'), Type.Literal('en'), Type.Literal('se')])) },
  { $id: 'CountriesQuery', additionalProperties: false },
);


// ---- EU list of high-risk third countries -----------------------------------------------------------------

/**
 * One version of the EU list of high-risk third countries (Delegated Regulation (EU) 2016/1675 as amended): data, not
 * code. Shared versions (seed, scheduled refresh) apply to every organisation; a version an admin loads from a file
 * applies to that organisation only. The version in force is the one with the latest `in_force_at` on or before today.
 * Every listed country is high risk (and, with AMLR art. 29, calls for enhanced due diligence). Source of the seed:
 * services/risk/data/eu-high-risk-third-countries.json.
 */
export interface EuCountryList {
  id: string;
  act: string;
  /** YYYY-MM-DD. */
  in_force_at: string;
  countries: string[];
  sources: string | null;
  origin: 'SEED' | 'FILE' | 'URL';
  /** SHARED: every organisation; ORGANISATION: loaded by an admin of the caller's organisation. */
  scope: 'SHARED' | 'ORGANISATION';
  loaded_at: string;
}

/** How a score or an enhanced-due-diligence trigger names the EU list version it used. */
export type EuCountryListRef = Pick<EuCountryList, 'id' | 'act' | 'in_force_at'>;

export interface EuCountryLists {
  /** The version in force today (null only before any version exists). */
  current: EuCountryList | null;
  /** Every version the organisation sees, newest first (including ones not yet in force). */
  versions: EuCountryList[];
}

/** POST /admin/riskscoresettings/eulists: a new version from a file (JSON with act, in_force_at, countries). */
export const EuCountryListBody = Type.Object(
  {
    act: Type.String({ minLength: 3, maxLength: 500 }),
    in_force_at: Type.String({ format: 'date' }),
    countries: Type.Array(Type.String({ minLength: 1, maxLength: 10 }), { minItems: 1, maxItems: 300 }),
    sources: optionalNullable(Type.Union([Type.String({ maxLength: 5000 }), Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 20 })])),
  },
  // A file may carry notes of its own (e.g. "doubt"); they are not stored.
  { $id: 'EuCountryListBody', additionalProperties: true },
);
export type EuCountryListBody = Static<typeof EuCountryListBody>;

/** Checks a file's country codes: ISO 3166-1 alpha-2, upper-cased, deduplicated; the first bad entry is named. */
export const parseEuCountryCodes = (codes: readonly string[]): CodeListResult => parseCountryList(codes.join('\n'));

/**
 * The port another service uses to ask "is this country on the EU list in force, and which version": implemented by
 * the risk service (`euCountryListPort` in @tunne/risk), wired by the gateway. `at` defaults to now.
 */
export interface EuCountryListPort {
  current: (organisationsId: string, at?: Date) => Promise<EuCountryList | null>;
  isListed: (organisationsId: string, country: string, at?: Date) => Promise<{ listed: boolean; version: EuCountryListRef | null }>;
}
