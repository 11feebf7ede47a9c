import {
  identifierSearchKeys, looksLikeIdentifier, type CustomerExportQuery, type CustomerListItem, type CustomerSort, type CustomerSortColumn,
  type Page,
} from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { listColumns, toListItem, type ListRow } from './customer-row.ts';

/** The list tools (contract: GET /api/v2.5/user/customers); shared by the list, CSV and PDF. */
export type CustomerFilters = Omit<CustomerExportQuery, 'jwt'>;

/** A `like` pattern for text anywhere in a lower-cased column, the user's % _ and \\ taken literally. */
export const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** What the list reads from: the table under RLS, or one of the definer functions below. */
type SourceKind = 'search' | 'name' | 'business-id' | 'tag' | 'table';

const text = (value: string | undefined): string => value?.trim() ?? '';

const sourceKind = (q: CustomerFilters): SourceKind =>
  text(q.search) ? 'search' : text(q.name) ? 'name' : text(q['business-id']) ? 'business-id' : q.tag ? 'tag' : 'table';

/** The `business-id` tool's comparison forms (identifierSearchKey): the text's own and its canonical business ids. */
const businessIdKeys = (q: CustomerFilters): string[] => identifierSearchKeys(text(q['business-id']), ['business']);

/**
 * Where the list reads from. Searches and the tag tool read through definer functions that return the matching rows
 * of the caller's visible customers (migrations 00004, 00009, 00020): under RLS a `like` may not use the trigram index,
 * nor an identifier comparison its expression index, and every tag row would check its customer again; the functions
 * apply the organisation and the restriction themselves. Otherwise the table itself, with RLS.
 *
 * The free search (`search`) matches names; text that looks like an identifier also matches the business id or the
 * identity code exactly, with or without the dash, in any case (issue 16 §5). `business-id` matches the business id so.
 */
const listSource = (tx: Tx, q: CustomerFilters) => {
  const empty: string[] = [];
  switch (sourceKind(q)) {
    case 'search': {
      const search = text(q.search);
      const keys = looksLikeIdentifier(search) ? identifierSearchKeys(search) : empty;
      return keys.length > 0
        ? { from: tx`customers.identifier_rows(${keys}::text[], ${keys}::text[], ${likePattern(search)}) c`, selective: true }
        : { from: tx`customers.search_rows(${likePattern(search)}) c`, selective: true };
    }
    case 'name': return { from: tx`customers.search_rows(${likePattern(text(q.name))}) c`, selective: true };
    case 'business-id':
      return { from: tx`customers.identifier_rows(${businessIdKeys(q)}::text[], ${empty}::text[], null) c`, selective: true };
    case 'tag': return { from: tx`customers.tagged_rows(${q.tag!}) c`, selective: true };
    default: return { from: tx`customers.customers c`, selective: false };
  }
};

/**
 * The caller's restriction (principal.restrictiontype). A USER-restricted caller's own-customer rule is also written
 * into the query as `c.users_id = <caller>`: the policy says the same (`users_id = caller_own_user()`, migration 00004),
 * but inside `sees_all or users_id = … or teams_id = …` the planner cannot use it as an index condition, so the total
 * and the pages would read every customer of the organisation and filter (issue 26). RLS still decides what is seen.
 */
export type Restriction = 'NONE' | 'TEAM' | 'USER' | (string & {});

/**
 * The where clause over the list source `c`. Every tool is an index-backed predicate or a semi-join (tag beside
 * a search, whose rows the source already is; tasks), never a per-row lookup; a tool the source does not apply
 * (a name or business id beside a search) filters the few rows a search function returns.
 */
