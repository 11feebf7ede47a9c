import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Preference } from '@tunne/contracts';
import { changes, renderSection, signInAs, stubApi } from '../shared/test-support.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';

const limit: Preference = { id: 'p-1', name: 'export_limit', type: 'number', value: '500', updated_at: '2026-02-01T08:00:00.000Z' };
const flag: Preference = { id: 'p-2', name: 'show_beta', type: 'boolean', value: 'true', updated_at: '2026-02-01T08:00:00.000Z' };

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  signInAs();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
});

const serve = () => {
  let stored = [limit, flag];
  const calls = stubApi((call) => {
    if (call.method === 'GET') return { data: stored };
    if (call.method === 'POST') {
      const created = { ...limit, id: 'p-3', ...(call.body as object) } as Preference;
      stored = [...stored, created];
      return { status: 201, data: created };
    }
    if (call.method === 'PUT') {
      stored = stored.map((row) => (call.path.endsWith(row.id) ? ({ ...row, ...(call.body as object) } as Preference) : row));
      return { data: stored.find((row) => call.path.endsWith(row.id)) };
    }
    stored = stored.filter((row) => !call.path.endsWith(row.id));
    return { data: null };
  });
  return calls;
};

describe('the preferences section', () => {
  it('checks a value against its type and sends name, type and value', async () => {
    const calls = serve();
    renderSection(<PreferencesSection />);
    const row = (await screen.findByText('show_beta')).closest('tr')!;
    expect(within(row).getByText('Kyllä/ei')).toBeTruthy();
    expect(within(row).getByText('Kyllä')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Uusi asetusarvo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi asetusarvo' });
    fireEvent.change(within(dialog).getByLabelText(/^Nimi/), { target: { value: 'webhook' } });
    fireEvent.change(within(dialog).getByLabelText('Tyyppi'), { target: { value: 'json' } });
    fireEvent.change(within(dialog).getByLabelText('Arvo'), { target: { value: '{"url": ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Arvo ei ole kelvollista JSONia.')).toBeTruthy();
    expect(changes(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Arvo'), { target: { value: '{"url": "https://example.fi/hook"}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('webhook')).toBeTruthy();
    expect(changes(calls)).toEqual([
      { method: 'POST', path: 'v2.5/admin/preferences', body: { name: 'webhook', type: 'json', value: '{"url": "https://example.fi/hook"}' } },
    ]);
  });

  it('edits a stored preference as its type, and resets one only after asking, with an empty name and a null value', async () => {
    const calls = serve();
    renderSection(<PreferencesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa: export_limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa asetusarvoa' });
    expect((within(dialog).getByLabelText('Tyyppi') as HTMLSelectElement).value).toBe('number');
    fireEvent.change(within(dialog).getByLabelText('Arvo'), { target: { value: 'paljon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Anna luku, esimerkiksi 12 tai 0.5.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Arvo'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('1000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tyhjennä: show_beta' }));
    const ask = await screen.findByRole('dialog', { name: 'Tyhjennetäänkö asetusarvo?' });
    expect(within(ask).getByText('Asetusarvon show_beta nimi ja arvo tyhjennetään.')).toBeTruthy();
    expect(changes(calls)).toHaveLength(1);
    fireEvent.click(within(ask).getByRole('button', { name: 'Tyhjennä' }));
    expect(await screen.findByText('(nimetön)')).toBeTruthy();
    await waitFor(() =>
      expect(changes(calls)).toEqual([
        { method: 'PUT', path: 'v2.5/admin/preferences/p-1', body: { name: 'export_limit', type: 'number', value: '1000' } },
        { method: 'PUT', path: 'v2.5/admin/preferences/p-2', body: { name: '', value: null } },
      ]),
    );
  });
});
