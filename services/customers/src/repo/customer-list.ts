import type { CustomerExportQuery, CustomerListItem, CustomerSort, CustomerSortColumn, Page } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { listColumns, toListItem, type ListRow } from './customer-row.ts';

/** The list tools (contract: GET /api/v2.5/user/customers); shared by the list, CSV and PDF. */
export type CustomerFilters = Omit<CustomerExportQuery, 'jwt'>;

const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Where the list reads from. Name search and the tag tool read through definer functions that return the
 * matching rows of the caller's visible customers (migrations 00004, 00009): under RLS a `like` may not use the
 * trigram index, and every tag row would check its customer again; the functions apply the organisation and the
 * restriction themselves. Otherwise the table itself, with RLS.
 */
const listSource = (tx: Tx, q: CustomerFilters) => {
  const name = q.name?.trim();
  if (name) return { from: tx`customers.search_rows(${likePattern(name)}) c`, selective: true };
  if (q.tag) return { from: tx`customers.tagged_rows(${q.tag}) c`, selective: true };
  return { from: tx`customers.customers c`, selective: false };
};

/**
 * The where clause over the list source `c`. Every tool is an index-backed predicate or a semi-join (tag beside
 * a name search, whose rows the source already is; tasks), never a per-row lookup.
 */
const listWhere = (tx: Tx, q: CustomerFilters, usersId: string) => {
  const tagBesideName = q.name?.trim() ? q.tag : undefined;
  const businessid = q['business-id']?.trim().toUpperCase();
  return tx`c.is_removed = ${q.archived ?? false}
    ${q.team ? tx`and c.teams_id = ${q.team}` : tx``}
    ${q.owner ? tx`and c.users_id = ${q.owner}` : tx``}
    ${q.own ? tx`and c.users_id = ${usersId}` : tx``}
    ${q.risk ? tx`and c.riskscores_level = ${q.risk}` : tx``}
    ${q.not_in_prepayment ? tx`and c.prepayment_register = false` : tx``}
    ${q.kycclock_alarming ? tx`and c.is_kycclock and c.kycclock_alarm_at < now() + interval '1 month'` : tx``}
    ${q.monitored === undefined ? tx`` : q.monitored ? tx`and c.is_monitored` : tx`and not c.is_monitored`}
    ${businessid ? tx`and c.businessid = ${businessid}` : tx``}
    ${tagBesideName ? tx`and c.id in (select s.id from customers.tagged_ids(${tagBesideName}) s(id))` : tx``}
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
  const source = listSource(tx, query);
  const where = listWhere(tx, query, usersId);
  const countRows = () => tx<{ total: number }[]>`select count(*)::int as total from ${source.from} where ${where}`;
  if (source.selective) {
    // A few thousand hits at most are read anyway to sort them: page and total from that one pass.
    const rows = await tx<(ListRow & { total: number })[]>`select ${listColumns(tx)}, count(*) over ()::int as total
      from ${source.from} where ${where} order by ${listOrder(tx, query.sort)} limit ${size} offset ${(page - 1) * size}`;
    const total = rows[0]?.total ?? (page > 1 ? ((await countRows())[0]?.total ?? 0) : 0);
    return { items: rows.map(toListItem), total, page, size };
  }
  // Unfiltered or index-served tools: the page is an index scan and the total an index-only count.
  const [rows, [count]] = await Promise.all([
    tx<ListRow[]>`select ${listColumns(tx)} from ${source.from} where ${where}
      order by ${listOrder(tx, query.sort)} limit ${size} offset ${(page - 1) * size}`,
    countRows(),
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
  const source = listSource(tx, query);
  const cursor = tx<ListRow[]>`select ${listColumns(tx)} from ${source.from}
    where ${listWhere(tx, query, usersId)} order by ${listOrder(tx, query.sort)}`.cursor(batch);
  for await (const rows of cursor) yield rows.map(toListItem);
}
