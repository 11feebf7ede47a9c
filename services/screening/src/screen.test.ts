import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex } from './index-build.ts';
import { DEFAULT_THRESHOLD, scoreEntity, screen } from './screen.ts';
import type { EntityKind, ListEntity, ListSource } from './types.ts';

const entity = (sourceId: string, name: string, more: Partial<ListEntity> = {}): ListEntity => ({
  source: 'OFAC',
  sourceId,
  kind: 'PERSON',
  name,
  aliases: [],
  birthDates: [],
  nationalities: [],
  identifiers: [],
  addresses: [],
  programs: [],
  ...more,
});

const entities: ListEntity[] = [
  entity('1', 'PUTIN, Vladimir Vladimirovich', { birthDates: ['1952-10-07'], nationalities: ['RU'], aliases: [{ name: 'PUTIN, Vladimir' }] }),
  entity('2', 'AL-ZINDANI, Abd-al-Majid Aziz', { source: 'UN', birthDates: ['1950'], aliases: [{ name: 'ZINDANI', weak: true }] }),
  entity('3', 'GAZPROMBANK JSC', { kind: 'ORGANIZATION', identifiers: [{ type: 'SWIFT/BIC', value: 'GAZPRUMM' }] }),
  entity('4', 'GRACEFUL', { kind: 'VESSEL', identifiers: [{ type: 'IMO', value: '1011551' }] }),
  entity('5', 'Matti Virtanen', { source: 'PEP', birthDates: ['1960'], nationalities: ['FI'] }),
  entity('6', 'Yritys Oy', { source: 'KRP', kind: 'ORGANIZATION' }),
  entity('7', 'Anna Korhonen', { source: 'BIS', kind: 'UNKNOWN' }),
];
const index = buildIndex(entities);

describe('screen', () => {
  it('finds a name written in another order, script and spelling, and explains the hit', () => {
    const [hit] = screen(index, { name: 'Владимир Путин', type: 'PERSON', birthDate: '1952-10-07', nationality: 'RU' });
    expect(hit?.entity.sourceId).toBe('1');
    expect(hit?.matchedName).toBe('PUTIN, Vladimir');
    expect(hit?.matchedAlias).toBe(true);
    expect(hit?.evidence.map((e) => e.code)).toEqual(['ALIAS', 'BIRTHDATE_MATCH', 'NATIONALITY_MATCH']);
    expect(hit?.score).toBe(1);
    const sum = (hit?.nameScore ?? 0) + (hit?.evidence.reduce((s, e) => s + e.effect, 0) ?? 0);
    expect(hit?.score).toBeCloseTo(Math.min(1, sum), 10);
  });

  it('lowers the score for a far-off birth date and another nationality', () => {
    const [hit] = screen(index, { name: 'Vladimir Putin', type: 'PERSON', birthDate: '1990-01-01', nationality: 'FI', threshold: 0.5 });
    expect(hit?.evidence.filter((e) => e.effect < 0).map((e) => e.code)).toEqual(['BIRTHDATE_MISMATCH', 'NATIONALITY_MISMATCH']);
    expect(screen(index, { name: 'Vladimir Putin', type: 'PERSON', birthDate: '1990-01-01', nationality: 'FI' })).toEqual([]);
  });

  it('drops legal forms with LEGAL_FORM evidence, and filters by type and source', () => {
    const [hit] = screen(index, { name: 'Oy Yritys Ab', type: 'ORGANIZATION' });
    expect(hit?.entity.sourceId).toBe('6');
    expect(hit?.evidence.find((e) => e.code === 'LEGAL_FORM')?.detail).toContain('query: oy ab');
    expect(screen(index, { name: 'Yritys', type: 'PERSON' })).toEqual([]);
    expect(screen(index, { name: 'Matti Virtanen' }).map((h) => h.entity.source)).toEqual(['PEP']);
    expect(screen(index, { name: 'Matti Virtanen', sources: ['OFAC', 'UN'] })).toEqual([]);
    // an entity of unknown kind is screened for persons and organisations
    expect(screen(index, { name: 'Anna Korhonen', type: 'PERSON' })).toHaveLength(1);
    expect(screen(index, { name: 'Anna Korhonen', type: 'ORGANIZATION' })).toHaveLength(1);
  });

  it('marks weak aliases and vessels screened as organisations', () => {
    const [weak] = screen(index, { name: 'Zindani', threshold: 0.5 });
    expect(weak?.evidence[0]).toMatchObject({ code: 'WEAK_ALIAS', effect: -0.08 });
    const [vessel] = screen(index, { name: 'Graceful', type: 'ORGANIZATION' });
    expect(vessel?.evidence.map((e) => e.code)).toContain('TYPE_MISMATCH');
  });

  it('finds an identifier match even without a matching name', () => {
    const [hit] = screen(index, { name: 'Some Other Bank', identifiers: ['GAZPRUMMXXX'] });
    expect(hit?.entity.sourceId).toBe('3');
    expect(hit?.evidence.at(-1)?.code).toBe('IDENTIFIER_MATCH');
    expect(hit?.score).toBeGreaterThanOrEqual(0.95);
    expect(screen(index, { name: '', identifiers: ['IMO 1011551'] })[0]?.entity.sourceId).toBe('4');
  });

  it('rejects an index it did not build', () => {
    expect(() => screen({ size: 0, sources: [] }, { name: 'x' })).toThrow(TypeError);
  });

  it('scores one entity without candidate generation (scoreEntity)', () => {
    expect(scoreEntity({ name: 'Juan Doe' }, entity('x', 'John Doe')).score).toBeLessThan(DEFAULT_THRESHOLD);
    expect(scoreEntity({ name: 'Ted Doe' }, entity('x', 'Theodore Doe')).score).toBeGreaterThan(DEFAULT_THRESHOLD);
  });
});

