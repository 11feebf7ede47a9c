import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, Envelope } from '@tunne/contracts';
import { AppError } from './errors.ts';
import { log } from '../log.ts';

export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200): Response =>
  c.json({ status: true, data, errors: [] } satisfies Envelope<T>, status);

export const fail = (c: Context, status: ContentfulStatusCode, errors: ApiError[]): Response =>
  c.json({ status: false, data: null, errors } satisfies Envelope<null>, status);

/** Maps anything thrown by a handler to the envelope; unknown errors become 500 without details. */
export const handleError = (error: Error, c: Context): Response => {
  if (error instanceof AppError) {
    const body: ApiError = { code: error.code, message: error.message };
    if (error.field) body.field = error.field;
    return fail(c, error.status as ContentfulStatusCode, [body]);
  }
  const status = (error as { status?: unknown }).status;
  if (status === 413) return fail(c, 413, [{ code: 'PAYLOAD_TOO_LARGE', message: 'Payload too large' }]);
  const pgCode = (error as { code?: unknown }).code;
  if (typeof pgCode === 'string' && /^[0-9A-Z]{5}$/.test(pgCode)) {
    // Class 22 (data exception: bad byte sequence, number out of range, impossible date…) is a value the schemas let
    // through and PostgreSQL refused: the caller's input, so a 400. Its message quotes the value: only the code is logged.
    if (pgCode.startsWith('22')) {
      log.warn('database refused a value', { pgCode, path: c.req.path });
      return fail(c, 400, [{ code: 'VALIDATION_FAILED', message: 'A value is not valid' }]);
    }
    log.error('database error', { pgCode, path: c.req.path });
    return fail(c, 500, [{ code: 'DATABASE_ERROR', message: 'Database error' }]);
  }
  log.error('unhandled error', { path: c.req.path, error: error.message });
  return fail(c, 500, [{ code: 'INTERNAL_ERROR', message: 'Internal error' }]);
};

export const handleNotFound = (c: Context): Response =>
  fail(c, 404, [{ code: 'NOT_FOUND', message: 'Not found' }]);
