import { TaskBody, type Task } from '@tunne/contracts';
import { NamedItemsSection, type NamedItemsConfig } from '../shared/NamedItemsSection.tsx';
import { createTask, deleteTask, listTasks, updateTask } from './api.ts';

const config: NamedItemsConfig<Task> = {
  section: 'tasks',
  schema: TaskBody,
  textProperty: 'description',
  textRequired: false,
  nameMax: 300,
  textMax: 4000,
  textOf: (row) => row.description ?? null,
  dateOf: (row) => row.created_at,
  list: listTasks,
  create: (body) => createTask({ name: body.name, description: body.description ?? null }),
  update: (id, body) => updateTask(id, { name: body.name, description: body.description ?? null }),
  remove: deleteTask,
};

/** Settings › tasks: what users follow up on each customer (spec §3 Task and tag; the task follow-up page lists them). */
export const TasksSection = () => <NamedItemsSection config={config} />;
