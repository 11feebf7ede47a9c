import { scheduleEvery } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { consumeCustomerEvents } from './customer-events.ts';
import { ensureInitialRuns, processFullRuns } from './full-runs.ts';
import { drainRecalcQueue } from './queue.ts';

export interface RiskJobs {
  stop: () => void;
  /** Runs the event consumer and the queue now (tests, e2e). */
  runNow: () => Promise<void>;
}

/**
 * The risk service's background work: customer events and queued customers every two seconds (a changed owner or
 * PEP shows in the score within seconds), full runs after settings changes, in slices of up to 10 s (batches with pauses between them).
 */
export const startRiskJobs = (deps: RiskDeps, options: { eventsMs?: number; runsMs?: number } = {}): RiskJobs => {
  const events = scheduleEvery('risk.events', options.eventsMs ?? 2000, async () => {
    let handled = 0;
    for (let n = await consumeCustomerEvents(deps); n > 0; n = await consumeCustomerEvents(deps)) handled += n;
    return handled + (await drainRecalcQueue(deps));
  });
  let initialised = false;
  const runs = scheduleEvery('risk.recalculation', options.runsMs ?? 1000, async () => {
    if (!initialised) {
      await ensureInitialRuns(deps);
      initialised = true;
    }
    return processFullRuns(deps, { budgetMs: 10_000 });
  });
  return {
    stop: () => {
      events.stop();
      runs.stop();
    },
    runNow: async () => {
      await events.runNow();
      await runs.runNow();
    },
  };
};
