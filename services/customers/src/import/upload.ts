import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CustomerImportOptions, customerImportMaxBytes } from '@tunne/contracts';
import { AppError, check } from '@tunne/platform';

/** The import routes' own body limit (the service default is 1 MB). */
export const importBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: customerImportMaxBytes,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${customerImportMaxBytes / 1024 / 1024} MB`);
  },
});

export interface Upload {
  bytes: Uint8Array;
  /** The other form fields, as text. */
  fields: Record<string, string>;
}

/** A multipart form with one file in `file`; the file's name and declared type are not trusted for anything. */
export const readUpload = async (c: Context): Promise<Upload> => {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected multipart/form-data with the file in "file"');
  }
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    if ((error as { status?: number }).status === 413 || error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', 'Malformed multipart body');
  }
  const { file, ...rest } = form;
  if (!(file instanceof File)) throw new AppError('VALIDATION_FAILED', 'The file is missing', '/file');
  if (file.size > customerImportMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value !== 'string') throw new AppError('VALIDATION_FAILED', `Unexpected file in "${key}"`, `/${key}`);
    fields[key] = value;
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), fields };
};

const booleanWords: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false, on: true, off: false };

/** The import's form fields, typed and checked (an unknown field or mapping target is a VALIDATION_FAILED). */
export const readImportOptions = (fields: Record<string, string>): CustomerImportOptions => {
  const options: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(fields)) {
    if (key === 'mapping') {
      try {
        options.mapping = JSON.parse(text) as unknown;
      } catch {
        throw new AppError('MALFORMED_JSON', 'The mapping is not valid JSON', '/mapping');
      }
    } else if (key === 'skip_duplicates' || key === 'dry_run') {
      options[key] = booleanWords[text.trim().toLowerCase()] ?? text;
    } else {
      options[key] = text;
    }
  }
  return check(CustomerImportOptions, options);
};
