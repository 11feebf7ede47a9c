import { createHash } from 'node:crypto';
import type { ListEntity, ParsedList } from '@tunne/screening';
import type { ListSource, ListVersion } from '@tunne/contracts';
import type { Database, Tenancy, Tx } from '@tunne/platform';
import { isSampleList } from './sample.ts';

export type ListOrigin = ListVersion['origin'];

export interface StoreOutcome {
  source: ListSource;
  dataset: string;
  versionId: string;
  /** imported: a new current version; unchanged: the current version has the same file hash (only refreshed_at moves). */
  status: 'imported' | 'unchanged';
  entities: number;
}

/** Keeps the entities of this many newest versions per list; older versions stay as history rows only. */
const keptVersions = 2;
const insertBatch = 500;

/** JSON with sorted keys, so equal entities always hash the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

/** Changes whenever anything published about the entity changes (names, dates, identifiers, programs, ...). */
export const entityFingerprint = (entity: ListEntity): string => createHash('sha256').update(canonical(entity)).digest('hex').slice(0, 32);

export const entityKey = (entity: Pick<ListEntity, 'source' | 'sourceId'>): string => `${entity.source}:${entity.sourceId}`;

const countsByKind = (entities: readonly ListEntity[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const entity of entities) counts[entity.kind] = (counts[entity.kind] ?? 0) + 1;
  return counts;
};

/**
 * Stores one parsed list as the new current version of its (source, dataset), with every entity, in one
 * transaction: readers see the old version or the new one, never half of it. The same file as the current
 * version only marks the list refreshed.
 */
export const storeParsedList = async (
  db: Database,
  list: ParsedList,
  origin: ListOrigin,
  usersId: string | null = null,
  organisationsId: string | null = null,
): Promise<StoreOutcome> => {
  const dataset = list.dataset ?? '';
  // Without an organisation: the shared list (the operator). With one: that organisation's own list, written in its
  // tenancy, so row-level security keeps it from every other organisation and from the shared rows.
  const tenancy = organisationsId ? { organisationsId, ...(usersId ? { usersId } : {}) } : null;
  return db.tx(tenancy, async (tx) => {
    // One writer per list at a time (two processes importing the same folder).
    await tx`select pg_advisory_xact_lock(hashtext(${`alerts.lists:${organisationsId ?? ''}:${list.source}:${dataset}`}))`;
    const [current] = await tx<{ id: string; file_hash: string }[]>`
      select id, file_hash from alerts.list_versions
       where source = ${list.source} and dataset = ${dataset} and is_current and organisations_id is not distinct from ${organisationsId}::uuid`;
    if (current?.file_hash === list.fileHash) {
      await tx`update alerts.list_versions set refreshed_at = now() where id = ${current.id}`;
      return { source: list.source, dataset, versionId: current.id, status: 'unchanged' as const, entities: list.entities.length };
    }
    const [version] = await tx<{ id: string }[]>`
      insert into alerts.list_versions (source, dataset, published_at, file_hash, files, entity_counts, entity_total, origin, users_id, is_sample)
      values (${list.source}, ${dataset}, ${list.publishedAt}, ${list.fileHash}, ${list.files},
              ${tx.json(countsByKind(list.entities))}, ${list.entities.length}, ${origin}, ${usersId},
              ${isSampleList({ source: list.source, files: list.files, entities: list.entities.length }, origin)})
      returning id`;
    const versionId = version!.id;
    for (let start = 0; start < list.entities.length; start += insertBatch) {
      const rows = list.entities.slice(start, start + insertBatch).map((entity, i) => ({
        list_versions_id: versionId,
        ordinal: start + i,
        source: entity.source,
        source_id: entity.sourceId,
        kind: entity.kind,
        name: entity.name,
        entity: entity as unknown as string,
        fingerprint: entityFingerprint(entity),
      }));
      await tx`insert into alerts.list_entities ${tx(rows)}`;
    }
    await tx`update alerts.list_versions set is_current = false
      where source = ${list.source} and dataset = ${dataset} and is_current and organisations_id is not distinct from ${organisationsId}::uuid`;
    await tx`update alerts.list_versions set is_current = true where id = ${versionId}`;
    await pruneOldEntities(tx, list.source, dataset, organisationsId);
    return { source: list.source, dataset, versionId, status: 'imported' as const, entities: list.entities.length };
  });
};

const pruneOldEntities = async (tx: Tx, source: string, dataset: string, organisationsId: string | null): Promise<void> => {
  await tx`delete from alerts.list_entities where list_versions_id in (
    select id from alerts.list_versions where source = ${source} and dataset = ${dataset} and not is_current
       and organisations_id is not distinct from ${organisationsId}::uuid
     order by imported_at desc offset ${keptVersions - 1})`;
};

interface VersionRow {
  id: string;
  source: ListSource;
  dataset: string;
  published_at: Date | null;
  file_hash: string;
  files: string[];
  entity_counts: Record<string, number>;
  entity_total: number;
  imported_at: Date;
  refreshed_at: Date;
  is_current: boolean;
  origin: ListOrigin;
  is_sample: boolean;
  organisations_id: string | null;
}

