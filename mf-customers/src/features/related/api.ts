import { api, sharedQuery } from '@tunne/app-kit';
import type { PepFunction } from '@tunne/contracts';
import type { CustomerTask, LinkedCustomer, RelatedKind, RelatedKinds } from './types.ts';

const base = (customerId: string) => `v2.5/user/customers/${encodeURIComponent(customerId)}`;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Body of a POST/PUT: the row without its server-set fields. */
export type RelatedBody<K extends RelatedKind> = Omit<RelatedKinds[K], 'id' | 'created_at' | 'customers_id' | 'users_id'>;

export const listRelated = <K extends RelatedKind>(customerId: string, kind: K, signal?: AbortSignal): Promise<RelatedKinds[K][]> =>
  api.get<RelatedKinds[K][]>(`${base(customerId)}/${kind}`, opts(signal));

export const createRelated = <K extends RelatedKind>(customerId: string, kind: K, body: Partial<RelatedBody<K>>): Promise<RelatedKinds[K]> =>
  api.post<RelatedKinds[K]>(`${base(customerId)}/${kind}`, body);

export const updateRelated = <K extends RelatedKind>(customerId: string, kind: K, rowId: string, body: Partial<RelatedBody<K>>): Promise<RelatedKinds[K]> =>
  api.put<RelatedKinds[K]>(`${base(customerId)}/${kind}/${encodeURIComponent(rowId)}`, body);

export const deleteRelated = (customerId: string, kind: RelatedKind, rowId: string): Promise<null> =>
  api.delete<null>(`${base(customerId)}/${kind}/${encodeURIComponent(rowId)}`);

export const setTodoDone = (customerId: string, todoId: string, isDone: boolean) =>
  api.patch<RelatedKinds['todos']>(`${base(customerId)}/todos/${encodeURIComponent(todoId)}`, { is_done: isDone });

export const sendTodo = (customerId: string, todoId: string) => api.post<RelatedKinds['todos']>(`${base(customerId)}/todos/${encodeURIComponent(todoId)}/send`);

export const listLinked = (customerId: string, signal?: AbortSignal): Promise<LinkedCustomer[]> =>
  api.get<LinkedCustomer[]>(`${base(customerId)}/linked_customers`, opts(signal));

export const linkCustomer = (customerId: string, otherId: string) =>
  api.post<unknown>(`${base(customerId)}/linked_customers/${encodeURIComponent(otherId)}`);

export const unlinkCustomer = (customerId: string, otherId: string) =>
  api.delete<unknown>(`${base(customerId)}/linked_customers/${encodeURIComponent(otherId)}`);

export const listCustomerTasks = (customerId: string, signal?: AbortSignal): Promise<CustomerTask[]> =>
  api.get<CustomerTask[]>(`${base(customerId)}/tasks`, opts(signal));

/** mode add marks the task done, remove marks it pending (spec §4). */
export const setTask = (customerId: string, taskId: string, mode: 'add' | 'remove') =>
  api.patch<unknown>(`${base(customerId)}/task/${encodeURIComponent(taskId)}`, { mode });

/** The responsible user's acknowledgement, sent back to the todo's creator (spec §4). */
export const answerTodo = (customerId: string, todoId: string, answer: string) =>
  api.post<RelatedKinds['todos']>(`${base(customerId)}/todos/${encodeURIComponent(todoId)}/answer`, { answer });

/** Attaches one file to a todo (multipart); answers the todo with its files. */
export const uploadTodoFile = (customerId: string, todoId: string, file: File) => {
  const form = new FormData();
  form.set('file', file, file.name);
  return api.upload<RelatedKinds['todos']>(`${base(customerId)}/todos/${encodeURIComponent(todoId)}/files`, form);
};

/** Removes one file of a todo (spec §7: PATCH with files_id). */
export const removeTodoFile = (customerId: string, todoId: string, fileId: string) =>
  api.patch<RelatedKinds['todos']>(`${base(customerId)}/todos/${encodeURIComponent(todoId)}`, { files_id: fileId });

/** A file's download link: the browser opens it itself, so it carries a temporary token (spec §7). */
export const todoFileLink = (customerId: string, todoId: string, fileId: string): Promise<string> =>
  api.temporaryLink(`${base(customerId)}/todos/${encodeURIComponent(todoId)}/files/${encodeURIComponent(fileId)}`);

/** Issue 25 §8: the organisation's PEP function list (the PEP form's choice). */
export const listPepFunctions = (signal?: AbortSignal): Promise<PepFunction[]> =>
  sharedQuery('pepfunctions', () => api.get<PepFunction[]>('v2.5/user/pepfunctions'), { signal });
