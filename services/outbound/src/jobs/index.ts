import { backgroundPacer, scheduleEvery } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';
import { runOutboundJobsOnce } from './reminders.ts';

export interface OutboundJobOptions {
  /** How often the job looks for due sends and reminders (default a minute: a LATER send goes within a minute of its time). */
  intervalMs?: number;
}

/**
 * The outbound service's background work: scheduled (LATER) sends and reminders, every minute in every instance
 * (each item goes once: docs/adr/0004-outbound-reminders.md). Between items it yields to people (BACKGROUND_SHARE).
 * Returns the function that stops it.
 */
export const startOutboundJobs = (deps: OutboundPortsDeps, options: OutboundJobOptions = {}): (() => void) => {
  const job = scheduleEvery('outbound.reminders', options.intervalMs ?? 60_000, async () => {
    const result = await runOutboundJobsOnce(deps, undefined, backgroundPacer());
    return result.delivered + result.moved + result.frozen + result.failed;
  });
  return job.stop;
};
