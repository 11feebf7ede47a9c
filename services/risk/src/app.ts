import type { Hono } from 'hono';
import { createServiceApp, requireAdmin, requireAuth, type AuthEnv, type Database, type PrincipalResolver, type TokenService } from '@tunne/platform';
import { inProcessCustomers, type AlertPort, type CustomerPort, type RiskDeps } from './ports.ts';
import { answerRoutes } from './routes/answers.ts';
import { assessmentRoutes } from './routes/assessments.ts';
import { countryRoutes } from './routes/countries.ts';
import { euListRoutes } from './routes/eu-lists.ts';
import { questionRoutes } from './routes/questions.ts';
import { ratingRoutes } from './routes/ratings.ts';
import { scoreRoutes } from './routes/scores.ts';
import { settingsRoutes } from './routes/settings.ts';

export interface RiskAppDeps {
  db: Database;
  tokens: TokenService;
  resolvePrincipal: PrincipalResolver;
  /** Defaults to in-process calls into the customers service. */
  customers?: CustomerPort;
  /** Open alert counts for CUSTOMER_ALERT, once the alerts service offers them. */
  alerts?: AlertPort;
}

export const riskDepsOf = (deps: Pick<RiskAppDeps, 'db' | 'customers' | 'alerts'>): RiskDeps => ({
  db: deps.db,
  customers: deps.customers ?? inProcessCustomers(deps.db),
  ...(deps.alerts ? { alerts: deps.alerts } : {}),
});

/**
 * The risk service: /api/v2.5/user/{riskquestions,riskratings}, /api/v2.5/admin/{riskquestions,riskratings,riskscoresettings},
 * /api/v2.5/user/customers/{id}/{riskanswers,riskassessments,riskscores} and /api/v2.5/common/countries.
 */
export const createRiskApp = (deps: RiskAppDeps): Hono<AuthEnv> => {
  const app = createServiceApp<AuthEnv>();
  const risk = riskDepsOf(deps);
  const auth = requireAuth({ tokens: deps.tokens, resolve: deps.resolvePrincipal });
  for (const path of ['/api/v2.5/user/riskquestions', '/api/v2.5/user/riskratings', '/api/v2.5/user/customers/*']) app.use(path, auth);
  for (const area of ['riskquestions', 'riskratings', 'riskscoresettings']) {
    app.use(`/api/v2.5/admin/${area}`, auth, requireAdmin);
    app.use(`/api/v2.5/admin/${area}/*`, auth, requireAdmin);
  }
  questionRoutes(app, risk);
  ratingRoutes(app, risk);
  settingsRoutes(app, risk);
  euListRoutes(app, risk);
  answerRoutes(app, risk);
  assessmentRoutes(app, risk);
  scoreRoutes(app, risk);
  countryRoutes(app as unknown as Hono, risk, { tokens: deps.tokens, resolve: deps.resolvePrincipal });
  return app;
};
