import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareTokens, nameSimilarity, tokenSimilarity } from './similarity.ts';
import { editDistance, jaroWinkler } from './string-metrics.ts';
import type { EntityType } from './types.ts';

describe('string metrics', () => {
  it('computes Jaro-Winkler and the edit distance with transpositions', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', '')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('baid', 'abid')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('tokenSimilarity', () => {
  it('keeps typos high and different names low', () => {
    expect(tokenSimilarity('arefullaha', 'arefullah')).toBeGreaterThan(0.9);
    expect(tokenSimilarity('storm', 'stom')).toBeGreaterThan(0.8);
    expect(tokenSimilarity('john', 'juan')).toBeLessThan(0.5);
    expect(tokenSimilarity('doe', 'down')).toBeLessThan(0.5);
    expect(tokenSimilarity('1', '2')).toBe(0);
  });

  it('knows given-name variants, transliteration spellings, initials and articles', () => {
    expect(tokenSimilarity('ted', 'theodore')).toBe(0.9);
    expect(tokenSimilarity('aleksandr', 'alexander')).toBe(0.9);
    expect(tokenSimilarity('volodymyrovych', 'vladimirovich')).toBe(0.9);
    expect(tokenSimilarity('poetin', 'putin')).toBe(0.9);
    expect(tokenSimilarity('wladimir', 'vladimir')).toBe(0.9);
    expect(tokenSimilarity('j', 'john')).toBe(0.85);
    expect(tokenSimilarity('alzindani', 'zindani')).toBe(0.95);
  });
});

describe('nameSimilarity', () => {
  it('scores the nomenklatura pair cases on the right side of 0.8', () => {
    expect(nameSimilarity('John Doe', 'John Doe', 'PERSON')).toBe(1);
    expect(nameSimilarity('John Doe', 'Juan Doe', 'PERSON')).toBeLessThan(0.8);
    expect(nameSimilarity('John Doe', 'John Down', 'PERSON')).toBeLessThan(0.8);
    expect(nameSimilarity('Serej Lavrov', 'Сергей Викторович Лавров', 'PERSON')).toBeGreaterThan(0.8);
    expect(nameSimilarity('Ramimakhlouf', 'Rami Makhlouf', 'PERSON')).toBe(1);
    expect(nameSimilarity('Ted Doe', 'Theodore Doe', 'PERSON')).toBeGreaterThan(0.8);
    expect(nameSimilarity('OAO Gazprom', 'Gazprom JSC', 'ORGANIZATION')).toBe(1);
    expect(nameSimilarity('OAO Gazprom', 'Gasprom JSC', 'ORGANIZATION')).toBeGreaterThan(0.8);
    expect(nameSimilarity('L.X.C. Aviation', 'LAU Aviation', 'ORGANIZATION')).toBeLessThan(0.8);
    expect(nameSimilarity('OJSC TACTICAL KITTENS CORPORATION', 'TACTICAL MISSILES CORPORATION JOINT STOCK COMPANY', 'ORGANIZATION')).toBeLessThan(0.8);
    expect(nameSimilarity('Snow', 'Snoe')).toBeLessThan(0.8);
    expect(nameSimilarity('Snow Storm 1', 'Snow Stom 1')).toBeGreaterThan(0.8);
    expect(nameSimilarity('Sea Pony 1', 'Sea Pony 2')).toBeLessThan(0.8);
  });

  it('reads a name written in Arabic or Hebrew script as that script writes names', () => {
    const putin = 'Vladimir Vladimirovich Putin';
    for (const written of ['فلاديمير بوتين', 'فلادمير بوتن', 'فلاديمير فلاديميروفيتش بوتين', 'ولادیمیر پوتین', 'ولادیمیر پوٹن', 'ולדימיר פוטין']) {
      expect(nameSimilarity(written, putin, 'PERSON'), written).toBeGreaterThanOrEqual(0.8);
    }
    expect(nameSimilarity('Vladimir Putin', 'فلاديمير بوتين', 'PERSON')).toBeGreaterThanOrEqual(0.9);
    expect(nameSimilarity('Vladimir Putin', 'ולדימיר פוטין', 'PERSON')).toBeGreaterThanOrEqual(0.9);
    expect(nameSimilarity('صدام حسين التكريتي', 'Saddam Hussein AL-TIKRITI', 'PERSON')).toBeGreaterThanOrEqual(0.9);
    expect(nameSimilarity('فلاديمير بوتين', 'Vladislav Botin', 'PERSON')).toBeLessThan(0.8);
    expect(nameSimilarity('حسین موسوی', 'Hassan Mousavi', 'PERSON')).toBeLessThan(0.8); // حسین is Husayn, not Hasan
  });

  it('penalises missing tokens, and missing patronymics less', () => {
    const surnameOnly = nameSimilarity('Putin', 'Vladimir Putin', 'PERSON');
    expect(surnameOnly).toBeLessThan(0.8);
    expect(nameSimilarity('Vladimir Putin', 'Vladimir Vladimirovich Putin', 'PERSON')).toBeGreaterThan(0.9);
    const comparison = compareTokens(['vladimir', 'putin'], ['vladimir', 'vladimirovich', 'putin'], { orderMatters: false, initials: true });
    expect(comparison).toMatchObject({ similarity: 1, missingCandidate: ['vladimirovich'] });
    expect(comparison.similarity + comparison.missingEffect).toBeCloseTo(comparison.score, 10);
  });

  it('penalises another token order for organisations only', () => {
    expect(nameSimilarity('Bank Melli', 'Melli Bank', 'ORGANIZATION')).toBeCloseTo(0.95, 10);
    expect(nameSimilarity('Mehdi Ali', 'Ali Mehdi', 'PERSON')).toBe(1);
  });
});

const wordArb = fc.stringMatching(/^[a-z]{3,9}$/);
const personName = fc.array(wordArb, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const accents: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü', e: 'é', c: 'ç', n: 'ñ', i: 'í', s: 'š', z: 'ž' };

describe('nameSimilarity properties', () => {
  const anyType = fc.constantFrom<EntityType | undefined>('PERSON', 'ORGANIZATION', undefined);

  it('is within [0, 1]', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), anyType, (a, b, t) => {
        const s = nameSimilarity(a, b, t);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });

  it('is 1 for identical names', () => {
    fc.assert(
      fc.property(fc.oneof(personName, fc.string({ unit: 'grapheme', maxLength: 30 })), anyType, (a, t) => {
        fc.pre(a.trim() !== '');
        expect(nameSimilarity(a, a, t)).toBe(1);
      }),
      { numRuns: 1000 },
    );
  });

  it('does not depend on case, diacritics or token order for persons', () => {
    fc.assert(
      fc.property(personName, personName, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), fc.integer({ min: 0, max: 1000 }), (a, b, flags, seed) => {
        const base = nameSimilarity(a, b, 'PERSON');
        const cased = [...a].map((ch, i) => (flags[i % 40] ? ch.toUpperCase() : ch)).join('');
        const accented = [...a].map((ch, i) => (flags[(i + 7) % 40] ? (accents[ch] ?? ch) : ch)).join('');
        const words = a.split(' ');
        const shuffled = words.map((w, i) => ({ w, k: (i * 7919 + seed) % 101 })).sort((x, y) => x.k - y.k).map((x) => x.w).join(' ');
        expect(nameSimilarity(cased, b, 'PERSON')).toBeCloseTo(base, 10);
        expect(nameSimilarity(accented, b, 'PERSON')).toBeCloseTo(base, 10);
        expect(nameSimilarity(shuffled, b, 'PERSON')).toBeCloseTo(base, 10);
        expect(nameSimilarity(b, shuffled, 'PERSON')).toBeCloseTo(nameSimilarity(b, a, 'PERSON'), 10);
      }),
      { numRuns: 1000 },
    );
  });
});
