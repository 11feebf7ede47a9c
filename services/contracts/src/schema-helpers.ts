import { Type, type TLiteral, type TNull, type TOptionalWithFlag, type TSchema, type TUnion } from '@sinclair/typebox';

// Small TypeBox helpers the contract files share (not re-exported from the package).

export const nullable = <T extends TSchema>(schema: T): TUnion<[T, TNull]> => Type.Union([schema, Type.Null()]);
export const optionalNullable = <T extends TSchema>(schema: T): TOptionalWithFlag<TUnion<[T, TNull]>, true> => Type.Optional(nullable(schema));
export const literals = <T extends string>(values: readonly T[]): TUnion<TLiteral<T>[]> => Type.Union(values.map((v) => Type.Literal(v)));

/** The same optional schema under each key: `{ [key]?: schema(key) }`, typed per key. */
export const optionalEach = <K extends string, T extends TSchema>(keys: readonly K[], schema: (key: K) => T): { [P in K]: TOptionalWithFlag<T, true> } =>
  Object.fromEntries(keys.map((key) => [key, Type.Optional(schema(key))])) as { [P in K]: TOptionalWithFlag<T, true> };

