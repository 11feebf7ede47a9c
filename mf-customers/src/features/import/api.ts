import { api, isApiCallError } from '@tunne/app-kit';
import type { CustomerImportMapping, CustomerImportPreview, CustomerImportProgress, CustomerImportResult, CustomerType } from '@tunne/contracts';
import { isProgressLine } from './progress.ts';

// The import calls of docs/customer-register-api.md: multipart uploads, the import answered as a stream of JSON lines.

const base = 'v2.5/user/customers/import';

const fileForm = (file: Blob, name: string, fields: Record<string, string> = {}): FormData => {
  const form = new FormData();
  form.set('file', file, name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The header, the first rows, the row count and a suggested mapping; nothing is written. */
export const previewImport = (file: File, signal?: AbortSignal): Promise<CustomerImportPreview> =>
  api.upload<CustomerImportPreview>(`${base}/preview`, fileForm(file, file.name), signalOf(signal));

export interface ImportOptions {
  mapping: CustomerImportMapping;
  typeDefault: CustomerType;
  skipDuplicates: boolean;
  dryRun: boolean;
}

/** The result, with `failed` when rows had errors (then nothing was written: the import is all or nothing). */
export interface ImportOutcome {
  result: CustomerImportResult;
  failed: boolean;
}

const isImportResult = (value: unknown): value is CustomerImportResult =>
  typeof value === 'object' && value !== null && typeof (value as { imported?: unknown }).imported === 'number';

/**
 * Runs the import (or a dry run), reporting the progress lines as they arrive. A problem with the whole file
 * (type, size, mapping) throws an ApiCallError; problems on rows come back as a failed outcome (the error's data).
 */
export const runImport = async (
  file: File,
  options: ImportOptions,
  onProgress: (progress: CustomerImportProgress) => void,
  signal?: AbortSignal,
): Promise<ImportOutcome> => {
  const form = fileForm(file, file.name, {
    mapping: JSON.stringify(options.mapping),
    type_default: options.typeDefault,
    skip_duplicates: String(options.skipDuplicates),
    dry_run: String(options.dryRun),
  });
  try {
    const result = await api.stream<CustomerImportResult>(base, {
      form,
      onLine: (line) => {
        if (isProgressLine(line)) onProgress(line);
      },
      ...signalOf(signal),
    });
    return { result, failed: false };
  } catch (error) {
    if (isApiCallError(error) && isImportResult(error.data)) return { result: error.data, failed: true };
    throw error;
  }
};
