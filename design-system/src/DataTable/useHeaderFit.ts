import { useEffect, useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A fixed-layout table cuts what does not fit its columns. Its headers must stay readable ("Kaupunki",
 * "Avdelning"): when a header's word is wider than its column, the table is given the width at which it fits
 * and scrolls sideways in its own area instead. Column widths are shares of the table, so the table needs
 * (column + overflow) / column times its width (only such shares are measured: a column of a fixed length would
 * never grow). Returns that width in px (null while everything fits); it is
 * measured again when the table resizes and starts over when `key` (the header texts) changes.
 */
export function useHeaderFit(tableRef: RefObject<HTMLTableElement | null>, enabled: boolean, key: string): number | null {
  const [fit, setFit] = useState<{ key: string; width: number } | null>(null);

  useIsomorphicLayoutEffect(() => {
    const table = tableRef.current;
    if (!enabled || !table) return undefined;
    const measure = () => {
      const tableWidth = table.getBoundingClientRect().width;
      if (tableWidth <= 0) return;
      let needed = 0;
      for (const text of table.querySelectorAll<HTMLElement>('thead [data-header-text]')) {
        const overflow = text.scrollWidth - text.clientWidth;
        const cellWidth = text.closest('th')?.getBoundingClientRect().width ?? 0;
        if (overflow > 0 && cellWidth > 0) needed = Math.max(needed, (tableWidth * (cellWidth + overflow)) / cellWidth);
      }
      if (needed <= tableWidth + 0.5) return;
      const width = Math.ceil(needed);
      setFit((current) => (current?.key === key && current.width >= width ? current : { key, width }));
    };
    measure();
    // The shipped font arrives after the first paint and widens the words.
    void document.fonts?.ready.then(() => table.isConnected && measure());
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, [tableRef, enabled, key]);

  return enabled && fit?.key === key ? fit.width : null;
}
