import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultRiskScoreSettings, riskBreakdownTypes, type RiskBreakdownType, type RiskLevel } from '@tunne/contracts';
import { calculateScore, levelFor, type ScoreInputs, type ScoreSettings } from './calculate.ts';

const today = new Date('2026-03-15T10:00:00Z');

/** Distinct points per setting, so a line's points tell which setting it used. */
const settings: ScoreSettings = {
  ...defaultRiskScoreSettings,
  points_pep: 11,
  points_riskpoint: 2,
  points_alert: 7,
  points_riskcountry_high: 30,
  points_riskcountry_medium: 13,
  points_companytype: 5,
  points_industry: 6,
  points_country: 4,
  points_maturity: 9,
  points_owners_complex: 17,
  countries_high: ['IR', 'KP'],
  countries_medium: ['VN', 'AF'],
  countries: ['RU', 'EE'],
  companytypes: ['16', 'AB'],
  industries: ['64', '68202'],
  young_company_days: 365,
  limit_low: 0,
  limit_regular: 10,
  limit_high: 20,
};

const base: ScoreInputs = {
  type: 'business',
  country: 'FI',
  nationality: null,
  companytypeCode: '17',
  industryCode: '41200',
  foundedAt: '2001-05-10',
  related: [],
  peps: 0,
  alerts: 0,
  ownershipLevels: 1,
  answerPoints: [],
  unansweredMandatory: 0,
};

const lineOf = (inputs: Partial<ScoreInputs>, type: RiskBreakdownType) =>
  calculateScore({ ...base, ...inputs }, settings, today).breakdown.find((l) => l.type === type);

describe('an ordinary Finnish company', () => {
  it('has no breakdown lines, 0 points and level LOW', () => {
    expect(calculateScore(base, settings, today)).toEqual({ points: 0, level: 'LOW', na_reason: null, unanswered_mandatory: 0, breakdown: [], triggers: [], found: [] });
  });

  it('a retained trigger (removal awaiting approval) keeps the floor and is named; one found again is not retained (issue 25 §3)', () => {
    const retained = calculateScore(base, settings, today, null, [{ kind: 'PEP_RECORD', count: 1 }]);
    expect(retained).toMatchObject({ level: 'HIGH', found: [], triggers: [{ kind: 'PEP_RECORD', count: 1 }] });
    expect(retained.breakdown.at(-1)!.details).toMatchObject({ type: 'EDD', retained: ['PEP_RECORD'], level_before: 'LOW' });
    expect(retained.breakdown.at(-1)!.reason).toContain('removal awaits approval');
    const found = calculateScore({ ...base, peps: 2 }, settings, today, null, [{ kind: 'PEP_RECORD', count: 1 }]);
    expect(found.triggers).toEqual([{ kind: 'PEP_RECORD', count: 2 }]);
    expect(found.breakdown.at(-1)!.details).not.toHaveProperty('retained');
  });
});

