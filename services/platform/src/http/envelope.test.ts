import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { handleError } from './envelope.ts';
import { AppError } from './errors.ts';

/** What postgres.js throws for a refused statement: an Error with the SQLSTATE in `code`. */
const databaseError = (code: string, message: string): Error => Object.assign(new Error(message), { code });

const answer = async (error: Error) => {
  const app = new Hono();
  app.onError(handleError);
  app.get('/x', () => {
    throw error;
  });
  const response = await app.request('/x');
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('handleError and database errors', () => {
  it('answers a data exception (class 22) caused by input with 400 VALIDATION_FAILED, without the value', async () => {
    for (const code of ['22021', '22003', '22007', '22008', '22P02', '22P05']) {
      const { status, body } = await answer(databaseError(code, 'invalid input: "Matti\u0000 Meikäläinen"'));
      expect(status).toBe(400);
      expect(body).toEqual({ status: false, data: null, errors: [{ code: 'VALIDATION_FAILED', message: 'A value is not valid' }] });
    }
  });

  it('keeps other database errors a 500 without details', async () => {
    expect(await answer(databaseError('42P01', 'relation "x" does not exist'))).toEqual({
      status: 500,
      body: { status: false, data: null, errors: [{ code: 'DATABASE_ERROR', message: 'Database error' }] },
    });
  });
});

describe('handleError and AppError', () => {
  it('answers the code, message and field with the status of the catalogue and data null', async () => {
    expect(await answer(new AppError('INVALID_SSN', 'Invalid ssn', '/ssn'))).toEqual({
      status: 400,
      body: { status: false, data: null, errors: [{ code: 'INVALID_SSN', message: 'Invalid ssn', field: '/ssn' }] },
    });
  });

  it('puts the data an AppError carries into the envelope (a 409 with its matches)', async () => {
    const duplicates = [{ id: 'c1', name: 'Äijälä Oy', reasons: ['name'] }];
    expect(await answer(new AppError('DUPLICATE_CUSTOMER', 'Duplicate', { data: { duplicates } }))).toEqual({
      status: 409,
      body: { status: false, data: { duplicates }, errors: [{ code: 'DUPLICATE_CUSTOMER', message: 'Duplicate' }] },
    });
  });
});
