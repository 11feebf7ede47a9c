import { describe, expect, it } from 'vitest';
import { nextRowIndex } from './row-keys.ts';

describe('nextRowIndex', () => {
  it('moves by one, by a page and to the ends, never past them', () => {
    expect(nextRowIndex('ArrowDown', 0, 500, 14)).toBe(1);
    expect(nextRowIndex('ArrowDown', 499, 500, 14)).toBe(499);
    expect(nextRowIndex('ArrowUp', 0, 500, 14)).toBe(0);
    expect(nextRowIndex('PageDown', 490, 500, 14)).toBe(499);
    expect(nextRowIndex('PageUp', 20, 500, 14)).toBe(6);
    expect(nextRowIndex('Home', 250, 500, 14)).toBe(0);
    expect(nextRowIndex('End', 3, 500, 14)).toBe(499);
    expect(nextRowIndex('a', 3, 500, 14)).toBeNull();
    expect(nextRowIndex('End', 0, 0, 14)).toBeNull();
  });
});