/** Each breakdown type: inputs that make it apply, the points it must give, and inputs that must not. */
const cases: { type: RiskBreakdownType; applies: Partial<ScoreInputs>; points: number; details: object; not: Partial<ScoreInputs>[] }[] = [
  { type: 'RISKPOINTS', applies: { answerPoints: [3, 0, 4] }, points: 14, details: { answers: 2, sum: 7, multiplier: 2 }, not: [{ answerPoints: [0, 0] }] },
  { type: 'CUSTOMER_COUNTRY_RISKCOUNTRY', applies: { country: 'IR' }, points: 30, details: { country: 'IR', risk: 'high' }, not: [{ country: 'SE' }, { country: null }] },
  { type: 'CUSTOMER_COUNTRY_RISKCOUNTRY', applies: { country: 'VN' }, points: 13, details: { country: 'VN', risk: 'medium' }, not: [] },
  {
    type: 'CUSTOMER_NATIONALITY_RISKCOUNTRY', applies: { type: 'person', nationality: 'AF' }, points: 13, details: { country: 'AF', risk: 'medium' },
    not: [{ type: 'person', nationality: 'FI' }, { type: 'business', nationality: 'AF' }],
  },
  {
    type: 'RELATED_RISKCOUNTRY',
    applies: { related: [{ kind: 'owners', country: 'IR', nationality: 'IR' }, { kind: 'actualbeneficiaries', country: 'FI', nationality: 'VN' }, { kind: 'responsiblepersons', country: 'IR', nationality: null }] },
    points: 43,
    details: { countries: [{ country: 'IR', risk: 'high', kinds: ['owners', 'responsiblepersons'] }, { country: 'VN', risk: 'medium', kinds: ['actualbeneficiaries'] }] },
    not: [{ related: [{ kind: 'owners', country: 'FI', nationality: 'SE' }] }],
  },
  { type: 'CUSTOMER_ALERT', applies: { alerts: 2 }, points: 14, details: { count: 2 }, not: [{ alerts: 0 }] },
  { type: 'PEPS', applies: { peps: 3 }, points: 33, details: { count: 3 }, not: [{ peps: 0 }] },
  { type: 'CUSTOMER_COMPANYTYPE', applies: { companytypeCode: 'ab' }, points: 5, details: { code: 'ab' }, not: [{ companytypeCode: '17' }, { companytypeCode: null }] },
  { type: 'CUSTOMER_INDUSTRY', applies: { industryCode: '64190' }, points: 6, details: { code: '64190', listed: '64' }, not: [{ industryCode: '46410' }, { industryCode: '68201' }] },
  { type: 'CUSTOMER_INDUSTRY', applies: { industryCode: '68202' }, points: 6, details: { listed: '68202' }, not: [] },
  { type: 'CUSTOMER_COUNTRY', applies: { country: 'EE' }, points: 4, details: { country: 'EE' }, not: [{ country: 'FI' }] },
  {
    type: 'RELATED_COUNTRY',
    applies: { related: [{ kind: 'owners', country: 'RU', nationality: null }, { kind: 'owners', country: 'EE', nationality: 'RU' }] },
    points: 8,
    details: { countries: [{ country: 'EE', kinds: ['owners'] }, { country: 'RU', kinds: ['owners'] }] },
    not: [{ related: [{ kind: 'owners', country: 'FI', nationality: 'FI' }] }],
  },
  {
    type: 'CUSTOMER_MATURITY', applies: { foundedAt: '2025-03-16' }, points: 9, details: { age_days: 364, young_company_days: 365 },
    not: [{ foundedAt: '2025-03-15' }, { foundedAt: null }, { type: 'person', foundedAt: '2026-01-01' }],
  },
  { type: 'OWNERS_COMPLEX', applies: { ownershipLevels: 3 }, points: 17, details: { levels: 3 }, not: [{ ownershipLevels: 2 }, { ownershipLevels: 0 }] },
  {
    type: 'EDD', applies: { sanctionAlerts: 1 }, points: 0, details: { floor: 'HIGH', level_before: 'LOW', triggers: [{ kind: 'SANCTION_ALERT', count: 1 }] },
    not: [{ alerts: 3 }, { country: 'IR' }, { pepAnswers: [] }],
  },
  {
    type: 'SANCTIONS_CHECK_PENDING', applies: { sanctionsPending: 1 }, points: 0, details: { count: 1, floor: 'HIGH', level_before: 'LOW' },
    not: [{ sanctionsPending: 0 }, { alerts: 3 }, { sanctionAlerts: 1 }],
  },
];

describe.each(cases)('$type', ({ type, applies, points, details, not }) => {
  it(`applies with ${JSON.stringify(applies)} and says why`, () => {
    const l = lineOf(applies, type);
    expect(l).toBeDefined();
    expect(l!.points).toBe(points);
    expect(l!.details).toMatchObject({ type, ...details });
    expect(l!.reason.length).toBeGreaterThan(10);
  });
  it.each(not.map((inputs) => [JSON.stringify(inputs), inputs] as const))('does not apply with %s', (_, inputs) => {
    expect(lineOf(inputs, type)).toBeUndefined();
  });
});

it('covers every breakdown type of the spec', () => {
  expect(new Set(cases.map((c) => c.type))).toEqual(new Set(riskBreakdownTypes));
});

