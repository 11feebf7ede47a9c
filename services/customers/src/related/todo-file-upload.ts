import type { Context } from 'hono';
import { todoFileMaxBytes } from '@tunne/contracts';
import { readAttachment } from '@tunne/platform';
import type { NewTodoFile } from './repo/todo-files.ts';

/** A todo's attachment: one file in `file`, its type proven by its content (platform readAttachment). */
export const readTodoFile = (c: Context): Promise<NewTodoFile> => readAttachment(c, todoFileMaxBytes);
