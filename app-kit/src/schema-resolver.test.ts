import { Type } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CustomerCreateBody, Email } from '@tunne/contracts';
import { fieldProblemText, schemaProblems, schemaResolver } from './schema-resolver.ts';

const addFormats = addFormatsImport as unknown as (ajv: Ajv) => Ajv;
// The server's ajv, set up as services/platform/src/http/validate.ts sets it up.
const serverAjv = addFormats(new Ajv({ allErrors: true, strict: false }));

const nullable = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const Sample = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 10 }),
    email: nullable(Email),
    day: nullable(Type.String({ format: 'date' })),
    at: nullable(Type.String({ format: 'date-time' })),
    country: nullable(Type.String({ pattern: '^[A-Z]{2}$' })),
  },
  { additionalProperties: false },
);

const resolve = async (values: Record<string, string>) =>
  schemaResolver<Record<string, string>, Record<string, unknown>>(Sample, {
    toBody: (v) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim() === '' && k !== 'name' ? null : x.trim()])),
  })(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schemaResolver', () => {
  it('accepts what the schema accepts and hands the values on', async () => {
    const result = await resolve({ name: 'Aino', email: 'aino@example.fi', day: '2026-02-28', country: 'FI' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Aino', email: 'aino@example.fi', day: '2026-02-28', country: 'FI' });
  });

  it('names each field the schema refuses, with a problem word, and no values', async () => {
    const result = await resolve({ name: '', email: 'aino@', day: '2026-02-30', country: 'fin' });
    expect(result.values).toEqual({});
    expect(Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.type]))).toEqual({
      name: 'required',
      email: 'format',
      day: 'format',
      country: 'format',
    });
    expect((await resolve({ name: 'x'.repeat(11) })).errors.name?.message).toBe('tooLong');
  });

  it('maps body properties to form fields and adds the rules a schema cannot state', async () => {
    const resolver = schemaResolver<{ title: string; code: string }, { name: string; country: string }>(Sample, {
      toBody: (v) => ({ name: v.title, country: v.code }),
      fieldOf: (property) => (property === 'name' ? 'title' : property === 'country' ? 'code' : undefined),
      refine: (body) => (body.country === 'XX' ? { code: 'invalid' } : {}),
    });
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    expect(Object.keys((await resolver({ title: '', code: 'x' }, undefined, options)).errors)).toEqual(['title', 'code']);
    expect((await resolver({ title: 'A', code: 'XX' }, undefined, options)).errors.code?.type).toBe('invalid');
  });

  it('gives the same verdict as the server on the formats and on a real request schema', () => {
    const cases: [string, string][] = [
      ['email', 'aino@example.fi'], ['email', 'a.b+c@sub.example.com'], ['email', 'aino@'], ['email', 'aino @example.fi'],
      ['email', 'åsa@example.se'], ['email', '.a@b.c'], ['day', '2024-02-29'], ['day', '2026-02-29'], ['day', '2026-13-01'],
      ['day', '26-01-01'], ['at', '2026-11-25T12:00:00Z'], ['at', '2026-11-25T25:00:00Z'], ['at', '2026-11-25 12:00'],
      ['country', 'FI'], ['country', 'fi'],
    ];
    const server = serverAjv.compile(Sample);
    for (const [field, value] of cases) {
      const body = { name: 'A', [field]: value };
      expect(field in schemaProblems(Sample, body), `${field}=${value}`).toBe(!server(body));
    }
    const create = serverAjv.compile({ ...CustomerCreateBody, $id: undefined });
    for (const body of [
      { type: 'business', name: 'Oy Ab' },
      { type: 'business', name: 'Oy Ab', email: 'x@' },
      { type: 'person', name: 'Aino', founded_at: '2026-02-31' },
      { type: 'nobody', name: 'Aino' },
      { type: 'person', name: 'Aino', lei: '529900T8BM49AURSDO55' },
    ]) {
      expect(Object.keys(schemaProblems(CustomerCreateBody, body)).length === 0, JSON.stringify(body)).toBe(create(body));
    }
  });
});

describe('fieldProblemText', () => {
  it("prefers the remote's own text and falls back to the generic one in the user's language", async () => {
    const { i18n } = await import('./i18n.ts');
    await i18n.changeLanguage('fi');
    i18n.addResourceBundle('fi', 'sample', { validation: { email: { format: 'Anna sähköpostiosoite muodossa nimi@esimerkki.fi.' } } }, true, true);
    const t = i18n.t.bind(i18n) as (key: string, options?: { defaultValue?: string }) => string;
    expect(fieldProblemText(t, 'sample', 'email', 'format')).toBe('Anna sähköpostiosoite muodossa nimi@esimerkki.fi.');
    expect(fieldProblemText(t, 'sample', 'name', 'required')).toBe('Pakollinen tieto.');
    await i18n.changeLanguage('se');
    expect(fieldProblemText(t, 'sample', 'name', 'tooLong')).toBe('Texten är för lång.');
    expect(fieldProblemText(t, 'sample', 'name', undefined)).toBeUndefined();
  });
});
