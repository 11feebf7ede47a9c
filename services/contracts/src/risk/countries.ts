import { Type, type Static } from '@sinclair/typebox';
import { optionalNullable } from '../schema-helpers.ts';
import { parseCountryList, type CodeListResult } from './settings.ts';

// Countries and their risk (spec §3 Country, §9), and the EU list of high-risk third countries.

export const countryRisks = ['high', 'medium'] as const;
export type CountryRisk = (typeof countryRisks)[number];
/** Where a country's risk comes from: the EU list of high-risk third countries (always high) or the organisation's own lists. */
export type CountryRiskSource = 'EU' | 'OWN';
/** The related persons whose countries count: a related person's country risk, an EDD trigger (spec §9). */
export type RiskRelatedKind = 'owners' | 'actualbeneficiaries' | 'responsiblepersons';

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
  /**
   * ACTIVE: counts; PENDING: an organisation's own version waiting for a second admin (issue 25 §3). Shared versions are
   * always ACTIVE.
   */
  state: 'PENDING' | 'ACTIVE';
  /** Who loaded it (null: the operator) and who approved an organisation's own version. */
  users_id: string | null;
  approved_by: string | null;
}

/** How a score or an enhanced-due-diligence trigger names the EU list version it used. */
export type EuCountryListRef = Pick<EuCountryList, 'id' | 'act' | 'in_force_at'>;

export interface EuCountryLists {
  /** The version in force today (null only before any version exists). */
  current: EuCountryList | null;
  /** Every version the organisation sees, newest first (including ones not yet in force and ones awaiting approval). */
  versions: EuCountryList[];
  /**
   * Where the shared versions come from (issue 25 §3): 'URL' when the operator set RISK_EU_LIST_URL (the scheduled
   * refresh fetches it), else 'SEED' (only the versions shipped with the product and loaded by the operator).
   */
  shared_source: 'URL' | 'SEED';
  /** When the shared source was last checked successfully (null: never; then the seed's loading time counts). */
  shared_checked_at: string | null;
  /**
   * Days after which the screen warns that the shared list has not been checked: the organisation's setting (risk
   * settings' eu_list_max_age_days), else the operator's default.
   */
  max_age_days: number;
  /** The operator's default (RISK_EU_LIST_MAX_AGE_DAYS, else 35): what max_age_days is while the organisation sets none. */
  max_age_days_default?: number;
}

/** The default of RISK_EU_LIST_MAX_AGE_DAYS: the Commission amends the list a few times a year. */
export const euListMaxAgeDaysDefault = 35;

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
