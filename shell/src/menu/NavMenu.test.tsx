import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n, useErrorDialogStore, useSessionStore } from '@tunne/app-kit';
import type { Organisation } from '@tunne/contracts';
import { addShellTexts, serve } from '../test/fake-service.ts';
import { menuItems } from './menu-items.ts';
import { NavMenu } from './NavMenu.tsx';

const organisation = (logo_url: string | null) => ({ id: 'o1', name: 'Testi Oy', logo_url }) as Organisation;
const flagsOff = {
  use_tasks: false, use_alerts: false, use_queries: false, use_requests: false, use_identifications: false, use_esignatures: false, use_letters: false,
  use_todos: false, whistleblower_channels: 0,
};
const items = menuItems({ is_admin: false }, flagsOff, ['/', '/search', '/announcements']);

beforeEach(async () => {
  addShellTexts();
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ token: 'session-token', organisation: organisation(null) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.setState({ token: null, organisation: null });
  useErrorDialogStore.setState({ error: null });
});

describe('the menu', () => {
  it("downloads the manual through a temporary-token link when 'download manual' is chosen", async () => {
    const calls = serve((call) => (call.url === '/api/v2.5/user/auth' ? { data: { jwt: 'temporary', id: 'u1' } } : { status: 404, code: 'NOT_FOUND' }));
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    render(<NavMenu items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Päävalikko' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Käyttöopas' }));

    await waitFor(() => expect(opened).toHaveLength(1));
    // (The menu also asks how many approvals wait: issue 25 §3.)
    expect(calls.filter((call) => call.url !== '/api/v2.5/user/approvals')).toMatchObject([{ method: 'PUT', url: '/api/v2.5/user/auth', body: { lifetime: 60 } }]);
    const link = new URL(opened[0]!, 'http://test');
    expect(link.pathname).toBe('/api/v2.5/user/manual');
    expect(link.searchParams.get('jwt')).toBe('temporary');
    // The session stays as it was: the download never navigated the app.
    expect(window.location.pathname).not.toContain('manual');
  });

  it('says why when no temporary token can be had (no link)', async () => {
    serve(() => ({ status: 500, code: 'DATABASE_ERROR' }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    render(<NavMenu items={items} />);
    fireEvent.click(screen.getByRole('link', { name: 'Käyttöopas' }));
    await waitFor(() => expect(useErrorDialogStore.getState().error).not.toBeNull());
    expect(click).not.toHaveBeenCalled();
  });

  it('counts the decisions waiting for the user beside home, keeping the link\'s name (issue 25 §3)', async () => {
    serve((call) => (call.url === '/api/v2.5/user/approvals' ? { data: { items: [], total: 3 } } : { status: 404, code: 'NOT_FOUND' }));
    render(<NavMenu items={items} />);
    const badge = await screen.findByTestId('approvals-waiting');
    expect(badge.textContent).toContain('3');
    expect(within(badge).getByText('3 päätöstä odottaa hyväksyntääsi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Etusivu' })).toBeTruthy();
  });

  it('shows no count without the inbox (not deployed) and no error', async () => {
    serve(() => ({ status: 404, code: 'NOT_FOUND' }));
    render(<NavMenu items={items} />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Etusivu' })).toBeTruthy());
    expect(screen.queryByTestId('approvals-waiting')).toBeNull();
    expect(useErrorDialogStore.getState().error).toBeNull();
  });

  it("shows the organisation's logo named by the organisation, and the product's name without one", () => {
    serve(() => ({ status: 404, code: 'NOT_FOUND' }));
    useSessionStore.setState({ organisation: organisation('/api/v2.5/public/logo?key=abc') });
    const { unmount } = render(<NavMenu items={items} />);
    const logo = screen.getByRole('img', { name: 'Testi Oy' });
    expect(logo.getAttribute('src')).toBe('/api/v2.5/public/logo?key=abc');
    expect(screen.queryByText('Tunne')).toBeNull();
    unmount();

    useSessionStore.setState({ organisation: organisation(null) });
    render(<NavMenu items={items} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tunne' })).toBeTruthy();
  });
});
