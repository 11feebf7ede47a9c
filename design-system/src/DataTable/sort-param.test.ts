import { describe, expect, it } from 'vitest';
import { compareNames, readPageParam, readSortParam, sortColumnOf, sortFromParam, sortToParam } from './sort-param';

describe('sort params', () => {
  it('reads and writes the URL form of a sort', () => {
    expect(sortFromParam('-created_at')).toEqual({ id: 'created_at', desc: true });
    expect(sortFromParam('name')).toEqual({ id: 'name', desc: false });
    expect(sortToParam({ id: 'name', desc: true })).toBe('-name');
    expect(sortToParam(sortFromParam('city'))).toBe('city');
  });
});

describe('URL sort and page', () => {
  it('reads a known sort and a positive page, falling back otherwise', () => {
    expect(readSortParam('-city', ['name', 'city'], 'name')).toBe('-city');
    expect(readSortParam('-x', ['name', 'city'], 'name')).toBe('name');
    expect(sortColumnOf('-city')).toBe('city');
    expect(readPageParam('3')).toBe(3);
    expect(readPageParam('-1')).toBe(1);
    expect(readPageParam(null)).toBe(1);
  });

  it('compares names as people read them', () => {
    expect(compareNames('asiakas 10', 'Asiakas 9')).toBeGreaterThan(0);
    expect(compareNames('Äyräpää', 'äyräpää')).toBe(0);
  });
});
