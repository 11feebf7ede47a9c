import type { CustomerTask, Task, TaskMode } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { toApiRow } from './customer.ts';

type Row = Record<string, unknown>;

export const listTasks = async (tx: Tx): Promise<Task[]> => {
  const rows = await tx<Row[]>`select id, name, description, created_at from customers.tasks order by lower(name), id`;
  return rows.map((row) => toApiRow<Task>(row));
};

export const insertTask = async (tx: Tx, values: { name: string; description: string | null }): Promise<Task> => {
  const [row] = await tx<Row[]>`insert into customers.tasks (name, description) values (${values.name}, ${values.description})
    returning id, name, description, created_at`;
  return toApiRow<Task>(row!);
};

export const updateTask = async (tx: Tx, id: string, values: { name: string; description: string | null }): Promise<Task | null> => {
  const [row] = await tx<Row[]>`update customers.tasks set name = ${values.name}, description = ${values.description}, updated_at = now()
    where id = ${id} returning id, name, description, created_at`;
  return row ? toApiRow<Task>(row) : null;
};

/** Removing a task from the catalogue removes its state on every customer too (on delete cascade). */
export const deleteTask = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx`delete from customers.tasks where id = ${id}`).count > 0;

/** One task of the catalogue (RLS: the caller's organisation); null when there is none. */
export const findTask = async (tx: Tx, id: string): Promise<Task | null> => {
  const [row] = await tx<Row[]>`select id, name, description, created_at from customers.tasks where id = ${id}`;
  return row ? toApiRow<Task>(row) : null;
};

export const taskExists = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx`select 1 from customers.tasks where id = ${id}`).length > 0;

/** Every task of the organisation with its state on the customer (pending unless marked done). */
export const listCustomerTasks = async (tx: Tx, customersId: string): Promise<CustomerTask[]> => {
  const rows = await tx<Row[]>`select t.id, t.name, t.description, coalesce(ct.is_done, false) as is_done, ct.done_at
    from customers.tasks t
    left join customers.customer_tasks ct
      on ct.organisations_id = t.organisations_id and ct.tasks_id = t.id and ct.customers_id = ${customersId}
    order by lower(t.name), t.id`;
  return rows.map((row) => toApiRow<CustomerTask>(row));
};

/** Mode add marks the task done on the customer, remove marks it pending; repeating either changes nothing. */
export const setCustomerTask = async (tx: Tx, customersId: string, tasksId: string, mode: TaskMode): Promise<void> => {
  if (mode === 'add') {
    await tx`insert into customers.customer_tasks (customers_id, tasks_id, is_done, done_at)
      values (${customersId}, ${tasksId}, true, now())
      on conflict (organisations_id, customers_id, tasks_id) do update
        set is_done = true, done_at = now(), users_id = excluded.users_id, updated_at = now()
        where not customer_tasks.is_done`;
  } else {
    await tx`update customers.customer_tasks set is_done = false, done_at = null, users_id = nullif(current_setting('app.users_id', true), '')::uuid, updated_at = now()
      where customers_id = ${customersId} and tasks_id = ${tasksId} and is_done`;
  }
};
