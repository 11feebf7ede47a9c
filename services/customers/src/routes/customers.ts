import type { Hono } from 'hono';
import {
  CustomerCreateBody, CustomerListQuery, CustomerUpdateBody, IdParams,
  type Customer, type CustomerDuplicate, type DuplicateReason, type UniqueNameAlertsPort,
} from '@tunne/contracts';
import { AppError, ok, readParams, readQuery, tenancyOf, type AuthEnv, type Database, type Tx } from '@tunne/platform';
import { createCustomer, duplicateConflict } from '../create-customer.ts';
import { checkTeamChoice, type CustomerDirectory } from '../directory.ts';
import { basicValues, checkIdentifiers, readCustomerBody } from '../customer-values.ts';
import { listCustomers } from '../repo/customer-list.ts';
import { findDuplicates, findNameAndIdentifierMatches, getCustomer, updateCustomer } from '../repo/customers.ts';
import { raiseUniqueName } from '../unique-name.ts';
import { requireVisible, restricted } from './visible.ts';

/**
 * Spec §5 duplicates on edit: only what this edit changes is compared (a customer already saved beside a
 * namesake after confirmation is not asked again when its address changes).
 */
const changedDuplicates = async (tx: Tx, current: Customer, values: Record<string, unknown>): Promise<CustomerDuplicate[]> => {
  const next = (key: 'name' | 'businessid' | 'ssn'): string | null =>
    values[key] === undefined ? current[key] : ((values[key] as string | null) ?? null);
  const changed = new Set<DuplicateReason>();
  if (next('name') !== null && next('name')?.toLowerCase() !== current.name.toLowerCase()) changed.add('name');
  if (next('businessid') !== null && next('businessid') !== current.businessid) changed.add('businessid');
  if (next('ssn') !== null && next('ssn') !== current.ssn) changed.add('ssn');
  if (changed.size === 0) return [];
  const who = { type: current.type, name: next('name') ?? current.name, businessid: next('businessid'), ssn: next('ssn') };
  return findDuplicates(tx, who, current.id, changed);
};

export const customerRoutes = (app: Hono<AuthEnv>, db: Database, directory?: CustomerDirectory, uniqueNameAlerts?: UniqueNameAlertsPort): void => {
  app.get('/api/v2.5/user/customers', async (c) => {
    const query = readQuery(c, CustomerListQuery);
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), (tx) => listCustomers(tx, principal.usersId, query, principal.restrictiontype)));
  });

  app.post('/api/v2.5/user/customers', async (c) => {
    const body = await readCustomerBody(c, CustomerCreateBody);
    const principal = c.get('principal');
    await checkTeamChoice(directory, principal, body.teams_id ?? null);
    const { result, matches } = await db.tx(tenancyOf(principal), async (tx) => {
      const created = await createCustomer(tx, principal.usersId, body);
      // Saved beside another customer with its name and identifier (the duplicate warning confirmed): a possible
      // duplicate, raised as a unique-name alert once this transaction is committed.
      const same = created.created && body.confirm_duplicate ? await findNameAndIdentifierMatches(tx, created.customer, created.customer.id) : [];
      return { result: created, matches: same };
    });
    if (!result.created) throw duplicateConflict(result.duplicates);
    const { customer } = result;
    await raiseUniqueName(uniqueNameAlerts, principal.organisationsId, { id: customer.id, subject: 'customer', name: customer.name, type: customer.type, matches });
    return ok(c, customer, 201);
  });

  const getOne = async (id: string, principal: AuthEnv['Variables']['principal']) =>
    db.tx(tenancyOf(principal), (tx) => requireVisible(tx, id));

  app.get('/api/v2.5/user/customers/:id', async (c) => ok(c, await getOne(readParams(c, IdParams).id, c.get('principal'))));
  app.get('/api/v3/customers/:id', async (c) => ok(c, await getOne(readParams(c, IdParams).id, c.get('principal'))));

  app.put('/api/v2.5/user/customers/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const { confirm_identifier_change: confirmed, confirm_duplicate: confirmDuplicate, ...body } = await readCustomerBody(c, CustomerUpdateBody);
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
      if (!confirmDuplicate) {
        const duplicates = await changedDuplicates(tx, current, values);
        if (duplicates.length > 0) return { updated: false as const, duplicates };
      }
      if (!(await updateCustomer(tx, id, values))) throw restricted();
      return { updated: true as const, customer: await getCustomer(tx, id) };
    });
    if (!customer.updated) throw duplicateConflict(customer.duplicates);
    return ok(c, customer.customer);
  });
};
