import { describe, expect, it } from 'vitest';
import { errorCodes } from '@tunne/contracts';
import en from './en.json';
import fi from './fi.json';
import se from './se.json';

// The one place every remote falls back to for an error code's text (spec §8): a code the services may answer with
// and no text would show the server's English message, or nothing, to a Finnish or Swedish user.
describe('errors namespace', () => {
  const languages: Record<string, Record<string, string>> = { fi, en, se };

  it.each(Object.keys(languages))('has a text in %s for every code of the error catalogue', (language) => {
    const texts = languages[language]!;
    const missing = errorCodes.filter((code) => typeof texts[code] !== 'string' || texts[code].trim() === '');
    expect(missing).toEqual([]);
  });

  it('has no text for a code the catalogue does not know, besides the client-side ones', () => {
    const clientCodes = ['UNKNOWN', 'TIMEOUT', 'NETWORK_ERROR', 'HTTP_ERROR'];
    const known = new Set<string>([...errorCodes, ...clientCodes]);
    for (const texts of Object.values(languages)) expect(Object.keys(texts).filter((code) => !known.has(code))).toEqual([]);
  });
});
