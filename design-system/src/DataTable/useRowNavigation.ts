import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';

/**
 * The row a key moves to in a list of `count` rows (grid-like keyboard access); null for keys that do not
 * move. `pageRows` is how many rows PageUp/PageDown jump.
 */
export function nextRowIndex(key: string, index: number, count: number, pageRows: number): number | null {
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
}

type Options = {
  enabled: boolean;
  count: number;
  /** The rows in the DOM now: all of them, or the virtual window's first and last index. */
  drawn: { first: number; last: number };
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Brings a row into view before it is focused (virtual rows); without it the focus scrolls it in. */
  scrollToIndex?: (index: number) => void;
  /** How many rows PageUp/PageDown jump. */
  pageRows: () => number;
  /** Changes when another page or order is shown: the first row becomes the active one again. */
  resetKey?: string;
};

export type RowNavigationProps = {
  tabIndex: number;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => void;
  onClick: (event: MouseEvent<HTMLTableRowElement>) => void;
};

/**
 * Rows that open (a click or Enter): one row is in the tab order, and the arrow keys, Home/End and
 * PageUp/PageDown move between rows, drawing and scrolling the target in first when it is virtual.
 */
export function useRowNavigation({ enabled, count, drawn, scrollRef, scrollToIndex, pageRows, resetKey }: Options) {
  const [active, setActive] = useState(0);
  const focusAfterRender = useRef<number | null>(null);

  useEffect(() => {
    setActive(0);
  }, [resetKey]);

  // A row reached by keyboard may have to be drawn first: focus it once it is in the DOM.
  useEffect(() => {
    const index = focusAfterRender.current;
    if (index === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tbody > tr[data-index="${index}"]`);
    if (row) {
      focusAfterRender.current = null;
      // A virtualiser already scrolled the row in; a plain focus() would also scroll the page around it.
      row.focus({ preventScroll: scrollToIndex !== undefined });
    }
  });

  const activeIndex = Math.min(active, Math.max(count - 1, 0));
  // The row in the tab order: the active one, or the first drawn row when the active one scrolled away.
  const tabbable = activeIndex >= drawn.first && activeIndex <= drawn.last ? activeIndex : drawn.first;

  const moveTo = (index: number) => {
    setActive(index);
    focusAfterRender.current = index;
    scrollToIndex?.(index);
  };

  return (index: number, open: () => void): RowNavigationProps | undefined =>
    enabled
      ? {
          tabIndex: index === tabbable ? 0 : -1,
          onFocus: () => setActive(index),
          onKeyDown: (event) => {
            if (event.target !== event.currentTarget) return;
            if (event.key === 'Enter') {
              open();
              return;
            }
            const next = nextRowIndex(event.key, index, count, pageRows());
            if (next === null) return;
            event.preventDefault();
            moveTo(next);
          },
          onClick: (event) => {
            setActive(index);
            // Links and buttons inside the row handle themselves (and keep ctrl/middle click native).
            if ((event.target as HTMLElement).closest('a, button, input, label')) return;
            open();
          },
        }
      : undefined;
}
