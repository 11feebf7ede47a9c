import { useCallback, useEffect, useState } from 'react';

/**
 * A wait of `seconds` that starts at once and again on restart(): the seconds left (0 when over), counted from the
 * clock on each tick, so a throttled background tab still ends it on time.
 */
export const useCooldown = (seconds: number): { secondsLeft: number; restart: () => void } => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const running = secondsLeft > 0;

  // One interval per wait, not per tick.
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { secondsLeft, restart };
};
