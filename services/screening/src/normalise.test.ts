import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readShared } from './testing/shared-data.ts';
import { analyseName, foldText, normaliseName } from './normalise.ts';
import type { EntityType } from './types.ts';

describe('normaliseName', () => {
  it('folds case, diacritics and the Nordic letters the same way on both sides', () => {
    expect(normaliseName('Ärlig Ösel Åström Søren Hjørring Æbelø Weißbier')).toEqual(['arlig', 'osel', 'astrom', 'soren', 'hjorring', 'aebelo', 'weissbier']);
    expect(normaliseName('MÄKINEN')).toEqual(normaliseName('mäkinen'));
  });

  it('transliterates other scripts', () => {
    expect(normaliseName('Владимир Путин', 'PERSON')).toEqual(['vladimir', 'putin']);
    expect(normaliseName('Βλαντιμίρ Πούτιν', 'PERSON')).toEqual(['vlantimir', 'poytin']);
    expect(normaliseName('ПУ́ТИН Влади́мир', 'PERSON')).toEqual(['putin', 'vladimir']);
    expect(normaliseName('محمد', 'PERSON')).toEqual(['mhmd']);
  });

  it('writes the long vowels of Arabic and Hebrew script, and says the name was written so', () => {
    expect(normaliseName('فلاديمير بوتين', 'PERSON')).toEqual(['fladimir', 'butin']);
    expect(normaliseName('ולדימיר פוטין', 'PERSON')).toEqual(['vldimir', 'putin']);
    expect(analyseName('فلاديمير بوتين', 'PERSON').abjad).toBe(true);
    expect(analyseName('Vladimir Putin', 'PERSON').abjad).toBe(false);
  });

  it('reads Chinese by word with the surname reading, a person written as one run split into surname and given name', () => {
    expect(normaliseName('习近平', 'PERSON')).toEqual(['xi', 'jinping']);
    expect(normaliseName('曾国藩', 'PERSON')).toEqual(['zeng', 'guofan']); // any-ascii alone: "cengguofan"
    expect(normaliseName('单田芳', 'PERSON')).toEqual(['shan', 'tianfang']); // any-ascii alone: "dantianfang"
    expect(normaliseName('欧阳修', 'PERSON')).toEqual(['ouyang', 'xiu']);
    expect(normaliseName('海燕 龙 马', 'PERSON')).toEqual(['haiyan', 'long', 'ma']);
    expect(normaliseName('重庆', 'ORGANIZATION')).toEqual(['chongqing']);
  });

  it("turns 'Last, First' around for persons, not for companies or suffixes", () => {
    expect(normaliseName('PUTIN, Vladimir Vladimirovich', 'PERSON')).toEqual(['vladimir', 'vladimirovich', 'putin']);
    expect(analyseName('PUTIN, Vladimir', 'PERSON').reordered).toBe(true);
    expect(normaliseName('Charles W. Boustany, Jr.', 'PERSON')).toEqual(['charles', 'w', 'boustany']);
    expect(normaliseName('ANGLO-CARIBBEAN CO., LTD.')).toEqual(['anglo', 'caribbean']);
    expect(normaliseName('Smith, Jones and Partners', 'ORGANIZATION')).toEqual(['smith', 'jones', 'and', 'partners']);
  });

  it('drops legal forms of organisations and says which', () => {
    expect(normaliseName('Oy Yritys Ab', 'ORGANIZATION')).toEqual(['yritys']);
    expect(normaliseName('Nokia Oyj', 'ORGANIZATION')).toEqual(['nokia']);
    expect(normaliseName('Equinor ASA', 'ORGANIZATION')).toEqual(['equinor']);
    expect(normaliseName('A.P. Møller - Mærsk A/S', 'ORGANIZATION')).toEqual(['ap', 'moller', 'maersk']);
    expect(normaliseName('Novo Nordisk ApS', 'ORGANIZATION')).toEqual(['novo', 'nordisk']);
    expect(normaliseName('AB Volvo', 'ORGANIZATION')).toEqual(['volvo']);
    expect(normaliseName('Acme GmbH & Co. KG', 'ORGANIZATION')).toEqual(['acme']);
    expect(normaliseName('Gazprom, PJSC', 'ORGANIZATION')).toEqual(['gazprom']);
    expect(normaliseName('OOO Romashka', 'ORGANIZATION')).toEqual(['romashka']);
    expect(normaliseName('Tactical Missiles Corporation Joint Stock Company', 'ORGANIZATION')).toEqual(['tactical', 'missiles']);
    expect(analyseName('Yritys Oy', 'ORGANIZATION').legalForms).toEqual(['oy']);
    // "Da" and "As" are names, too: only removed where a legal form is written.
    expect(normaliseName('Da Bella AS', 'ORGANIZATION')).toEqual(['da', 'bella']);
    expect(normaliseName('Oy', 'ORGANIZATION')).toEqual(['oy']);
    expect(normaliseName('Anna As', 'PERSON')).toEqual(['anna', 'as']);
  });

  it('reads dotted acronyms, initials, apostrophes, hyphens and Arabic articles', () => {
    expect(normaliseName('L.X.C. Aviation', 'ORGANIZATION')).toEqual(['lxc', 'aviation']);
    expect(normaliseName('J.H. Smith', 'PERSON')).toEqual(['j', 'h', 'smith']);
    expect(normaliseName("Robin O'Neill", 'PERSON')).toEqual(['robin', 'oneill']);
    expect(normaliseName('Abd-al-Majid Aziz al-Zindani', 'PERSON')).toEqual(['abd', 'almajid', 'aziz', 'alzindani']);
    expect(normaliseName('Sheikh Farooq AL-QAHTANI', 'PERSON')).toEqual(['farooq', 'alqahtani']);
  });

  it('is idempotent', () => {
    const words = ['Oy', 'AB', 'as', 'Ltd.', 'al', 'El', 'Sheikh', 'Jr.', 'Mäki', 'Øre', 'L.X.C.', 'J.', 'd', "O'Neill", 'Путин', 'Co', 'GmbH', '&', ',', '-', 'Mr', '1', 'Ab', 'Oyj'];
    const nameLike = fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 6 })), { maxLength: 8 }).map((w) => w.join(' '));
    const type = fc.constantFrom<EntityType | undefined>('PERSON', 'ORGANIZATION', undefined);
    fc.assert(
      fc.property(fc.oneof(nameLike, fc.string({ unit: 'grapheme', maxLength: 30 })), type, (name, t) => {
        const once = normaliseName(name, t);
        expect(normaliseName(once.join(' '), t)).toEqual(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe.skipIf(!hasSharedData)('foldText on the transliteration cases', () => {
  it('gives the expected ASCII for Latin-script cases', () => {
    const cases = new TextDecoder()
      .decode(readShared('screening_cases.dev.jsonl'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { case_type: string; query: { text: string }; expected_match: { ascii: string } })
      .filter((c) => c.case_type === 'transliteration');
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      // rigour leaves CJK as it is; here every script is romanised ("中国" -> "zhongguo") so that it can be compared.
      if (/[\u4e00-\u9fff]/.test(c.query.text)) expect(foldText(c.query.text)).toBe('zhongguo');
      else expect(foldText(c.query.text)).toBe(c.expected_match.ascii.toLowerCase());
    }
  });
});
