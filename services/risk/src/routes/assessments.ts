import type { Hono } from 'hono';
import {
  IdParams, RiskAssessmentBody, RiskAssessmentParams, RiskAssessmentUpdateBody, RiskHistoryQuery, RiskScoreQuery, type RiskAssessmentSaved,
  type RiskKycclock, type RiskRating,
} from '@tunne/contracts';
import { AppError, ok, readBody, readParams, readQuery, tenancyOf, type AuthEnv, type Principal, type Tx } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import {
  assessmentHistory, assessmentsAt, deleteAssessment, getAssessment, insertAssessment, listAssessments, updateAssessment, type AssessmentValues,
} from '../repo/assessments.ts';
import { getRating } from '../repo/ratings.ts';
import { withCustomer } from './customer-scope.ts';

const notFound = () => new AppError('NOT_FOUND', 'Risk assessment not found');

const ratingFor = async (tx: Tx, id: string | null | undefined): Promise<RiskRating | null | undefined> => {
  if (id === undefined) return undefined;
  if (id === null) return null;
  const rating = await getRating(tx, id);
  if (!rating) throw new AppError('VALIDATION_FAILED', 'No such risk rating', '/riskratings_id');
  return rating;
};

/**
 * Saving an assessment whose rating asks for it (ask_kycclock) starts the customer's KYC clock for the rating's
 * expiration days, as the caller; `start_kycclock: false` skips it this time.
 */
const kycClock = async (deps: RiskDeps, principal: Principal, customersId: string, rating: RiskRating | null | undefined, wanted: boolean | undefined): Promise<RiskKycclock | null> => {
  if (!rating?.ask_kycclock || !rating.kycclock_expiration_days || wanted === false) return null;
  return deps.customers.risk.startKycClock({ ...tenancyOf(principal), usersId: principal.usersId }, customersId, rating.kycclock_expiration_days);
};

/** Risk assessments on the customer card, with every version kept (spec §3 Risk assessment). */
export const assessmentRoutes = (app: Hono<AuthEnv>, deps: RiskDeps): void => {
  const base = '/api/v2.5/user/customers/:id/riskassessments';

  // ?at=ISO: the assessments as they stood then.
  app.get(base, async (c) => {
    const { id } = readParams(c, IdParams);
    const { at } = readQuery(c, RiskScoreQuery);
    return ok(c, await withCustomer(deps, c.get('principal'), id, (tx) => (at ? assessmentsAt(tx, id, new Date(at)) : listAssessments(tx, id))));
  });

  app.get(`${base}/history`, async (c) => {
    const { id } = readParams(c, IdParams);
    const { page = 1, size = 50 } = readQuery(c, RiskHistoryQuery);
    const history = await withCustomer(deps, c.get('principal'), id, (tx) => assessmentHistory(tx, id, page, size));
    return ok(c, { ...history, page, size });
  });

  app.get(`${base}/:assessmentId`, async (c) => {
    const { id, assessmentId } = readParams(c, RiskAssessmentParams);
    const assessment = await withCustomer(deps, c.get('principal'), id, (tx) => getAssessment(tx, id, assessmentId));
    if (!assessment) throw notFound();
    return ok(c, assessment);
  });

  app.post(base, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, RiskAssessmentBody);
    const principal = c.get('principal');
    const { assessment, rating } = await withCustomer(deps, principal, id, async (tx) => {
      const rating = await ratingFor(tx, body.riskratings_id);
      const values: AssessmentValues = { name: body.name ?? null, description: body.description ?? null, expires_at: body.expires_at ?? null, rating: rating ?? null };
      return { assessment: await insertAssessment(tx, id, values), rating };
    });
    const saved: RiskAssessmentSaved = { ...assessment, kycclock: await kycClock(deps, principal, id, rating, body.start_kycclock) };
    return ok(c, saved, 201);
  });

  app.put(`${base}/:assessmentId`, async (c) => {
    const { id, assessmentId } = readParams(c, RiskAssessmentParams);
    const body = await readBody(c, RiskAssessmentUpdateBody);
    const principal = c.get('principal');
    const { assessment, clockRating, start } = await withCustomer(deps, principal, id, async (tx) => {
      const before = await getAssessment(tx, id, assessmentId);
      if (!before) throw notFound();
      const rating = await ratingFor(tx, body.riskratings_id);
      const values: AssessmentValues = {};
      if (body.name !== undefined) values.name = body.name;
      if (body.description !== undefined) values.description = body.description;
      if (body.expires_at !== undefined) values.expires_at = body.expires_at;
      if (rating !== undefined) values.rating = rating;
      const assessment = (await updateAssessment(tx, id, assessmentId, values))!;
      // An update starts the clock when it sets a new rating, or when asked to explicitly.
      const ratingChanged = rating !== undefined && rating?.id !== before.riskratings_id;
      if (ratingChanged) return { assessment, clockRating: rating, start: body.start_kycclock };
      const current = body.start_kycclock === true && assessment.riskratings_id ? await getRating(tx, assessment.riskratings_id) : null;
      return { assessment, clockRating: current, start: body.start_kycclock };
    });
    const saved: RiskAssessmentSaved = { ...assessment, kycclock: await kycClock(deps, principal, id, clockRating, start) };
    return ok(c, saved);
  });

  app.delete(`${base}/:assessmentId`, async (c) => {
    const { id, assessmentId } = readParams(c, RiskAssessmentParams);
    if (!(await withCustomer(deps, c.get('principal'), id, (tx) => deleteAssessment(tx, id, assessmentId)))) throw notFound();
    return ok(c, null);
  });
};
