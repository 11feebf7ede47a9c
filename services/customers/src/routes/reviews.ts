import type { Hono } from 'hono';
import { Type } from '@sinclair/typebox';
import type { DueReviewItem } from '@tunne/contracts';
import { ok, readQuery, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';

const DueReviewsQuery = Type.Object(
  { size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })) },
  { $id: 'DueReviewsQuery', additionalProperties: false },
);

/**
 * GET /api/v2.5/user/reviews/due (issue #11 §5): the customers the caller sees (their restriction applies in the
 * database) whose KYC clock review falls due within a month or is overdue, soonest first, and how many in all —
 * what the home page lists.
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
};
