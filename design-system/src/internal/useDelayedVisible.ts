import { useEffect, useState } from 'react';

/** True once `delayMs` has passed while `active`; resets when `active` turns false. */
export function useDelayedVisible(active: boolean, delayMs: number): boolean {
  const [visible, setVisible] = useState(active && delayMs <= 0);

  useEffect(() => {
    if (!active) {
      setVisible(false);
      return undefined;
    }
    if (delayMs <= 0) {
      setVisible(true);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);

  return visible;
}
