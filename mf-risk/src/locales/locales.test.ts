import { describe, expect, it } from 'vitest';
import en from './en.json';
import fi from './fi.json';
import se from './se.json';

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as object).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));

describe('risk locales', () => {
  const languages = { fi: flatten(fi), en: flatten(en), se: flatten(se) };

  it('have the same keys in fi, en and se', () => {
    expect(Object.keys(languages.en).sort()).toEqual(Object.keys(languages.fi).sort());
    expect(Object.keys(languages.se).sort()).toEqual(Object.keys(languages.fi).sort());
  });

  it('have no empty texts', () => {
    for (const texts of Object.values(languages)) {
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
    }
  });
});
