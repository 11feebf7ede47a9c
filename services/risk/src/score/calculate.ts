import {
  addMonths,
  complexOwnershipLevels,
  helsinkiDate,
  eddTriggerKey,
  type EddTrigger,
  type CountryRisk,
  type CountryRiskSource,
  type EuCountryListRef,
  type RiskBreakdownDetails,
  type RiskBreakdownLine,
  type RiskLevel,
  type RiskNaReason,
  type RiskRelatedKind,
  type RiskRelatedPerson,
  type RiskScoreSettings,
  type RiskSubject,
} from '@tunne/contracts';

/** The register's data the score reads, as the customers port gives it (RiskSubject). */
type RegisterInputs = Pick<RiskSubject, 'type' | 'country' | 'nationality' | 'companytypeCode' | 'industryCode' | 'foundedAt' | 'peps' | 'ownershipLevels'>;

/** What the score of one customer is calculated from (the register's data, its answers, its alerts). */
export interface ScoreInputs extends RegisterInputs {
  related: readonly RiskRelatedPerson[];
  /**
   * Issue 25 §8: each PEP record's end date (YYYY-MM-DD, null while the function is held). A PEP stays an EDD trigger
   * until 12 months after its end date; without this list every record counts.
   */
  pepEndDates?: readonly (string | null)[];
  /** Open alerts (CUSTOMER_ALERT); 0 until the alerts service reports them. */
  alerts: number;
  /** Points of the answers that count (visible questions only). */
  answerPoints: readonly number[];
  /** Visible mandatory questions left unanswered. */
  unansweredMandatory: number;
  /** Visible PEP questions answered yes (or ticked): their texts (issue #11 §2). */
  pepAnswers?: readonly string[];
  /** PEP alerts silenced as TRUEPOSITIVE. */
  pepAlerts?: number;
  /** Sanction alerts silenced as TRUEPOSITIVE. */
  sanctionAlerts?: number;
  /** Undecided potential sanctions matches (issue 25 §3, "sanctions check pending"): the level is at least HIGH. */
  sanctionsPending?: number;
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

/** Months a PEP stays an EDD trigger after the function ended (issue 25 §8; AMLR art. 45: at least 12). */
export const pepTriggerMonthsAfterEnd = 12;

/**
 * The PEP records that still trigger enhanced due diligence on `today` (a Helsinki day): those whose function has not
 * ended, or ended fewer than 12 months ago (the day 12 months after the end date still counts).
 */
export const pepsInForce = (inputs: Pick<ScoreInputs, 'peps' | 'pepEndDates'>, today: Date = new Date()): number => {
  if (!inputs.pepEndDates) return inputs.peps;
  const day = helsinkiDate(today);
  return inputs.pepEndDates.filter((end) => end === null || addMonths(end, pepTriggerMonthsAfterEnd) >= day).length;
};

/**
 * What makes enhanced due diligence mandatory whatever the points (issue #11 §2; AMLR art. 34–46): a PEP (record,
 * answer to a PEP question, confirmed PEP alert), an EU-listed high-risk third country of the customer (country,
 * a person's nationality) or of a related person, a confirmed sanctions hit. Own country lists do not trigger it.
 */
export const eddTriggers = (inputs: ScoreInputs, eu: EuListInput | null = null, today: Date = new Date()): EddTrigger[] => {
  const triggers: EddTrigger[] = [];
  const peps = pepsInForce(inputs, today);
  if (peps > 0) triggers.push({ kind: 'PEP_RECORD', count: peps });
  if (inputs.pepAnswers && inputs.pepAnswers.length > 0) triggers.push({ kind: 'PEP_ANSWER', questions: [...inputs.pepAnswers] });
  if (inputs.pepAlerts) triggers.push({ kind: 'PEP_ALERT', count: inputs.pepAlerts });
  if (inputs.sanctionAlerts) triggers.push({ kind: 'SANCTION_ALERT', count: inputs.sanctionAlerts });
  if (eu) {
    const listed = (code: string | null): code is string => code !== null && eu.countries.includes(code);
    if (listed(inputs.country)) triggers.push({ kind: 'EU_COUNTRY', country: inputs.country, subject: 'CUSTOMER_COUNTRY', related_kinds: [], eu_list: eu.ref });
    if (inputs.type === 'person' && listed(inputs.nationality) && inputs.nationality !== inputs.country) {
      triggers.push({ kind: 'EU_COUNTRY', country: inputs.nationality, subject: 'CUSTOMER_NATIONALITY', related_kinds: [], eu_list: eu.ref });
    }
    for (const [country, kinds] of relatedCountries(inputs.related)) {
      if (listed(country)) triggers.push({ kind: 'EU_COUNTRY', country, subject: 'RELATED', related_kinds: kinds, eu_list: eu.ref });
    }
  }
  return triggers;
};

const triggerText = (trigger: EddTrigger): string => {
  switch (trigger.kind) {
    case 'PEP_RECORD': return `${trigger.count} PEP record(s)`;
    case 'PEP_ANSWER': return `PEP answer (${trigger.questions.join('; ')})`;
    case 'PEP_ALERT': return `${trigger.count} confirmed PEP alert(s)`;
    case 'SANCTION_ALERT': return `${trigger.count} confirmed sanctions hit(s)`;
    case 'EU_COUNTRY': return `${trigger.country} on the EU list ${trigger.eu_list.act}, in force ${trigger.eu_list.in_force_at} (${
      trigger.subject === 'RELATED' ? `related: ${trigger.related_kinds.join(', ')}` : trigger.subject === 'CUSTOMER_COUNTRY' ? 'country' : 'nationality'})`;
  }
};

export interface ScoreResultWithEdd extends ScoreResult {
  /** The EDD triggers (empty: not required), retained ones included. */
  triggers: EddTrigger[];
  /** The triggers found in the data now (without the retained ones). */
  found: EddTrigger[];
}

/**
 * An undecided potential sanctions match (issue 25 §3): until it is decided the customer is "sanctions check pending"
 * and its level at least HIGH, with a line of no points saying why. Not an EDD trigger: deciding "not a match" ends it.
 */
const sanctionsPendingFloor = (inputs: ScoreInputs, level: RiskLevel): RiskBreakdownLine | null => {
  const count = inputs.sanctionsPending ?? 0;
  if (count === 0) return null;
  return line(0, `Sanctions check pending: ${count} potential sanctions match(es) not yet decided; level at least HIGH${
    level === 'HIGH' ? '' : ` (raised from ${level})`}`, { type: 'SANCTIONS_CHECK_PENDING', count, floor: 'HIGH', level_before: level });
};

/**
 * The score: points and level from the breakdown; with an EDD trigger the level is at least HIGH and an EDD line says
 * why. `retained`: triggers gone from the data whose removal awaits approval (issue 25 §3): they count as triggers
 * until approved, and the EDD line names them (`retained`). An undecided potential sanctions match holds it at HIGH too.
 */
export const calculateScore = (
  inputs: ScoreInputs, settings: ScoreSettings, today: Date = new Date(), eu: EuListInput | null = null, retained: readonly EddTrigger[] = [],
): ScoreResultWithEdd => {
  const breakdown = scoreBreakdown(inputs, settings, today, eu);
  const points = breakdown.reduce((sum, l) => sum + l.points, 0);
  const scored = levelFor(points, settings, inputs.unansweredMandatory);
  const pending = sanctionsPendingFloor(inputs, scored.level);
  if (pending) breakdown.push(pending);
  const { level, na_reason } = pending ? { level: 'HIGH' as const, na_reason: null } : scored;
  const found = eddTriggers(inputs, eu, today);
  const foundKeys = new Set(found.map(eddTriggerKey));
  const kept = retained.filter((t) => !foundKeys.has(eddTriggerKey(t)));
  const triggers = [...found, ...kept];
  if (triggers.length === 0) return { points, level, na_reason, unanswered_mandatory: inputs.unansweredMandatory, breakdown, triggers, found };
  const awaiting = kept.length > 0 ? `; removal awaits approval: ${kept.map(triggerText).join('; ')}` : '';
  breakdown.push(line(0, `Enhanced due diligence required: ${triggers.map(triggerText).join('; ')}${awaiting}; level at least HIGH${
    level === 'HIGH' ? '' : ` (raised from ${level})`}`, {
    type: 'EDD', triggers, floor: 'HIGH', level_before: level, ...(kept.length > 0 ? { retained: kept.map(eddTriggerKey) } : {}),
  }));
  return { points, level: 'HIGH', na_reason: null, unanswered_mandatory: inputs.unansweredMandatory, breakdown, triggers, found };
};
