import { describe, expect, it } from 'vitest';
import { activeFilterCount, defaultQuery, filterParams, nextSort, pageCount, readListQuery, writeListQuery } from './list-query.ts';

const team = '3f2c1a4e-1111-4222-8333-944455556666';

describe('list query', () => {
  it('reads defaults and ignores unknown sorts, bad ids and bad pages', () => {
    expect(readListQuery(new URLSearchParams(''))).toEqual(defaultQuery);
    expect(readListQuery(new URLSearchParams('sort=drop&page=-3&team=x&risk=BAD&own=1&size=1000'))).toEqual(defaultQuery);
    expect(readListQuery(new URLSearchParams('search=Oy&sort=-created_at&page=2'))).toEqual({ ...defaultQuery, name: 'Oy', sort: '-created_at', page: 2 });
  });

  it('still reads an old link\'s name= as the search text', () => {
    expect(readListQuery(new URLSearchParams('name=Oy'))).toEqual({ ...defaultQuery, name: 'Oy' });
    expect(readListQuery(new URLSearchParams('search=1000000-4&name=Oy')).name).toBe('1000000-4');
  });

  it('round-trips every tool through the URL', () => {
    const query = {
      ...defaultQuery,
      name: 'Oy',
      team,
      tag: team,
      owner: team,
      risk: 'HIGH' as const,
      not_in_prepayment: true,
      kycclock_alarming: true,
      monitored: true,
      own: true,
      sort: '-riskscores_level' as const,
      page: 4,
      size: 500 as const,
    };
    const text = writeListQuery(query);
    expect(readListQuery(new URLSearchParams(text.slice(1)))).toEqual(query);
  });

  it('writes only non-default values', () => {
    expect(writeListQuery(defaultQuery)).toBe('');
    expect(writeListQuery({ ...defaultQuery, name: ' Oy ', sort: '-name', page: 3 })).toBe('?search=Oy&sort=-name&page=3');
    expect(writeListQuery({ ...defaultQuery, monitored: true })).toBe('?monitored=true');
    expect(writeListQuery({ ...defaultQuery, size: 500 })).toBe('?size=500');
  });

  it('gives the API only the filters that are set', () => {
    expect(filterParams(defaultQuery)).toEqual({});
    expect(filterParams({ ...defaultQuery, team, own: true })).toEqual({ team, own: 'true' });
    // The text box is the list's free search: a name, or a business id / identity code as typed (issue 16 §5).
    expect(filterParams({ ...defaultQuery, name: ' 10000004 ' })).toEqual({ search: '10000004' });
    expect(filterParams({ ...defaultQuery, name: '131052-308t' })).toEqual({ search: '131052-308t' });
    expect(activeFilterCount({ ...defaultQuery, name: 'x', team, own: true })).toBe(2);
  });

  it('toggles sort direction per column', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('name', 'kycclock_alarm_at')).toBe('kycclock_alarm_at');
  });

  it('counts pages', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
