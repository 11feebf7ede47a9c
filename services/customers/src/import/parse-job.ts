import type { CustomerImportFormat } from '@tunne/contracts';
import type { FileProblemCode } from './file-problem.ts';
import type { XlsxLimits } from './xlsx-parts.ts';

/** What the parse worker is given. */
export interface ParseJob {
  format: CustomerImportFormat;
  bytes: Uint8Array;
  limits: XlsxLimits;
}

/** What it answers: the rows, a refusal of the file, or a failure of the reader itself. */
export type ParseAnswer =
  | { kind: 'rows'; rows: string[][] }
  | { kind: 'problem'; code: FileProblemCode; message: string }
  | { kind: 'failed'; message: string };
