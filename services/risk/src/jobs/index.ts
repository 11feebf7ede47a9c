import { euListMaxAgeDaysDefault } from '@tunne/contracts';
import { scheduleEvery } from '@tunne/platform';
import { applyEuListChanges, refreshEuListFromUrl } from '../eu-lists.ts';
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
export interface RiskJobOptions {
  eventsMs?: number;
  runsMs?: number;
  /** RISK_EU_LIST_URL: where the scheduled refresh fetches the EU list of high-risk third countries (file form). */
  euListUrl?: string | null;
  /** RISK_EU_LIST_REFRESH_HOURS (default 6): the refresh, and the check whether another version came into force. */
  euListHours?: number;
}

/** Reads RISK_EU_LIST_URL and RISK_EU_LIST_REFRESH_HOURS (services/risk/README.md). */
export const riskJobOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): RiskJobOptions => {
  const hours = Number(env.RISK_EU_LIST_REFRESH_HOURS ?? 6);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error('RISK_EU_LIST_REFRESH_HOURS must be a positive number');
  const url = env.RISK_EU_LIST_URL?.trim() || null;
  if (url && !/^https?:\/\//.test(url)) throw new Error('RISK_EU_LIST_URL must be an http(s) URL');
  return { euListUrl: url, euListHours: hours };
};

/**
 * What the EU list screen says of the shared versions (issue 25 §3): whether they come from RISK_EU_LIST_URL, and after
 * how many days without a successful check it warns (RISK_EU_LIST_MAX_AGE_DAYS, default 35).
 */
export const euListOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): { sharedFromUrl: boolean; maxAgeDays: number } => {
  const days = Number(env.RISK_EU_LIST_MAX_AGE_DAYS ?? euListMaxAgeDaysDefault);
  if (!Number.isInteger(days) || days <= 0) throw new Error('RISK_EU_LIST_MAX_AGE_DAYS must be a positive whole number');
  return { sharedFromUrl: !!env.RISK_EU_LIST_URL?.trim(), maxAgeDays: days };
};

/**
 * The EU list step: fetch a new shared version when a URL is configured, then rescore every organisation whose
 * version in force changed (a new version, or one whose date has come).
 */
export const refreshEuLists = async (deps: RiskDeps, url: string | null | undefined, now: Date = new Date()): Promise<number> => {
  if (url) await refreshEuListFromUrl(deps.db, url);
  return applyEuListChanges(deps.db, await deps.customers.register.organisations(), now);
};

/**
 * Issue 25 §8: a PEP stays an EDD trigger until 12 months after the function ended, and time passing writes no
 * customer event — so every customer whose stored score has a PEP record among its triggers is queued for a new
 * calculation (risk migration 00057), which drops a PEP whose 12 months are over. Returns how many were queued.
 */
export const queuePepTriggered = async (deps: RiskDeps): Promise<number> => {
  const [row] = await deps.db.tx(null, (tx) => tx<{ queued: number }[]>`select risk.queue_pep_triggered() as queued`);
  return row?.queued ?? 0;
};

export const startRiskJobs = (deps: RiskDeps, options: RiskJobOptions = {}): RiskJobs => {
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
  const euLists = scheduleEvery('risk.eulists', (options.euListHours ?? 6) * 3_600_000, () => refreshEuLists(deps, options.euListUrl));
  // Twice a day is plenty for a 12-month rule counted in days.
  const pepExpiry = scheduleEvery('risk.pepexpiry', 12 * 3_600_000, () => queuePepTriggered(deps));
  return {
    stop: () => {
      events.stop();
      runs.stop();
      euLists.stop();
      pepExpiry.stop();
    },
    runNow: async () => {
      await events.runNow();
      await runs.runNow();
    },
  };
};
