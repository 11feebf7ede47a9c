import type { CustomerExportQuery, CustomerListItem, CustomerSort, CustomerSortColumn, Page } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { listColumns, toListItem, type ListRow } from './customer-row.ts';

/** The list tools (contract: GET /api/v2.5/user/customers); shared by the list, CSV and PDF. */
export type CustomerFilters = Omit<CustomerExportQuery, 'jwt'>;

const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The where clause over `customers.customers c`. Every tool is an index-backed predicate or a semi-join
 * (name, tag, tasks), never a per-row lookup; RLS adds the organisation and the restriction.
 * Name search goes through customers.search_ids (migration 00004): under RLS a `like` may not use the trigram
 * index, the definer function may (it applies the organisation and the restriction itself).
 * The tag tool likewise (customers.tagged_ids): read through RLS, every tag row would check its customer again.
 */
export const listWhere = (tx: Tx, q: CustomerFilters, usersId: string) => {
  const name = q.name?.trim();
  const businessid = q['business-id']?.trim().toUpperCase();
  return tx`c.is_removed = ${q.archived ?? false}
    ${name ? tx`and c.id in (select s.id from customers.search_ids(${likePattern(name)}) s(id))` : tx``}
    ${q.team ? tx`and c.teams_id = ${q.team}` : tx``}
    ${q.owner ? tx`and c.users_id = ${q.owner}` : tx``}
    ${q.own ? tx`and c.users_id = ${usersId}` : tx``}
    ${q.risk ? tx`and c.riskscores_level = ${q.risk}` : tx``}
    ${q.not_in_prepayment ? tx`and c.prepayment_register = false` : tx``}
    ${q.kycclock_alarming ? tx`and c.is_kycclock and c.kycclock_alarm_at < now() + interval '1 month'` : tx``}
    ${q.monitored === undefined ? tx`` : q.monitored ? tx`and c.is_monitored` : tx`and not c.is_monitored`}
    ${businessid ? tx`and c.businessid = ${businessid}` : tx``}
    ${q.tag ? tx`and c.id in (select s.id from customers.tagged_ids(${q.tag}) s(id))` : tx``}
    ${q['has-tasks'] ? tx`and exists (select 1 from customers.customer_tasks t
        where t.organisations_id = c.organisations_id and t.customers_id = c.id)` : tx``}`;
};

// The same expressions as the sort indexes of migration 00002, so a page is an index scan.
const sortExpression = (tx: Tx, column: CustomerSortColumn) =>
  column === 'name' ? tx`lower(c.name)`
    : column === 'riskscores_level' ? tx`customers.risk_rank(c.riskscores_level)`
      : tx`c.${tx(column)}`;

/** asc nulls last / desc nulls first: one index serves both directions. */
export const listOrder = (tx: Tx, sort: CustomerSort = 'name') => {
  const descending = sort.startsWith('-');
  const expression = sortExpression(tx, sort.replace(/^-/, '') as CustomerSortColumn);
  return descending ? tx`${expression} desc nulls first, c.id desc` : tx`${expression} asc nulls last, c.id asc`;
};

export const listCustomers = async (
  tx: Tx,
  usersId: string,
  query: CustomerFilters & { page?: number | undefined; size?: number | undefined },
): Promise<Page<CustomerListItem>> => {
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  const where = listWhere(tx, query, usersId);
  const [rows, [count]] = await Promise.all([
    tx<ListRow[]>`select ${listColumns(tx)} from customers.customers c where ${where}
      order by ${listOrder(tx, query.sort)} limit ${size} offset ${(page - 1) * size}`,
    tx<{ total: number }[]>`select count(*)::int as total from customers.customers c where ${where}`,
  ]);
  return { items: rows.map(toListItem), total: count?.total ?? 0, page, size };
};

/** Streams the whole filtered, sorted view in batches through a cursor (flat memory for 100,000 rows). */
export async function* cursorCustomers(
  tx: Tx,
  usersId: string,
  query: CustomerFilters,
  batch = 1000,
): AsyncGenerator<CustomerListItem[]> {
  const cursor = tx<ListRow[]>`select ${listColumns(tx)} from customers.customers c
    where ${listWhere(tx, query, usersId)} order by ${listOrder(tx, query.sort)}`.cursor(batch);
  for await (const rows of cursor) yield rows.map(toListItem);
}
