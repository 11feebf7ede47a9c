import type { Hono } from 'hono';
import { Type } from '@sinclair/typebox';
import { CustomerCreateBody, CustomerListQuery, IdParams } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, readQuery, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import { getCustomer, insertCustomer, listCustomers } from '../repo/customers.ts';

const ListQuery = Type.Composite([
  Type.Omit(CustomerListQuery, []),
  Type.Object({ 'business-id': Type.Optional(Type.String({ maxLength: 40 })) }),
], { additionalProperties: false });

export const customerRoutes = (app: Hono<AuthEnv>, db: Database): void => {
  app.get('/api/v2.5/user/customers', async (c) => {
    const { 'business-id': businessid, ...query } = readQuery(c, ListQuery);
    const page = await db.tx(tenancyOf(c.get('principal')), (tx) =>
      listCustomers(tx, { ...query, ...(businessid ? { businessid } : {}) }));
    return ok(c, page);
  });

  app.post('/api/v2.5/user/customers', async (c) => {
    const body = await readBody(c, CustomerCreateBody);
    if (!body.name.trim()) throw new AppError('MISSING_NAME', 'Name is required', '/name');
    const principal = c.get('principal');
    const customer = await db.tx(tenancyOf(principal), (tx) => insertCustomer(tx, principal.usersId, body));
    return ok(c, customer, 201);
  });

  const getOne = async (id: string, principal: AuthEnv['Variables']['principal']) => {
    const customer = await db.tx(tenancyOf(principal), (tx) => getCustomer(tx, id));
    // Another organisation's customer and one outside the user's restriction look the same: not there.
    if (!customer) throw new AppError('RESTRICTED_ACCESS', 'Customer not found or no rights to the data');
    return customer;
  };

  app.get('/api/v2.5/user/customers/:id', async (c) => ok(c, await getOne(readParams(c, IdParams).id, c.get('principal'))));
  app.get('/api/v3/customers/:id', async (c) => ok(c, await getOne(readParams(c, IdParams).id, c.get('principal'))));
};
