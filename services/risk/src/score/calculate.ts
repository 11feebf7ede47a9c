import {
  complexOwnershipLevels,
  type CountryRisk,
  type CountryRiskSource,
  type EuCountryListRef,
  type CustomerType,
  type RiskBreakdownDetails,
  type RiskBreakdownLine,
  type RiskLevel,
  type RiskNaReason,
  type RiskRelatedKind,
  type RiskScoreSettings,
} from '@tunne/contracts';

/** What the score of one customer is calculated from (the register's data, its answers, its alerts). */
export interface ScoreInputs {
  type: CustomerType;
  country: string | null;
  nationality: string | null;
  companytypeCode: string | null;
  industryCode: string | null;
  /** YYYY-MM-DD. */
  foundedAt: string | null;
  related: readonly { kind: RiskRelatedKind; country: string | null; nationality: string | null }[];
  peps: number;
  /** Open alerts (CUSTOMER_ALERT); 0 until the alerts service reports them. */
  alerts: number;
  ownershipLevels: number;
  /** Points of the answers that count (visible questions only). */
  answerPoints: readonly number[];
  /** Visible mandatory questions left unanswered. */
  unansweredMandatory: number;
}

export interface ScoreResult {
  points: number;
  level: RiskLevel;
  na_reason: RiskNaReason | null;
  unanswered_mandatory: number;
  breakdown: RiskBreakdownLine[];
}

export type ScoreSettings = Omit<RiskScoreSettings, 'updated_at'>;

const dayMs = 86_400_000;

/** The EU list version in force for the organisation (null: none loaded). */
export interface EuListInput {
  ref: EuCountryListRef;
  countries: readonly string[];
}

export interface CountryRiskOf {
  risk: CountryRisk;
  source: CountryRiskSource;
}

/** Every EU-listed country is high risk, whatever the organisation's own lists say; then its own high, then medium. */
export const countryRiskOf = (
  settings: Pick<ScoreSettings, 'countries_high' | 'countries_medium'>,
  eu: EuListInput | null,
  code: string | null,
): CountryRiskOf | null => {
  if (!code) return null;
  if (eu?.countries.includes(code)) return { risk: 'high', source: 'EU' };
  if (settings.countries_high.includes(code)) return { risk: 'high', source: 'OWN' };
  if (settings.countries_medium.includes(code)) return { risk: 'medium', source: 'OWN' };
  return null;
};

const riskCountryPoints = (settings: ScoreSettings, risk: CountryRisk): number =>
  risk === 'high' ? settings.points_riskcountry_high : settings.points_riskcountry_medium;

/** The related persons' countries (residence and nationality), each once, with the kinds of record naming it. */
const relatedCountries = (related: ScoreInputs['related']): Map<string, RiskRelatedKind[]> => {
  const countries = new Map<string, RiskRelatedKind[]>();
  for (const person of related) {
    for (const code of new Set([person.country, person.nationality])) {
      if (!code) continue;
      const kinds = countries.get(code) ?? [];
      if (!kinds.includes(person.kind)) kinds.push(person.kind);
      countries.set(code, kinds);
    }
  }
  return new Map([...countries.entries()].sort(([a], [b]) => a.localeCompare(b)));
};

/** Industry codes are hierarchical (TOL 2008 / NACE): a listed '64' covers '64190'. */
const listedIndustry = (listed: readonly string[], code: string | null): string | null => {
  if (!code) return null;
  const normalised = code.replace(/\s|\./g, '').toUpperCase();
  return listed.find((entry) => normalised.startsWith(entry.replace(/\s|\./g, '').toUpperCase())) ?? null;
};

