import { buildIndexInSlices, screen, type ListEntity, type ScreeningHit, type ScreeningIndex, type ScreeningQuery } from '@tunne/screening';
import { log, type Database } from '@tunne/platform';
import { currentVersionIds, loadEntities } from '../lists/store.ts';
import { createAlertChanges, type AlertChanges } from '../alert-changes.ts';

export interface RuntimeHit extends ScreeningHit {
  versionId: string;
  fingerprint: string;
}

/**
 * The in-memory screening index of this process, built from the stored current list versions (ARCHITECTURE.md:
 * rebuilt per process, read-only between refreshes). `refresh` is cheap when nothing changed.
 */
export interface ScreeningRuntime {
  /** The current version ids joined: '' while no list is loaded. */
  readonly key: string;
  readonly size: number;
  /** Reloads the index when the stored current versions differ from the loaded ones; true when it did. */
  refresh: () => Promise<boolean>;
  screen: (query: ScreeningQuery) => RuntimeHit[];
  /** Committed changes to customers' alerts, for other domains (risk). */
  readonly changes: AlertChanges;
}

export const createScreeningRuntime = (db: Database): ScreeningRuntime => {
  let key = '';
  let index: ScreeningIndex | null = null;
  let size = 0;
  let meta = new WeakMap<ListEntity, { versionId: string; fingerprint: string }>();
  let loading: Promise<boolean> | null = null;
  const changes = createAlertChanges();

  const load = async (): Promise<boolean> => {
    const ids = await currentVersionIds(db);
    const nextKey = ids.join(',');
    if (nextKey === key && (index || ids.length === 0)) return false;
    const started = Date.now();
    const stored = await loadEntities(db, ids);
    const nextMeta = new WeakMap<ListEntity, { versionId: string; fingerprint: string }>();
    for (const row of stored) nextMeta.set(row.entity, { versionId: row.versionId, fingerprint: row.fingerprint });
    // In slices: the process serves requests meanwhile (finding 8 of issue 10).
    const nextIndex = stored.length > 0 ? await buildIndexInSlices(stored.map((row) => row.entity)) : null;
    index = nextIndex;
    meta = nextMeta;
    size = stored.length;
    key = nextKey;
    log.info('screening index loaded', { versions: ids.length, entities: stored.length, ms: Date.now() - started });
    return true;
  };

  return {
    changes,
    get key() {
      return key;
    },
    get size() {
      return size;
    },
    refresh: () => {
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    screen: (query) => {
      if (!index) return [];
      return screen(index, query).map((hit) => {
        const found = meta.get(hit.entity);
        return { ...hit, versionId: found?.versionId ?? '', fingerprint: found?.fingerprint ?? '' };
      });
    },
  };
};
