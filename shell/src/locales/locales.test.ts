import { describe, expect, it } from 'vitest';
import en from './en.json';
import fi from './fi.json';
import se from './se.json';

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as object).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));

describe('shell locales', () => {
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

  it('use the spec dialog titles and the password mismatch texts', () => {
    expect([languages.fi['dialog.errorTitle'], languages.en['dialog.errorTitle'], languages.se['dialog.errorTitle']]).toEqual(['Virhe', 'Error', 'Fel']);
    expect([languages.fi['dialog.doneTitle'], languages.en['dialog.doneTitle'], languages.se['dialog.doneTitle']]).toEqual(['Valmis!', 'Done!', 'Klart!']);
    expect(languages.fi['passwordRules.mismatch']).toBe('Antamasi salasanat eivät täsmää');
    expect(languages.en['passwordRules.mismatch']).toBe('The passwords you entered do not match');
    expect(languages.se['passwordRules.mismatch']).toBe('Lösenorden du angav stämmer inte överens');
  });
});
