import type { ListSource, ListStatus, ListVersion } from '@tunne/contracts';

/** What the settings say of one list: how many entries screening reads, when they were loaded, and whether a sample. */
export interface ListSummary {
  source: ListSource;
  /** No version loaded: screening against the list finds nothing. */
  loaded: boolean;
  entries: number;
  /** When the oldest of the versions in use was loaded (ISO); null when none is. */
  loadedAt: string | null;
  /** A sample (services/alerts lists/sample.ts): a few entries, not the published list. */
  isSample: boolean;
  isStale: boolean;
}

/**
 * The versions screening uses for a list: the organisation's own current ones (an uploaded KRP list) in place of the
 * shared ones, every dataset of the list together (BIS has several).
 */
const versionsInUse = (status: ListStatus): ListVersion[] => {
  const current = status.versions.filter((version) => version.is_current);
  const own = current.filter((version) => version.scope === 'organisation');
  const used = own.length > 0 ? own : current;
  return used.length > 0 ? used : status.current ? [status.current] : [];
};

export const summariseList = (status: ListStatus): ListSummary => {
  const used = versionsInUse(status);
  return {
    source: status.source,
    loaded: used.length > 0,
    entries: used.reduce((sum, version) => sum + version.entity_total, 0),
    loadedAt: used.map((version) => version.imported_at).sort()[0] ?? null,
    isSample: used.some((version) => version.is_sample),
    isStale: status.is_stale,
  };
};

export interface ListWarning {
  source: ListSource;
  problem: 'notLoaded' | 'sample';
  entries: number;
}

/** The chosen lists screening would read nothing or only a sample from, in the order chosen. */
export const listWarnings = (chosen: readonly ListSource[], statuses: readonly ListStatus[]): ListWarning[] =>
  chosen.flatMap((source): ListWarning[] => {
    const status = statuses.find((candidate) => candidate.source === source);
    const summary = status ? summariseList(status) : null;
    if (!summary || !summary.loaded) return [{ source, problem: 'notLoaded', entries: 0 }];
    return summary.isSample ? [{ source, problem: 'sample', entries: summary.entries }] : [];
  });
