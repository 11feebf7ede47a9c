import type { Context, Hono } from 'hono';
import { IdParams, RiskRatingBody, RiskRatingUpdateBody, type RiskRating } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, tenancyOf, type AuthEnv, type SettingsChangeLog } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { deleteRating, getRating, insertRating, listRatings, updateRating, type RatingValues } from '../repo/ratings.ts';
import { recordRiskChange } from '../settings-changes.ts';

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

const rating = (r: RiskRating) => ({ section: 'riskratings', entity: 'riskrating', ref: { id: r.id, name: r.name } }) as const;

/** Risk ratings: everyone reads them (to assess), admins change them (audited); sorted by number (spec §9). */
export const ratingRoutes = (app: Hono<AuthEnv>, deps: RiskDeps, changes: SettingsChangeLog): void => {
  const list = async (c: Context<AuthEnv>) => ok(c, await deps.db.tx(tenancyOf(c.get('principal')), listRatings));
  app.get('/api/v2.5/user/riskratings', list);
  app.get('/api/v2.5/admin/riskratings', list);

  app.post('/api/v2.5/admin/riskratings', async (c) => {
    const values = clean(await readBody(c, RiskRatingBody));
    const principal = c.get('principal');
    const created = await deps.db.tx(tenancyOf(principal), (tx) => insertRating(tx, values));
    await recordRiskChange(changes, principal, rating(created), null, created);
    return ok(c, created, 201);
  });

  app.put('/api/v2.5/admin/riskratings/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const values = clean(await readBody(c, RiskRatingUpdateBody));
    const principal = c.get('principal');
    const { before, after } = await deps.db.tx(tenancyOf(principal), async (tx) => ({ before: await getRating(tx, id), after: await updateRating(tx, id, values) }));
    if (!before || !after) throw notFound();
    await recordRiskChange(changes, principal, rating(after), before, after);
    return ok(c, after);
  });

  // Assessments keep the rating's name and number as they were; only the link goes.
  app.delete('/api/v2.5/admin/riskratings/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const before = await deps.db.tx(tenancyOf(principal), async (tx) => {
      const current = await getRating(tx, id);
      return current && (await deleteRating(tx, id)) ? current : null;
    });
    if (!before) throw notFound();
    await recordRiskChange(changes, principal, rating(before), before, null);
    return ok(c, null);
  });
};
