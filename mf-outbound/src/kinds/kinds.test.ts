import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fi from '../locales/fi.json';
import se from '../locales/se.json';
import { esignatures } from './esignatures.tsx';
import { identifications } from './identifications.tsx';
import { letters } from './letters.tsx';
import { requests } from './requests.tsx';

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as object).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));

const locales = { fi: flatten(fi), en: flatten(en), se: flatten(se) };
const kinds = [requests, letters, identifications, esignatures];

/** The keys the shared card section and detail read by the kind's name (the literal-key check cannot see them). */
const sectionKeys = ['notInUse', 'empty', 'new', 'loadError', 'tableLabel', 'summary', 'facts', 'detailTitle', 'detailLoading', 'savedDraft', 'sent'];

describe('the outbound item kinds', () => {
  it.each(kinds.map((kind) => [kind.name, kind] as const))('%s: every text the shared section and detail ask for is in fi, en and se', (_, kind) => {
    const wanted = [
      ...sectionKeys.map((key) => `${kind.name}.${key}`),
      // A draft sent later says so (the e-signature has no later send).
      ...(kind.api === 'esignatures' ? [] : [`${kind.name}.scheduledNotice`]),
      ...kind.texts.map((text) => text.title),
    ];
    for (const [language, texts] of Object.entries(locales)) {
      const known = new Set(Object.keys(texts).map((key) => key.replace(/_(one|other)$/, '')));
      expect(wanted.filter((key) => !known.has(key)), language).toEqual([]);
    }
  });

  it('are told apart on the card: each its own API path, flag, light and row attributes', () => {
    for (const field of ['api', 'name', 'flag', 'lightAttribute', 'rowAttribute'] as const) expect(new Set(kinds.map((kind) => kind[field])).size, field).toBe(kinds.length);
  });

  it('open a signatory deep link of an e-signature, and only that', () => {
    expect(esignatures.deepLink?.('/customers/c1/esignatures/e%201/signatories/s3')).toEqual({ id: 'e 1', focusId: 's3' });
    expect(esignatures.deepLink?.('/customers/c1/signatures/e1/signatories/s3')).toEqual({ id: 'e1', focusId: 's3' });
    expect(esignatures.deepLink?.('/customers/c1/signatures/e1')).toBeNull();
    expect(requests.deepLink).toBeUndefined();
  });
});
