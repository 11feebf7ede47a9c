import { describe, expect, it } from 'vitest';
import { resolverProblems } from '@tunne/app-kit';
import { clampPercent, minPercent, queryBody, queryResolver, type QueryFormValues } from './query-form.ts';

const values = (overrides: Partial<QueryFormValues> = {}): QueryFormValues => ({ query: 'Vladimir Putin', entityType: 'PERSON', similarity: 85, ...overrides });

describe('the query form', () => {
  it('needs a name, within the length the service takes (QueryCreateBody)', async () => {
    expect(await resolverProblems(queryResolver(), values({ query: '  ' }))).toEqual({ query: 'required' });
    expect(await resolverProblems(queryResolver(), values({ query: 'x'.repeat(301) }))).toEqual({ query: 'tooLong' });
    expect(await resolverProblems(queryResolver(), values())).toEqual({});
  });

  it('sends the trimmed name and a similarity the service accepts', () => {
    expect(queryBody(values({ query: ' Putin ', similarity: 150 }))).toEqual({ query: 'Putin', entityType: 'PERSON', similarity: 1 });
    expect(clampPercent(0)).toBe(minPercent);
  });
});
