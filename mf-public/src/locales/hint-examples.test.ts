import { describe, expect, it } from 'vitest';
import { identifierExamples, validateIdentifier } from '@tunne/contracts';
import dk from './dk.json';
import en from './en.json';
import fi from './fi.json';
import no from './no.json';
import se from './se.json';

const texts = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'string' ? [[prefix, value]] : Object.entries(value as object).flatMap(([key, inner]) => texts(inner, prefix ? `${prefix}.${key}` : key));

// Issue 26: the form suggested "010190-123A" and then refused it. Every identifier shown as an example must pass the
// validator of its country, in every language.
describe('identifier examples in the public texts', () => {
  const languages = { fi, en, se, no, dk };

  it('pass their own validators in all five languages', () => {
    let checked = 0;
    for (const [language, file] of Object.entries(languages)) {
      for (const [key, text] of texts(file)) {
        for (const example of identifierExamples(text)) {
          checked += 1;
          expect(validateIdentifier(example.country, example.kind, example.value).valid, `${language} ${key}: ${example.value}`).toBe(true);
        }
      }
    }
    // The hints and format messages name examples: the test must find them (fi/en/se: 5 each, no/dk: 2 each).
    expect(checked).toBeGreaterThanOrEqual(19);
  });

  it('find the examples in a text and would catch a wrong check character', () => {
    expect(identifierExamples('For example 010190-123A or 1234567-8')).toEqual([
      { country: 'FI', kind: 'person', value: '010190-123A' },
      { country: 'FI', kind: 'business', value: '1234567-8' },
    ]);
    expect(validateIdentifier('FI', 'person', '010190-123A').valid).toBe(false);
    expect(validateIdentifier('FI', 'business', '1234567-8').valid).toBe(false);
  });
});
