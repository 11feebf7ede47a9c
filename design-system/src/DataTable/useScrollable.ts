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
    const cleanups: (() => void)[] = [];
    if (typeof ResizeObserver !== 'undefined') {
      const resized = new ResizeObserver(measure);
      resized.observe(element);
      if (element.firstElementChild) resized.observe(element.firstElementChild);
      cleanups.push(() => resized.disconnect());
    }
    // A cell's text that arrives later (a name looked up, a translation loaded) can widen the content without
    // resizing the observed boxes (a fixed-layout table keeps its width): any change inside is measured on the next
    // frame too.
    if (typeof MutationObserver !== 'undefined' && typeof requestAnimationFrame !== 'undefined') {
      let frame = 0;
      const changed = new MutationObserver(() => {
        if (frame) return;
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
      });
      changed.observe(element, { childList: true, subtree: true, characterData: true });
      cleanups.push(() => {
        changed.disconnect();
        if (frame) cancelAnimationFrame(frame);
      });
    }
    // A web font that arrives after the first paint widens text inside a fixed-layout table without resizing any
    // observed box or changing the DOM: measured again when fonts finish loading.
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    if (fonts) {
      let live = true;
      void fonts.ready.then(() => live && measure());
      fonts.addEventListener?.('loadingdone', measure);
      cleanups.push(() => {
        live = false;
        fonts.removeEventListener?.('loadingdone', measure);
      });
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [ref]);

  return scrollable;
}
