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

export const check = <S extends TSchema>(schema: S, value: unknown): Static<S> => {
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
