import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * What is wrong with a field, in words a remote can translate (`validation.<field>.<problem>`, falling back to the
 * app-kit's generic `validation.<problem>`).
 */
export type FieldProblem = 'required' | 'tooLong' | 'tooShort' | 'format' | 'invalid';

/**
 * The server validates bodies with ajv and ajv-formats' full formats. The browser cannot compile schemas with ajv:
 * ajv generates code with `new Function`, which the shell's Content-Security-Policy (no 'unsafe-eval') forbids. So
 * the same TypeBox schemas are checked here by TypeBox's interpreter (`Value.Errors`), with ajv-formats' own format
 * functions registered, so a format means exactly what it means on the server (`schema-resolver.test.ts` compares
 * the two verdicts).
 */
const registerFormats = (): void => {
  for (const [name, format] of Object.entries(fullFormats)) {
    if (FormatRegistry.Has(name)) continue;
    if (format instanceof RegExp) FormatRegistry.Set(name, (value) => format.test(value));
    else if (typeof format === 'function') FormatRegistry.Set(name, (value) => Boolean((format as (v: string) => boolean)(value)));
    else if (typeof format === 'object' && 'validate' in format) {
      const { validate } = format as { validate: RegExp | ((v: string) => boolean) };
      FormatRegistry.Set(name, (value) => (validate instanceof RegExp ? validate.test(value) : Boolean(validate(value))));
    }
  }
};
registerFormats();

const typeMismatch = new Set<ValueErrorType>([
  ValueErrorType.Null,
  ValueErrorType.String,
  ValueErrorType.Number,
  ValueErrorType.Integer,
  ValueErrorType.Boolean,
  ValueErrorType.Literal,
  ValueErrorType.Object,
  ValueErrorType.Array,
]);

/** A union (`nullable(...)`) reports itself; the branch that failed on the value's content says more. */
const mostSpecific = (error: ValueError): ValueError => {
  if (error.type !== ValueErrorType.Union) return error;
  let best: ValueError | undefined;
  for (const branch of error.errors) {
    const first = branch.First();
    if (!first) continue;
    const inner = mostSpecific(first);
    if (!best || (typeMismatch.has(best.type) && !typeMismatch.has(inner.type))) best = inner;
  }
  return best && !typeMismatch.has(best.type) ? best : error;
};

export const problemOf = (error: ValueError): FieldProblem => {
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'required';
    case ValueErrorType.StringMaxLength:
    case ValueErrorType.ArrayMaxItems:
      return 'tooLong';
    case ValueErrorType.StringMinLength:
    case ValueErrorType.ArrayMinItems:
      return (error.value === '' || (Array.isArray(error.value) && error.value.length === 0)) ? 'required' : 'tooShort';
    case ValueErrorType.StringFormat:
    case ValueErrorType.StringPattern:
      return 'format';
    default:
      return 'invalid';
  }
};

/** The body property a JSON pointer starts with (`/owners/0/name` → `owners`), unescaped (RFC 6901). */
const propertyOf = (path: string): string => (path.split('/')[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');

/** Every field of `body` that breaks `schema`, first problem per field, keyed by the body's property names. */
export const schemaProblems = (schema: TSchema, body: unknown): Record<string, FieldProblem> => {
  const problems: Record<string, FieldProblem> = {};
  for (const raw of Value.Errors(schema, body)) {
    const error = mostSpecific(raw);
    const property = error.type === ValueErrorType.ObjectRequiredProperty ? propertyOf(raw.path) || propertyOf(error.path) : propertyOf(raw.path);
    if (!property || property in problems) continue;
    problems[property] = problemOf(error);
  }
  return problems;
};

export interface SchemaResolverOptions<Values extends FieldValues, Body> {
  /** The form's values as the request body the service receives (trimmed, '' → null, upper-cased codes…). */
  toBody: (values: Values) => Body;
  /** The form field a body property is edited in, when the names differ; unmapped properties are not shown. */
  fieldOf?: (property: string) => keyof Values & string | undefined;
  /**
   * Rules of the service that a JSON Schema cannot state (a checksum, a required name the route enforces with its
   * own code); return a problem per form field. Applied where the schema found none.
   */
  refine?: (body: Body, values: Values) => Partial<Record<keyof Values & string, FieldProblem | string>>;
}

/**
 * A react-hook-form resolver that applies the service's own request schema (from `@tunne/contracts`) to what the
 * form would send, so the browser refuses exactly what the server would, without copying its rules as regexes.
 * Each error's `type` and `message` is the problem word; the remote turns it into text in the user's language.
 */
export const schemaResolver =
  <Values extends FieldValues, Body>(schema: TSchema, options: SchemaResolverOptions<Values, Body>): Resolver<Values> =>
  (values) => {
    const body = options.toBody(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [property, problem] of Object.entries(schemaProblems(schema, body))) {
      const field = options.fieldOf ? options.fieldOf(property) : property;
      if (field && !(field in errors)) errors[field] = { type: problem, message: problem };
    }
    for (const [field, problem] of Object.entries(options.refine?.(body, values) ?? {})) {
      if (problem && !(field in errors)) errors[field] = { type: problem, message: problem };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as unknown as FieldErrors<Values> };
  };

/**
 * The text of a field's problem in the user's language: the remote's own `validation.<field>.<problem>` when it has
 * one (e.g. "Enter a Finnish business id such as 1234567-1"), else app-kit's generic `form:<problem>`.
 */
export const fieldProblemText = (
  t: (key: string, options?: { defaultValue?: string }) => string,
  namespace: string,
  field: string,
  problem: string | undefined,
): string | undefined =>
  problem ? t(`${namespace}:validation.${field}.${problem}`, { defaultValue: t(`form:${problem}`) }) : undefined;
