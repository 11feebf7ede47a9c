import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n, navigate, useSessionStore } from '@tunne/app-kit';
import type { Organisation, User } from '@tunne/contracts';
import { useRemoteStore } from '../remotes/remote-store.ts';
import { addShellTexts, serve } from '../test/fake-service.ts';
import { Frame } from './Frame.tsx';

addShellTexts();

const user = { id: 'u1', name: 'Ville', is_admin: false } as User;
const organisation = {
  id: 'o1', name: 'Testi Oy', use_tasks: false, use_alerts: false, use_queries: false, use_requests: false, use_identifications: false,
  use_esignatures: false, use_letters: false, use_todos: false, whistleblower_channels: 0,
} as Organisation;
const alertsRemote = { name: 'mf_alerts', entry: '/x.json', routes: ['/alerts', '/queries'] };

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  serve(() => ({ data: { items: [], total: 0, page: 1, size: 10 } }));
  useSessionStore.setState({ token: 't', user, organisation });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useRemoteStore.setState({ remotes: null, status: {} }));
  useSessionStore.setState({ token: null, user: null, organisation: null });
  window.history.replaceState(null, '', '/');
});

const show = (path: string) => {
  act(() => navigate(`/app${path}`));
  render(<Frame user={user} organisation={organisation} />);
};

describe('a module the organisation does not use, reached by its address (issue 16 §6)', () => {
  it('says it is not in use, not that loading failed, when the remote is deployed but the flag is off', () => {
    act(() => useRemoteStore.setState({ remotes: [alertsRemote] }));
    show('/alerts');
    expect(screen.getByRole('heading', { name: 'Tämä toiminto ei ole käytössä organisaatiossasi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Siirry etusivulle' })).toBeTruthy();
    expect(document.querySelector('[data-remote]')).toBeNull();
    expect(screen.queryByText('Näkymän lataaminen epäonnistui')).toBeNull();
  });

  it('says it is not available yet, not "not found" nor "not in use", when no remote serves the route (issue 26)', () => {
    act(() => useRemoteStore.setState({ remotes: [] }));
    show('/todos');
    expect(screen.getByRole('heading', { name: 'Tämä toiminto ei ole vielä saatavilla' })).toBeTruthy();
    expect(screen.queryByText('Tämä toiminto ei ole käytössä organisaatiossasi')).toBeNull();
  });

  it.each(['/filters', '/whistleblowers'])('says %s, a feature not built yet, is not available yet, also where it is switched on', (path) => {
    act(() => useRemoteStore.setState({ remotes: [alertsRemote] }));
    useSessionStore.setState({ organisation: { ...organisation, whistleblower_channels: 1 } });
    act(() => navigate(`/app${path}`));
    render(<Frame user={user} organisation={{ ...organisation, whistleblower_channels: 1 }} />);
    expect(screen.getByRole('heading', { name: 'Tämä toiminto ei ole vielä saatavilla' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Siirry etusivulle' })).toBeTruthy();
  });

  it('hands a module in use to its remote', () => {
    act(() => useRemoteStore.setState({ remotes: [alertsRemote] }));
    useSessionStore.setState({ organisation: { ...organisation, use_alerts: true } });
    act(() => navigate('/app/alerts'));
    render(<Frame user={user} organisation={{ ...organisation, use_alerts: true }} />);
    expect(document.querySelector('[data-remote="mf_alerts"]')).toBeTruthy();
    expect(screen.queryByTestId('module-off')).toBeNull();
  });
});
