import { describe, expect, it } from 'vitest';
import { addTranslations, i18n } from './i18n.ts';

describe('i18n plurals', () => {
  it('uses Swedish plural forms for se (not Northern Sami): a count of 2 stays Swedish', () => {
    addTranslations('plural-test', {
      fi: { rows_one: '{{count}} rivi', rows_other: '{{count}} riviä' },
      en: { rows_one: '{{count}} row', rows_other: '{{count}} rows' },
      se: { rows_one: '{{count}} rad', rows_other: '{{count}} rader' },
    });
    const se = i18n.getFixedT('se', 'plural-test');
    expect([1, 2, 3].map((count) => se('rows', { count }))).toEqual(['1 rad', '2 rader', '3 rader']);
    expect(i18n.getFixedT('fi', 'plural-test')('rows', { count: 2 })).toBe('2 riviä');
  });
});
