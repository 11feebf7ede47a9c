import { describe, expect, it } from 'vitest';
import { nextRowIndex } from './useRowNavigation';

describe('nextRowIndex', () => {
  it('moves by arrow, page and to the ends, staying inside the list', () => {
    expect(nextRowIndex('ArrowDown', 0, 10, 4)).toBe(1);
    expect(nextRowIndex('ArrowUp', 0, 10, 4)).toBe(0);
    expect(nextRowIndex('PageDown', 8, 10, 4)).toBe(9);
    expect(nextRowIndex('PageUp', 5, 10, 4)).toBe(1);
    expect(nextRowIndex('Home', 5, 10, 4)).toBe(0);
    expect(nextRowIndex('End', 5, 10, 4)).toBe(9);
    expect(nextRowIndex('a', 5, 10, 4)).toBeNull();
    expect(nextRowIndex('ArrowDown', 0, 0, 4)).toBeNull();
  });
});
