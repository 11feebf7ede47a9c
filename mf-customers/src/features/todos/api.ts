import { api } from '@tunne/app-kit';
import type { MyTodo, Page } from '@tunne/contracts';

/** GET /api/v2.5/user/todos: the caller's todos (responsible or created by them) on non-archived customers they see. */
export const listMyTodos = (params: { is_done?: boolean | undefined; page: number; size: number }, signal?: AbortSignal): Promise<Page<MyTodo>> => {
  const searchParams: Record<string, string | number | boolean> = { page: params.page, size: params.size };
  if (params.is_done !== undefined) searchParams.is_done = params.is_done;
  return api.get<Page<MyTodo>>('v2.5/user/todos', { searchParams, ...(signal ? { signal } : {}) });
};
