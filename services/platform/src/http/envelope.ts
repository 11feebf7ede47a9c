import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, Envelope } from '@tunne/contracts';
import { AppError } from './errors.ts';
import { log } from '../log.ts';

/** The success envelope, for answers written outside a handler's return (a stream's last line). */
export const okEnvelope = <T>(data: T): Envelope<T> => ({ status: true, data, errors: [] });

export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200): Response => c.json(okEnvelope(data), status);

export const fail = (c: Context, status: ContentfulStatusCode, errors: ApiError[]): Response =>
  c.json({ status: false, data: null, errors } satisfies Envelope<null>, status);

export interface ErrorAnswer {
  body: Envelope<unknown>;
  status: ContentfulStatusCode;
}

const failure = (status: ContentfulStatusCode, code: string, message: string): ErrorAnswer => ({
  body: { status: false, data: null, errors: [{ code, message }] },
  status,
});

/**
 * Anything thrown while answering `path`, as the failure envelope and its status: an AppError with its field and
 * data, unknown errors as a 500 without details. The error handler answers with it; a stream that already sent its
 * status writes it as its last line.
 */
export const errorAnswer = (error: unknown, path: string): ErrorAnswer => {
  if (error instanceof AppError) {
    const first: ApiError = { code: error.code, message: error.message };
    if (error.field) first.field = error.field;
    return { body: { status: false, data: error.data, errors: [first] }, status: error.status as ContentfulStatusCode };
  }
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return failure(413, 'PAYLOAD_TOO_LARGE', 'Payload too large');
  const pgCode = (error as { code?: unknown } | null)?.code;
  if (typeof pgCode === 'string' && /^[0-9A-Z]{5}$/.test(pgCode)) {
    // Class 22 (data exception: bad byte sequence, number out of range, impossible date…) is a value the schemas let
    // through and PostgreSQL refused: the caller's input, so a 400. Its message quotes the value: only the code is logged.
    if (pgCode.startsWith('22')) {
      log.warn('database refused a value', { pgCode, path });
      return failure(400, 'VALIDATION_FAILED', 'A value is not valid');
    }
    log.error('database error', { pgCode, path });
    return failure(500, 'DATABASE_ERROR', 'Database error');
  }
  log.error('unhandled error', { path, error: error instanceof Error ? error.message : 'unknown' });
  return failure(500, 'INTERNAL_ERROR', 'Internal error');
};

/** Maps anything thrown by a handler to the envelope. */
export const handleError = (error: Error, c: Context): Response => {
  const { body, status } = errorAnswer(error, c.req.path);
  return c.json(body, status);
};

export const handleNotFound = (c: Context): Response =>
  fail(c, 404, [{ code: 'NOT_FOUND', message: 'Not found' }]);
