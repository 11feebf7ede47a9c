import type { ErrorCode } from '@tunne/contracts';

/** The codes a file reader may refuse a file with (each in the error catalogue). */
export type FileProblemCode = Extract<
  ErrorCode,
  'IMPORT_FILE_TOO_LARGE' | 'IMPORT_FILE_UNREADABLE' | 'UNSUPPORTED_MEDIA_TYPE'
>;

/**
 * A file refused by a reader. The readers run in a worker thread that must not load the server kit (its start-up
 * would cost more than the parse), so they throw this plain error; the route turns it into an AppError.
 */
export class FileProblem extends Error {
  readonly code: FileProblemCode;

  constructor(code: FileProblemCode, message: string) {
    super(message);
    this.name = 'FileProblem';
    this.code = code;
  }
}