it('adds the lines up, in the spec order', () => {
  const score = calculateScore({ ...base, country: 'IR', peps: 1, alerts: 1, ownershipLevels: 4, answerPoints: [1] }, settings, today);
  expect(score.breakdown.map((l) => l.type)).toEqual(['RISKPOINTS', 'CUSTOMER_COUNTRY_RISKCOUNTRY', 'CUSTOMER_ALERT', 'PEPS', 'OWNERS_COMPLEX', 'EDD']);
  expect(score.points).toBe(2 + 30 + 7 + 11 + 17);
  expect(score.level).toBe('HIGH');
});

describe('level limits', () => {
  const limits = { limit_low: 0, limit_regular: 10, limit_high: 20 };
  it.each<[number, number, RiskLevel, string | null]>([
    [-1, 0, 'NA', 'BELOW_LIMITS'],
    [0, 0, 'LOW', null],
    [9, 0, 'LOW', null],
    [10, 0, 'REGULAR', null],
    [19, 0, 'REGULAR', null],
    [20, 0, 'HIGH', null],
    [500, 0, 'HIGH', null],
    [500, 1, 'NA', 'QUESTIONS_INCOMPLETE'],
    [0, 2, 'NA', 'QUESTIONS_INCOMPLETE'],
  ])('%i points with %i mandatory unanswered is %s', (points, unanswered, level, reason) => {
    expect(levelFor(points, limits, unanswered)).toEqual({ level, na_reason: reason });
  });

  it.each<[{ limit_low: number; limit_regular: number; limit_high: number }, number, RiskLevel]>([
    [{ limit_low: 0, limit_regular: 5, limit_high: 50 }, 30, 'REGULAR'],
    [{ limit_low: 0, limit_regular: 40, limit_high: 50 }, 30, 'LOW'],
    [{ limit_low: 0, limit_regular: 10, limit_high: 30 }, 30, 'HIGH'],
    [{ limit_low: 31, limit_regular: 40, limit_high: 50 }, 30, 'NA'],
    [{ limit_low: 10, limit_regular: 10, limit_high: 10 }, 10, 'HIGH'],
    [{ limit_low: -100, limit_regular: 0, limit_high: 1 }, -5, 'LOW'],
  ])('moving the limits to %j moves 30 points to its level', (moved, points, level) => {
    expect(levelFor(points, moved).level).toBe(level);
  });
});

