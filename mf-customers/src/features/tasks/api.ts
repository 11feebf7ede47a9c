import { api } from '@tunne/app-kit';
import type { CustomerTask, TasksOverview } from '@tunne/contracts';

/** GET /api/v2.5/user/customers/tasks-overview: the catalogue and the non-archived customers with tasks. */
export const getTasksOverview = (signal?: AbortSignal): Promise<TasksOverview> =>
  api.get<TasksOverview>('v2.5/user/customers/tasks-overview', signal ? { signal } : {});

/** PATCH .../task/{tasks_id}: mode add marks the task done, remove pending (spec §4); answers the customer's tasks. */
export const setCustomerTask = (customerId: string, taskId: string, mode: 'add' | 'remove'): Promise<CustomerTask[]> =>
  api.patch<CustomerTask[]>(`v2.5/user/customers/${encodeURIComponent(customerId)}/task/${encodeURIComponent(taskId)}`, { mode });
