import type { Context } from 'hono';
import type { TSchema, Static } from '@sinclair/typebox';
import type { ErrorCode } from '@tunne/contracts';
import { AppError, ControlCharacterError, readBody } from '@tunne/platform';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 / §8: an empty address is MISSING_EMAIL, a malformed one INVALID_EMAIL. Returns it normalised. */
export const checkEmail = (email: unknown): string => {
  const trimmed = typeof email === 'string' ? email.trim() : '';
  if (!trimmed) throw new AppError('MISSING_EMAIL', 'E-mail is required', '/email');
  if (!emailPattern.test(trimmed) || trimmed.length > 254) throw new AppError('INVALID_EMAIL', 'Invalid e-mail', '/email');
  return trimmed.toLowerCase();
};

/** How a schema failure on one field turns into the catalogue code the UI shows for it. */
export type FieldCodes = Record<string, (value: unknown) => ErrorCode>;

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

export const fieldCodes = {
  email: (value: unknown): ErrorCode => (isBlank(value) ? 'MISSING_EMAIL' : 'INVALID_EMAIL'),
  password: (value: unknown): ErrorCode => (isBlank(value) ? 'PASSWORD_MISSING' : 'VALIDATION_FAILED'),
} as const;

/**
 * readBody, with schema failures of the named fields reported as their own catalogue codes
 * (the body is parsed once by Hono and cached, so reading it again here is cheap).
 */
export const readBodyAs = async <S extends TSchema>(c: Context, schema: S, codes: FieldCodes): Promise<Static<S>> => {
  try {
    return await readBody(c, schema);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED' || !error.field || error instanceof ControlCharacterError) throw error;
    const name = error.field.replace(/^\//, '').split('/')[0] ?? '';
    const toCode = codes[name];
    if (!toCode) throw error;
    const raw = (await c.req.json().catch(() => ({}))) as Record<string, unknown> | null;
    throw new AppError(toCode(raw?.[name]), error.message, error.field);
  }
};
