import type { Hono } from 'hono';
import {
  CustomerCreateBody, CustomerListQuery, CustomerUpdateBody, IdParams, customerListMaxSize, type Envelope,
  type CustomerDuplicate,
} from '@tunne/contracts';
import { AppError, ok, readBody, readParams, readQuery, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import { basicValues, checkIdentifiers } from '../customer-values.ts';
import { listCustomers } from '../repo/customer-list.ts';
import { findDuplicates, getCustomer, insertCustomer, updateCustomer } from '../repo/customers.ts';
import { requireVisible, restricted } from './visible.ts';

export const customerRoutes = (app: Hono<AuthEnv>, db: Database): void => {
  app.get('/api/v2.5/user/customers', async (c) => {
    const query = readQuery(c, CustomerListQuery);
    if ((query.size ?? 0) > customerListMaxSize && !query['has-tasks']) {
      throw new AppError('VALIDATION_FAILED', `/size must be <= ${customerListMaxSize}`, '/size');
    }
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), (tx) => listCustomers(tx, principal.usersId, query)));
  });

  app.post('/api/v2.5/user/customers', async (c) => {
    const { type, confirm_duplicate: confirmDuplicate, domain, teams_id: teamsId, ...basic } = await readBody(c, CustomerCreateBody);
    const values = basicValues(basic);
    if (typeof values.name !== 'string') throw new AppError('MISSING_NAME', 'Name is required', '/name');
    checkIdentifiers(values, type, typeof values.country === 'string' ? values.country : null);
    const principal = c.get('principal');
    const result = await db.tx(tenancyOf(principal), async (tx) => {
      if (!confirmDuplicate) {
        const duplicates = await findDuplicates(tx, {
          type,
          name: values.name as string,
          businessid: (values.businessid as string | null | undefined) ?? null,
          ssn: (values.ssn as string | null | undefined) ?? null,
        });
        if (duplicates.length > 0) return { created: false as const, duplicates };
      }
      const customer = await insertCustomer(tx, {
        ...values,
        type,
        domain: domain?.trim() || null,
        teams_id: teamsId ?? null,
        users_id: principal.usersId,
      });
      return { created: true as const, customer };
    });
    if (!result.created) {
      const body: Envelope<{ duplicates: CustomerDuplicate[] }> = {
        status: false,
        data: { duplicates: result.duplicates },
        errors: [{ code: 'DUPLICATE_CUSTOMER', message: 'A customer with the same name or identifier already exists' }],
      };
      return c.json(body, 409);
    }
    return ok(c, result.customer, 201);
  });

  const getOne = async (id: string, principal: AuthEnv['Variables']['principal']) =>
    db.tx(tenancyOf(principal), (tx) => requireVisible(tx, id));

  app.get('/api/v2.5/user/customers/:id', async (c) => ok(c, await getOne(readParams(c, IdParams).id, c.get('principal'))));
  app.get('/api/v3/customers/:id', async (c) => ok(c, await getOne(readParams(c, IdParams).id, c.get('principal'))));

  app.put('/api/v2.5/user/customers/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const { confirm_identifier_change: confirmed, ...body } = await readBody(c, CustomerUpdateBody);
    const values = basicValues(body);
    const principal = c.get('principal');
    const customer = await db.tx(tenancyOf(principal), async (tx) => {
      const current = await requireVisible(tx, id);
      const country = values.country === undefined ? current.country : (values.country as string | null);
      checkIdentifiers(values, current.type, country);
      // Spec §5: changing an existing ssn or business id needs the user's confirmation of a warning.
      const changed = (['ssn', 'businessid'] as const).some(
        (key) => values[key] !== undefined && current[key] !== null && values[key] !== current[key],
      );
      if (changed && !confirmed) {
        throw new AppError('IDENTIFIER_CHANGE_UNCONFIRMED', 'Changing the ssn or business id needs confirmation');
      }
      if (!(await updateCustomer(tx, id, values))) throw restricted();
      return getCustomer(tx, id);
    });
    return ok(c, customer);
  });
};
