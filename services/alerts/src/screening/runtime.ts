import { buildIndexInSlices, screen, type ListEntity, type ScreeningHit, type ScreeningIndex, type ScreeningQuery } from '@tunne/screening';
import type { CustomersPorts, ListSource } from '@tunne/contracts';
import { log, type Database } from '@tunne/platform';
import { currentVersions, entityKey, loadEntities, ownCurrentVersionIds, type CurrentVersion } from '../lists/store.ts';
import { createAlertChanges, type AlertChanges } from '../alert-changes.ts';

export interface RuntimeHit extends ScreeningHit {
  versionId: string;
  fingerprint: string;
}

/** A current list version as an alert names it when its entry is gone: source, dataset and publication date. */
export interface VersionLabel {
  id: string;
  label: string;
}

/**
 * The in-memory screening index of this process, built from the stored current list versions (ARCHITECTURE.md:
 * rebuilt per process, read-only between refreshes). `refresh` is cheap when nothing changed.
 *
 * The shared lists make one index; an organisation that has uploaded its own KRP list gets a small index of its
 * own, which replaces the shared KRP for that organisation only (issue 11 §6).
 */
export interface ScreeningRuntime {
  /** The shared current version ids joined: '' while no list is loaded. */
  readonly key: string;
  /** Per organisation with own lists, its current own version ids joined (the consumer re-screens it on a change). */
  readonly ownKeys: ReadonlyMap<string, string>;
  readonly size: number;
  /** Whether the organisation has any list to screen against (a shared one, or its own). */
  hasLists: (organisationsId?: string | null) => boolean;
  /** Reloads the index when the stored current versions differ from the loaded ones; true when it did. */
  refresh: () => Promise<boolean>;
  /** Screens against the lists as `organisationsId` sees them (its own KRP when it has one); null: the shared lists. */
  screen: (query: ScreeningQuery, organisationsId?: string | null) => RuntimeHit[];
  /** Whether the entity (`source:sourceId`) is in a current list the organisation screens against. */
  isListed: (key: string, organisationsId?: string | null) => boolean;
  /** The current version that replaced `versionId` (same source and dataset, else the same source) for the organisation. */
  currentVersionOf: (versionId: string, source: ListSource, organisationsId?: string | null) => VersionLabel | null;
  /** The version ids a query was screened against (shared plus the organisation's own). */
  versionIdsFor: (organisationsId?: string | null) => string[];
  /** Committed changes to customers' alerts, for other domains (risk). */
  readonly changes: AlertChanges;
  /** The customers service's ports (wired by the gateway): what screening reads, who may see a customer. */
  readonly customers: AlertsCustomerPorts;
}

/** The parts of the customers service's ports the alerts service uses. */
export type AlertsCustomerPorts = Pick<CustomersPorts, 'register' | 'events' | 'screening'>;

interface LoadedIndex {
  index: ScreeningIndex | null;
  meta: WeakMap<ListEntity, { versionId: string; fingerprint: string }>;
  keys: Set<string>;
  sources: Set<ListSource>;
  versions: CurrentVersion[];
  size: number;
}

const emptyIndex = (): LoadedIndex => ({ index: null, meta: new WeakMap(), keys: new Set(), sources: new Set(), versions: [], size: 0 });

const loadIndex = async (db: Database, versions: CurrentVersion[], organisationsId: string | null): Promise<LoadedIndex> => {
  const stored = await loadEntities(db, versions.map((v) => v.id), organisationsId);
  const meta = new WeakMap<ListEntity, { versionId: string; fingerprint: string }>();
  const keys = new Set<string>();
  for (const row of stored) {
    meta.set(row.entity, { versionId: row.versionId, fingerprint: row.fingerprint });
    keys.add(entityKey(row.entity));
  }
  return {
    // In slices: the process serves requests meanwhile (finding 8 of issue 10).
    index: stored.length > 0 ? await buildIndexInSlices(stored.map((row) => row.entity)) : null,
    meta,
    keys,
    sources: new Set(versions.map((v) => v.source)),
    versions,
    size: stored.length,
  };
};

const hitsOf = (loaded: LoadedIndex, query: ScreeningQuery): RuntimeHit[] => {
  if (!loaded.index) return [];
  return screen(loaded.index, query).map((hit) => {
    const found = loaded.meta.get(hit.entity);
    return { ...hit, versionId: found?.versionId ?? '', fingerprint: found?.fingerprint ?? '' };
  });
};

const labelOf = (version: CurrentVersion): string =>
  `${version.source}${version.dataset && !['fixture', version.source.toLowerCase()].includes(version.dataset) ? `/${version.dataset}` : ''} ${(version.publishedAt ?? version.importedAt).slice(0, 10)}`;

