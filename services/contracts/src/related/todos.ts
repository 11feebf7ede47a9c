import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
import { DateInput, helsinkiToday } from '../dates.ts';
import { optionalNullable } from '../schema-helpers.ts';
import { Name, Text, partialOf, type RelatedLight, type RelatedRowOf } from './shared.ts';

// Todos (actions) on a customer, their files, and "my todos" across customers.

/** The responsible user must exist and be active in the caller's organisation (RESPONSIBLE_USER_INVALID). */
export const TodoCreateBody = Type.Object(
  {
    name: Name,
    description: optionalNullable(Text),
    notes: optionalNullable(Text),
    responsible_users_id: Uuid,
    /** The day it is due, YYYY-MM-DD (older clients: an ISO date-time or unix seconds, read as the Helsinki day); answered as YYYY-MM-DD. */
    deadline_at: optionalNullable(DateInput),
  },
  { $id: 'TodoCreateBody', additionalProperties: false },
);
export type TodoCreateBody = Static<typeof TodoCreateBody>;
export const TodoUpdateBody = partialOf(TodoCreateBody, 'TodoUpdateBody');
export type TodoUpdateBody = Static<typeof TodoUpdateBody>;

export type Todo = Omit<RelatedRowOf<TodoCreateBody>, 'deadline_at'> & {
  /** The day it is due, YYYY-MM-DD. */
  deadline_at: string | null;
  is_done: boolean;
  done_at: string | null;
  /** When it was last sent to the responsible user (POST .../send). */
  sent_at: string | null;
  /** The responsible user's acknowledgement (POST .../answer) and when it was given. */
  answer: string | null;
  answered_at: string | null;
  /** Attached files, oldest first (the content is downloaded separately). */
  files: TodoFile[];
};

/**
 * A file attached to a todo. POST .../todos/{todoId}/files (multipart, the file in `file`, at most
 * todoFileMaxBytes and todoFileMaxCount per todo) attaches one and answers the todo; GET
 * .../todos/{todoId}/files/{files_id}?jwt=<temporary> downloads it (a link the browser opens itself);
 * PATCH .../todos/{todoId} with {files_id} removes it (spec §7) and answers the todo.
 */
export interface TodoFile {
  id: string;
  name: string;
  /** The type the browser declared; the download is always an attachment. */
  mime: string;
  size: number;
  /** Who attached it. */
  users_id: string | null;
  created_at: string;
}

export const todoFileMaxBytes = 10 * 1024 * 1024;
export const todoFileMaxCount = 20;

/** A todo in GET /api/v2.5/user/todos (mine: responsible or created by me), with its customer's name. */
export type MyTodo = Todo & { customers_name: string };

/** PATCH .../todos/{todoId}: marks done or undone (both directions), or removes one attached file (spec §7). */
export const TodoDoneBody = Type.Union(
  [
    Type.Object({ is_done: Type.Boolean() }, { additionalProperties: false }),
    Type.Object({ files_id: Uuid }, { additionalProperties: false }),
  ],
  { $id: 'TodoDoneBody' },
);
export type TodoDoneBody = Static<typeof TodoDoneBody>;

/** POST .../todos/{todoId}/answer: only the responsible user; e-mailed back to the creator. */
export const TodoAnswerBody = Type.Object(
  { answer: Type.String({ minLength: 1, maxLength: 4000 }) },
  { $id: 'TodoAnswerBody', additionalProperties: false },
);
export type TodoAnswerBody = Static<typeof TodoAnswerBody>;

/** GET /api/v2.5/user/todos: paged ({items: MyTodo[], total, page, size}), open ones first by deadline. */
export const MyTodosQuery = Type.Object(
  {
    is_done: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { $id: 'MyTodosQuery', additionalProperties: false },
);
export type MyTodosQuery = Static<typeof MyTodosQuery>;

export const TodoFileParams = Type.Object({ id: Uuid, rowId: Uuid, files_id: Uuid }, { $id: 'TodoFileParams', additionalProperties: false });
export type TodoFileParams = Static<typeof TodoFileParams>;

/**
 * Todo: green when done, red when its day has passed (in Helsinki) and it is not done, otherwise yellow (pending).
 * `today`: YYYY-MM-DD.
 */
export const todoLight = (todo: Pick<Todo, 'is_done' | 'deadline_at'>, today: string = helsinkiToday()): RelatedLight => {
  if (todo.is_done) return 'green';
  if (todo.deadline_at !== null && todo.deadline_at < today) return 'red';
  return 'yellow';
};
