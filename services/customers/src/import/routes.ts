import type { Context, Hono } from 'hono';
import { stream } from 'hono/streaming';
import { customerImportSampleRows, type CustomerImportPreview, type CustomerImportResult } from '@tunne/contracts';
import { AppError, errorAnswer, ok, okEnvelope, type AuthEnv, type Database } from '@tunne/platform';
import { resolveMapping, suggestMapping } from './mapping.ts';
import { readImportFile } from './read-file.ts';
import { runImport, type ImportRequest, type OnProgress } from './run-import.ts';
import { importBodyLimit, readImportOptions, readUpload } from './upload.ts';

const base = '/api/v2.5/user/customers/import';

/** An import with row errors wrote nothing: a 400 whose data is the result, so the rows can be shown. */
const importOutcome = (result: CustomerImportResult): CustomerImportResult => {
  if (result.error_count > 0 && !result.dry_run) {
    throw new AppError('VALIDATION_FAILED', `${result.error_count} error(s) in the file; nothing was imported`, { data: result });
  }
  return result;
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
      await line(okEnvelope(importOutcome(await run(async (progress) => { await line(progress); }))));
    } catch (error) {
      // The status line is already sent: what went wrong is the last line, the envelope the error handler would answer.
      await line(errorAnswer(error, c.req.path).body);
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
    return ok(c, importOutcome(await run(async () => undefined)));
  });
};
