import type { Hono, MiddlewareHandler } from 'hono';
import {
  IdParams,
  MyTodosQuery,
  RelatedRowParams,
  TodoAnswerBody,
  TodoCreateBody,
  TodoDoneBody,
  TodoFileParams,
  TodoUpdateBody,
  todoFileMaxCount,
  type Todo,
} from '@tunne/contracts';
import {
  AppError, attachmentHeader, log, ok, readBody, readParams, readQuery, recordRequestEvent, tenancyOf, type AuthEnv, type MailMessage, type Principal,
} from '@tunne/platform';
import { readDateInput } from '../../date-input.ts';
import type { RelatedDeps } from '../deps.ts';
import { requireCustomer } from '../repo/customer.ts';
import {
  answerTodo,
  deleteTodo,
  getTodo,
  insertTodo,
  listMyTodos,
  listTodos,
  markTodoSent,
  setTodoDone,
  updateTodo,
  type TodoValues,
} from '../repo/todos.ts';
import { countTodoFiles, getTodoFileContent, insertTodoFile, removeTodoFile, todoHasFiles } from '../repo/todo-files.ts';
import { readTodoFile } from '../todo-file-upload.ts';
import { customerLink, todoAnsweredMail, todoSentMail } from '../todo-mail.ts';
import { requireName } from '../validate.ts';

const notFound = () => new AppError('NOT_FOUND', 'Not found');
/** The deadline is a day, YYYY-MM-DD (an older client's date-time or unix seconds: its Helsinki day). */
const deadlineOf = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : readDateInput(value, '/deadline_at');
const orNotFound = (todo: Todo | null): Todo => {
  if (!todo) throw notFound();
  return todo;
};

const optionalText = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() || null;

/**
 * Todos (actions) of a customer, marking done/undone, their files, sending to the responsible user and the answer
 * back; my todos. `downloadAuth` guards the file download, a link the browser opens with a temporary ?jwt=.
 */
