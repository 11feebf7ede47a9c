import { describe, expect, it } from 'vitest';
import type { ListStatus, ListVersion } from '@tunne/contracts';
import { listWarnings, summariseList } from './list-summary.ts';

const version = (overrides: Partial<ListVersion>): ListVersion => ({
  id: 'v1', source: 'UK', published_at: null, file_hash: 'h', files: ['uk.xml'], entity_counts: {}, entity_total: 5, imported_at: '2026-11-02T08:00:00.000Z',
  refreshed_at: '2026-11-28T08:00:00.000Z', is_current: true, origin: 'folder', is_sample: false, scope: 'shared', ...overrides,
});
const status = (source: ListStatus['source'], versions: ListVersion[]): ListStatus => ({
  source, versions, current: versions.find((v) => v.is_current) ?? null, is_stale: versions.length === 0,
});

describe('list summary (issue 16 §6)', () => {
  it('counts the entries of every dataset in use and takes the oldest load time', () => {
    const bis = status('BIS', [
      version({ id: 'a', source: 'BIS', entity_total: 581, imported_at: '2026-11-03T08:00:00.000Z' }),
      version({ id: 'b', source: 'BIS', entity_total: 2001, imported_at: '2026-11-01T08:00:00.000Z' }),
      version({ id: 'old', source: 'BIS', entity_total: 10, is_current: false }),
    ]);
    expect(summariseList(bis)).toEqual({ source: 'BIS', loaded: true, entries: 2582, loadedAt: '2026-11-01T08:00:00.000Z', isSample: false, isStale: false });
  });

  it('uses the organisation\'s own list in place of the shared one', () => {
    const krp = status('KRP', [
      version({ id: 'own', source: 'KRP', entity_total: 12, scope: 'organisation', origin: 'upload' }),
      version({ id: 'shared', source: 'KRP', entity_total: 4, is_sample: true }),
    ]);
    expect(summariseList(krp)).toMatchObject({ entries: 12, isSample: false });
  });

  it('warns of a chosen list never loaded or loaded from a sample, not of a real one or one not chosen', () => {
    const statuses = [
      status('UK', [version({ is_sample: true })]),
      status('KRP', []),
      status('UN', [version({ source: 'UN', entity_total: 1003 })]),
      status('PEP', []),
    ];
    expect(listWarnings(['UN', 'UK', 'KRP'], statuses)).toEqual([
      { source: 'UK', problem: 'sample', entries: 5 },
      { source: 'KRP', problem: 'notLoaded', entries: 0 },
    ]);
  });
});
