import { ApiCallError, envelopeFailure, postForm, readEnvelope } from '@tunne/app-kit';
import type { CustomerImportMapping, CustomerImportPreview, CustomerImportProgress, CustomerImportResult, CustomerType, Envelope } from '@tunne/contracts';
import { readNdjson } from './ndjson.ts';
import { isProgressLine } from './progress.ts';

// The import calls of docs/customer-register-api.md. They send multipart forms and the import answers as a
// stream of JSON lines, neither of which app-kit's JSON client does: they go through app-kit's postForm.

const base = '/api/v2.5/user/customers/import';

const fileForm = (file: Blob, name: string, fields: Record<string, string> = {}) => () => {
  const form = new FormData();
  form.set('file', file, name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

/** The header, the first rows, the row count and a suggested mapping; nothing is written. */
export const previewImport = async (file: File, signal?: AbortSignal): Promise<CustomerImportPreview> => {
  const response = await postForm(`${base}/preview`, fileForm(file, file.name), 'application/json', signal);
  const body = await readEnvelope<CustomerImportPreview>(response);
  if (!body.status || !response.ok || !body.data) throw envelopeFailure(response.status, body.errors, 'Preview failed');
  return body.data;
};

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

/**
 * Runs the import (or a dry run), reporting the progress lines as they arrive. A problem with the whole file
 * (type, size, mapping) throws an ApiCallError; problems on rows come back as a failed outcome.
 */
export const runImport = async (
  file: File,
  options: ImportOptions,
  onProgress: (progress: CustomerImportProgress) => void,
  signal?: AbortSignal,
): Promise<ImportOutcome> => {
  const fields = {
    mapping: JSON.stringify(options.mapping),
    type_default: options.typeDefault,
    skip_duplicates: String(options.skipDuplicates),
    dry_run: String(options.dryRun),
  };
  const response = await postForm(base, fileForm(file, file.name, fields), 'application/x-ndjson', signal);
  let envelope: Envelope<CustomerImportResult> | null = null;
  if (response.ok && (response.headers.get('content-type') ?? '').includes('application/x-ndjson') && response.body) {
    try {
      await readNdjson(response.body, (line) => {
        if (isProgressLine(line)) onProgress(line);
        else envelope = line as Envelope<CustomerImportResult>;
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      // The connection broke or a line was cut: the outcome is unknown to the browser.
      throw new ApiCallError('NETWORK_ERROR', error instanceof Error ? error.message : String(error), 0);
    }
  } else {
    envelope = await readEnvelope<CustomerImportResult>(response);
  }
  const final = envelope as Envelope<CustomerImportResult> | null;
  if (!final) throw new ApiCallError('NETWORK_ERROR', 'The import ended without a result', 0);
  if (final.data && typeof final.data.imported === 'number') return { result: final.data, failed: !final.status };
  throw envelopeFailure(response.status, final.errors, 'Import failed');
};
