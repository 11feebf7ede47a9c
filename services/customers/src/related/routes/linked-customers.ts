import type { Hono, MiddlewareHandler } from 'hono';
import { IdParams, LinkedCustomerParams } from '@tunne/contracts';
import { AppError, ok, readParams, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import { requireCustomer } from '../repo/customer.ts';
import { linkCustomers, listLinkedCustomers, unlinkCustomers } from '../repo/linked-customers.ts';

/** Links between two customers of the organisation; both must be visible to the caller. */
export const linkedCustomerRoutes = (app: Hono<AuthEnv>, db: Database, auth: MiddlewareHandler<AuthEnv>): void => {
  const base = '/api/v2.5/user/customers/:id/linked_customers';

  app.get(base, auth, async (c) => {
    const { id } = readParams(c, IdParams);
    const linked = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireCustomer(tx, id);
      return listLinkedCustomers(tx, id);
    });
    return ok(c, linked);
  });

  app.post(`${base}/:customers_id`, auth, async (c) => {
    const { id, customers_id } = readParams(c, LinkedCustomerParams);
    if (id === customers_id) throw new AppError('VALIDATION_FAILED', 'A customer cannot be linked to itself', '/customers_id');
    const { created, linked } = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireCustomer(tx, id);
      await requireCustomer(tx, customers_id);
      const made = await linkCustomers(tx, id, customers_id);
      return { created: made, linked: await listLinkedCustomers(tx, id) };
    });
    return ok(c, linked, created ? 201 : 200);
  });

  app.delete(`${base}/:customers_id`, auth, async (c) => {
    const { id, customers_id } = readParams(c, LinkedCustomerParams);
    const linked = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireCustomer(tx, id);
      await requireCustomer(tx, customers_id);
      if (!(await unlinkCustomers(tx, id, customers_id))) throw new AppError('NOT_FOUND', 'The customers are not linked');
      return listLinkedCustomers(tx, id);
    });
    return ok(c, linked);
  });
};
