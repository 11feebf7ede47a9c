import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { appHref, i18n, navigate, useSessionStore } from '@tunne/app-kit';
import type { Organisation, User } from '@tunne/contracts';
import { useRemoteStore } from '../remotes/remote-store.ts';
import { addShellTexts, serve } from '../test/fake-service.ts';
import { Frame } from './Frame.tsx';

const user = {
  id: 'u1', organisations_id: 'o1', name: 'Aino Admin', email: 'aino@example.com', tel: null, language: 'fi', is_admin: false, is_active: true,
  restrictiontype: 'NONE', use_mfauth: false, disable_uilogin: false, autologout_timeout: null, force_passwordchange: false, prevlogin_at: null, teams: [],
} satisfies User;

const organisation = {
  id: 'o1', name: 'Testi Oy', logo_url: null, use_tasks: false, use_alerts: false, use_queries: false, use_requests: false, use_identifications: false,
  use_esignatures: false, use_letters: false, use_todos: false, whistleblower_channels: 0,
} as unknown as Organisation;

const customersRemote = { name: 'mf_customers', entry: '/remotes/customers/mf-manifest.json', routes: ['/customers'] };

const setWidth = (width: number) =>
  act(() => {
    (window as unknown as { happyDOM: { setViewport: (viewport: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 800 });
  });

const go = (path: string) => act(() => navigate(appHref(path)));

/** What a remote does when it mounts: its own page into the remote root, outside the shell's React tree. */
const remoteRenders = (html: string) =>
  act(() => {
    document.getElementById('remote-root')!.innerHTML = html;
  });

const main = () => screen.getByRole('main');
const heading = (name: string | RegExp) => within(main()).getByRole('heading', { level: 1, name });

beforeEach(async () => {
  addShellTexts();
  await i18n.changeLanguage('fi');
  window.localStorage.clear();
  window.history.replaceState(null, '', '/app/');
  setWidth(1280);
  useSessionStore.setState({ token: 'session-token', user, organisation });
  useRemoteStore.setState({ remotes: [customersRemote], status: { mf_customers: 'mounted' } });
  // The home page's and the prompts' calls: nothing to show.
  serve((call) => (call.url.endsWith('/profile') ? { status: 404, code: 'NOT_FOUND' } : { data: [] }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setWidth(1024);
  useSessionStore.setState({ token: null, user: null, organisation: null });
  useRemoteStore.setState({ remotes: null, status: {} });
});

describe('the frame after a navigation', () => {
  it("leaves the first page alone, then moves focus to the new page's heading and announces it", async () => {
    render(<Frame user={user} organisation={organisation} />);
    expect(document.activeElement).toBe(document.body);

    go('/search');
    const title = heading(/.+/);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('tabindex')).toBe('-1');
    expect(title.hasAttribute('data-route-focus')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(`Sivu: ${title.textContent}`);

    // The heading is a focus target only while it has the focus.
    act(() => screen.getByRole('link', { name: 'Tunne' }).focus());
    expect(title.hasAttribute('tabindex')).toBe(false);
  });

  it("waits for the remote's own heading, not the one the old page still shows", async () => {
    window.history.replaceState(null, '', '/app/customers');
    render(<Frame user={user} organisation={organisation} />);
    remoteRenders('<h1>Asiakkaat</h1><a href="/app/customers/c1">Esimerkki Oy</a>');
    const link = within(main()).getByRole('link', { name: 'Esimerkki Oy' });
    act(() => link.focus());

    go('/customers/c1');
    // The list is still on screen while the remote fetches the card.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(link);

    remoteRenders('<div><h1>Esimerkki Oy</h1></div>');
    await waitFor(() => expect(document.activeElement).toBe(heading('Esimerkki Oy')));
    expect(screen.getByRole('status').textContent).toBe('Sivu: Esimerkki Oy');
  });

  it('focuses the content area when no heading comes within two seconds', async () => {
    render(<Frame user={user} organisation={organisation} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    go('/customers');
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(1900));
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(200));
    expect(document.activeElement).toBe(main());
    expect(screen.getByRole('status').textContent).toBe('Sivu avattu');
  });

  it('keeps focus the user moved while the page was loading', async () => {
    render(<Frame user={user} organisation={organisation} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    go('/customers');
    const search = screen.getByRole('searchbox', { name: 'Hae asiakkaita' });
    act(() => search.focus());
    remoteRenders('<h1>Asiakkaat</h1>');
    act(() => vi.advanceTimersByTime(2500));
    expect(document.activeElement).toBe(search);
  });
});

describe('the menu button', () => {
  it('collapses the menu to icons and remembers it on this device', async () => {
    const { unmount } = render(<Frame user={user} organisation={organisation} />);
    const button = screen.getByRole('button', { name: 'Valikko' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Asiakkaat' }).getAttribute('title')).toBe('Asiakkaat');
    expect(window.localStorage.getItem('tunne.nav')).toBe('collapsed');

    unmount();
    render(<Frame user={user} organisation={organisation} />);
    expect(screen.getByRole('button', { name: 'Valikko' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the menu as a drawer on a phone; choosing a page closes it and focus goes to that page', async () => {
    setWidth(390);
    render(<Frame user={user} organisation={organisation} />);
    const button = screen.getByRole('button', { name: 'Valikko' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Päävalikko' });
    await waitFor(() => expect(nav.contains(document.activeElement)).toBe(true));

    fireEvent.click(within(nav).getByRole('link', { name: 'Haku' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));

    // Escape closes it and gives the focus back to the button.
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