const ageInDays = (foundedAt: string, today: Date): number => {
  const founded = Date.parse(`${foundedAt}T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((day - founded) / dayMs);
};

const line = (points: number, reason: string, details: RiskBreakdownDetails): RiskBreakdownLine => ({ type: details.type, points, reason, details });

/** Each breakdown line that applies to the customer, in the order of the spec's list. */
export const scoreBreakdown = (inputs: ScoreInputs, settings: ScoreSettings, today: Date, eu: EuListInput | null = null): RiskBreakdownLine[] => {
  const euRef = (...sources: CountryRiskSource[]): EuCountryListRef | null => (eu && sources.includes('EU') ? eu.ref : null);
  const listName = (r: CountryRiskOf): string => (r.source === 'EU' && eu ? `EU list ${eu.ref.act}, in force ${eu.ref.in_force_at}` : 'own list');
  const lines: RiskBreakdownLine[] = [];
  const counted = inputs.answerPoints.filter((p) => p !== 0);
  if (counted.length > 0) {
    const sum = counted.reduce((a, b) => a + b, 0);
    lines.push(line(sum * settings.points_riskpoint, `${counted.length} answer(s) worth ${sum} risk point(s), ${settings.points_riskpoint} each`,
      { type: 'RISKPOINTS', answers: counted.length, sum, multiplier: settings.points_riskpoint }));
  }
  const countryRisk = countryRiskOf(settings, eu, inputs.country);
  if (inputs.country && countryRisk) {
    lines.push(line(riskCountryPoints(settings, countryRisk.risk), `Country ${inputs.country} is a ${countryRisk.risk}-risk country (${listName(countryRisk)})`,
      { type: 'CUSTOMER_COUNTRY_RISKCOUNTRY', country: inputs.country, ...countryRisk, eu_list: euRef(countryRisk.source) }));
  }
  const nationalityRisk = inputs.type === 'person' ? countryRiskOf(settings, eu, inputs.nationality) : null;
  if (inputs.nationality && nationalityRisk) {
    lines.push(line(riskCountryPoints(settings, nationalityRisk.risk),
      `Nationality ${inputs.nationality} is a ${nationalityRisk.risk}-risk country (${listName(nationalityRisk)})`,
      { type: 'CUSTOMER_NATIONALITY_RISKCOUNTRY', country: inputs.nationality, ...nationalityRisk, eu_list: euRef(nationalityRisk.source) }));
  }
  const related = relatedCountries(inputs.related);
  const relatedRisk = [...related].flatMap(([country, kinds]) => {
    const risk = countryRiskOf(settings, eu, country);
    return risk ? [{ country, ...risk, kinds }] : [];
  });
  if (relatedRisk.length > 0) {
    lines.push(line(relatedRisk.reduce((sum, r) => sum + riskCountryPoints(settings, r.risk), 0),
      `Related persons from risk countries: ${relatedRisk.map((r) => `${r.country} (${r.risk}, ${r.source === 'EU' ? 'EU list' : 'own list'})`).join(', ')}${
        eu && relatedRisk.some((r) => r.source === 'EU') ? `; EU list ${eu.ref.act}, in force ${eu.ref.in_force_at}` : ''}`,
      { type: 'RELATED_RISKCOUNTRY', countries: relatedRisk, eu_list: euRef(...relatedRisk.map((r) => r.source)) }));
  }
  if (inputs.alerts > 0) {
    lines.push(line(inputs.alerts * settings.points_alert, `${inputs.alerts} open alert(s), ${settings.points_alert} point(s) each`,
      { type: 'CUSTOMER_ALERT', count: inputs.alerts }));
  }
  if (inputs.peps > 0) {
    lines.push(line(inputs.peps * settings.points_pep, `${inputs.peps} politically exposed person(s), ${settings.points_pep} point(s) each`,
      { type: 'PEPS', count: inputs.peps }));
  }
  const companytype = inputs.companytypeCode;
  if (companytype && settings.companytypes.some((c) => c.toUpperCase() === companytype.toUpperCase())) {
    lines.push(line(settings.points_companytype, `Company type ${companytype} is on the list`, { type: 'CUSTOMER_COMPANYTYPE', code: companytype }));
  }
  const industry = listedIndustry(settings.industries, inputs.industryCode);
  if (inputs.industryCode && industry) {
    lines.push(line(settings.points_industry, `Industry ${inputs.industryCode} is on the list (${industry})`,
      { type: 'CUSTOMER_INDUSTRY', code: inputs.industryCode, listed: industry }));
  }
  if (inputs.country && settings.countries.includes(inputs.country)) {
    lines.push(line(settings.points_country, `Country ${inputs.country} is on the list`, { type: 'CUSTOMER_COUNTRY', country: inputs.country }));
  }
  const relatedListed = [...related].filter(([country]) => settings.countries.includes(country)).map(([country, kinds]) => ({ country, kinds }));
  if (relatedListed.length > 0) {
    lines.push(line(relatedListed.length * settings.points_country, `Related persons from listed countries: ${relatedListed.map((r) => r.country).join(', ')}`,
      { type: 'RELATED_COUNTRY', countries: relatedListed }));
  }
  if (inputs.type === 'business' && inputs.foundedAt) {
    const age = ageInDays(inputs.foundedAt, today);
    if (age < settings.young_company_days) {
      lines.push(line(settings.points_maturity, `Founded ${inputs.foundedAt}, ${age} day(s) ago (young: under ${settings.young_company_days})`,
        { type: 'CUSTOMER_MATURITY', founded_at: inputs.foundedAt, age_days: age, young_company_days: settings.young_company_days }));
    }
  }
  if (inputs.ownershipLevels >= complexOwnershipLevels) {
    lines.push(line(settings.points_owners_complex, `${inputs.ownershipLevels} ownership levels (complex from ${complexOwnershipLevels})`,
      { type: 'OWNERS_COMPLEX', levels: inputs.ownershipLevels }));
  }
  return lines;
};

/** A level applies from its limit up; below the LOW limit, or with mandatory questions unanswered, there is none (NA). */
export const levelFor = (
  points: number,
  limits: Pick<ScoreSettings, 'limit_low' | 'limit_regular' | 'limit_high'>,
  unansweredMandatory = 0,
): { level: RiskLevel; na_reason: RiskNaReason | null } => {
  if (unansweredMandatory > 0) return { level: 'NA', na_reason: 'QUESTIONS_INCOMPLETE' };
  if (points >= limits.limit_high) return { level: 'HIGH', na_reason: null };
  if (points >= limits.limit_regular) return { level: 'REGULAR', na_reason: null };
  if (points >= limits.limit_low) return { level: 'LOW', na_reason: null };
  return { level: 'NA', na_reason: 'BELOW_LIMITS' };
};

export const calculateScore = (inputs: ScoreInputs, settings: ScoreSettings, today: Date = new Date(), eu: EuListInput | null = null): ScoreResult => {
  const breakdown = scoreBreakdown(inputs, settings, today, eu);
  const points = breakdown.reduce((sum, l) => sum + l.points, 0);
  return { points, ...levelFor(points, settings, inputs.unansweredMandatory), unanswered_mandatory: inputs.unansweredMandatory, breakdown };
};