const toVersion = (row: VersionRow): ListVersion & { dataset: string } => ({
  id: row.id,
  source: row.source,
  dataset: row.dataset,
  published_at: row.published_at?.toISOString() ?? null,
  file_hash: row.file_hash,
  files: row.files,
  entity_counts: row.entity_counts,
  entity_total: row.entity_total,
  imported_at: row.imported_at.toISOString(),
  refreshed_at: row.refreshed_at.toISOString(),
  is_current: row.is_current,
  origin: row.origin,
  is_sample: row.is_sample,
  scope: row.organisations_id ? 'organisation' : 'shared',
});

/**
 * Every stored version the tenancy sees (the shared ones and, with an organisation, its own), newest first per list;
 * an organisation's own versions before the shared ones.
 */
export const listVersions = async (db: Database, tenancy: Tenancy | null = null): Promise<(ListVersion & { dataset: string })[]> => {
  const rows = await db.tx(tenancy, (tx) => tx<VersionRow[]>`
    select id, source, dataset, published_at, file_hash, files, entity_counts, entity_total, imported_at, refreshed_at, is_current, origin,
           is_sample, organisations_id
      from alerts.list_versions order by source, dataset, organisations_id is null, imported_at desc`);
  return rows.map(toVersion);
};

/** One current version as the screening index knows it. */
export interface CurrentVersion {
  id: string;
  source: ListSource;
  dataset: string;
  publishedAt: string | null;
  importedAt: string;
}

/**
 * The current versions in a fixed order: the shared ones (no tenancy), or with `organisationsId` that organisation's
 * own versions (read in its tenancy, so nothing of another organisation is seen).
 */
export const currentVersions = async (db: Database, organisationsId: string | null = null): Promise<CurrentVersion[]> => {
  const rows = await db.tx(organisationsId ? { organisationsId } : null, (tx) => tx<{
    id: string; source: ListSource; dataset: string; published_at: Date | null; imported_at: Date;
  }[]>`select id, source, dataset, published_at, imported_at from alerts.list_versions
    where is_current and organisations_id is not distinct from ${organisationsId}::uuid order by id`);
  return rows.map((r) => ({ id: r.id, source: r.source, dataset: r.dataset, publishedAt: r.published_at?.toISOString() ?? null, importedAt: r.imported_at.toISOString() }));
};

/** The current versions' ids of the shared lists in a fixed order. */
export const currentVersionIds = async (db: Database): Promise<string[]> => (await currentVersions(db)).map((v) => v.id);

/** The organisations with an own current list version, and those versions' ids (system read: ids only). */
export const ownCurrentVersionIds = async (db: Database): Promise<Map<string, string[]>> => {
  const rows = await db.tx(null, (tx) => tx<{ organisations_id: string; id: string }[]>`select organisations_id, id from alerts.own_current_list_versions()`);
  const byOrganisation = new Map<string, string[]>();
  for (const row of rows) byOrganisation.set(row.organisations_id, [...(byOrganisation.get(row.organisations_id) ?? []), row.id]);
  return byOrganisation;
};

export interface StoredEntity {
  entity: ListEntity;
  versionId: string;
  fingerprint: string;
}

/** Entities read per query when the index is loaded: each page a short query (the embedded database serves one at a time). */
const entityPage = 500;

/** The entities of the given versions, as the engine reads them (an organisation's own versions in its tenancy). */
export const loadEntities = async (db: Database, versionIds: readonly string[], organisationsId: string | null = null): Promise<StoredEntity[]> => {
  const out: StoredEntity[] = [];
  const tenancy = organisationsId ? { organisationsId } : null;
  for (const versionId of [...versionIds].sort()) {
    for (let after = -1; ;) {
      const rows = await db.tx(tenancy, (tx) => tx<{ entity: ListEntity; list_versions_id: string; fingerprint: string; ordinal: number }[]>`
        select entity, list_versions_id, fingerprint, ordinal from alerts.list_entities
         where list_versions_id = ${versionId} and ordinal > ${after} order by ordinal limit ${entityPage}`);
      for (const r of rows) out.push({ entity: r.entity, versionId: r.list_versions_id, fingerprint: r.fingerprint });
      if (rows.length < entityPage) break;
      after = rows.at(-1)!.ordinal;
    }
  }
  return out;
};

/**
 * One entity by its key (`source:sourceId`) as the tenancy sees the lists: the organisation's own list first, from the
 * current version when it is still listed, else the newest stored.
 */
export const findEntity = async (
  db: Database,
  key: string,
  tenancy: Tenancy | null = null,
): Promise<(StoredEntity & { current: boolean; publishedAt: string | null }) | null> => {
  const split = key.indexOf(':');
  if (split < 1) return null;
  const [row] = await db.tx(tenancy, (tx) => tx<{ entity: ListEntity; list_versions_id: string; fingerprint: string; is_current: boolean; published_at: Date | null }[]>`
    select e.entity, e.list_versions_id, e.fingerprint, v.is_current, v.published_at
      from alerts.list_entities e join alerts.list_versions v on v.id = e.list_versions_id
     where e.source = ${key.slice(0, split)} and e.source_id = ${key.slice(split + 1)}
     order by v.organisations_id is null, v.is_current desc, v.imported_at desc limit 1`);
  return row
    ? { entity: row.entity, versionId: row.list_versions_id, fingerprint: row.fingerprint, current: row.is_current, publishedAt: row.published_at?.toISOString() ?? null }
    : null;
};
