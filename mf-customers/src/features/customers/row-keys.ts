/**
 * The row a key moves to in a list of `count` rows (grid-like keyboard access for the customer table);
 * null for keys that do not move. `pageRows` is how many rows PageUp/PageDown jump.
 */
export const nextRowIndex = (key: string, index: number, count: number, pageRows: number): number | null => {
  if (count === 0) return null;
  const clamp = (value: number) => Math.min(count - 1, Math.max(0, value));
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1);
    case 'ArrowUp':
      return clamp(index - 1);
    case 'PageDown':
      return clamp(index + pageRows);
    case 'PageUp':
      return clamp(index - pageRows);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};
