import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDate, i18n, useSessionStore } from '@tunne/app-kit';
import type { TextTemplate } from '@tunne/contracts';
import { changes, renderSection, signInAs, stubApi } from '../shared/test-support.tsx';
import { TextsSection } from './TextsSection.tsx';

const greeting: TextTemplate = {
  id: 'x-1',
  name: 'Tervehdys',
  text: 'Hei,\n\nkiitos asiakkuudestasi.',
  created_at: '2026-02-01T08:00:00.000Z',
  updated_at: '2026-02-03T08:00:00.000Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  signInAs();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
});

describe('the text templates section', () => {
  it('lists, adds, edits and deletes templates, sending exactly what the admin wrote', async () => {
    let stored = [greeting];
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.path === 'v2.5/user/texts') return { data: stored };
      if (call.method === 'POST') {
        const created = { ...greeting, id: 'x-2', ...(call.body as object) };
        stored = [...stored, created];
        return { status: 201, data: created };
      }
      if (call.method === 'PUT') {
        stored = stored.map((row) => (call.path.endsWith(row.id) ? { ...row, ...(call.body as object) } : row));
        return { data: stored[0] };
      }
      if (call.method === 'DELETE') {
        stored = stored.filter((row) => !call.path.endsWith(row.id));
        return { data: null };
      }
      return undefined;
    });
    renderSection(<TextsSection />);
    const row = (await screen.findByText('Tervehdys')).closest('tr')!;
    expect(within(row).getByText('Hei, kiitos asiakkuudestasi.')).toBeTruthy();
    expect(within(row).getByText(formatDate(greeting.updated_at))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Uusi tekstipohja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi tekstipohja' });
    fireEvent.change(within(dialog).getByLabelText(/^Nimi/), { target: { value: 'Muistutus' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Kirjoita teksti.')).toBeTruthy();
    expect(changes(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Teksti/), { target: { value: 'Muistathan vastata.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Muistutus')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa: Tervehdys' }));
    const edit = await screen.findByRole('dialog', { name: 'Muokkaa tekstipohjaa' });
    expect((within(edit).getByLabelText(/^Teksti/) as HTMLTextAreaElement).value).toBe(greeting.text);
    fireEvent.change(within(edit).getByLabelText(/^Nimi/), { target: { value: 'Tervehdys asiakkaalle' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Tervehdys asiakkaalle')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Poista: Muistutus' }));
    const ask = await screen.findByRole('dialog', { name: 'Poistetaanko?' });
    expect(within(ask).getByText('Tekstipohja Muistutus poistetaan.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(screen.queryByText('Muistutus')).toBeNull());

    expect(changes(calls)).toEqual([
      { method: 'POST', path: 'v2.5/admin/texts', body: { name: 'Muistutus', text: 'Muistathan vastata.' } },
      { method: 'PUT', path: 'v2.5/admin/texts/x-1', body: { name: 'Tervehdys asiakkaalle', text: greeting.text } },
      { method: 'DELETE', path: 'v2.5/admin/texts/x-2', body: undefined },
    ]);
  });

  it('says what to do when there are none, and shows a refused save in words', async () => {
    stubApi((call) => (call.method === 'GET' ? { data: [] } : { status: 403, code: 'FORBIDDEN' }));
    renderSection(<TextsSection />);
    expect(await screen.findByText('Ei vielä tekstipohjia')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Uusi tekstipohja' });
    fireEvent.click(buttons.at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: 'Uusi tekstipohja' });
    fireEvent.change(within(dialog).getByLabelText(/^Nimi/), { target: { value: 'Muistutus' } });
    fireEvent.change(within(dialog).getByLabelText(/^Teksti/), { target: { value: 'Muistathan vastata.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Virhe' });
    expect(within(refusal).getByText(i18n.t('errors:FORBIDDEN'))).toBeTruthy();
  });
});