export const createScreeningRuntime = (db: Database, customers: AlertsCustomerPorts): ScreeningRuntime => {
  let key = '';
  let shared = emptyIndex();
  let own = new Map<string, LoadedIndex>();
  let ownKeys = new Map<string, string>();
  /** Every version ever loaded here (source and dataset of an alert's version, to find what replaced it). */
  const seen = new Map<string, { source: ListSource; dataset: string }>();
  let loading: Promise<boolean> | null = null;
  const changes = createAlertChanges();

  const load = async (): Promise<boolean> => {
    const versions = await currentVersions(db);
    const nextKey = versions.map((v) => v.id).join(',');
    const ownIds = await ownCurrentVersionIds(db);
    const nextOwnKeys = new Map([...ownIds].map(([organisationsId, ids]) => [organisationsId, ids.join(',')]));
    const sharedChanged = nextKey !== key || (!shared.index && versions.length > 0);
    const ownChanged = [...nextOwnKeys].some(([org, k]) => ownKeys.get(org) !== k) || [...ownKeys.keys()].some((org) => !nextOwnKeys.has(org));
    if (!sharedChanged && !ownChanged) return false;
    const started = Date.now();
    const nextShared = sharedChanged ? await loadIndex(db, versions, null) : shared;
    const nextOwn = new Map<string, LoadedIndex>();
    for (const [organisationsId, k] of nextOwnKeys) {
      const loaded = own.get(organisationsId);
      if (loaded && ownKeys.get(organisationsId) === k) nextOwn.set(organisationsId, loaded);
      else nextOwn.set(organisationsId, await loadIndex(db, await currentVersions(db, organisationsId), organisationsId));
    }
    for (const loaded of [nextShared, ...nextOwn.values()]) for (const v of loaded.versions) seen.set(v.id, { source: v.source, dataset: v.dataset });
    shared = nextShared;
    own = nextOwn;
    ownKeys = nextOwnKeys;
    key = nextKey;
    log.info('screening index loaded', { versions: versions.length, entities: shared.size, ownLists: own.size, ms: Date.now() - started });
    return true;
  };

  /** The organisation's own index and the sources it replaces, when it has one. */
  const ownOf = (organisationsId: string | null | undefined): LoadedIndex | null => (organisationsId ? own.get(organisationsId) ?? null : null);

  return {
    changes,
    customers,
    get key() {
      return key;
    },
    get ownKeys() {
      return ownKeys;
    },
    get size() {
      return shared.size;
    },
    hasLists: (organisationsId) => key !== '' || Boolean(organisationsId && ownKeys.has(organisationsId)),
    refresh: () => {
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    screen: (query, organisationsId) => {
      const mine = ownOf(organisationsId);
      if (!mine) return hitsOf(shared, query);
      // The organisation's own lists replace the shared ones of the same source; the rest comes from the shared index.
      const wanted: ListSource[] = query.sources ?? [...new Set([...shared.sources, ...mine.sources])];
      const ownSources = wanted.filter((s) => mine.sources.has(s));
      const sharedSources = wanted.filter((s) => !mine.sources.has(s));
      const hits = [
        ...(sharedSources.length > 0 ? hitsOf(shared, { ...query, sources: sharedSources }) : []),
        ...(ownSources.length > 0 ? hitsOf(mine, { ...query, sources: ownSources }) : []),
      ].sort((a, b) => b.score - a.score);
      return hits.slice(0, query.limit ?? 20);
    },
    isListed: (entity, organisationsId) => {
      const mine = ownOf(organisationsId);
      const source = entity.slice(0, entity.indexOf(':')) as ListSource;
      return mine?.sources.has(source) ? mine.keys.has(entity) : shared.keys.has(entity);
    },
    currentVersionOf: (versionId, source, organisationsId) => {
      const was = seen.get(versionId) ?? { source, dataset: null };
      const mine = ownOf(organisationsId);
      const pool = mine?.sources.has(was.source) ? mine.versions : shared.versions;
      const found = pool.find((v) => v.source === was.source && v.dataset === was.dataset) ?? pool.find((v) => v.source === was.source);
      return found ? { id: found.id, label: labelOf(found) } : null;
    },
    versionIdsFor: (organisationsId) => [
      ...shared.versions.filter((v) => !ownOf(organisationsId)?.sources.has(v.source)).map((v) => v.id),
      ...(ownOf(organisationsId)?.versions.map((v) => v.id) ?? []),
    ],
  };
};
