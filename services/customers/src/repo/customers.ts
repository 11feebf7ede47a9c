import { maskSsn, type CustomerCreateBody, type CustomerListQuery, type CustomerSummary, type Page } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface CustomerRow {
  id: string;
  type: CustomerSummary['type'];
  name: string;
  businessid: string | null;
  ssn: string | null;
  department: string | null;
  city: string | null;
  country: string | null;
  users_id: string | null;
  teams_id: string | null;
  is_removed: boolean;
  removes_at: Date | null;
  created_at: Date;
}

const toSummary = (row: CustomerRow): CustomerSummary => ({
  ...row,
  ssn: maskSsn(row.ssn),
  removes_at: row.removes_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

const columns = (tx: Tx) =>
  tx`id, type, name, businessid, ssn, department, city, country, users_id, teams_id, is_removed, removes_at, created_at`;

const orderBy = (tx: Tx, sort: NonNullable<CustomerListQuery['sort']>) => {
  const descending = sort.startsWith('-');
  const column = sort.replace(/^-/, '');
  const expression = column === 'name' ? tx`lower(name)` : tx(column);
  return descending ? tx`${expression} desc nulls last, id desc` : tx`${expression} asc nulls last, id asc`;
};

/** Lists the customers RLS lets the caller see; `name` matches anywhere in the name, case-insensitively. */
export const listCustomers = async (
  tx: Tx,
  query: CustomerListQuery & { businessid?: string },
): Promise<Page<CustomerSummary>> => {
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  const name = query.name?.trim();
  const where = tx`is_removed = ${query.archived ?? false}
    ${name ? tx`and lower(name) like ${`%${name.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`}` : tx``}
    ${query.businessid ? tx`and businessid = ${query.businessid}` : tx``}`;
  const [rows, [count]] = await Promise.all([
    tx<CustomerRow[]>`select ${columns(tx)} from customers.customers where ${where}
      order by ${orderBy(tx, query.sort ?? 'name')} limit ${size} offset ${(page - 1) * size}`,
    tx<{ total: number }[]>`select count(*)::int as total from customers.customers where ${where}`,
  ]);
  return { items: rows.map(toSummary), total: count?.total ?? 0, page, size };
};

export const getCustomer = async (tx: Tx, id: string): Promise<CustomerSummary | null> => {
  const [row] = await tx<CustomerRow[]>`select ${columns(tx)} from customers.customers where id = ${id}`;
  return row ? toSummary(row) : null;
};

export const insertCustomer = async (tx: Tx, usersId: string, body: CustomerCreateBody): Promise<CustomerSummary> => {
  const [row] = await tx<CustomerRow[]>`insert into customers.customers
      (type, name, businessid, ssn, city, country, users_id)
    values (${body.type}, ${body.name.trim()}, ${body.businessid ?? null}, ${body.ssn ?? null},
      ${body.city ?? null}, ${body.country ?? null}, ${usersId})
    returning ${columns(tx)}`;
  return toSummary(row!);
};
