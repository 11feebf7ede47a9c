import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n, navigate, useSessionStore } from '@tunne/app-kit';
import type { CustomerSummary, User } from '@tunne/contracts';
import { TopBar } from '../layout/TopBar.tsx';
import { useProfileStore } from '../profile/profile-store.ts';
import { addShellTexts, serve, type Call } from '../test/fake-service.ts';
import { SearchPage } from './SearchPage.tsx';

const user = {
  id: 'u1', organisations_id: 'o1', name: 'Aino Admin', email: 'aino@example.com', tel: null, language: 'fi', is_admin: true, is_active: true,
  restrictiontype: 'NONE', use_mfauth: false, disable_uilogin: false, autologout_timeout: null, force_passwordchange: false, prevlogin_at: null, teams: [],
} satisfies User;

const customer = (over: Partial<CustomerSummary>): CustomerSummary => ({
  id: '00000000-0000-4000-9000-000000100001', type: 'business', name: 'Aaltonen Oy', businessid: '1000000-4', ssn: null, department: null,
  city: 'Helsinki', country: 'FI', users_id: 'u1', teams_id: null, is_removed: false, removes_at: null, created_at: '2025-01-15T00:00:00.000Z', ...over,
});

/** The customers service as the search sees it: the list's free search, answered from a fixed register. */
const register = [customer({}), customer({ id: '00000000-0000-4000-9000-000000100100', type: 'person', name: 'Hanna Hakija', businessid: null, ssn: '131052-****' })];
const searchService = () =>
  serve((call: Call) => {
    if (call.url === '/api/v2.5/user/users/me/profile') return { data: { notify_alerts: true, notify_reminders: true, receive_weeklyreport: false, avatar_url: null } };
    if (call.url !== '/api/v2.5/user/customers') return { status: 404, code: 'NOT_FOUND' };
    const key = (call.search.get('search') ?? '').toUpperCase().replace(/[\s-]/g, '');
    const items = key === '10000004' ? [register[0]!] : key === '131052308T' ? [register[1]!] : [];
    return { data: { items, total: items.length, page: 1, size: 50 } };
  });

const listCalls = (calls: Call[]) => calls.filter((call) => call.url === '/api/v2.5/user/customers');

beforeEach(async () => {
  addShellTexts();
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ token: 'session-token', user });
  navigate('/app/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, user: null });
  useProfileStore.setState({ usersId: null, load: 'idle', profile: null });
});

describe('the header search and the search page (issue 16 §5)', () => {
  it('finds a business by its business id typed without the dash: the keyword goes to the list\'s free search', async () => {
    const calls = searchService();
    render(
      <>
        <TopBar />
        <SearchPage />
      </>,
    );
    expect(screen.getByText('Hae asiakkaita nimellä, Y-tunnuksella tai henkilötunnuksella.')).toBeTruthy();
    const header = screen.getByRole('searchbox', { name: 'Hae asiakkaita' });
    fireEvent.change(header, { target: { value: '  10000004 ' } });
    fireEvent.submit(header.closest('form')!);

    expect(window.location.pathname + window.location.search).toBe('/app/search?q=10000004');
    const results = await screen.findByRole('list', { name: 'Hakutulokset' });
    expect(within(results).getByRole('link', { name: 'Aaltonen Oy' }).getAttribute('href')).toBe('/app/customers/00000000-0000-4000-9000-000000100001');
    expect(results.textContent).toContain('Yritys · 1000000-4 · Helsinki');
    expect(screen.getByText('Tuloksia: 1')).toBeTruthy();
    const [call] = listCalls(calls);
    expect(call?.search.get('search')).toBe('10000004');
    expect(call?.search.has('name')).toBe(false);
    expect(call?.search.get('archived')).toBe('false');
  });

  it('finds a person by the identity code in lower case from the search page\'s own form', async () => {
    const calls = searchService();
    navigate('/app/search');
    render(<SearchPage />);
    const keyword = screen.getByRole('searchbox', { name: /Hakusana/ });
    fireEvent.change(keyword, { target: { value: '131052-308t' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hae' }));

    const results = await screen.findByRole('list', { name: 'Hakutulokset' });
    expect(within(results).getByRole('link', { name: 'Hanna Hakija' })).toBeTruthy();
    expect(results.textContent).toContain('Henkilö · 131052-****');
    expect(listCalls(calls).map((call) => call.search.get('search'))).toEqual(['131052-308t']);
  });

  it('says so when nothing matches', async () => {
    searchService();
    navigate('/app/search?q=1000000-5');
    render(<SearchPage />);
    expect(await screen.findByText('Hakusanalla ”1000000-5” ei löytynyt asiakkaita. Kokeile toista hakusanaa.')).toBeTruthy();
  });
});
