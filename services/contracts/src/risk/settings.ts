import { Type, type Static } from '@sinclair/typebox';
import type { RiskLevel } from '../customers.ts';
import { isoCountryCodes } from '../identifiers/countries.ts';
import { optionalEach } from '../schema-helpers.ts';

// Risk score settings (spec §5, §9): the points, lists, limits and review cycles of an organisation.

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
  /**
   * After how many days without a successful check of the shared EU list the EU list screen warns (issue 25 §3), 1–365;
   * null (or absent): the operator's default (RISK_EU_LIST_MAX_AGE_DAYS, else 35). Changing it rescores nobody.
   */
  eu_list_max_age_days?: number | null;
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
/** The longest an organisation may let the shared EU list go unchecked before the screen warns (days). */
export const euListMaxAgeDaysLimit = 365;

export const RiskScoreSettingsBody = Type.Object(
  {
    ...optionalEach(riskPointSettings, () => SettingPoints),
    ...optionalEach(riskListSettings, () => ListText),
    young_company_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 36500 })),
    ...optionalEach(riskReviewSettings, (key) => Type.Integer({ minimum: 1, maximum: maxReviewMonths[reviewLevelOf[key]] })),
    limit_low: Type.Optional(Limit),
    limit_regular: Type.Optional(Limit),
    limit_high: Type.Optional(Limit),
    /** null: back to the operator's default. */
    eu_list_max_age_days: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: euListMaxAgeDaysLimit }), Type.Null()])),
  },
  { $id: 'RiskScoreSettingsBody', additionalProperties: false, minProperties: 1 },
);
export type RiskScoreSettingsBody = Static<typeof RiskScoreSettingsBody>;

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
