import type { MyTodo } from '@tunne/contracts';
import { compareNames, readPageParam, readSortParam, sortColumnOf, type SortParam } from '@tunne/design-system';
import { todoLight } from '../../shared/traffic.ts';

/** The /todos view; everything lives in the URL so back/forward and reload keep it. */
export const todoFilters = ['open', 'done', 'all'] as const;
export type TodoFilter = (typeof todoFilters)[number];

export const todoSortColumns = ['state', 'name', 'customers_name', 'responsible', 'deadline_at'] as const;
export type TodoSortColumn = (typeof todoSortColumns)[number];

export interface TodosQuery {
  filter: TodoFilter;
  sort: SortParam<TodoSortColumn>;
  page: number;
}

/** Rows a page asks for: the call's maximum, so sorting on the screen covers every todo of an ordinary user. */
export const todosPageSize = 500;

const defaults: TodosQuery = { filter: 'open', sort: 'state', page: 1 };

export const readTodosQuery = (search: URLSearchParams): TodosQuery => {
  const filter = search.get('filter');
  return {
    filter: (todoFilters as readonly string[]).includes(filter ?? '') ? (filter as TodoFilter) : defaults.filter,
    sort: readSortParam(search.get('sort'), todoSortColumns, defaults.sort),
    page: readPageParam(search.get('page')),
  };
};

export const writeTodosQuery = (query: TodosQuery): string => {
  const params = new URLSearchParams();
  if (query.filter !== defaults.filter) params.set('filter', query.filter);
  if (query.sort !== defaults.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The call's is_done parameter for a filter (all: not sent). */
export const isDoneFor = (filter: TodoFilter): boolean | undefined => (filter === 'open' ? false : filter === 'done' ? true : undefined);

// Most urgent first: overdue, pending, done (spec §4 lights red, yellow, green).
const lightRank = { red: 0, yellow: 1, green: 2, grey: 3 } as const;

/**
 * Ascending with missing deadlines last (descending is the exact reverse, as in the customer list). Deadlines are
 * days, YYYY-MM-DD, which sort as text.
 */
const byDeadline = (a: MyTodo, b: MyTodo): number => {
  const [x, y] = [a.deadline_at, b.deadline_at];
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return x < y ? -1 : 1;
};

/**
 * Sorts on the screen (the page holds up to 500 todos). Ties fall back to the deadline, then the name, then
 * the id, so the order is stable whatever the server sent.
 */
export const sortTodos = (
  todos: readonly MyTodo[],
  sort: SortParam<TodoSortColumn>,
  nameOfUser: (id: string) => string,
  language = 'fi',
  now: Date = new Date(),
): MyTodo[] => {
  const column = sortColumnOf(sort);
  const primary = (a: MyTodo, b: MyTodo): number => {
    switch (column) {
      case 'state':
        return lightRank[todoLight(a, now)] - lightRank[todoLight(b, now)];
      case 'name':
        return compareNames(a.name, b.name, language);
      case 'customers_name':
        return compareNames(a.customers_name, b.customers_name, language);
      case 'responsible':
        return compareNames(nameOfUser(a.responsible_users_id), nameOfUser(b.responsible_users_id), language);
      case 'deadline_at':
        return byDeadline(a, b);
    }
  };
  const compare = (a: MyTodo, b: MyTodo): number =>
    primary(a, b) || byDeadline(a, b) || compareNames(a.name, b.name, language) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = [...todos].sort(compare);
  return sort.startsWith('-') ? sorted.reverse() : sorted;
};

/** The home page's horizon: open todos due within this many days, or already overdue (issue 16 §6). */
export const dueSoonDays = 7;

/** The open todos due within `days` or overdue, soonest deadline first; todos without a deadline are not due. */
export const todosDueSoon = (todos: readonly MyTodo[], now: Date = new Date(), days = dueSoonDays): MyTodo[] => {
  const horizon = now.getTime() + days * 86_400_000;
  return todos
    .filter((todo) => !todo.is_done && todo.deadline_at !== null && Date.parse(todo.deadline_at) <= horizon)
    .sort((a, b) => byDeadline(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
};
