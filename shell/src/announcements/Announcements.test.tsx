import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Announcement } from '@tunne/contracts';
import { addShellTexts, serve } from '../test/fake-service.ts';
import { AnnouncementPage } from './AnnouncementPage.tsx';
import { AnnouncementsPage } from './AnnouncementsPage.tsx';
import { paragraphs } from './paragraphs.ts';

const announcements: Announcement[] = [
  { id: 'a2', created_at: '2026-03-05T09:00:00.000Z', title: 'Uusi pakotelista käytössä', body: 'Ensimmäinen kappale.\n\nToinen kappale.', is_new: true },
  { id: 'a1', created_at: '2026-01-15T09:00:00.000Z', title: 'Huoltokatko', body: 'Palvelu on poissa käytöstä.', is_new: false },
];

beforeEach(async () => {
  addShellTexts();
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ token: 'session-token' });
  window.history.replaceState(null, '', '/app/announcements');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

describe('/announcements', () => {
  it('lists the announcements with their date, title and a "new" marker on the new ones only', async () => {
    const calls = serve(() => ({ data: announcements }));
    render(<AnnouncementsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tiedotteet' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tiedotteet' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('05.03.2026');
    expect(within(first!).getByRole('link', { name: 'Uusi pakotelista käytössä' })).toBeTruthy();
    expect(within(first!).getByText('Uusi')).toBeTruthy();
    expect(second!.textContent).toContain('15.01.2026');
    expect(within(second!).queryByText('Uusi')).toBeNull();
    expect(calls).toMatchObject([{ method: 'GET', url: '/api/v2.5/user/announcements' }]);

    fireEvent.click(within(first!).getByRole('link', { name: 'Uusi pakotelista käytössä' }));
    expect(window.location.pathname).toBe('/app/announcements/a2');
  });

  it('says so when there are none', async () => {
    serve(() => ({ data: [] }));
    render(<AnnouncementsPage />);
    expect(await screen.findByRole('heading', { name: 'Ei tiedotteita' })).toBeTruthy();
    expect(screen.getByText('Kun palvelun ylläpito julkaisee tiedotteen, se näkyy täällä.')).toBeTruthy();
  });
});

describe('/announcements/{id}', () => {
  it('shows the title, the date and the body as plain-text paragraphs', async () => {
    const calls = serve(() => ({
      data: { ...announcements[0]!, body: 'Lue <b>tämä</b> <img src=x onerror=alert(1)>\n\nKiitos.\nYlläpito' },
    }));
    const { container } = render(<AnnouncementPage id="a2" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Uusi pakotelista käytössä' })).toBeTruthy();
    expect(screen.getByText('Julkaistu 05.03.2026')).toBeTruthy();
    const body = [...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(body).toEqual(['Lue <b>tämä</b> <img src=x onerror=alert(1)>', 'Kiitos.\nYlläpito']);
    expect(container.querySelector('b, img')).toBeNull();
    expect(calls).toMatchObject([{ url: '/api/v2.5/user/announcements/a2' }]);
    expect(screen.getByRole('link', { name: '← Kaikki tiedotteet' }).getAttribute('href')).toBe('/app/announcements');
  });

  it('tells when the announcement is not there', async () => {
    serve(() => ({ status: 404, code: 'NOT_FOUND' }));
    render(<AnnouncementPage id="gone" />);
    expect(await screen.findByRole('heading', { name: 'Tiedotetta ei löytynyt' })).toBeTruthy();
  });
});

describe('paragraphs', () => {
  it('parts the body at blank lines and keeps single line breaks', () => {
    expect(paragraphs('Yksi\r\nrivi\r\n\r\nKaksi\n \n\n\nKolme  ')).toEqual(['Yksi\nrivi', 'Kaksi', 'Kolme']);
    expect(paragraphs('  \n ')).toEqual([]);
  });
});
