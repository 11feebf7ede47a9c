import type { EntityType, ListSource, Page, QueryResult, SanctionQuery, SanctionQuerySummary } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface QueryRow {
  id: string;
  query: string;
  similarity: string;
  entity_type: EntityType;
  cnt: number;
  sources: ListSource[];
  users_id: string;
  created_at: Date;
  results?: QueryResult[];
}

const toSummary = (row: QueryRow): SanctionQuerySummary => ({
  id: row.id,
  query: row.query,
  similarity: Number(row.similarity),
  entityType: row.entity_type,
  cnt: row.cnt,
  sources: row.sources,
  users_id: row.users_id,
  created_at: row.created_at.toISOString(),
});

export interface NewQuery {
  query: string;
  similarity: number;
  entityType: EntityType;
  sources: ListSource[];
  results: QueryResult[];
  listVersions: string[];
}

/** Saved in the caller's name (the row's default users_id, which the policy also checks). */
export const insertQuery = async (tx: Tx, query: NewQuery): Promise<SanctionQuery> => {
  const [row] = await tx<QueryRow[]>`insert into alerts.queries (query, similarity, entity_type, sources, cnt, results, list_versions)
    values (${query.query}, ${query.similarity}, ${query.entityType}, ${query.sources}, ${query.results.length},
            ${query.results as never}, ${query.listVersions}::uuid[])
    returning id, query, similarity::text, entity_type, cnt, sources, users_id, created_at`;
  return { ...toSummary(row!), results: query.results };
};

/** The caller's own queries, newest first (spec §9). */
export const listQueries = async (tx: Tx, page: number, size: number): Promise<Page<SanctionQuerySummary>> => {
  const [count] = await tx<{ total: number }[]>`select count(*)::int as total from alerts.queries`;
  const rows = await tx<QueryRow[]>`select id, query, similarity::text, entity_type, cnt, sources, users_id, created_at
    from alerts.queries order by created_at desc, id desc limit ${size} offset ${(page - 1) * size}`;
  return { items: rows.map(toSummary), total: count?.total ?? 0, page, size };
};

export const getQuery = async (tx: Tx, id: string): Promise<SanctionQuery | null> => {
  const [row] = await tx<QueryRow[]>`select id, query, similarity::text, entity_type, cnt, sources, users_id, created_at, results
    from alerts.queries where id = ${id}`;
  return row ? { ...toSummary(row), results: row.results ?? [] } : null;
};
