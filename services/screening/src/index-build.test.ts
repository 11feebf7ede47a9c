import { describe, expect, it } from 'vitest';
import { buildIndex, buildIndexInSlices } from './index-build.ts';
import { screen } from './screen.ts';
import type { ListEntity, ScreeningQuery } from './types.ts';

const entity = (sourceId: string, name: string, more: Partial<ListEntity> = {}): ListEntity => ({
  source: 'OFAC', sourceId, kind: 'PERSON', name, aliases: [], birthDates: [], nationalities: [], identifiers: [], addresses: [], programs: [], ...more,
});

const first = ['Matti', 'Anna', 'Vladimir', 'Abdul', 'Maria', 'Olga', 'Juhani', 'Li', 'Ahmed', 'Sofia'];
const last = ['Virtanen', 'Korhonen', 'Putin', 'Rahman', 'Nieminen', 'Ivanova', 'Wang', 'Hassan', 'Lindqvist', 'Mäkelä'];
const middle = Array.from({ length: 50 }, (_, i) => `${'Kalevi Olavi Ilmari Sakari Tapani'.split(' ')[i % 5]}${'abcdefghij'[Math.floor(i / 5)]}`);
const entities: ListEntity[] = Array.from({ length: 5000 }, (_, i) =>
  entity(String(i), `${first[i % 10]} ${middle[Math.floor(i / 100) % 50]} ${last[Math.floor(i / 10) % 10]}`, {
    aliases: i % 3 === 0 ? [{ name: `${last[i % 10]} ${first[(i + 3) % 10]}` }] : [],
    nationalities: i % 2 === 0 ? ['FI'] : ['RU'],
    identifiers: i % 50 === 0 ? [{ type: 'SWIFT/BIC', value: `BANK${i}FI` }] : [],
  })).concat([entity('putin', 'PUTIN, Vladimir Vladimirovich', { nationalities: ['RU'], aliases: [{ name: 'PUTIN, Vladimir' }] })]);

const queries: ScreeningQuery[] = [
  { name: 'Matti Virtanen', type: 'PERSON' },
  { name: 'Владимир Путин', type: 'PERSON', nationality: 'RU' },
  { name: 'Korhonen Anna', type: 'PERSON' },
  { name: 'Juhani Nieminen', identifiers: ['BANK100FI'] },
];

describe('buildIndexInSlices', () => {
  it('finds exactly what the index built at once finds', async () => {
    const whole = buildIndex(entities);
    const sliced = await buildIndexInSlices(entities, 1);
    expect(sliced.size).toBe(whole.size);
    for (const query of queries) {
      const expected = screen(whole, query).map((hit) => [hit.entity.sourceId, hit.score]);
      expect(expected.length, query.name).toBeGreaterThan(0);
      expect(screen(sliced, query).map((hit) => [hit.entity.sourceId, hit.score]), query.name).toEqual(expected);
    }
  });

  it('lets the event loop run while it builds', async () => {
    let turns = 0;
    const ticker = setInterval(() => {
      turns += 1;
    }, 0);
    try {
      await buildIndexInSlices(entities, 1);
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(2);
  });
});
