import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Hono } from 'hono';
import { Type } from '@sinclair/typebox';
import { AppError } from './errors.ts';
import { handleError, ok } from './envelope.ts';
import { assertNoControlCharacters, check, hasControlCharacters, readBody, readParams, readQuery } from './validate.ts';

/** The code units a body string may not hold: C0 controls but tab, LF and CR; DEL; any surrogate (alone). */
const forbiddenUnit = fc.oneof(
  fc.integer({ min: 0x00, max: 0x08 }),
  fc.constantFrom(0x0b, 0x0c, 0x7f),
  fc.integer({ min: 0x0e, max: 0x1f }),
  fc.integer({ min: 0xd800, max: 0xdfff }),
).map((unit) => String.fromCharCode(unit));

/** Well-formed text of any code point (pairs, not lone surrogates), with the refused controls taken out. */
const allowedText = fc
  .string({ unit: 'binary', maxLength: 40 })
  // eslint-disable-next-line no-control-regex
  .map((text) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''));

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('control characters in a body', () => {
  it('refuses every string that holds a refused character, wherever it is', () => {
    fc.assert(
      fc.property(allowedText, forbiddenUnit, allowedText, (before, bad, after) => {
        const text = `${before}${bad}${after}`;
        expect(hasControlCharacters(text)).toBe(true);
        const error = refusal(() => check(Type.Object({ note: Type.String() }), { note: text }));
        expect({ code: error.code, field: error.field }).toEqual({ code: 'VALIDATION_FAILED', field: '/note' });
      }),
    );
  });

  it('accepts every string without one, tab, LF and CR included', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(allowedText, fc.constantFrom('\t', '\n', '\r', '\r\n')), { maxLength: 6 }), (parts) => {
        const text = parts.join('');
        expect(hasControlCharacters(text)).toBe(false);
        expect(check(Type.Object({ note: Type.String() }), { note: text })).toEqual({ note: text });
      }),
    );
  });

  it('keeps a surrogate pair (an emoji) and refuses either half alone', () => {
    expect(hasControlCharacters('🙂')).toBe(false);
    expect(hasControlCharacters('🙂'.slice(0, 1))).toBe(true);
    expect(hasControlCharacters(`x${'🙂'.slice(1)}`)).toBe(true);
    expect(hasControlCharacters('\udc00\ud800')).toBe(true);
  });

  it('names the first offending string by its JSON pointer at any depth, keys included', () => {
    const deep = { a: [{ ok: 'fine' }, { b: ['x', 'y\u0000'] }], c: 'z\u0001' };
    expect(refusal(() => assertNoControlCharacters(deep)).field).toBe('/a/1/b/1');
    // The key's pointer is escaped (RFC 6901) and the refused character is not echoed back.
    const key = refusal(() => assertNoControlCharacters({ list: { 'a/b~\u0000': 1 } }));
    expect(key.field).toBe('/list/a~1b~0\ufffd');
    expect(refusal(() => check(Type.String(), 'a\u001b')).field).toBe('/');
  });

  it('walks a body nested deeper than the call stack without overflowing', () => {
    const depth = 200_000;
    const nested = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(refusal(() => assertNoControlCharacters(nested)).code).toBe('VALIDATION_FAILED');
    expect(() => assertNoControlCharacters(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).not.toThrow();
  });

  it('refuses every control character, tab, LF and CR too, in query strings and path parameters', () => {
    for (const bad of ['\t', '\n', '\r', '\u0000', '\u007f', '\ud800']) expect(hasControlCharacters(`a${bad}b`, 'line')).toBe(true);
    expect(hasControlCharacters('Aaltonen Rakennus Oy 🙂', 'line')).toBe(false);
  });
});

describe('readBody, readQuery and readParams over HTTP', () => {
  const app = new Hono();
  app.onError(handleError);
  app.post('/notes', async (c) => ok(c, await readBody(c, Type.Object({ text: Type.String(), tags: Type.Optional(Type.Array(Type.String())) }))));
  app.get('/notes', (c) => ok(c, readQuery(c, Type.Object({ name: Type.Optional(Type.String()) }))));
  app.get('/notes/:id', (c) => ok(c, readParams(c, Type.Object({ id: Type.String() }))));

  const post = async (json: string) => {
    const response = await app.request('/notes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
    return { status: response.status, body: (await response.json()) as { data: unknown; errors: { code: string; field?: string }[] } };
  };

  it('answers 400 VALIDATION_FAILED with the pointer for a NUL or a lone surrogate sent as a JSON escape', async () => {
    expect(await post('{"text":"a\\u0000b"}')).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED', field: '/text' }] } });
    expect(await post('{"text":"ok","tags":["x","\\ud800"]}')).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED', field: '/tags/1' }] } });
    expect(await post('{"text":"ok","\\u001b":"x"}')).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED' }] } });
  });

  it('keeps multi-line text and emoji', async () => {
    expect(await post('{"text":"rivi 1\\r\\nrivi 2\\tsarake \\ud83d\\ude42"}')).toEqual({
      status: 200,
      body: { status: true, data: { text: 'rivi 1\r\nrivi 2\tsarake 🙂' }, errors: [] },
    });
  });

  it('refuses %00 and %09 in a query string with VALIDATION_FAILED and in a path parameter with INVALID_ID', async () => {
    for (const bad of ['%00', '%09', '%0A', '%7F']) {
      const query = await app.request(`/notes?name=a${bad}b`);
      expect(query.status).toBe(400);
      expect(await query.json()).toMatchObject({ errors: [{ code: 'VALIDATION_FAILED', field: '/name' }] });
      const param = await app.request(`/notes/a${bad}b`);
      expect(param.status).toBe(400);
      expect(await param.json()).toMatchObject({ errors: [{ code: 'INVALID_ID', field: '/id' }] });
    }
    expect((await app.request('/notes?name=Aaltonen%20Oy')).status).toBe(200);
  });
});
