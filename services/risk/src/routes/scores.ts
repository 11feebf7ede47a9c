import type { Hono } from 'hono';
import { IdParams, RiskHistoryQuery, RiskScoreQuery, type RiskScore } from '@tunne/contracts';
import { ok, readParams, readQuery, tenancyOf, type AuthEnv } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { recalculate } from '../recalculate.ts';
import { getScore, scoreAt, scoreHistory } from '../repo/scores.ts';
import { withCustomer } from './customer-scope.ts';

const notCalculated = (customersId: string): RiskScore => ({
  customers_id: customersId, calculated_at: null, level: 'NA', points: 0, na_reason: null, unanswered_mandatory: 0, breakdown: [],
});

/** The automatic risk score (spec §3 Risk score) and its history: the score in force on any date. */
export const scoreRoutes = (app: Hono<AuthEnv>, deps: RiskDeps): void => {
  app.get('/api/v2.5/user/customers/:id/riskscores', async (c) => {
    const { id } = readParams(c, IdParams);
    const { at } = readQuery(c, RiskScoreQuery);
    const principal = c.get('principal');
    if (at) {
      const entry = await withCustomer(deps, principal, id, (tx) => scoreAt(tx, id, new Date(at)));
      if (!entry) return ok(c, notCalculated(id));
      const { id: _historyId, cause: _cause, ...score } = entry;
      return ok(c, { customers_id: id, ...score } satisfies RiskScore);
    }
    let score = await withCustomer(deps, principal, id, (tx) => getScore(tx, id));
    if (!score) {
      // A customer the event consumer has not reached yet (just created): calculated now, as the organisation.
      await recalculate(deps, principal.organisationsId, [id], 'FIRST');
      score = await deps.db.tx(tenancyOf(principal), (tx) => getScore(tx, id));
    }
    return ok(c, score ?? notCalculated(id));
  });

  app.get('/api/v2.5/user/customers/:id/riskscores/history', async (c) => {
    const { id } = readParams(c, IdParams);
    const { page = 1, size = 50 } = readQuery(c, RiskHistoryQuery);
    return ok(c, await withCustomer(deps, c.get('principal'), id, (tx) => scoreHistory(tx, id, page, size)));
  });
};
