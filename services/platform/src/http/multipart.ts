import type { Context } from 'hono';
import { AppError } from './errors.ts';
import { assertNoControlCharacters } from './validate.ts';

export interface FileForm {
  file: File;
  /** The other form fields, as text. */
  fields: Record<string, string>;
}

/**
 * A multipart form with one file in `file` (customer import, todo files, list uploads): UNSUPPORTED_MEDIA_TYPE for
 * another body; VALIDATION_FAILED for a malformed one, a missing file, a second `file` part, a file in another
 * field, a repeated text field or a control character in a text field; 413 from the route's body limit passes
 * through. The file's name and declared type are the caller's to judge.
 */
export const readFileForm = async (c: Context): Promise<FileForm> => {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected multipart/form-data with the file in "file"');
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    // `all`: a repeated part comes as an array instead of the last one silently winning.
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    if ((error as { status?: number }).status === 413 || error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'Malformed multipart body');
  }
  const { file, ...rest } = form;
  if (Array.isArray(file)) throw new AppError('VALIDATION_FAILED', 'Only one file may be sent', '/file');
  if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', 'The file is missing', '/file');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (Array.isArray(value)) throw new AppError('VALIDATION_FAILED', `"${key}" is sent more than once`, `/${key}`);
    if (typeof value !== 'string') throw new AppError('VALIDATION_FAILED', `Unexpected file in "${key}"`, `/${key}`);
    fields[key] = value;
  }
  // The text fields skip readBody, so they get its control-character check here (names and values).
  assertNoControlCharacters(fields);
  return { file, fields };
};
