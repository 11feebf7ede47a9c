import { errorStatus, type ErrorCode } from '@tunne/contracts';

/** The one error type of every service; the code decides the HTTP status and the UI text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message?: string, field?: string) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
