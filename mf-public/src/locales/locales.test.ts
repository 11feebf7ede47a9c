import { describe, expect, it } from 'vitest';
import { eidMethods } from '@tunne/contracts';
import dk from './dk.json';
import en from './en.json';
import fi from './fi.json';
import no from './no.json';
import se from './se.json';

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as object).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));

const languages = { fi: flatten(fi), en: flatten(en), se: flatten(se), no: flatten(no), dk: flatten(dk) };

describe('public locales', () => {
  it('have the same keys in all five languages', () => {
    const expected = Object.keys(languages.fi).sort();
    for (const [language, texts] of Object.entries(languages)) expect(Object.keys(texts).sort(), language).toEqual(expected);
  });

  it('have no empty texts', () => {
    for (const texts of Object.values(languages)) {
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('name every eID method', () => {
    for (const texts of Object.values(languages)) {
      for (const method of eidMethods) expect(texts[`methods.names.${method}`], method).toBeTruthy();
    }
  });
});
