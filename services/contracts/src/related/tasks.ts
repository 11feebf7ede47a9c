import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
import { literals, optionalNullable } from '../schema-helpers.ts';
import { Name, Text } from './shared.ts';

// Tasks (organisation level) and their state on a customer.

/** POST/PUT /api/v2.5/admin/tasks[/{id}] (admin). PUT takes the same body. */
export const TaskBody = Type.Object(
  { name: Name, description: optionalNullable(Text) },
  { $id: 'TaskBody', additionalProperties: false },
);
export type TaskBody = Static<typeof TaskBody>;

export type Task = Required<TaskBody> & { id: string; created_at: string };

/** GET /api/v2.5/user/customers/{id}/tasks: every task of the organisation with its state on the customer. */
export type CustomerTask = Omit<Task, 'created_at'> & { is_done: boolean; done_at: string | null };

/** PATCH /api/v2.5/user/customers/{id}/task/{tasks_id}: add marks done, remove marks pending; answers CustomerTask[]. */
export const taskModes = ['add', 'remove'] as const;
export type TaskMode = (typeof taskModes)[number];
export const CustomerTaskBody = Type.Object(
  { mode: literals(taskModes) },
  { $id: 'CustomerTaskBody', additionalProperties: false },
);
export type CustomerTaskBody = Static<typeof CustomerTaskBody>;

export const CustomerTaskParams = Type.Object({ id: Uuid, tasks_id: Uuid }, { $id: 'CustomerTaskParams', additionalProperties: false });
export type CustomerTaskParams = Static<typeof CustomerTaskParams>;
