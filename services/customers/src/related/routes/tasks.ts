import type { Hono, MiddlewareHandler } from 'hono';
import { CustomerTaskBody, CustomerTaskParams, IdParams, TaskBody } from '@tunne/contracts';
import {
  AppError, noSettingsChangeLog, ok, readBody, readParams, requireAdmin, tenancyOf, type AuthEnv, type Database, type SettingsChangeLog,
} from '@tunne/platform';
import { requireCustomer } from '../repo/customer.ts';
import { recordRowChange } from '../../settings-changes.ts';
import { deleteTask, findTask, insertTask, listCustomerTasks, listTasks, setCustomerTask, taskExists, updateTask } from '../repo/tasks.ts';
import { requireName } from '../validate.ts';

const notFound = () => new AppError('NOT_FOUND', 'Task not found');

const taskValues = (body: TaskBody) => ({ name: requireName(body.name), description: body.description?.trim() || null });

const taskChange = { section: 'tasks', entity: 'task' } as const;

/** The organisation's task catalogue (admin changes it, each change audited) and each task's state on a customer. */
export const taskRoutes = (app: Hono<AuthEnv>, db: Database, auth: MiddlewareHandler<AuthEnv>, changes: SettingsChangeLog = noSettingsChangeLog): void => {
  app.get('/api/v2.5/user/tasks', auth, async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => listTasks(tx))));

  app.post('/api/v2.5/admin/tasks', auth, requireAdmin, async (c) => {
    const values = taskValues(await readBody(c, TaskBody));
    const principal = c.get('principal');
    const task = await db.tx(tenancyOf(principal), (tx) => insertTask(tx, values));
    await recordRowChange(changes, principal, taskChange, null, task);
    return ok(c, task, 201);
  });

  app.put('/api/v2.5/admin/tasks/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const values = taskValues(await readBody(c, TaskBody));
    const principal = c.get('principal');
    const { before, task } = await db.tx(tenancyOf(principal), async (tx) => ({ before: await findTask(tx, id), task: await updateTask(tx, id, values) }));
    if (!task) throw notFound();
    await recordRowChange(changes, principal, taskChange, before, task);
    return ok(c, task);
  });

  app.delete('/api/v2.5/admin/tasks/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const before = await db.tx(tenancyOf(principal), async (tx) => {
      const task = await findTask(tx, id);
      return task && (await deleteTask(tx, id)) ? task : null;
    });
    if (!before) throw notFound();
    await recordRowChange(changes, principal, taskChange, before, null);
    return ok(c, null);
  });

  app.get('/api/v2.5/user/customers/:id/tasks', auth, async (c) => {
    const { id } = readParams(c, IdParams);
    const tasks = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireCustomer(tx, id);
      return listCustomerTasks(tx, id);
    });
    return ok(c, tasks);
  });

  app.patch('/api/v2.5/user/customers/:id/task/:tasks_id', auth, async (c) => {
    const { id, tasks_id } = readParams(c, CustomerTaskParams);
    const { mode } = await readBody(c, CustomerTaskBody);
    const tasks = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireCustomer(tx, id);
      if (!(await taskExists(tx, tasks_id))) throw notFound();
      await setCustomerTask(tx, id, tasks_id, mode);
      return listCustomerTasks(tx, id);
    });
    return ok(c, tasks);
  });
};
