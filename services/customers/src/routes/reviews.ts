import type { Hono } from 'hono';
import { Type } from '@sinclair/typebox';
import { CustomerReviewBody, IdParams, type CustomerReview, type DueReviewItem } from '@tunne/contracts';
import { ok, readBody, readParams, readQuery, tenancyOf, type AuthEnv, type Database, type Principal, type Tx } from '@tunne/platform';
import { latestReviewDate } from '../review-cycle.ts';
import { requireVisible } from './visible.ts';

const DueReviewsQuery = Type.Object(
  { size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })) },
  { $id: 'DueReviewsQuery', additionalProperties: false },
);

/**
 * Issue 25 §7: whether the caller receives the escalation of overdue reviews (the home card). The one place that
 * decides it: until the organisation designates a compliance officer (identity's named role, wired at merge — see
 * identity's `createComplianceOfficerResolver`), its admins.
 */
export const receivesReviewEscalations = (principal: Principal): boolean => principal.isAdmin;

type ReviewRow = Omit<CustomerReview, 'reviewed_at'> & { reviewed_at: Date };
const reviewColumns = (tx: Tx) => tx`id, customers_id, users_id, reviewed_at, scope, outcome, notes, riskscores_level,
  to_char(previous_alarm_at, 'YYYY-MM-DD') as previous_alarm_at, to_char(next_alarm_at, 'YYYY-MM-DD') as next_alarm_at`;
const toReview = (row: ReviewRow): CustomerReview => ({ ...row, reviewed_at: row.reviewed_at.toISOString() });

/** The customer's reviews, newest first (RLS: a visible customer's). */
export const listReviews = async (tx: Tx, customersId: string): Promise<CustomerReview[]> =>
  (await tx<ReviewRow[]>`select ${reviewColumns(tx)} from customers.reviews
    where customers_id = ${customersId} order by reviewed_at desc, id`).map(toReview);

/**
 * GET /api/v2.5/user/reviews/due (issue #11 §5): the customers the caller sees (their restriction applies in the
 * database) whose KYC clock review falls due within a month or is overdue, soonest first, and how many in all —
 * what the home page lists. GET …/reviews/overdue (issue 25 §7): the escalation's home card — every overdue review of
 * the organisation, for the compliance officer only (others get an empty list). POST / GET
 * /customers/{id}/reviews: "Mark review done" and the past reviews.
 */
export const reviewRoutes = (app: Hono<AuthEnv>, db: Database): void => {
  app.get('/api/v2.5/user/reviews/due', async (c) => {
    const { size } = readQuery(c, DueReviewsQuery);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      const items = await tx<DueReviewItem[]>`
        select id, name, type, riskscores_level, users_id, to_char(kycclock_alarm_at, 'YYYY-MM-DD') as kycclock_alarm_at
          from customers.customers
         where is_kycclock and not is_removed and kycclock_alarm_at <= (customers.today() + interval '1 month')::date
         order by kycclock_alarm_at, lower(name), id limit ${size ?? 20}`;
      const [count] = await tx<{ total: number }[]>`
        select count(*)::int as total from customers.customers
         where is_kycclock and not is_removed and kycclock_alarm_at <= (customers.today() + interval '1 month')::date`;
      return { items, total: count?.total ?? 0 };
    }));
  });

  app.get('/api/v2.5/user/reviews/overdue', async (c) => {
    const { size } = readQuery(c, DueReviewsQuery);
    const principal = c.get('principal');
    if (!receivesReviewEscalations(principal)) return ok(c, { items: [], total: 0 });
    // As the organisation: the compliance officer answers for every customer's review, whoever owns it.
    return ok(c, await db.tx({ organisationsId: principal.organisationsId }, async (tx) => {
      const items = await tx<DueReviewItem[]>`
        select id, name, type, riskscores_level, users_id, to_char(kycclock_alarm_at, 'YYYY-MM-DD') as kycclock_alarm_at
          from customers.customers
         where is_kycclock and not is_removed and kycclock_alarm_at < customers.today()
         order by kycclock_alarm_at, lower(name), id limit ${size ?? 20}`;
      const [count] = await tx<{ total: number }[]>`
        select count(*)::int as total from customers.customers
         where is_kycclock and not is_removed and kycclock_alarm_at < customers.today()`;
      return { items, total: count?.total ?? 0 };
    }));
  });

  app.get('/api/v2.5/user/customers/:id/reviews', async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireVisible(tx, id);
      return listReviews(tx, id);
    }));
  });

  // Who, when, scope and outcome are recorded (insert only); the clock restarts for the customer's cycle from today.
  app.post('/api/v2.5/user/customers/:id/reviews', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, CustomerReviewBody);
    const principal = c.get('principal');
    const review = await db.tx(tenancyOf(principal), async (tx) => {
      const customer = await requireVisible(tx, id);
      const next = (await latestReviewDate(tx, id))!;
      const [row] = await tx<ReviewRow[]>`insert into customers.reviews
          (customers_id, users_id, scope, outcome, notes, riskscores_level, previous_alarm_at, next_alarm_at)
        values (${id}, ${principal.usersId}, ${body.scope as string[]}::text[], ${body.outcome}, ${body.notes?.trim() || null},
          ${customer.riskscores_level}, ${customer.is_kycclock ? customer.kycclock_alarm_at : null}::date, ${next}::date)
        returning ${reviewColumns(tx)}`;
      await tx`update customers.customers set is_kycclock = true, kycclock_alarm_at = ${next}::date,
          kycclock_off_reason = null, kycclock_off_by = null, kycclock_off_at = null,
          kycclock_users_id = ${principal.usersId}::uuid, updated_at = now()
        where id = ${id}`;
      return toReview(row!);
    });
    return ok(c, review, 201);
  });
};
