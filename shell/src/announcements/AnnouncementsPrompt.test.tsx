import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Announcement, User } from '@tunne/contracts';
import { addShellTexts, serve } from '../test/fake-service.ts';
import { newAnnouncementCount } from './announcements-prompt.ts';
import { AnnouncementsPrompt } from './AnnouncementsPrompt.tsx';

const announcement = (id: string, isNew: boolean): Announcement => ({ id, created_at: '2026-03-05T09:00:00.000Z', title: id, body: '', is_new: isNew });
const login = (prevloginAt: string) => useSessionStore.setState({ token: 'session-token', user: { id: 'u1', name: 'Aino Admin', prevlogin_at: prevloginAt } as User });
const prompt = () => screen.queryByRole('region', { name: 'Uusia tiedotteita' });

beforeEach(async () => {
  addShellTexts();
  await i18n.changeLanguage('fi');
  window.localStorage.clear();
  window.history.replaceState(null, '', '/app/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, user: null });
});

describe('the announcements prompt after login', () => {
  it('offers the new announcements, and accepting opens /announcements', async () => {
    const calls = serve(() => ({ data: [announcement('a3', true), announcement('a2', true), announcement('a1', false)] }));
    login('2026-03-01T08:00:00.000Z');
    render(<AnnouncementsPrompt />);
    const region = await screen.findByRole('region', { name: 'Uusia tiedotteita' });
    expect(region.textContent).toContain('Edellisen kirjautumisesi jälkeen on julkaistu 2 uutta tiedotetta.');
    expect(calls).toMatchObject([{ method: 'GET', url: '/api/v2.5/user/announcements' }]);

    fireEvent.click(within(region).getByRole('button', { name: 'Näytä tiedotteet' }));
    expect(window.location.pathname).toBe('/app/announcements');
    expect(prompt()).toBeNull();
  });

  it('is not shown when nothing is newer than the previous login', async () => {
    const calls = serve(() => ({ data: [announcement('a1', false)] }));
    login('2026-03-01T08:00:00.000Z');
    render(<AnnouncementsPrompt />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prompt()).toBeNull();
  });

  it('is shown once per login: not again on a reload, again after the next login', async () => {
    let calls = serve(() => ({ data: [announcement('a1', true)] }));
    login('2026-03-01T08:00:00.000Z');
    const first = render(<AnnouncementsPrompt />);
    const region = await screen.findByRole('region', { name: 'Uusia tiedotteita' });
    fireEvent.click(within(region).getByRole('button', { name: 'Myöhemmin' }));
    expect(prompt()).toBeNull();
    first.unmount();

    // The same session drawn again (a reload): not asked, not even fetched.
    calls = serve(() => ({ data: [announcement('a1', true)] }));
    const reloaded = render(<AnnouncementsPrompt />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(prompt()).toBeNull();
    reloaded.unmount();

    // A new login moves prevlogin_at: asked again.
    login('2026-03-06T08:00:00.000Z');
    render(<AnnouncementsPrompt />);
    expect(await screen.findByRole('region', { name: 'Uusia tiedotteita' })).toBeTruthy();
  });

  it('counts only the new ones', () => {
    expect(newAnnouncementCount([announcement('a', true), announcement('b', false)])).toBe(1);
    expect(newAnnouncementCount([])).toBe(0);
  });
});