const word = fc.stringMatching(/^[a-z]{3,8}$/);
const nameArb = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const dateArb = fc
  .record({ y: fc.integer({ min: 1930, max: 2005 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const entityArb = fc.record({
  name: nameArb,
  alias: fc.option(nameArb, { nil: undefined }),
  kind: fc.constantFrom<EntityKind>('PERSON', 'ORGANIZATION', 'UNKNOWN'),
  source: fc.constantFrom<ListSource>('OFAC', 'UN', 'PEP'),
  dates: fc.array(fc.oneof(dateArb, dateArb.map((d) => d.slice(0, 4))), { maxLength: 2 }),
});
const listArb = fc.array(entityArb, { minLength: 1, maxLength: 12 }).map((es) =>
  es.map((e, i) => entity(String(i), e.name, { kind: e.kind, source: e.source, birthDates: e.dates, aliases: e.alias ? [{ name: e.alias }] : [] })),
);
/** A query made from a list name, with one letter possibly changed. */
const queryArb = (list: ListEntity[]) =>
  fc.record({ pick: fc.nat(list.length - 1), cut: fc.nat(20), change: fc.boolean() }).map(({ pick, cut, change }) => {
    const e = list[pick] as ListEntity;
    const name = change && e.name.length > 1 ? e.name.slice(0, cut % e.name.length) + 'x' + e.name.slice((cut % e.name.length) + 1) : e.name;
    return { e, name };
  });

describe('screen properties', () => {
  it('never returns a hit below the threshold, best first', () => {
    fc.assert(
      fc.property(
        listArb.chain((list) => fc.tuple(fc.constant(list), queryArb(list), fc.double({ min: 0, max: 1, noNaN: true }))),
        ([list, { name }, threshold]) => {
          const hits = screen(buildIndex(list), { name, threshold, limit: 100 });
          for (const h of hits) expect(h.score).toBeGreaterThanOrEqual(threshold);
          for (let i = 1; i < hits.length; i += 1) expect((hits[i - 1] as { score: number }).score).toBeGreaterThanOrEqual((hits[i] as { score: number }).score);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never lowers the score when a matching birth date is added', () => {
    fc.assert(
      fc.property(
        listArb.chain((list) => fc.tuple(fc.constant(list), queryArb(list), fc.nat())),
        ([list, { e, name }, k]) => {
          fc.pre(e.birthDates.length > 0);
          const birthDate = e.birthDates[k % e.birthDates.length] as string;
          const idx = buildIndex(list);
          const without = screen(idx, { name, threshold: 0, limit: 100 });
          const withDate = screen(idx, { name, birthDate, threshold: 0, limit: 100 });
          const before = without.find((h) => h.entity === e);
          const after = withDate.find((h) => h.entity === e);
          if (before) expect(after?.score ?? -1).toBeGreaterThanOrEqual(before.score);
          expect(scoreEntity({ name, birthDate }, e).score).toBeGreaterThanOrEqual(scoreEntity({ name }, e).score);
        },
      ),
      { numRuns: 300 },
    );
  });
});
