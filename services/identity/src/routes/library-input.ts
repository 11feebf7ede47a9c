import type { ErrorCode } from '@tunne/contracts';
import { AppError } from '@tunne/platform';

/** A schema failure on a field that is missing or blank is the catalogue's own code (MISSING_NAME, MISSING_TEXT). */
export const blankIs = (code: ErrorCode) => (value: unknown): ErrorCode =>
  typeof value !== 'string' || value.trim() === '' ? code : 'VALIDATION_FAILED';

/** The value trimmed; a blank one is refused with the field's catalogue code. */
export const required = (value: string, code: ErrorCode, field: string): string => {
  const trimmed = value.trim();
  if (!trimmed) throw new AppError(code, `${field} must not be blank`, `/${field}`);
  return trimmed;
};

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found`);
