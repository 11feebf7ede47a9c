import { api, withSignal } from '@tunne/app-kit';
import type { Task, TaskBody } from '@tunne/contracts';

// The organisation's task catalogue (services/customers): everyone reads it, admins keep it.

export const listTasks = (signal?: AbortSignal) => api.get<Task[]>('v2.5/user/tasks', withSignal(signal));
export const createTask = (body: TaskBody) => api.post<Task>('v2.5/admin/tasks', body);
export const updateTask = (id: string, body: TaskBody) => api.put<Task>(`v2.5/admin/tasks/${id}`, body);
export const deleteTask = (id: string) => api.delete<null>(`v2.5/admin/tasks/${id}`);
