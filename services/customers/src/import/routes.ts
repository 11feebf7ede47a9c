import type { Context, Hono } from 'hono';
import { stream } from 'hono/streaming';
import {
  customerImportSampleRows, type ApiError, type CustomerImportPreview, type CustomerImportResult, type Envelope,
} from '@tunne/contracts';
import { AppError, log, ok, type AuthEnv, type Database } from '@tunne/platform';
import { resolveMapping, suggestMapping } from './mapping.ts';
import { readImportFile } from './read-file.ts';
import { runImport, type ImportRequest, type OnProgress } from './run-import.ts';
import { importBodyLimit, readImportOptions, readUpload } from './upload.ts';

const base = '/api/v2.5/user/customers/import';

const resultEnvelope = (result: CustomerImportResult): { body: Envelope<CustomerImportResult>; status: 200 | 400 } => {
  const failed = result.error_count > 0 && !result.dry_run;
  const errors: ApiError[] = failed
    ? [{ code: 'VALIDATION_FAILED', message: `${result.error_count} error(s) in the file; nothing was imported` }]
    : [];
  return { body: { status: !failed, data: result, errors }, status: failed ? 400 : 200 };
};

/** What went wrong after the stream began, as the final envelope line (the status line is already sent). */
const streamedError = (error: unknown): Envelope<null> => {
  if (error instanceof AppError) return { status: false, data: null, errors: [{ code: error.code, message: error.message }] };
  log.error('customer import failed', { error: error instanceof Error ? error.message : 'unknown' });
  return { status: false, data: null, errors: [{ code: 'INTERNAL_ERROR', message: 'Internal error' }] };
};

/**
 * With `Accept: application/x-ndjson`: one JSON line per progress step, then the envelope as the last line.
 * Checks that fail before any row is read (file type, size, mapping) still answer as a plain JSON error.
 */
const streamImport = (c: Context<AuthEnv>, run: (onProgress: OnProgress) => Promise<CustomerImportResult>): Response => {
  c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
  c.header('Cache-Control', 'no-store');
  return stream(c, async (out) => {
    const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
    try {
      await line(resultEnvelope(await run(async (progress) => { await line(progress); })).body);
    } catch (error) {
      await line(streamedError(error));
    }
  });
};

export const importRoutes = (app: Hono<AuthEnv>, db: Database): void => {
  app.post(`${base}/preview`, importBodyLimit, async (c) => {
    const { bytes } = await readUpload(c);
    const table = await readImportFile(bytes);
    const preview: CustomerImportPreview = {
      format: table.format,
      columns: table.columns,
      sample: table.rows.slice(0, customerImportSampleRows),
      rows: table.rows.length,
      suggested_mapping: suggestMapping(table.columns),
    };
    return ok(c, preview);
  });

  app.post(base, importBodyLimit, async (c) => {
    const { bytes, fields } = await readUpload(c);
    const options = readImportOptions(fields);
    const table = await readImportFile(bytes);
    const request: ImportRequest = {
      table,
      byField: resolveMapping(table.columns, options.mapping ?? suggestMapping(table.columns)),
      typeDefault: options.type_default ?? 'business',
      skipDuplicates: options.skip_duplicates ?? false,
      dryRun: options.dry_run ?? false,
    };
    const principal = c.get('principal');
    const run = (onProgress: OnProgress) => runImport(db, principal, request, onProgress);
    if ((c.req.header('accept') ?? '').includes('application/x-ndjson')) return streamImport(c, run);
    const { body, status } = resultEnvelope(await run(async () => undefined));
    return c.json(body, status);
  });
};
