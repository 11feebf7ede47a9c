import { describe, expect, it } from 'vitest';
import { leadStatuses } from '@tunne/contracts';
import { defaultLeadQuery, leadStatusLight, nextLeadSort, readLeadQuery, writeLeadQuery } from './list-query.ts';

describe('leads list query', () => {
  it('reads and writes the view in the URL, ignoring unknown values', () => {
    expect(readLeadQuery(new URLSearchParams(''))).toEqual(defaultLeadQuery);
    const query = readLeadQuery(new URLSearchParams('search=oy&status=CONTACTED&sort=-created_at&page=2'));
    expect(query).toEqual({ search: 'oy', status: 'CONTACTED', sort: '-created_at', page: 2 });
    expect(writeLeadQuery(query)).toBe('?search=oy&status=CONTACTED&sort=-created_at&page=2');
    expect(readLeadQuery(new URLSearchParams('status=MAYBE&sort=password&page=-1'))).toEqual(defaultLeadQuery);
    expect(writeLeadQuery(defaultLeadQuery)).toBe('');
  });

  it('toggles the sort direction and lights the statuses', () => {
    expect(nextLeadSort('name', 'name')).toBe('-name');
    expect(nextLeadSort('-name', 'status')).toBe('status');
    expect(leadStatuses.map(leadStatusLight)).toEqual(['grey', 'yellow', 'green', 'grey']);
  });
});
