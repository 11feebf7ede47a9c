import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@tunne/app-kit';
import { previewImport, runImport } from './api.ts';

const ndjson = (lines: unknown[]) =>
  new Response(lines.map((line) => JSON.stringify(line)).join('\n') + '\n', { status: 200, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const file = new File(['Nimi;Y-tunnus\nÄijälä Oy;\n'], 'asiakkaat.csv', { type: 'text/csv' });
const options = { mapping: { Nimi: 'name' as const, 'Y-tunnus': null }, typeDefault: 'business' as const, skipDuplicates: true, dryRun: false };

describe('import api', () => {
  const fetchMock = vi.fn<typeof fetch>();
  /** What the app-kit client sent: a Request, its multipart body read as it was sent. */
  let sent: { request: Request; form: FormData | null }[] = [];
  beforeEach(() => {
    sent = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
      sent.push({ request, form: multipart ? await request.formData() : null });
      return fetchMock(input, init);
    });
    useSessionStore.getState().setToken('token-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the file and the options as a multipart form with the session token, reporting progress lines', async () => {
    const result = { imported: 1, skipped: 0, errors: [], error_count: 0, dry_run: false };
    fetchMock.mockResolvedValueOnce(ndjson([
      { phase: 'validate', progress: 1, total: 1 },
      { phase: 'insert', progress: 1, total: 1 },
      { status: true, data: result, errors: [] },
    ]));
    const progress: unknown[] = [];
    await expect(runImport(file, options, (line) => progress.push(line))).resolves.toEqual({ result, failed: false });
    expect(progress).toEqual([{ phase: 'validate', progress: 1, total: 1 }, { phase: 'insert', progress: 1, total: 1 }]);
    const { request, form } = sent[0]!;
    expect(new URL(request.url).pathname).toBe('/api/v2.5/user/customers/import');
    expect(request.method).toBe('POST');
    expect(request.headers.get('accept')).toBe('application/x-ndjson');
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(request.headers.get('x-access-token')).toBe('token-1');
    expect((form!.get('file') as File).name).toBe('asiakkaat.csv');
    expect(Object.fromEntries([...form!.entries()].filter(([key]) => key !== 'file'))).toEqual({
      mapping: '{"Nimi":"name","Y-tunnus":null}',
      type_default: 'business',
      skip_duplicates: 'true',
      dry_run: 'false',
    });
  });

  it('answers a failed outcome when rows have errors (nothing written) and throws for a refused file', async () => {
    const failed = { imported: 0, skipped: 0, errors: [{ row: 1, column: 'Nimi', code: 'MISSING_NAME', message: 'Name is required' }], error_count: 1, dry_run: false };
    fetchMock.mockResolvedValueOnce(ndjson([{ status: false, data: failed, errors: [{ code: 'VALIDATION_FAILED', message: '1 error(s)' }] }]));
    await expect(runImport(file, options, () => undefined)).resolves.toEqual({ result: failed, failed: true });

    fetchMock.mockResolvedValueOnce(json(400, { status: false, data: null, errors: [{ code: 'IMPORT_MAPPING_INVALID', message: 'No column is mapped to the name' }] }));
    await expect(runImport(file, options, () => undefined)).rejects.toMatchObject({ code: 'IMPORT_MAPPING_INVALID', status: 400 });

    // An error after the stream began arrives as the last line.
    fetchMock.mockResolvedValueOnce(ndjson([{ phase: 'validate', progress: 1, total: 1 }, { status: false, data: null, errors: [{ code: 'INTERNAL_ERROR', message: 'x' }] }]));
    await expect(runImport(file, options, () => undefined)).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });

    // A stream that ends without its result: the outcome is unknown.
    fetchMock.mockResolvedValueOnce(ndjson([{ phase: 'insert', progress: 1, total: 2 }]));
    await expect(runImport(file, options, () => undefined)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('renews the token once on a 403 and sends the form again', async () => {
    const preview = { format: 'csv', columns: ['Nimi'], sample: [['Äijälä Oy']], rows: 1, suggested_mapping: { Nimi: 'name' } };
    fetchMock
      .mockResolvedValueOnce(json(403, { status: false, data: null, errors: [{ code: 'TOKEN_EXPIRED', message: 'expired' }] }))
      .mockResolvedValueOnce(json(200, { status: true, data: { jwt: 'token-2' }, errors: [] }))
      .mockResolvedValueOnce(json(200, { status: true, data: preview, errors: [] }));
    await expect(previewImport(file)).resolves.toEqual(preview);
    const last = sent[2]!;
    expect(new URL(last.request.url).pathname).toBe('/api/v2.5/user/customers/import/preview');
    expect(last.request.headers.get('x-access-token')).toBe('token-2');
    expect((last.form!.get('file') as File).name).toBe('asiakkaat.csv');
  });
});
