import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@tunne/app-kit';
import type { CustomerImportPreview, CustomerImportResult } from '@tunne/contracts';
import { setTestLanguage } from '../test/setup-i18n.ts';
import { ImportPage } from './ImportPage.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An NDJSON answer whose lines the test releases one by one. */
const controlledStream = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }),
    line: (value: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`)),
    close: () => controller.close(),
  };
};

const preview: CustomerImportPreview = {
  format: 'csv',
  columns: ['Nimi', 'Y-tunnus', 'Maa', 'Huomio'],
  sample: [['Äänekosken Öljy Oy', '0112038-9', 'Atlantis', ''], ['Åströmin Kala Ab', '', 'FI', 'x']],
  rows: 2,
  suggested_mapping: { Nimi: 'name', 'Y-tunnus': 'businessid', Maa: 'country', Huomio: null },
};

const chooseFile = () => {
  const input = screen.getByLabelText('Choose a file') as HTMLInputElement;
  const file = new File(['Nimi;Y-tunnus;Maa;Huomio\n'], 'asiakkaat.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
};

describe('ImportPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => setTestLanguage('en'));
  /** The multipart bodies the app-kit client sent, read as they were sent. */
  let forms: (FormData | null)[] = [];
  beforeEach(() => {
    forms = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      forms.push((request.headers.get('content-type') ?? '').startsWith('multipart/form-data') ? await request.formData() : null);
      return fetchMock(input, init);
    });
    useSessionStore.getState().setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('refuses a file of the wrong type before uploading it', async () => {
    render(<ImportPage />);
    const input = screen.getByLabelText('Choose a file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'vanha.xls')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a CSV or XLSX file');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews with the suggested mapping, shows row errors when nothing was imported, then imports with progress', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: true, data: preview, errors: [] }));
    render(<ImportPage />);
    chooseFile();

    const mapping = await screen.findByRole('table', { name: 'Columns and fields' });
    expect((within(mapping).getByRole('combobox', { name: 'Field for column Nimi' }) as HTMLSelectElement).value).toBe('name');
    expect((within(mapping).getByRole('combobox', { name: 'Field for column Huomio' }) as HTMLSelectElement).value).toBe('');
    expect(within(mapping).getByText('Äänekosken Öljy Oy · Åströmin Kala Ab')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'The first 2 rows' })).toBeTruthy();

    // Without a name column nothing can be sent.
    fireEvent.change(within(mapping).getByRole('combobox', { name: 'Field for column Nimi' }), { target: { value: '' } });
    expect(screen.getByText("Choose the column the customer's name is read from.")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import 2 customers' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(mapping).getByRole('combobox', { name: 'Field for column Nimi' }), { target: { value: 'name' } });

    // The import fails on a row: the page says nothing was imported and lists the row.
    const failed: CustomerImportResult = {
      imported: 0,
      skipped: 0,
      errors: [{ row: 1, column: 'Maa', code: 'IMPORT_UNKNOWN_COUNTRY', message: 'Unknown country "Atlantis"', value: 'Atlantis' }],
      error_count: 1,
      dry_run: false,
    };
    const first = controlledStream();
    fetchMock.mockResolvedValueOnce(first.response);
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 customers' }));
    first.line({ phase: 'validate', progress: 2, total: 2 });
    const bar = await screen.findByRole('progressbar', { name: 'Importing customers' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('30'));
    expect(screen.getByText('Checking rows: 2 / 2')).toBeTruthy();
    first.line({ status: false, data: failed, errors: [{ code: 'VALIDATION_FAILED', message: '1 error(s)' }] });
    first.close();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was imported');
    expect(alert.textContent).toContain('The file has 1 error, so no customers were saved.');
    const errors = within(alert).getByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row')[1]!.textContent).toBe('1MaaAtlantisUnknown country: use a two-letter country code (e.g. FI) or the country\'s name.');
    expect(JSON.parse(forms[1]!.get('mapping') as string)).toEqual(preview.suggested_mapping);

    // Fixed: a second run imports both rows.
    const second = controlledStream();
    fetchMock.mockResolvedValueOnce(second.response);
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 customers' }));
    second.line({ phase: 'insert', progress: 1, total: 2 });
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80'));
    second.line({ status: true, data: { imported: 2, skipped: 0, errors: [], error_count: 0, dry_run: false }, errors: [] });
    second.close();
    expect((await screen.findByRole('status')).textContent).toContain('2 customers were imported.');
    expect(screen.getByRole('button', { name: 'Show in the customer list' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Result' })).toBeTruthy();
  });

  it('says what was wrong with a file the service refused', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { status: false, data: null, errors: [{ code: 'IMPORT_TOO_MANY_ROWS', message: 'The file has more than 100000 rows' }] }));
    render(<ImportPage />);
    chooseFile();
    expect((await screen.findByRole('alert')).textContent).toBe('The file has more than 100,000 rows. Split it into several files.');
  });
});
