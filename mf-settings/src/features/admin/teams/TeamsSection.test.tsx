import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { AdminTeam, AdminUser } from '@tunne/contracts';
import { changes, renderSection, signInAs, stubApi } from '../shared/test-support.tsx';
import { TeamsSection } from './TeamsSection.tsx';

const sales: AdminTeam = {
  id: 't-1',
  name: 'Myynti',
  description: 'Myyntitiimi',
  members: [{ id: 'u-1', name: 'Ulla Käyttäjä', email: 'ulla@esimerkki.fi' }],
  created_at: '2026-01-01T08:00:00.000Z',
};
const users = [
  { id: 'u-1', name: 'Ulla Käyttäjä', email: 'ulla@esimerkki.fi', is_active: true },
  { id: 'u-2', name: 'Ville Virtanen', email: 'ville@esimerkki.fi', is_active: true },
] as AdminUser[];

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  signInAs();
  window.history.replaceState(null, '', '/app/settings/teams');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
});

describe('the teams section', () => {
  it('lists teams with their member counts, adds one and shows it, and deletes only after asking', async () => {
    let stored = [sales];
    const calls = stubApi((call) => {
      if (call.path === 'v2.5/admin/teams' && call.method === 'GET') return { data: stored };
      if (call.path === 'v2.5/admin/teams' && call.method === 'POST') {
        const created = { ...sales, id: 't-2', members: [], ...(call.body as object) };
        stored = [...stored, created];
        return { status: 201, data: created };
      }
      if (call.path === 'v2.5/admin/teams/t-1' && call.method === 'DELETE') {
        stored = stored.filter((team) => team.id !== 't-1');
        return { data: null };
      }
      return undefined;
    });
    renderSection(<TeamsSection rest={[]} />);
    const row = (await screen.findByRole('link', { name: 'Myynti' })).closest('tr')!;
    expect(within(row).getByText('1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Uusi tiimi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi tiimi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Kirjoita nimi.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Nimi/), { target: { value: ' Talous ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByRole('link', { name: 'Talous' })).toBeTruthy();
    expect(changes(calls)).toEqual([{ method: 'POST', path: 'v2.5/admin/teams', body: { name: 'Talous', description: null } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Poista: Myynti' }));
    const ask = await screen.findByRole('dialog', { name: 'Poistetaanko?' });
    expect(within(ask).getByText(/Tiimi Myynti poistetaan/)).toBeTruthy();
    expect(changes(calls)).toHaveLength(1);
    fireEvent.click(within(ask).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Myynti' })).toBeNull());
    expect(changes(calls).at(-1)).toEqual({ method: 'DELETE', path: 'v2.5/admin/teams/t-1', body: undefined });
  });

  it('adds and removes members on the team\'s page', async () => {
    let team = sales;
    const calls = stubApi((call) => {
      if (call.path === 'v2.5/admin/teams') return { data: [team] };
      if (call.path === 'v2.5/admin/users') return { data: users };
      if (call.path === 'v2.5/admin/teams/t-1/users') {
        const { users_id } = call.body as { users_id: string };
        const user = users.find((candidate) => candidate.id === users_id)!;
        team = {
          ...team,
          members: call.method === 'POST' ? [...team.members, { id: user.id, name: user.name, email: user.email }] : team.members.filter((m) => m.id !== users_id),
        };
        return { data: team };
      }
      return undefined;
    });
    renderSection(<TeamsSection rest={['t-1']} />);
    expect(await screen.findByRole('heading', { name: 'Myynti' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jäsenet (1)' })).toBeTruthy();

    const chooser = screen.getByLabelText('Lisättävä käyttäjä') as HTMLSelectElement;
    expect([...chooser.options].map((option) => option.text)).toEqual(['Valitse käyttäjä', 'Ville Virtanen']);
    fireEvent.change(chooser, { target: { value: 'u-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lisää jäseneksi' }));
    expect(await screen.findByText('ville@esimerkki.fi')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jäsenet (2)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Poista tiimistä: Ulla Käyttäjä' }));
    const ask = await screen.findByRole('dialog', { name: 'Poistetaanko jäsen?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Poista tiimistä' }));
    await waitFor(() => expect(screen.queryByText('ulla@esimerkki.fi')).toBeNull());
    expect(changes(calls)).toEqual([
      { method: 'POST', path: 'v2.5/admin/teams/t-1/users', body: { users_id: 'u-2' } },
      { method: 'DELETE', path: 'v2.5/admin/teams/t-1/users', body: { users_id: 'u-1' } },
    ]);
  });

  it('shows a refused change in words', async () => {
    stubApi((call) => {
      if (call.path === 'v2.5/admin/teams' && call.method === 'GET') return { data: [sales] };
      if (call.path === 'v2.5/admin/users') return { data: users };
      return { status: 404, code: 'TEAM_NOT_FOUND' };
    });
    renderSection(<TeamsSection rest={['t-1']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa tiimiä' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Virhe' });
    expect(within(refusal).getByText('Tiimiä ei löytynyt.')).toBeTruthy();
  });
});
