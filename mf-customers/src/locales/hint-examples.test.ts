import { describe, expect, it } from 'vitest';
import { identifierExamples, validateIdentifier } from '@tunne/contracts';
import en from './en.json';
import fi from './fi.json';
import se from './se.json';

const texts = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'string' ? [[prefix, value]] : Object.entries(value as object).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));

// Issue 26: every identifier shown as an example (hints such as "E.g. 131052-308T") passes its own validator.
describe('identifier examples in the customer texts', () => {
  it('pass their own validators in every language', () => {
    let checked = 0;
    for (const [language, file] of Object.entries({ fi, en, se })) {
      for (const [key, text] of texts(file)) {
        for (const example of identifierExamples(text)) {
          checked += 1;
          expect(validateIdentifier(example.country, example.kind, example.value).valid, `${language} ${key}: ${example.value}`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});
