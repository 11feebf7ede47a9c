import { schemaResolver } from '@tunne/app-kit';
import { minSimilarity, QueryCreateBody, type EntityType } from '@tunne/contracts';

/** The query form's fields; the similarity as a whole percentage. */
export interface QueryFormValues {
  query: string;
  entityType: EntityType;
  similarity: number;
}

export const minPercent = Math.round(minSimilarity * 100);

/** A typed similarity within what the service accepts (the lowest it allows up to 100 %). */
export const clampPercent = (value: number): number => Math.min(100, Math.max(minPercent, Math.round(value || minPercent)));

/** What POST /queries gets. */
export const queryBody = (values: QueryFormValues): Required<QueryCreateBody> => ({
  query: values.query.trim(),
  entityType: values.entityType,
  similarity: clampPercent(values.similarity) / 100,
});

/** The contracts' QueryCreateBody, plus the route's rule that there is a name to look for. */
export const queryResolver = () =>
  schemaResolver<QueryFormValues, QueryCreateBody>(QueryCreateBody, {
    toBody: queryBody,
    refine: (body) => (body.query === '' ? { query: 'required' } : {}),
  });
