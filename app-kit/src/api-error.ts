import type { ApiError } from '@tunne/contracts';

/** Client-side codes for failures that never reached the server's error catalogue. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK_ERROR' | 'HTTP_ERROR';

/**
 * A failed call: the first catalogue error of the envelope, or a client-side code. `data` is what the failure
 * envelope carried (a 409 DUPLICATE_CUSTOMER's matches, an import's row errors), null when it carried nothing.
 */
export class ApiCallError extends Error {
  readonly code: string;
  readonly status: number;
  readonly errors: ApiError[];
  readonly data: unknown;

  constructor(code: string, message: string, status: number, errors: ApiError[] = [], data: unknown = null) {
    super(message || code);
    this.name = 'ApiCallError';
    this.code = code;
    this.status = status;
    this.errors = errors;
    this.data = data;
  }
}

export const isApiCallError = (error: unknown): error is ApiCallError => error instanceof ApiCallError;
