import { describe, expect, it } from 'vitest';
import { pendingQuery, pendingSearch, readPendingFilters } from './pending-query.ts';

describe('pending filters in the URL', () => {
  it('read the known values and drop the rest', () => {
    expect(readPendingFilters(new URLSearchParams('days=7&own=1&timeframe=this_month&page=2'))).toEqual({ days: 7, own: true, timeframe: 'this_month', page: 2 });
    expect(readPendingFilters(new URLSearchParams('days=5&own=yes&timeframe=tomorrow&page=-1'))).toEqual({ days: null, own: false, timeframe: 'all', page: 1 });
  });

  it('write only what differs from the defaults, and back again', () => {
    expect(pendingSearch({ days: null, own: false, timeframe: 'all', page: 1 })).toBe('');
    const search = pendingSearch({ days: 30, own: true, timeframe: 'last_year', page: 3 });
    expect(search).toBe('?days=30&own=1&timeframe=last_year&page=3');
    expect(readPendingFilters(new URLSearchParams(search))).toEqual({ days: 30, own: true, timeframe: 'last_year', page: 3 });
  });

  it('ask the API with the contracts\' PendingQuery names', () => {
    expect(pendingQuery({ days: 14, own: true, timeframe: 'today', page: 2 }, 10)).toEqual({ older_than_days: 14, own: true, timeframe: 'today', page: 2, size: 10 });
    expect(pendingQuery({ days: null, own: false, timeframe: 'all', page: 1 }, 10)).toEqual({ page: 1, size: 10 });
  });
});
