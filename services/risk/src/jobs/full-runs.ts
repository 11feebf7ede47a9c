import { backgroundPacer } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { recalculate } from '../recalculate.ts';

interface Run {
  generation: string;
  after_id: string | null;
  cause: string;
}

export interface RunOptions {
  batchSize?: number;
  /** Stop starting new batches after this long (at least one runs; the job comes back at its next tick). */
  budgetMs?: number;
}

/**
 * Customers per batch. Each batch is a few short transactions (inputs, scores, the levels written back); on the
 * embedded database, which serves one query at a time, every other request waits for the one running, and writing
 * 1,000 levels took up to a second there; during a full re-screen beside it, 100 customers' levels and review dates were
 * statements of 100–150 ms, 25 some 30 ms (finding 8 of issue 10; security/src/embedded-availability.test.ts). PostgreSQL serves other requests
 * meanwhile, but on two cores a batch of 1,000 (scoring in JS, then its writes) held the CPU a request needed: 200
 * keeps each step short (issue 12 §10).
 */
export const fullRunBatchSize = (deps: RiskDeps): number => (deps.db.embedded ? 25 : 200);

/**
 * Full recalculations after a settings or questionnaire change: every customer of the organisation, in batches of
 * customer ids, each batch in its own short transactions, paced (backgroundPacer: requests being served go first,
 * and the run rests in proportion to its work), so API requests are served meanwhile. A newer change restarts the
 * run (its generation moves on) and a batch of an outdated generation does not move the cursor. Returns the customers calculated.
 */
export const processFullRuns = async (deps: RiskDeps, options: RunOptions = {}): Promise<number> => {
  const batchSize = options.batchSize ?? fullRunBatchSize(deps);
  const deadline = Date.now() + (options.budgetMs ?? Number.POSITIVE_INFINITY);
  const pace = backgroundPacer();
  const organisations = await deps.db.tx(null, (tx) => tx<{ id: string }[]>`select risk.pending_runs() as id`);
  let total = 0;
  for (const { id: organisationsId } of organisations) {
    for (;;) {
      const [run] = await deps.db.tx({ organisationsId }, (tx) => tx<Run[]>`
        select generation::text, after_id, cause from risk.recalc_runs where finished_at is null`);
      if (!run) break;
      const ids = await deps.customers.register.customerIds(organisationsId, run.after_id, batchSize);
      if (ids.length > 0) await recalculate(deps, organisationsId, ids, run.cause);
      total += ids.length;
      await deps.db.tx({ organisationsId }, (tx) => tx`update risk.recalc_runs
        set after_id = ${ids.at(-1) ?? run.after_id}::uuid, processed = processed + ${ids.length},
            finished_at = case when ${ids.length < batchSize} then now() end
        where generation = ${run.generation}::bigint and finished_at is null`);
      if (Date.now() >= deadline) return total;
      await pace();
    }
  }
  return total;
};

/** Organisations with customers that risk has never scored (first start over an existing register) get a run. */
export const ensureInitialRuns = async (deps: RiskDeps): Promise<number> => {
  const [organisations, known] = await Promise.all([
    deps.customers.register.organisations(),
    deps.db.tx(null, (tx) => tx<{ id: string }[]>`select risk.known_organisations() as id`),
  ]);
  const seen = new Set(known.map((k) => k.id));
  const missing = organisations.filter((id) => !seen.has(id));
  for (const organisationsId of missing) {
    await deps.db.tx({ organisationsId }, (tx) => tx`insert into risk.recalc_runs (cause) values ('FIRST') on conflict do nothing`);
  }
  return missing.length;
};
