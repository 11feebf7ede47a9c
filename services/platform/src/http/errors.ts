import { errorStatus, type ErrorCode } from '@tunne/contracts';

/** Where the error points (`field`, a JSON pointer) and what it carries for the caller (`data`, e.g. a 409's duplicates). */
export interface AppErrorOptions {
  field?: string | undefined;
  data?: unknown;
}

/**
 * The one error type of every service; the code decides the HTTP status and the UI text. An answer that fails with a
 * payload (the duplicate warning's matches, an import's row errors) throws one too, with the payload in `data`: the
 * error handler writes it into the envelope, so no route builds a failure envelope by hand.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly data: unknown;

  constructor(code: ErrorCode, message?: string, fieldOrOptions?: string | AppErrorOptions) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    const options = typeof fieldOrOptions === 'string' ? { field: fieldOrOptions } : (fieldOrOptions ?? {});
    this.field = options.field;
    this.data = options.data ?? null;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
