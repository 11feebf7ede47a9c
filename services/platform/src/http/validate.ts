import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';
import type { TSchema, Static } from '@sinclair/typebox';
import type { Context } from 'hono';
import { AppError } from './errors.ts';

const addFormats = addFormatsImport as unknown as (ajv: Ajv) => Ajv;

/** One ajv for bodies (no coercion) and one for query/path strings (coercion), compiled once per schema. */
const bodyAjv = addFormats(new Ajv({ allErrors: true, strict: false, removeAdditional: false }));
const queryAjv = addFormats(new Ajv({ allErrors: true, strict: false, coerceTypes: true, useDefaults: true }));

const cache = new WeakMap<Ajv, WeakMap<TSchema, ValidateFunction>>();

const compiled = (ajv: Ajv, schema: TSchema): ValidateFunction => {
  let perAjv = cache.get(ajv);
  if (!perAjv) {
    perAjv = new WeakMap();
    cache.set(ajv, perAjv);
  }
  let fn = perAjv.get(schema);
  if (!fn) {
    const { $id: _ignored, ...withoutId } = schema as TSchema & { $id?: string };
    fn = ajv.compile(withoutId);
    perAjv.set(schema, fn);
  }
  return fn;
};

const firstError = (errors: ErrorObject[] | null | undefined): AppError => {
  const error = errors?.[0];
  if (!error) return new AppError('VALIDATION_FAILED', 'Invalid input');
  const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
  const field = `${error.instancePath}${missing}` || '/';
  const extra = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
  return new AppError('VALIDATION_FAILED', `${field} ${error.message ?? 'is invalid'}${extra}`, field);
};

/**
 * Where control characters are refused: `text` (bodies, form fields) keeps tab, LF and CR for multi-line fields,
 * `line` (query strings, path parameters) refuses every control character.
 */
export type TextKind = 'text' | 'line';

// PostgreSQL refuses U+0000 in text and an unpaired surrogate in jsonb; the other controls and DEL have no place in a
// field either (they hide text and break exports and logs). Without the `u` flag a surrogate is one code unit here.
const forbidden: Record<TextKind, RegExp> = {
  // eslint-disable-next-line no-control-regex
  text: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
  // eslint-disable-next-line no-control-regex
  line: /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
};
const forbiddenAll = new RegExp(forbidden.line.source, 'g');

/** True when `text` holds a character refused in that kind of input. */
export const hasControlCharacters = (text: string, kind: TextKind = 'text'): boolean => forbidden[kind].test(text);

/** A JSON pointer token (RFC 6901); refused characters in a key are not echoed back to the client or the logs. */
const pointerToken = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1').replace(forbiddenAll, '\ufffd');

/**
 * VALIDATION_FAILED for a string (or object key) holding a control character. Wrappers that give a field's schema
 * failure its own catalogue code (INVALID_EMAIL…) leave this one as it is.
 */
export class ControlCharacterError extends AppError {
  constructor(pointer: string) {
    const field = pointer || '/';
    super('VALIDATION_FAILED', `${field} must not contain control characters`, field);
    this.name = 'ControlCharacterError';
  }
}

/**
 * Refuses a control character in any string of `value` at any depth, object keys included, with the JSON pointer of
 * the first one. Iterative, so a deeply nested body cannot overflow the stack.
 */
export const assertNoControlCharacters = (value: unknown, pointer = '', kind: TextKind = 'text'): void => {
  const pattern = forbidden[kind];
  // [value, its pointer, the key it is under]; pushed in reverse so that the first offending field is reported.
  const pending: [unknown, string, string?][] = [[value, pointer]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, at, key] = next;
    if (key !== undefined && pattern.test(key)) throw new ControlCharacterError(at);
    if (typeof current === 'string') {
      if (pattern.test(current)) throw new ControlCharacterError(at);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) pending.push([current[i], `${at}/${i}`]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [name, item] = entries[i]!;
        pending.push([item, `${at}/${pointerToken(name)}`, name]);
      }
    }
  }
};

export const check = <S extends TSchema>(schema: S, value: unknown): Static<S> => {
  assertNoControlCharacters(value);
  const fn = compiled(bodyAjv, schema);
  if (!fn(value)) throw firstError(fn.errors);
  return value as Static<S>;
};

/** Parses and validates a JSON body; malformed JSON or a wrong media type is a 4xx, never a 500. */
export const readBody = async <S extends TSchema>(c: Context, schema: S): Promise<Static<S>> => {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw error;
    throw new AppError('MALFORMED_JSON', 'Malformed JSON body');
  }
  return check(schema, body);
};

const validateStrings = <S extends TSchema>(schema: S, input: Record<string, string | string[]>): Static<S> => {
  assertNoControlCharacters(input, '', 'line');
  const value: Record<string, unknown> = { ...input };
  const fn = compiled(queryAjv, schema);
  if (!fn(value)) throw firstError(fn.errors);
  return value as Static<S>;
};

export const readQuery = <S extends TSchema>(c: Context, schema: S): Static<S> => validateStrings(schema, c.req.query());

export const readParams = <S extends TSchema>(c: Context, schema: S): Static<S> => {
  try {
    return validateStrings(schema, c.req.param() as Record<string, string>);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('INVALID_ID', error.message, error.field);
    throw error;
  }
};
