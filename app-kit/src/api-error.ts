import type { ApiError } from '@tunne/contracts';

/** Client-side codes for failures that never reached the server's error catalogue. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK_ERROR' | 'HTTP_ERROR';

/** A failed call: the first catalogue error of the envelope, or a client-side code. */
export class ApiCallError extends Error {
  readonly code: string;
  readonly status: number;
  readonly errors: ApiError[];

  constructor(code: string, message: string, status: number, errors: ApiError[] = []) {
    super(message || code);
    this.name = 'ApiCallError';
    this.code = code;
    this.status = status;
    this.errors = errors;
  }
}

export const isApiCallError = (error: unknown): error is ApiCallError => error instanceof ApiCallError;
