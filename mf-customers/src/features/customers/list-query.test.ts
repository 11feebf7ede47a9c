import { describe, expect, it } from 'vitest';
import { nextSort, pageCount, readListQuery, sortDirection, writeListQuery } from './list-query.ts';

describe('list query', () => {
  it('reads defaults and ignores unknown sorts and bad pages', () => {
    expect(readListQuery(new URLSearchParams(''))).toEqual({ name: '', sort: 'name', page: 1 });
    expect(readListQuery(new URLSearchParams('sort=drop&page=-3'))).toEqual({ name: '', sort: 'name', page: 1 });
    expect(readListQuery(new URLSearchParams('name=Oy&sort=-created_at&page=2'))).toEqual({ name: 'Oy', sort: '-created_at', page: 2 });
  });

  it('writes only non-default values', () => {
    expect(writeListQuery({ name: '', sort: 'name', page: 1 })).toBe('');
    expect(writeListQuery({ name: ' Oy ', sort: '-name', page: 3 })).toBe('?name=Oy&sort=-name&page=3');
  });

  it('toggles sort direction per column', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('name', 'created_at')).toBe('created_at');
    expect(sortDirection('-created_at', 'created_at')).toBe('descending');
    expect(sortDirection('name', 'created_at')).toBe('none');
  });

  it('counts pages', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
