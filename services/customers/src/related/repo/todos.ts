import type { MyTodo, MyTodosQuery, Page, Todo } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { toApiRow } from './customer.ts';
import { withFiles } from './todo-files.ts';

type Row = Record<string, unknown>;
type TodoRow = Omit<Todo, 'files'>;

/** One row as the API answers it, with its files; null stays null. */
const one = async (tx: Tx, row: Row | undefined): Promise<Todo | null> =>
  row ? ((await withFiles(tx, [toApiRow<TodoRow>(row)]))[0] ?? null) : null;

export interface TodoValues {
  name: string;
  description: string | null;
  notes: string | null;
  responsible_users_id: string;
  deadline_at: string | null;
}

export const listTodos = async (tx: Tx, customersId: string): Promise<Todo[]> => {
  const rows = await tx<Row[]>`select * from customers.todos where customers_id = ${customersId} order by created_at, id`;
  return withFiles(tx, rows.map((row) => toApiRow<TodoRow>(row)));
};

export const getTodo = async (tx: Tx, customersId: string, id: string): Promise<Todo | null> => {
  const [row] = await tx<Row[]>`select * from customers.todos where customers_id = ${customersId} and id = ${id}`;
  return one(tx, row);
};

export const insertTodo = async (tx: Tx, customersId: string, values: TodoValues): Promise<Todo> => {
  const row = { ...values, customers_id: customersId };
  const [inserted] = await tx<Row[]>`insert into customers.todos ${tx(row, Object.keys(row) as (keyof typeof row)[])} returning *`;
  return (await one(tx, inserted))!;
};

export const updateTodo = async (tx: Tx, customersId: string, id: string, values: Partial<TodoValues>): Promise<Todo | null> => {
  const keys = Object.keys(values) as (keyof TodoValues)[];
  if (keys.length === 0) return getTodo(tx, customersId, id);
  const [updated] = await tx<Row[]>`update customers.todos set ${tx(values, keys)}, updated_at = now()
    where customers_id = ${customersId} and id = ${id} returning *`;
  return one(tx, updated);
};

/** Done and undone both ways; the time it was first marked done stays while it stays done. */
export const setTodoDone = async (tx: Tx, customersId: string, id: string, isDone: boolean): Promise<Todo | null> => {
  const [updated] = await tx<Row[]>`update customers.todos
    set is_done = ${isDone}, done_at = case when ${isDone} then coalesce(done_at, now()) end, updated_at = now()
    where customers_id = ${customersId} and id = ${id} returning *`;
  return one(tx, updated);
};

export const markTodoSent = async (tx: Tx, customersId: string, id: string): Promise<Todo | null> => {
  const [updated] = await tx<Row[]>`update customers.todos set sent_at = now(), updated_at = now()
    where customers_id = ${customersId} and id = ${id} returning *`;
  return one(tx, updated);
};

export const answerTodo = async (tx: Tx, customersId: string, id: string, answer: string): Promise<Todo | null> => {
  const [updated] = await tx<Row[]>`update customers.todos set answer = ${answer}, answered_at = now(), updated_at = now()
    where customers_id = ${customersId} and id = ${id} returning *`;
  return one(tx, updated);
};

export const deleteTodo = async (tx: Tx, customersId: string, id: string): Promise<boolean> =>
  (await tx`delete from customers.todos where customers_id = ${customersId} and id = ${id}`).count > 0;

/** The caller's todos (responsible or creator) on customers they may see and that are not archived; open ones first. */
export const listMyTodos = async (tx: Tx, usersId: string, query: MyTodosQuery): Promise<Page<MyTodo>> => {
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  const where = tx`(t.responsible_users_id = ${usersId} or t.users_id = ${usersId}) and not c.is_removed
    ${query.is_done === undefined ? tx`` : tx`and t.is_done = ${query.is_done}`}`;
  const from = tx`customers.todos t
    join customers.customers c on c.organisations_id = t.organisations_id and c.id = t.customers_id`;
  const [rows, [count]] = await Promise.all([
    tx<Row[]>`select t.*, c.name as customers_name from ${from} where ${where}
      order by t.is_done, t.deadline_at asc nulls last, t.created_at, t.id limit ${size} offset ${(page - 1) * size}`,
    tx<{ total: number }[]>`select count(*)::int as total from ${from} where ${where}`,
  ]);
  return { items: await withFiles(tx, rows.map((row) => toApiRow<Omit<MyTodo, 'files'>>(row))), total: count?.total ?? 0, page, size };
};
