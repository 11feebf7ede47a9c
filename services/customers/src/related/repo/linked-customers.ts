import type { LinkedCustomer } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { toApiRow } from './customer.ts';

type Row = Record<string, unknown>;

/** A link is stored once (smaller id first) and shows on both customers; only visible customers are listed. */
export const listLinkedCustomers = async (tx: Tx, customersId: string): Promise<LinkedCustomer[]> => {
  const rows = await tx<Row[]>`select c.id, c.name, c.type, c.businessid, c.city, c.country, c.is_removed,
      l.created_at as linked_at, l.users_id
    from customers.linked_customers l
    join customers.customers c on c.organisations_id = l.organisations_id
      and c.id = case when l.customers_id = ${customersId} then l.linked_customers_id else l.customers_id end
    where l.customers_id = ${customersId} or l.linked_customers_id = ${customersId}
    order by lower(c.name), c.id`;
  return rows.map((row) => toApiRow<LinkedCustomer>(row));
};

/** True when a new link was made, false when the two were linked already. */
export const linkCustomers = async (tx: Tx, a: string, b: string): Promise<boolean> => {
  const inserted = await tx`insert into customers.linked_customers (customers_id, linked_customers_id)
    values (least(${a}::uuid, ${b}::uuid), greatest(${a}::uuid, ${b}::uuid))
    on conflict (organisations_id, customers_id, linked_customers_id) do nothing`;
  return inserted.count > 0;
};

export const unlinkCustomers = async (tx: Tx, a: string, b: string): Promise<boolean> => {
  const deleted = await tx`delete from customers.linked_customers
    where customers_id = least(${a}::uuid, ${b}::uuid) and linked_customers_id = greatest(${a}::uuid, ${b}::uuid)`;
  return deleted.count > 0;
};