const listWhere = (tx: Tx, q: CustomerFilters, usersId: string, restriction?: Restriction) => {
  const kind = sourceKind(q);
  const name = kind === 'search' ? text(q.name) : '';
  const tagBeside = kind !== 'tag' ? q.tag : undefined;
  const businessid = kind !== 'business-id' && text(q['business-id']) ? businessIdKeys(q) : null;
  // Retained records (00013) are hidden by RLS; the definer sources (searches, tag) leave them out here.
  return tx`c.is_removed = ${q.archived ?? false} and c.retained_at is null
    ${restriction === 'USER' ? tx`and c.users_id = ${usersId}` : tx``}
    ${q.team ? tx`and c.teams_id = ${q.team}` : tx``}
    ${q.owner ? tx`and c.users_id = ${q.owner}` : tx``}
    ${q.own ? tx`and c.users_id = ${usersId}` : tx``}
    ${q.risk ? tx`and c.riskscores_level = ${q.risk}` : tx``}
    ${q.not_in_prepayment ? tx`and c.prepayment_register = false` : tx``}
    ${q.kycclock_alarming ? tx`and c.is_kycclock and c.kycclock_alarm_at <= (customers.today() + interval '1 month')::date` : tx``}
    ${q.monitored === undefined ? tx`` : q.monitored ? tx`and c.is_monitored` : tx`and not c.is_monitored`}
    ${name ? tx`and lower(c.name) like ${likePattern(name)}` : tx``}
    ${businessid ? tx`and translate(upper(c.businessid), '- ', '') = any (${businessid}::text[])` : tx``}
    ${tagBeside ? tx`and c.id in (select s.id from customers.tagged_ids(${tagBeside}) s(id))` : tx``}
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

/**
 * The list's statements, not yet run (postgres.js runs a query when it is awaited): the page (with the total in the
 * same pass for the selective sources) and the total of an unfiltered or index-served view. The plan tests EXPLAIN them.
 */
export const listStatements = (
  tx: Tx,
  usersId: string,
  query: CustomerFilters & { page?: number | undefined; size?: number | undefined },
  restriction?: Restriction,
) => {
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  const source = listSource(tx, query);
  const where = listWhere(tx, query, usersId, restriction);
  return {
    page,
    size,
    selective: source.selective,
    // A few thousand hits at most are read anyway to sort them: page and total from that one pass.
    pageRows: () => source.selective
      ? tx<(ListRow & { total: number })[]>`select ${listColumns(tx)}, count(*) over ()::int as total
          from ${source.from} where ${where} order by ${listOrder(tx, query.sort)} limit ${size} offset ${(page - 1) * size}`
      : tx<ListRow[]>`select ${listColumns(tx)} from ${source.from} where ${where}
          order by ${listOrder(tx, query.sort)} limit ${size} offset ${(page - 1) * size}`,
    total: () => tx<{ total: number }[]>`select count(*)::int as total from ${source.from} where ${where}`,
  };
};

export const listCustomers = async (
  tx: Tx,
  usersId: string,
  query: CustomerFilters & { page?: number | undefined; size?: number | undefined },
  restriction?: Restriction,
): Promise<Page<CustomerListItem>> => {
  const statements = listStatements(tx, usersId, query, restriction);
  const { page, size } = statements;
  if (statements.selective) {
    const rows = (await statements.pageRows()) as (ListRow & { total: number })[];
    const total = rows[0]?.total ?? (page > 1 ? ((await statements.total())[0]?.total ?? 0) : 0);
    return { items: rows.map(toListItem), total, page, size };
  }
  // Unfiltered or index-served tools: the page is an index scan and the total an index-only count.
  const [rows, [count]] = await Promise.all([statements.pageRows(), statements.total()]);
  return { items: rows.map(toListItem), total: count?.total ?? 0, page, size };
};

/** The sort expressions' types: an export's keyset value comes back as text and is read as this type. */
const sortTypes: Readonly<Record<CustomerSortColumn, 'text' | 'timestamptz' | 'date' | 'boolean' | 'integer'>> = {
  name: 'text', department: 'text', city: 'text', country: 'text', kycclock_alarm_at: 'date',
  created_at: 'timestamptz', removes_at: 'timestamptz', prepayment_register: 'boolean', trade_register: 'boolean',
  riskscores_level: 'integer',
};

// Cast on the server: a JS-typed parameter would lose what text keeps (a Date has no microseconds).
const sortValue = (tx: Tx, column: CustomerSortColumn, key: string) => {
  switch (sortTypes[column]) {
    case 'timestamptz': return tx`${key}::text::timestamptz`;
    case 'date': return tx`${key}::text::date`;
    case 'boolean': return tx`${key}::text::boolean`;
    case 'integer': return tx`${key}::text::integer`;
    default: return tx`${key}::text`;
  }
};

/**
 * Where the previous export page ended: its last row's sort value (as text, read back as the sort expression's type)
 * and id. Ascending sorts put empty values last and descending ones first, so an export walks
 * the rows with a value and those without as two phases.
 */
export interface ListKeyset {
  phase: 'values' | 'nulls';
  key: string | null;
  id: string | null;
}

export interface KeysetPage {
  items: CustomerListItem[];
  /** Where the next page starts; null after the last. */
  next: ListKeyset | null;
}

/**
 * The sorts whose keyset bound `(expression, c.id) > (…)` PostgreSQL can use as an index condition under row-level
 * security: a plain column compared with leakproof operators. `lower(c.name)` and `customers.risk_rank(…)`
 * (array_position) are not leakproof, so with RLS on the bound may only be checked after the policy, row by row from
 * the start of the index: each page read every row before it and the export grew with the square of its size
 * (issue 26: 98,027 rows in 14.4 s). Those sorts export through orderedIds instead.
 */
const keysetSorts: ReadonlySet<CustomerSortColumn> = new Set<CustomerSortColumn>([
  'department', 'city', 'country', 'kycclock_alarm_at', 'created_at', 'removes_at', 'prepayment_register', 'trade_register',
]);

/**
 * One page of the whole filtered, sorted view after `after` (null: the first), for exports: every page its own short
 * transaction, continued from its last row's sort value and id (keyset) along the sort indexes, instead of one
 * transaction and cursor held for the whole download. Views of the table sorted by a keysetSorts column only (isKeysetView):
 * the others read their ids in order in one pass (orderedIds). The restriction is left to the policy here (no
 * `users_id =` as in the list): with it the planner reads a USER's every customer by owner and sorts them for each page,
 * instead of continuing along the sort index.
 */
export const keysetStatement = (
  tx: Tx,
  usersId: string,
  query: CustomerFilters,
  after: ListKeyset | null,
  size: number,
) => {
  const sort = query.sort ?? 'name';
  const descending = sort.startsWith('-');
  const column = sort.replace(/^-/, '') as CustomerSortColumn;
  const expression = sortExpression(tx, column);
  const position = after ?? { phase: descending ? 'nulls' : 'values', key: null, id: null };
  const comparison = descending ? tx`<` : tx`>`;
  const direction = descending ? tx`desc` : tx`asc`;
  const bound = position.phase === 'nulls'
    ? tx`${expression} is null ${position.id === null ? tx`` : tx`and c.id ${comparison} ${position.id}::uuid`}`
    : position.key === null
      ? tx`${expression} is not null`
      : tx`(${expression}, c.id) ${comparison} (${sortValue(tx, column, position.key)}, ${position.id}::uuid)`;
  return {
    descending,
    position,
    rows: () => tx<(ListRow & { sort_key: string | null })[]>`select ${listColumns(tx)}, (${expression})::text as sort_key
      from customers.customers c where ${listWhere(tx, query, usersId)} and ${bound}
      order by ${position.phase === 'nulls' ? tx`c.id ${direction}` : tx`${expression} ${direction}, c.id ${direction}`}
      limit ${size}`,
  };
};

export const keysetPage = async (
  tx: Tx,
  usersId: string,
  query: CustomerFilters,
  after: ListKeyset | null,
  size: number,
): Promise<KeysetPage> => {
  const { descending, position, rows: read } = keysetStatement(tx, usersId, query, after, size);
  const rows = await read();
  const last = rows.at(-1);
  const onward = rows.length === size && last;
  const firstPhase = position.phase === (descending ? 'nulls' : 'values');
  const next: ListKeyset | null = onward
    ? { phase: position.phase, key: last.sort_key, id: last.id }
    : firstPhase ? { phase: descending ? 'values' : 'nulls', key: null, id: null } : null;
  return { items: rows.map(toListItem), next };
};

/** Whether an export reads the view by keyset pages (keysetPage): the table itself, sorted by a keysetSorts column. */
export const isKeysetView = (query: CustomerFilters): boolean =>
  sourceKind(query) === 'table' && keysetSorts.has((query.sort ?? 'name').replace(/^-/, '') as CustomerSortColumn);

/**
 * The ids of the whole view in its order, in one pass: a search view (searches, business id, tag) as a list page reads
 * it, or the table along its sort index (a name or risk sort, see keysetSorts). The rows are then read by id in pages.
 */
export const orderedIds = async (tx: Tx, usersId: string, query: CustomerFilters, restriction?: Restriction): Promise<string[]> => {
  const rows = await tx<{ id: string }[]>`select c.id from ${listSource(tx, query).from}
    where ${listWhere(tx, query, usersId, restriction)} order by ${listOrder(tx, query.sort)}`;
  return rows.map((row) => row.id);
};

/** The list items of these ids that the caller still sees, in the given order. */
export const itemsByIds = async (tx: Tx, ids: readonly string[]): Promise<CustomerListItem[]> => {
  const rows = await tx<ListRow[]>`select ${listColumns(tx)} from customers.customers c where c.id = any(${ids as string[]}::uuid[])`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row)] : [];
  });
};
