import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/** What a form's resolver says per field, as `{ field: problem }` (for tests of a form's rules without rendering it). */
export const resolverProblems = async <Values extends FieldValues>(resolver: Resolver<Values>, values: Values): Promise<Record<string, unknown>> => {
  const result = await resolver(values, undefined, {} as ResolverOptions<Values>);
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: unknown } | undefined)?.message]));
};