export const todoRoutes = (
  app: Hono<AuthEnv>,
  deps: RelatedDeps,
  auth: MiddlewareHandler<AuthEnv>,
  downloadAuth: MiddlewareHandler<AuthEnv> = auth,
): void => {
  const { db } = deps;
  const base = '/api/v2.5/user/customers/:id/todos';

  // Outside any transaction of ours: see RelatedDeps.findActiveUser.
  const requireResponsible = async (principal: Principal, usersId: string) => {
    const user = await deps.findActiveUser(principal.organisationsId, usersId);
    if (!user) throw new AppError('RESPONSIBLE_USER_INVALID', 'The responsible user does not exist or is not active', '/responsible_users_id');
    return user;
  };

  const send = async (message: MailMessage) => {
    try {
      await deps.mailer.send(message);
    } catch (error) {
      log.error('todo mail failed', { error: (error as Error).message });
      throw new AppError('EMAIL_SEND_FAILED', 'E-mail send failed');
    }
  };

  const readTodo = (principal: Principal, customersId: string, id: string) =>
    db.tx(tenancyOf(principal), async (tx) => {
      await requireCustomer(tx, customersId);
      return orNotFound(await getTodo(tx, customersId, id));
    });

  app.get('/api/v2.5/user/todos', auth, async (c) => {
    const query = readQuery(c, MyTodosQuery);
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), (tx) => listMyTodos(tx, principal.usersId, query)));
  });

  app.get(base, auth, async (c) => {
    const { id } = readParams(c, IdParams);
    const todos = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireCustomer(tx, id);
      return listTodos(tx, id);
    });
    return ok(c, todos);
  });

  app.post(base, auth, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, TodoCreateBody);
    const principal = c.get('principal');
    const values: TodoValues = {
      name: requireName(body.name),
      description: optionalText(body.description) ?? null,
      notes: optionalText(body.notes) ?? null,
      responsible_users_id: body.responsible_users_id,
      deadline_at: deadlineOf(body.deadline_at),
    };
    await db.tx(tenancyOf(principal), (tx) => requireCustomer(tx, id));
    await requireResponsible(principal, body.responsible_users_id);
    const todo = await db.tx(tenancyOf(principal), async (tx) => {
      await requireCustomer(tx, id);
      return insertTodo(tx, id, values);
    });
    return ok(c, todo, 201);
  });

  app.put(`${base}/:rowId`, auth, async (c) => {
    const { id, rowId } = readParams(c, RelatedRowParams);
    const body = await readBody(c, TodoUpdateBody);
    const principal = c.get('principal');
    const values: Partial<TodoValues> = {};
    if (body.name !== undefined) values.name = requireName(body.name);
    if (body.description !== undefined) values.description = optionalText(body.description) ?? null;
    if (body.notes !== undefined) values.notes = optionalText(body.notes) ?? null;
    if (body.deadline_at !== undefined) values.deadline_at = deadlineOf(body.deadline_at);
    if (body.responsible_users_id !== undefined) {
      // The customer first: outside the caller's view every answer is 404, whatever the body holds.
      await db.tx(tenancyOf(principal), (tx) => requireCustomer(tx, id));
      await requireResponsible(principal, body.responsible_users_id);
      values.responsible_users_id = body.responsible_users_id;
    }
    const todo = await db.tx(tenancyOf(principal), async (tx) => {
      await requireCustomer(tx, id);
      return orNotFound(await updateTodo(tx, id, rowId, values));
    });
    return ok(c, todo);
  });

  // {is_done} marks done or undone; {files_id} removes that file (spec §7: PATCH with files_id removes a file).
  app.patch(`${base}/:rowId`, auth, async (c) => {
    const { id, rowId } = readParams(c, RelatedRowParams);
    const body = await readBody(c, TodoDoneBody);
    const todo = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireCustomer(tx, id);
      if ('is_done' in body) return orNotFound(await setTodoDone(tx, id, rowId, body.is_done));
      orNotFound(await getTodo(tx, id, rowId));
      if (!(await removeTodoFile(tx, id, rowId, body.files_id, c.get('principal').usersId))) throw new AppError('FILE_NOT_FOUND', 'No such file on the action');
      return orNotFound(await getTodo(tx, id, rowId));
    });
    return ok(c, todo);
  });

  // One file per call (multipart, in "file"); answers the todo with its files.
  app.post(`${base}/:rowId/files`, auth, async (c) => {
    const { id, rowId } = readParams(c, RelatedRowParams);
    const principal = c.get('principal');
    // The customer and the todo before the body: outside the caller's view the answer is 404 whatever was sent.
    await readTodo(principal, id, rowId);
    const file = await readTodoFile(c);
    const todo = await db.tx(tenancyOf(principal), async (tx) => {
      await requireCustomer(tx, id);
      orNotFound(await getTodo(tx, id, rowId));
      if ((await countTodoFiles(tx, rowId)) >= todoFileMaxCount) {
        throw new AppError('VALIDATION_FAILED', `An action can have at most ${todoFileMaxCount} files`, '/file');
      }
      await insertTodoFile(tx, id, rowId, file);
      return orNotFound(await getTodo(tx, id, rowId));
    });
    return ok(c, todo, 201);
  });

  app.get(`${base}/:rowId/files/:files_id`, downloadAuth, async (c) => {
    const { id, rowId, files_id: filesId } = readParams(c, TodoFileParams);
    const file = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireCustomer(tx, id);
      return getTodoFileContent(tx, id, rowId, filesId);
    });
    if (!file) throw new AppError('FILE_NOT_FOUND', 'File not found');
    if (deps.securityLog) {
      await recordRequestEvent(deps.securityLog, c, c.get('principal'), 'download.todo_file', { customers_id: id, todos_id: rowId, files_id: filesId });
    }
    return c.body(file.content as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.mime,
      'content-disposition': attachmentHeader(file.name),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  app.delete(`${base}/:rowId`, auth, async (c) => {
    const { id, rowId } = readParams(c, RelatedRowParams);
    await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      await requireCustomer(tx, id);
      // A todo with files (removed ones too) is evidence: it is marked done, not deleted (issue 25 §6).
      if (await todoHasFiles(tx, rowId)) throw new AppError('TODO_HAS_FILES', 'A todo with files is kept; mark it done instead');
      if (!(await deleteTodo(tx, id, rowId))) throw notFound();
    });
    return ok(c, null);
  });

  // Sent by e-mail first, recorded after: a failed send leaves sent_at as it was.
  app.post(`${base}/:rowId/send`, auth, async (c) => {
    const { id, rowId } = readParams(c, RelatedRowParams);
    const principal = c.get('principal');
    const todo = await readTodo(principal, id, rowId);
    const responsible = await requireResponsible(principal, todo.responsible_users_id);
    await send(todoSentMail(responsible.email, todo, customerLink(deps.publicUrl, id)));
    const sent = await db.tx(tenancyOf(principal), (tx) => markTodoSent(tx, id, rowId));
    return ok(c, orNotFound(sent));
  });

  app.post(`${base}/:rowId/answer`, auth, async (c) => {
    const { id, rowId } = readParams(c, RelatedRowParams);
    const { answer } = await readBody(c, TodoAnswerBody);
    const text = answer.trim();
    if (!text) throw new AppError('VALIDATION_FAILED', '/answer must not be empty', '/answer');
    const principal = c.get('principal');
    const todo = await readTodo(principal, id, rowId);
    if (todo.responsible_users_id !== principal.usersId) {
      throw new AppError('FORBIDDEN', 'Only the responsible user can answer the action');
    }
    // The creator may have left the organisation since; the answer is still recorded on the card.
    const creator = todo.users_id ? await deps.findActiveUser(principal.organisationsId, todo.users_id) : null;
    if (creator) {
      const me = await deps.findActiveUser(principal.organisationsId, principal.usersId);
      await send(todoAnsweredMail(creator.email, todo, text, me?.name ?? '', customerLink(deps.publicUrl, id)));
    }
    const answered = await db.tx(tenancyOf(principal), (tx) => answerTodo(tx, id, rowId, text));
    return ok(c, orNotFound(answered));
  });
};
