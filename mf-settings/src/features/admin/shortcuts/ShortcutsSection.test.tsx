import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { SavedFilter } from '@tunne/contracts';
import { changes, renderSection, signInAs, stubApi } from '../shared/test-support.tsx';
import { ShortcutsSection } from './ShortcutsSection.tsx';

const highRisk: SavedFilter = { id: 's-1', name: 'Korkea riski', items: [{ type: 'RISKSCORE_IS' }, { type: 'KYCCLOCK_IS' }], created_at: '2026-02-01T08:00:00.000Z' };

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  signInAs();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
});

describe('the shortcuts section', () => {
  it('lists the saved filters and deletes one only after asking, then says where filters are saved', async () => {
    let stored = [highRisk];
    const calls = stubApi((call) => {
      if (call.method === 'GET') return { data: stored };
      stored = [];
      return { data: null };
    });
    renderSection(<ShortcutsSection />);
    const row = (await screen.findByText('Korkea riski')).closest('tr')!;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Uusi/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Poista: Korkea riski' }));
    const ask = await screen.findByRole('dialog', { name: 'Poistetaanko suodatin?' });
    expect(changes(calls)).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Ei tallennettuja suodattimia')).toBeTruthy();
    expect(screen.getByText(/Suodattimet tallennetaan asiakkaiden suodatusnäkymässä/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Siirry asiakkaiden suodatukseen' }).getAttribute('href')).toBe('/app/filters');
    await waitFor(() => expect(changes(calls)).toEqual([{ method: 'DELETE', path: 'v2.5/admin/filters/s-1', body: undefined }]));
  });

  it('says when the list cannot be read', async () => {
    stubApi(() => ({ status: 500, code: 'INTERNAL_ERROR' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection(<ShortcutsSection />);
    expect(await screen.findByText(/Tietojen lataaminen epäonnistui/)).toBeTruthy();
  });
});