describe('property: adding a risk factor never lowers the score', () => {
  const code = fc.constantFrom('FI', 'SE', 'IR', 'KP', 'VN', 'AF', 'RU', 'EE', 'DE');
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
  const person = fc.record({ kind: fc.constantFrom('owners', 'actualbeneficiaries', 'responsiblepersons' as const), country: maybe(code), nationality: maybe(code) });
  const inputs: fc.Arbitrary<ScoreInputs> = fc.record({
    type: fc.constantFrom('business', 'person' as const),
    country: maybe(code),
    nationality: maybe(code),
    companytypeCode: maybe(fc.constantFrom('16', '17', 'AB', 'kb')),
    industryCode: maybe(fc.constantFrom('64190', '41200', '68202', '6')),
    foundedAt: maybe(fc.constantFrom('2026-03-01', '2025-06-30', '1999-01-01')),
    related: fc.array(person, { maxLength: 5 }),
    peps: fc.nat(5),
    alerts: fc.nat(5),
    ownershipLevels: fc.nat(6),
    answerPoints: fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 6 }),
    unansweredMandatory: fc.constant(0),
  });
  const scoreSettings: fc.Arbitrary<ScoreSettings> = fc.record({
    points: fc.array(fc.nat(100), { minLength: 10, maxLength: 10 }),
    limits: fc.array(fc.integer({ min: -50, max: 200 }), { minLength: 3, maxLength: 3 }).map((l) => l.sort((a, b) => a - b)),
    young: fc.nat(2000),
  }).map(({ points, limits, young }) => ({
    ...settings,
    points_pep: points[0]!, points_riskpoint: points[1]!, points_alert: points[2]!, points_riskcountry_high: points[3]!,
    points_riskcountry_medium: points[4]!, points_companytype: points[5]!, points_industry: points[6]!, points_country: points[7]!,
    points_maturity: points[8]!, points_owners_complex: points[9]!,
    limit_low: limits[0]!, limit_regular: limits[1]!, limit_high: limits[2]!, young_company_days: young,
  }));
  /** Ways to add one factor; the customer's own fields only when they were empty (adding, not changing). */
  const addFactor: fc.Arbitrary<(i: ScoreInputs) => ScoreInputs> = fc.oneof(
    fc.constant((i: ScoreInputs) => ({ ...i, peps: i.peps + 1 })),
    fc.constant((i: ScoreInputs) => ({ ...i, alerts: i.alerts + 1 })),
    fc.constant((i: ScoreInputs) => ({ ...i, ownershipLevels: i.ownershipLevels + 1 })),
    person.map((p) => (i: ScoreInputs) => ({ ...i, related: [...i.related, p] })),
    fc.nat(20).map((p) => (i: ScoreInputs) => ({ ...i, answerPoints: [...i.answerPoints, p] })),
    code.map((c) => (i: ScoreInputs) => (i.country ? i : { ...i, country: c })),
    code.map((c) => (i: ScoreInputs) => (i.nationality ? i : { ...i, nationality: c })),
    fc.constantFrom('16', 'AB').map((c) => (i: ScoreInputs) => (i.companytypeCode ? i : { ...i, companytypeCode: c })),
    fc.constantFrom('64190', '41200').map((c) => (i: ScoreInputs) => (i.industryCode ? i : { ...i, industryCode: c })),
    fc.constantFrom('2026-03-01', '1990-01-01').map((d) => (i: ScoreInputs) => (i.foundedAt ? i : { ...i, foundedAt: d })),
  );
  const rank: Record<RiskLevel, number> = { NA: 0, LOW: 1, REGULAR: 2, HIGH: 3 };

  it('holds for points and for the level', () => {
    fc.assert(
      fc.property(inputs, scoreSettings, addFactor, (before, s, add) => {
        const a = calculateScore(before, s, today);
        const b = calculateScore(add(before), s, today);
        expect(b.points).toBeGreaterThanOrEqual(a.points);
        expect(rank[b.level]).toBeGreaterThanOrEqual(rank[a.level]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('enhanced due diligence (issue #11 §2)', () => {
  const mitigated = { ...base, answerPoints: [-20] };
  it.each<[string, Partial<ScoreInputs>, object]>([
    ['a PEP record', { peps: 1 }, { kind: 'PEP_RECORD', count: 1 }],
    ['a PEP answer', { pepAnswers: ['Onko PEP?'] }, { kind: 'PEP_ANSWER', questions: ['Onko PEP?'] }],
    ['a confirmed PEP alert', { pepAlerts: 2 }, { kind: 'PEP_ALERT', count: 2 }],
    ['a confirmed sanctions hit', { sanctionAlerts: 1 }, { kind: 'SANCTION_ALERT', count: 1 }],
  ])('%s makes the level HIGH even when mitigating answers cancel the points', (_, inputs, trigger) => {
    const score = calculateScore({ ...mitigated, ...inputs }, settings, today);
    expect(score.points).toBeLessThan(settings.limit_high);
    expect(score.level).toBe('HIGH');
    expect(score.na_reason).toBeNull();
    expect(score.triggers).toEqual([trigger]);
    expect(score.breakdown.at(-1)).toMatchObject({ type: 'EDD', points: 0, details: { floor: 'HIGH', triggers: [trigger] } });
    expect(score.breakdown.at(-1)!.reason).toMatch(/level at least HIGH \(raised from (NA|LOW|REGULAR)\)/);
  });

  // Issue 25 §8 (AMLR art. 45): a PEP stays a trigger for at least 12 months after the function ended.
  it.each<[string, (string | null)[], number]>([
    ['a function still held', [null], 1],
    ['a function that ended less than 12 months ago', ['2025-04-01'], 1],
    ['a function that ended exactly 12 months ago (the last day counts)', ['2025-03-15'], 1],
    ['a function that ended more than 12 months ago', ['2025-03-14'], 0],
    ['one ended long ago and one held', ['2020-01-31', null], 1],
  ])('counts %s as a PEP trigger (%#)', (_, ends, inForce) => {
    const score = calculateScore({ ...mitigated, peps: ends.length, pepEndDates: ends }, settings, today);
    expect(score.triggers).toEqual(inForce === 0 ? [] : [{ kind: 'PEP_RECORD', count: inForce }]);
    expect(score.level).toBe(inForce === 0 ? 'NA' : 'HIGH');
    // The points still count every record: a former PEP remains a risk factor.
    expect(score.breakdown.find((l) => l.type === 'PEPS')).toMatchObject({ points: ends.length * settings.points_pep });
  });

  it('raises a level that mandatory questions left open (NA) too', () => {
    const score = calculateScore({ ...base, peps: 1, unansweredMandatory: 2 }, settings, today);
    expect(score).toMatchObject({ level: 'HIGH', na_reason: null, unanswered_mandatory: 2 });
    expect(score.breakdown.at(-1)!.details).toMatchObject({ level_before: 'NA' });
  });
});

describe('sanctions check pending (issue 25 §3)', () => {
  it('holds the level at HIGH while a potential sanctions match is undecided, without requiring EDD', () => {
    // Found: a customer whose own name is a 100 % OFAC hit scored LOW while the alert was open.
    const score = calculateScore({ ...base, answerPoints: [-20], sanctionsPending: 1 }, settings, today);
    expect(score).toMatchObject({ level: 'HIGH', na_reason: null, triggers: [] });
    expect(score.breakdown.at(-1)).toMatchObject({ type: 'SANCTIONS_CHECK_PENDING', points: 0, details: { count: 1, floor: 'HIGH' } });
    expect(calculateScore({ ...base, answerPoints: [-20] }, settings, today).level).not.toBe('HIGH');
  });

  it('raises a level that mandatory questions left open (NA)', () => {
    expect(calculateScore({ ...base, unansweredMandatory: 1, sanctionsPending: 2 }, settings, today)).toMatchObject({ level: 'HIGH', na_reason: null });
  });
});

describe('the EU list of high-risk third countries', () => {
  const eu = { ref: { id: 'v2026', act: 'Delegated Regulation (EU) 2016/1675 as amended', in_force_at: '2026-01-29' }, countries: ['RU', 'VN'] };

  it('makes every listed country high, over the own medium list, and names the version', () => {
    const score = calculateScore({ ...base, country: 'VN', related: [{ kind: 'owners', country: 'RU', nationality: 'AF' }] }, settings, today, eu);
    expect(score.breakdown.find((l) => l.type === 'CUSTOMER_COUNTRY_RISKCOUNTRY')).toMatchObject({
      points: 30, details: { country: 'VN', risk: 'high', source: 'EU', eu_list: eu.ref },
    });
    const related = score.breakdown.find((l) => l.type === 'RELATED_RISKCOUNTRY')!;
    expect(related.details).toMatchObject({
      countries: [{ country: 'AF', risk: 'medium', source: 'OWN' }, { country: 'RU', risk: 'high', source: 'EU' }], eu_list: eu.ref,
    });
    expect(related.reason).toContain('in force 2026-01-29');
  });

  it('makes enhanced due diligence mandatory for each listed country, naming where it was found; own lists do not', () => {
    const score = calculateScore({ ...base, type: 'person', country: 'FI', nationality: 'RU', related: [{ kind: 'owners', country: 'VN', nationality: 'IR' }] },
      settings, today, eu);
    expect(score.triggers).toEqual([
      { kind: 'EU_COUNTRY', country: 'RU', subject: 'CUSTOMER_NATIONALITY', related_kinds: [], eu_list: eu.ref },
      { kind: 'EU_COUNTRY', country: 'VN', subject: 'RELATED', related_kinds: ['owners'], eu_list: eu.ref },
    ]);
    expect(score.level).toBe('HIGH');
    expect(score.breakdown.at(-1)!.reason).toContain('VN on the EU list Delegated Regulation (EU) 2016/1675 as amended, in force 2026-01-29');
  });

  it('leaves the own lists to decide for countries it does not list', () => {
    const score = calculateScore({ ...base, country: 'IR' }, settings, today, eu);
    expect(score.breakdown[0]!.details).toMatchObject({ risk: 'high', source: 'OWN', eu_list: null });
  });
});
