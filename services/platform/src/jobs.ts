import { log } from './log.ts';

export interface ScheduledJob {
  stop: () => void;
  /** Runs the job now (unless it is already running) and resolves when it is done. */
  runNow: () => Promise<void>;
}

/**
 * Runs `fn` at start and then every `intervalMs`, never overlapping itself. The work must be idempotent
 * (several processes may run it); failures are logged and retried at the next tick.
 */
export const scheduleEvery = (name: string, intervalMs: number, fn: () => Promise<unknown>): ScheduledJob => {
  let running: Promise<void> | null = null;
  const runNow = (): Promise<void> => {
    if (running) return running;
    const started = Date.now();
    running = fn()
      .then((result) => {
        // A frequent poller that found nothing to do (result 0) is not news.
        if (result !== 0) log.info('job done', { job: name, ms: Date.now() - started, result: typeof result === 'number' ? result : undefined });
      })
      .catch((error: unknown) => {
        log.error('job failed', { job: name, error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void runNow(), 1000);
  first.unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearTimeout(first);
    },
    runNow,
  };
};
