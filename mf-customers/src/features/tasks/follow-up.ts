import type { CustomerTask, TaskFollowUpCustomer } from '@tunne/contracts';
import { compareNames, readPageParam, readSortParam, sortColumnOf, type SortParam } from '@tunne/design-system';

/** The /tasks view (task follow-up); everything lives in the URL so back/forward and reload keep it. */
export const taskStateFilters = ['all', 'pending', 'done'] as const;
export type TaskStateFilter = (typeof taskStateFilters)[number];

export const followUpSortColumns = ['name', 'progress'] as const;
export type FollowUpSortColumn = (typeof followUpSortColumns)[number];

export interface FollowUpQuery {
  /** A task id, or '' for every task. */
  task: string;
  state: TaskStateFilter;
  name: string;
  sort: SortParam<FollowUpSortColumn>;
  page: number;
}

/** Customers a page shows (the call answers up to 10,000 at once). */
export const followUpPageSize = 100;

const defaults: FollowUpQuery = { task: '', state: 'all', name: '', sort: 'name', page: 1 };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const readFollowUpQuery = (search: URLSearchParams): FollowUpQuery => {
  const task = search.get('task') ?? '';
  const state = search.get('state');
  return {
    task: uuidPattern.test(task) ? task.toLowerCase() : '',
    state: (taskStateFilters as readonly string[]).includes(state ?? '') ? (state as TaskStateFilter) : defaults.state,
    name: search.get('name') ?? '',
    sort: readSortParam(search.get('sort'), followUpSortColumns, defaults.sort),
    page: readPageParam(search.get('page')),
  };
};

export const writeFollowUpQuery = (query: FollowUpQuery): string => {
  const params = new URLSearchParams();
  if (query.task) params.set('task', query.task);
  if (query.state !== defaults.state) params.set('state', query.state);
  // Untrimmed: the search field shows the URL's text, and a space typed between two words must stay.
  if (query.name.trim()) params.set('name', query.name);
  if (query.sort !== defaults.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const doneCount = (customer: TaskFollowUpCustomer): number => customer.tasks.filter((task) => task.is_done).length;

/**
 * With a task chosen, the state filter asks about that task; without, "pending" keeps customers with any task
 * still pending and "done" those with every task done.
 */
export const filterFollowUp = (customers: readonly TaskFollowUpCustomer[], query: FollowUpQuery): TaskFollowUpCustomer[] => {
  const name = query.name.trim().toLowerCase();
  return customers.filter((customer) => {
    if (name && !customer.name.toLowerCase().includes(name)) return false;
    if (query.state === 'all') return true;
    const states = query.task ? customer.tasks.filter((task) => task.tasks_id === query.task) : customer.tasks;
    if (query.state === 'done') return states.length > 0 && states.every((task) => task.is_done);
    return states.some((task) => !task.is_done);
  });
};

/** By name, or by the share of tasks done (least done first), ties by name. */
export const sortFollowUp = (customers: readonly TaskFollowUpCustomer[], sort: SortParam<FollowUpSortColumn>, language = 'fi'): TaskFollowUpCustomer[] => {
  const share = (customer: TaskFollowUpCustomer) => (customer.tasks.length === 0 ? 0 : doneCount(customer) / customer.tasks.length);
  const byName = (a: TaskFollowUpCustomer, b: TaskFollowUpCustomer) => compareNames(a.name, b.name, language) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const compare = sortColumnOf(sort) === 'progress' ? (a: TaskFollowUpCustomer, b: TaskFollowUpCustomer) => share(a) - share(b) || byName(a, b) : byName;
  const sorted = [...customers].sort(compare);
  return sort.startsWith('-') ? sorted.reverse() : sorted;
};

/** The customer with one task's state changed (done_at now when marked done). */
export const withTaskState = (customer: TaskFollowUpCustomer, taskId: string, isDone: boolean, now: Date = new Date()): TaskFollowUpCustomer => ({
  ...customer,
  tasks: customer.tasks.map((task) =>
    task.tasks_id === taskId ? { ...task, is_done: isDone, done_at: isDone ? (task.done_at ?? now.toISOString()) : null } : task,
  ),
});

/** The customer's states as the PATCH answered them (the card's shape), kept in the overview's task order. */
export const withAnsweredTasks = (customer: TaskFollowUpCustomer, answered: readonly CustomerTask[]): TaskFollowUpCustomer => {
  const byId = new Map(answered.map((task) => [task.id, task]));
  return {
    ...customer,
    tasks: customer.tasks.map((task) => {
      const state = byId.get(task.tasks_id);
      return state ? { tasks_id: task.tasks_id, is_done: state.is_done, done_at: state.done_at } : task;
    }),
  };
};
