import { backgroundPacer, scheduleEvery } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';
import { resumeEsignatureCompletions } from '../esignatures/complete.ts';
import { runOutboundJobsOnce } from './reminders.ts';

export interface OutboundJobOptions {
  /** How often the job looks for due sends and reminders (default a minute: a LATER send goes within a minute of its time). */
  intervalMs?: number;
}

/**
 * The outbound service's background work: scheduled (LATER) sends, reminders and e-signature completions left pending
 * by a crash, every minute in every instance
 * (each item goes once: docs/adr/0004-outbound-reminders.md). Between items it yields to people (BACKGROUND_SHARE).
 * Returns the function that stops it.
 */
export const startOutboundJobs = (deps: OutboundPortsDeps, options: OutboundJobOptions = {}): (() => void) => {
  const job = scheduleEvery('outbound.reminders', options.intervalMs ?? 60_000, async () => {
    const pace = backgroundPacer();
    const result = await runOutboundJobsOnce(deps, undefined, pace);
    // E-signature completions a crash left pending (issue 26): resumed here, at start and every minute.
    const resumed = await resumeEsignatureCompletions(deps, pace);
    return result.delivered + result.moved + result.frozen + result.failed + resumed;
  });
  return job.stop;
};
