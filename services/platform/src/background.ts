import type { MiddlewareHandler } from 'hono';

/**
 * Background work yields to people (issue 12 §10). Every service app (createServiceApp) counts the API requests this
 * process is serving; the background jobs (screening, rescoring, import follow-ups) work in slices and call a pacer
 * between them, which
 * - waits while requests are being served (for at most `maxWaitMs`, so the work never starves under steady use), and
 * - while people are using the system (a request within the last `activeWindowMs`), rests in proportion to the
 *   slice just done, so the jobs take about `share` of the time: the database and the two cores are left free often
 *   enough that a request arriving meanwhile starts without queueing behind a run of slices. With nobody about (a
 *   first start, the night) the work runs at full speed.
 * Before, right after a first start on 100,000 customers, the customer list's first page took p95 200–270 ms while
 * screening and scoring ran (25–95 ms otherwise); bench/background measures it (bench/README.md, "Issue 12 §10").
 */
export interface BackgroundPacing {
  /** The share of wall time background work may take while it has work (0 < share ≤ 1; 1: no rest). */
  share: number;
  /** The longest a slice waits for requests in flight to finish. */
  maxWaitMs: number;
  /** The longest rest after one slice. */
  maxRestMs: number;
  /** How long after the last request people count as being about. */
  activeWindowMs: number;
  /** Requests the work itself runs in (an import runs inside its own request): only more than these are waited for. */
  ownRequests?: number;
}

/** BACKGROUND_SHARE (default 0.5, README.md): the share of time background jobs may take while people are about. */
export const backgroundPacing: BackgroundPacing = {
  share: Number(process.env.BACKGROUND_SHARE ?? 0.5),
  maxWaitMs: 250,
  maxRestMs: 500,
  activeWindowMs: 3000,
};

let inFlight = 0;
let lastRequestAt = Number.NEGATIVE_INFINITY;

/** API requests this process is serving now. */
export const requestsInFlight = (): number => inFlight;

/** Counts the request while it is served (createServiceApp installs it on /api/*). */
export const countRequestsInFlight: MiddlewareHandler = async (_c, next) => {
  inFlight += 1;
  lastRequestAt = performance.now();
  try {
    await next();
  } finally {
    inFlight -= 1;
    lastRequestAt = performance.now();
  }
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * While people are about: rests in proportion to `workedMs`, then waits while requests are in flight (at most
 * `maxWaitMs`). Otherwise only gives the event loop back.
 */
export const yieldToPeople = async (workedMs: number, pacing: BackgroundPacing = backgroundPacing): Promise<void> => {
  const share = Math.min(1, Math.max(0.05, Number.isFinite(pacing.share) ? pacing.share : 0.5));
  const own = pacing.ownRequests ?? 0;
  // Work inside a request of its own started that request itself: then only other requests in flight count.
  const peopleAbout = inFlight > own || (own === 0 && performance.now() - lastRequestAt < pacing.activeWindowMs);
  const rest = peopleAbout ? Math.min(pacing.maxRestMs, (workedMs * (1 - share)) / share) : 0;
  if (rest >= 1) await sleep(rest);
  else await new Promise<void>((resolve) => setImmediate(resolve));
  const until = Date.now() + pacing.maxWaitMs;
  while (inFlight > (pacing.ownRequests ?? 0) && Date.now() < until) await sleep(2);
};

/**
 * A pacer for one run of background work: `await pace()` between slices yields to people after the time worked
 * since the previous call (or since the pacer was made).
 */
export const backgroundPacer = (pacing: BackgroundPacing = backgroundPacing): (() => Promise<void>) => {
  let started = performance.now();
  return async () => {
    await yieldToPeople(performance.now() - started, pacing);
    started = performance.now();
  };
};
