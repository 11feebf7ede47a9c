import { Type } from '@sinclair/typebox';
import type { RiskLevel } from '../customers.ts';
import type { EddTrigger } from '../edd.ts';
import type { CountryRisk, CountryRiskSource, EuCountryListRef, RiskRelatedKind } from './countries.ts';

// The automatic risk score (spec §3 Risk score, §9): its lines, levels and history.

/** Breakdown lines of the automatic score, in the order they are shown (spec §3 Risk score). */
export const riskBreakdownTypes = [
  'RISKPOINTS', 'CUSTOMER_COUNTRY_RISKCOUNTRY', 'CUSTOMER_NATIONALITY_RISKCOUNTRY', 'RELATED_RISKCOUNTRY', 'CUSTOMER_ALERT', 'PEPS',
  'CUSTOMER_COMPANYTYPE', 'CUSTOMER_INDUSTRY', 'CUSTOMER_COUNTRY', 'RELATED_COUNTRY', 'CUSTOMER_MATURITY', 'OWNERS_COMPLEX',
  // Issue #11 §2: no points; says which enhanced-due-diligence triggers set the level's floor (HIGH).
  'EDD',
  // Issue 25 §3: no points; an undecided potential sanctions match ("sanctions check pending") sets the floor HIGH.
  'SANCTIONS_CHECK_PENDING',
] as const;
export type RiskBreakdownType = (typeof riskBreakdownTypes)[number];

/** Complex ownership: at least this many ownership levels (spec §9). */
export const complexOwnershipLevels = 3;

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
  | { type: 'EDD'; triggers: EddTrigger[]; floor: 'HIGH'; level_before: RiskLevel;
      /** Keys (eddTriggerKey) of triggers gone from the data whose removal awaits a second person's approval (issue 25 §3). */
      retained?: string[] }
  /** Undecided potential sanctions matches (`count` alerts) hold the level at HIGH until decided; `level_before` as for EDD. */
  | { type: 'SANCTIONS_CHECK_PENDING'; count: number; floor: 'HIGH'; level_before: RiskLevel };

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
