import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate, i18n, useSessionStore } from '@tunne/app-kit';
import { attachmentLimits, type Attachment } from '@tunne/contracts';
import { changes, renderSection, signInAs, stubApi } from '../shared/test-support.tsx';
import { AttachmentsSection } from './AttachmentsSection.tsx';

const terms: Attachment = {
  id: 'a-1',
  files_id: 'f-1',
  name: 'Yleiset ehdot',
  description: null,
  filename: 'ehdot.pdf',
  content_type: 'application/pdf',
  size: 2048,
  created_at: '2026-02-01T08:00:00.000Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  signInAs();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.setState({ user: null, token: null });
});

const pdf = (name: string, size: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the attachments section', () => {
  it('refuses a too large file before sending, then uploads the file with its name and description', async () => {
    let stored = [terms];
    const calls = stubApi((call) => {
      if (call.method === 'GET') return { data: stored };
      const created = { ...terms, id: 'a-2', name: 'Hinnasto', description: 'Vuoden 2026 hinnat', filename: 'hinnasto.pdf' };
      stored = [...stored, created];
      return { status: 201, data: created };
    });
    renderSection(<AttachmentsSection />);
    const row = (await screen.findByText('Yleiset ehdot')).closest('tr')!;
    expect(within(row).getByText('2 kB')).toBeTruthy();
    expect(within(row).getByText(formatDate(terms.created_at))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lisää liite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lisää liite' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lisää' }));
    expect(await within(dialog).findByText('Valitse ladattava tiedosto.')).toBeTruthy();

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf('iso.pdf', attachmentLimits.maxBytes + 1)] } });
    expect(await within(dialog).findByText(/Tiedosto on liian suuri/)).toBeTruthy();

    fireEvent.change(input, { target: { files: [pdf('hinnasto.pdf', 4096)] } });
    expect(await within(dialog).findByText(/Valittu: hinnasto.pdf/)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Nimi/) as HTMLInputElement).value).toBe('hinnasto');
    fireEvent.change(within(dialog).getByLabelText(/^Nimi/), { target: { value: 'Hinnasto' } });
    fireEvent.change(within(dialog).getByLabelText('Kuvaus'), { target: { value: 'Vuoden 2026 hinnat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lisää' }));

    expect(await screen.findByText('Hinnasto')).toBeTruthy();
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: 'v2.5/admin/attachments',
        body: { file: { filename: 'hinnasto.pdf', type: 'application/pdf', size: expect.any(Number) }, name: 'Hinnasto', description: 'Vuoden 2026 hinnat' },
      },
    ]);
  });

  it('edits the name and description, and downloads through a link with a temporary token', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    let stored = [terms];
    const calls = stubApi((call) => {
      if (call.method === 'GET') return { data: stored };
      if (call.path === 'v2.5/user/auth') return { data: { jwt: 'temp', id: 'admin-1' } };
      stored = [{ ...terms, ...(call.body as object) }];
      return { data: stored[0] };
    });
    renderSection(<AttachmentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lataa tiedosto ehdot.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const url = new URL(clicked[0]!, 'http://localhost');
    expect(url.pathname).toBe('/api/v2.5/user/attachments/a-1/file');
    expect(url.searchParams.get('jwt')).toBe('temp');

    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa: Yleiset ehdot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa liitettä' });
    expect(within(dialog).getByText('Tiedosto: ehdot.pdf (2 kB)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Kuvaus'), { target: { value: 'Voimassa 1.1.2026 alkaen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Voimassa 1.1.2026 alkaen')).toBeTruthy();
    expect(changes(calls).at(-1)).toEqual({
      method: 'PUT',
      path: 'v2.5/admin/attachments/a-1',
      body: { name: 'Yleiset ehdot', description: 'Voimassa 1.1.2026 alkaen' },
    });
  });

  it('deletes only after asking and shows a refusal in words', async () => {
    const calls = stubApi((call) => (call.method === 'GET' ? { data: [terms] } : { status: 404, code: 'FILE_NOT_FOUND' }));
    renderSection(<AttachmentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Poista: Yleiset ehdot' }));
    const ask = await screen.findByRole('dialog', { name: 'Poistetaanko?' });
    expect(within(ask).getByText('Liite Yleiset ehdot ja sen tiedosto poistetaan.')).toBeTruthy();
    expect(changes(calls)).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Poista' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Virhe' });
    expect(within(refusal).getByText(i18n.t('errors:FILE_NOT_FOUND'))).toBeTruthy();
    expect(changes(calls)).toEqual([{ method: 'DELETE', path: 'v2.5/admin/attachments/a-1', body: undefined }]);
  });
});
