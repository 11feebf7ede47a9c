import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * True while the area's content is wider or taller than the area: a keyboard user must then be able to reach
 * it and scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`). The table's scroll area becomes a named,
 * focusable group (not a landmark: the card around it already is one) only while it actually scrolls; a table
 * that fits adds no tab stop.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);

  return scrollable;
}
