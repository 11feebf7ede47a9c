import type { Context, Hono } from 'hono';
import { IdParams, RiskRatingBody, RiskRatingUpdateBody } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, tenancyOf, type AuthEnv } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { deleteRating, insertRating, listRatings, updateRating, type RatingValues } from '../repo/ratings.ts';

const notFound = () => new AppError('NOT_FOUND', 'Risk rating not found');

const clean = (body: RatingValues): RatingValues => {
  const values: RatingValues = { ...body };
  if (values.name !== undefined) {
    values.name = values.name.trim();
    if (!values.name) throw new AppError('MISSING_NAME', 'Name is required', '/name');
  }
  if (values.description !== undefined) values.description = values.description?.trim() || null;
  return values;
};

/** Risk ratings: everyone reads them (to assess), admins change them; sorted by number (spec §9). */
export const ratingRoutes = (app: Hono<AuthEnv>, deps: RiskDeps): void => {
  const list = async (c: Context<AuthEnv>) => ok(c, await deps.db.tx(tenancyOf(c.get('principal')), listRatings));
  app.get('/api/v2.5/user/riskratings', list);
  app.get('/api/v2.5/admin/riskratings', list);

  app.post('/api/v2.5/admin/riskratings', async (c) => {
    const values = clean(await readBody(c, RiskRatingBody));
    return ok(c, await deps.db.tx(tenancyOf(c.get('principal')), (tx) => insertRating(tx, values)), 201);
  });

  app.put('/api/v2.5/admin/riskratings/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const values = clean(await readBody(c, RiskRatingUpdateBody));
    const rating = await deps.db.tx(tenancyOf(c.get('principal')), (tx) => updateRating(tx, id, values));
    if (!rating) throw notFound();
    return ok(c, rating);
  });

  // Assessments keep the rating's name and number as they were; only the link goes.
  app.delete('/api/v2.5/admin/riskratings/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    if (!(await deps.db.tx(tenancyOf(c.get('principal')), (tx) => deleteRating(tx, id)))) throw notFound();
    return ok(c, null);
  });
};
