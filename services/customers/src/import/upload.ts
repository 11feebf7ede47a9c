import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CustomerImportOptions, customerImportMaxBytes } from '@tunne/contracts';
import { AppError, check, readFileForm } from '@tunne/platform';

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

/** The import's file and form fields; the file's name and declared type are not trusted for anything. */
export const readUpload = async (c: Context): Promise<Upload> => {
  const { file, fields } = await readFileForm(c);
  if (file.size > customerImportMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
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
