/**
 * The register as other services see it (CustomerRegisterPort in @tunne/contracts): who may see a customer, which
 * customers an organisation has, which are retained records, which are frozen.
 */
import { AppError, type Database, type Tenancy } from '@tunne/platform';
import type { CustomerAccess } from '@tunne/contracts';

/** Whether the caller (with their restriction NONE / TEAM / USER) sees the customer; null for another's or a hidden one. */
export const customerAccess = async (db: Database, tenancy: Tenancy, customersId: string): Promise<CustomerAccess | null> => {
  const [row] = await db.tx(tenancy, (tx) => tx<{ users_id: string | null; teams_id: string | null; is_removed: boolean }[]>`
    select users_id, teams_id, is_removed from customers.customers where id = ${customersId}`);
  return row ? { customersId, usersId: row.users_id, teamsId: row.teams_id, isRemoved: row.is_removed } : null;
};

/** Whether the caller (`tenancy`, with its restriction) sees the customer. */
export const isCustomerVisible = async (db: Database, tenancy: Tenancy, customersId: string): Promise<boolean> => {
  const rows = await db.tx(tenancy, (tx) => tx`select 1 from customers.customers where id = ${customersId}`);
  return rows.length > 0;
};

/** A page of the organisation's customer ids (archived ones too) in id order, after `after`. */
export const listCustomerIds = async (db: Database, organisationsId: string, after: string | null, limit: number): Promise<string[]> => {
  const rows = await db.tx({ organisationsId }, (tx) => tx<{ id: string }[]>`
    select id from customers.customers where ${after === null ? tx`true` : tx`id > ${after}::uuid`} order by id limit ${limit}`);
  return rows.map((r) => r.id);
};

/** Every organisation that has customers (for a full re-screen when a list changes). */
export const screeningOrganisations = async (db: Database): Promise<string[]> => {
  const rows = await db.tx(null, (tx) => tx<{ id: string }[]>`select customers.organisations_with_customers() as id`);
  return rows.map((r) => r.id);
};

/**
 * For the alerts and risk services: which of these customers of the organisation are retained records. A customer they
 * can no longer read is then kept (hidden, as archived), not forgotten; only customer.removed (the retention job's
 * deletion) makes them delete what they keep.
 */
export const retainedCustomerIds = async (db: Database, organisationsId: string, customerIds: readonly string[]): Promise<string[]> => {
  if (customerIds.length === 0) return [];
  const rows = await db.tx({ organisationsId }, (tx) => tx<{ id: string }[]>`
    select customers.retained_ids(${[...customerIds]}::uuid[]) as id`);
  return rows.map((r) => r.id);
};


/**
 * Nothing may be sent to a frozen customer (issue #11 §2, issue 25 §1: requests, secure messages, e-signatures,
 * identifications, every recipient's link, reminder and mail): every sending feature calls this first, in the caller's
 * tenancy. 409 CUSTOMER_FROZEN while a freeze is in force. A retained record (the customer left the register) is
 * read too, only for this check: a freeze follows the record, so no link of a removed customer comes back to life.
 */
export const assertNotFrozen = async (db: Database, tenancy: Tenancy, customersId: string): Promise<void> => {
  const [row] = await db.tx(tenancy, async (tx) => {
    await tx`select set_config('app.read_retained', 'on', true)`;
    return tx<{ is_frozen: boolean }[]>`select is_frozen from customers.customers where id = ${customersId}`;
  });
  if (row?.is_frozen) {
    throw new AppError('CUSTOMER_FROZEN', 'The customer is frozen (confirmed sanctions hit): nothing can be sent to it until an admin lifts the freeze');
  }
};
