import type { Hono, MiddlewareHandler } from 'hono';
import { CustomerTaskBody, CustomerTaskParams, IdParams, TaskBody } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, requireAdmin, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import { requireCustomer } from '../repo/customer.ts';
import { deleteTask, insertTask, listCustomerTasks, listTasks, setCustomerTask, taskExists, updateTask } from '../repo/tasks.ts';
import { requireName } from '../validate.ts';

const notFound = () => new AppError('NOT_FOUND', 'Task not found');

const taskValues = (body: TaskBody) => ({ name: requireName(body.name), description: body.description?.trim() || null });

/** The organisation's task catalogue (admin changes it) and each task's state on a customer. */
export const taskRoutes = (app: Hono<AuthEnv>, db: Database, auth: MiddlewareHandler<AuthEnv>): void => {
  app.get('/api/v2.5/user/tasks', auth, async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => listTasks(tx))));

  app.post('/api/v2.5/admin/tasks', auth, requireAdmin, async (c) => {
    const values = taskValues(await readBody(c, TaskBody));
    return ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => insertTask(tx, values)), 201);
  });

  app.put('/api/v2.5/admin/tasks/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const values = taskValues(await readBody(c, TaskBody));
    const task = await db.tx(tenancyOf(c.get('principal')), (tx) => updateTask(tx, id, values));
    if (!task) throw notFound();
    return ok(c, task);
  });

  app.delete('/api/v2.5/admin/tasks/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const deleted = await db.tx(tenancyOf(c.get('principal')), (tx) => deleteTask(tx, id));
    if (!deleted) throw notFound();
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
