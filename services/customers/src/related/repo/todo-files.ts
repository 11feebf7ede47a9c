import type { Todo, TodoFile } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { toApiRow } from './customer.ts';

type Row = Record<string, unknown>;

const fileColumns = (tx: Tx) => tx`id, todos_id, name, mime, size, users_id, created_at`;

/** The files of the given todos (without their content), oldest first, each todo's list under its id. */
export const filesOfTodos = async (tx: Tx, todoIds: readonly string[]): Promise<Map<string, TodoFile[]>> => {
  const byTodo = new Map<string, TodoFile[]>();
  if (todoIds.length === 0) return byTodo;
  const rows = await tx<Row[]>`select ${fileColumns(tx)} from customers.todo_files
    where todos_id = any(${[...todoIds]}::uuid[]) and removed_at is null order by created_at, id`;
  for (const row of rows) {
    const { todos_id: todoId, ...file } = row;
    const list = byTodo.get(todoId as string) ?? [];
    list.push(toApiRow<TodoFile>(file));
    byTodo.set(todoId as string, list);
  }
  return byTodo;
};

/** Todos as the API answers them: each with its files. */
export const withFiles = async <T extends Omit<Todo, 'files'>>(tx: Tx, todos: T[]): Promise<(T & { files: TodoFile[] })[]> => {
  const files = await filesOfTodos(tx, todos.map((todo) => todo.id));
  return todos.map((todo) => ({ ...todo, files: files.get(todo.id) ?? [] }));
};

export const countTodoFiles = async (tx: Tx, todoId: string): Promise<number> => {
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from customers.todo_files
    where todos_id = ${todoId} and removed_at is null`;
  return row?.n ?? 0;
};

export interface NewTodoFile {
  name: string;
  mime: string;
  content: Uint8Array;
}

export const insertTodoFile = async (tx: Tx, customersId: string, todoId: string, file: NewTodoFile): Promise<void> => {
  await tx`insert into customers.todo_files (customers_id, todos_id, name, mime, size, content)
    values (${customersId}, ${todoId}, ${file.name}, ${file.mime}, ${file.content.byteLength}, ${file.content})`;
};

export const getTodoFileContent = async (
  tx: Tx,
  customersId: string,
  todoId: string,
  id: string,
): Promise<{ name: string; mime: string; content: Uint8Array } | null> => {
  const [row] = await tx<{ name: string; mime: string; content: Uint8Array }[]>`select name, mime, content from customers.todo_files
    where customers_id = ${customersId} and todos_id = ${todoId} and id = ${id} and removed_at is null`;
  return row ?? null;
};

/** Marks the file removed (issue 25 §6: evidence is kept, migration 00051); false when there is no such file. */
export const removeTodoFile = async (tx: Tx, customersId: string, todoId: string, id: string, usersId: string): Promise<boolean> =>
  (await tx`update customers.todo_files set removed_at = now(), removed_by = ${usersId}
    where customers_id = ${customersId} and todos_id = ${todoId} and id = ${id} and removed_at is null`).count > 0;

/** Whether the todo has any file, removed ones too (such a todo is kept: its files are evidence). */
export const todoHasFiles = async (tx: Tx, todoId: string): Promise<boolean> => {
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from customers.todo_files where todos_id = ${todoId}`;
  return (row?.n ?? 0) > 0;
};
