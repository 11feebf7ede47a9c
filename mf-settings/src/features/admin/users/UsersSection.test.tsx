import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, i18n, useSessionStore } from '@tunne/app-kit';
import type { AdminTeam, AdminUser } from '@tunne/contracts';
import { changes, renderSection, signInAs, stubApi } from '../shared/test-support.tsx';
import { UsersSection } from './UsersSection.tsx';

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 'u-1',
  organisations_id: 'o-1',
  name: 'Ulla Käyttäjä',
  email: 'ulla@esimerkki.fi',
  tel: null,
  language: 'fi',
  is_admin: false,
  is_active: true,
  restrictiontype: 'TEAM',
  use_mfauth: false,
  mfauth_tel: null,
  disable_uilogin: false,
  autologout_timeout: null,
  force_passwordchange: false,
  prevlogin_at: null,
  teams: [{ id: 't-1', name: 'Myynti' }],
  notify_alerts: true,
  notify_reminders: true,
  receive_weeklyreport: false,
  lastlogin_at: '2026-03-02T08:05:00.000Z',
  created_at: '2026-01-01T08:00:00.000Z',
  avatar_url: null,
  ...overrides,
});

const admin = user({ id: 'admin-1', name: 'Aino Admin', email: 'aino@esimerkki.fi', is_admin: true, restrictiontype: 'NONE', teams: [], lastlogin_at: null });
const team: AdminTeam = { id: '6f1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', name: 'Myynti', description: null, members: [], created_at: '2026-01-01T08:00:00.000Z' };

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  signInAs({ id: 'admin-1' });
  window.history.replaceState(null, '', '/app/settings/users');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
});

describe('the users section', () => {
  it('lists the users in words, refuses a short password and adds a user, then shows them in the list', async () => {
    let stored = [admin, user({})];
    const calls = stubApi((call) => {
      if (call.path === 'v2.5/admin/teams') return { data: [team] };
      if (call.path === 'v2.5/admin/users' && call.method === 'GET') return { data: stored };
      if (call.path === 'v2.5/admin/users' && call.method === 'POST') {
        const created = user({ id: 'u-2', name: 'Uusi Käyttäjä', email: 'uusi@esimerkki.fi', restrictiontype: 'USER', teams: [], lastlogin_at: null });
        stored = [...stored, created];
        return { status: 201, data: created };
      }
      return undefined;
    });
    renderSection(<UsersSection rest={[]} />);

    const row = (await screen.findByRole('link', { name: 'Ulla Käyttäjä' })).closest('tr')!;
    expect(within(row).getByText('Omat ja tiimin asiakkaat')).toBeTruthy();
    expect(within(row).getByText('Käyttäjä')).toBeTruthy();
    expect(within(row).getByText('Aktiivinen')).toBeTruthy();
    expect(within(row).getByText('Myynti')).toBeTruthy();
    expect(within(row).getByText(formatDateTime('2026-03-02T08:05:00.000Z'))).toBeTruthy();
    expect(within(screen.getByRole('link', { name: 'Aino Admin' }).closest('tr')!).getByText('Pääkäyttäjä')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Uusi käyttäjä' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi käyttäjä' });
    expect(within(dialog).getByText(/käyttäjä saa sähköpostiinsa linkin/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Nimi/), { target: { value: ' Uusi Käyttäjä ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Sähköposti/), { target: { value: 'uusi@esimerkki' } });
    fireEvent.change(within(dialog).getByLabelText(/^Salasana/), { target: { value: 'lyhyt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lisää käyttäjä' }));
    expect(await within(dialog).findByText('Salasanassa on oltava vähintään 12 merkkiä.')).toBeTruthy();
    expect(within(dialog).getByText('Tarkista sähköpostiosoite.')).toBeTruthy();
    expect(changes(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Sähköposti/), { target: { value: 'uusi@esimerkki.fi' } });
    fireEvent.change(within(dialog).getByLabelText(/^Salasana/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Kieli'), { target: { value: 'se' } });
    fireEvent.change(within(dialog).getByLabelText('Asiakasrajaus'), { target: { value: 'TEAM' } });
    fireEvent.click(within(dialog).getByLabelText('Myynti'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lisää käyttäjä' }));

    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toEqual({
      method: 'POST',
      path: 'v2.5/admin/users',
      body: {
        name: 'Uusi Käyttäjä',
        email: 'uusi@esimerkki.fi',
        tel: null,
        language: 'se',
        restrictiontype: 'TEAM',
        is_admin: false,
        receive_weeklyreport: false,
        teams: [team.id],
      },
    });
    expect(await screen.findByRole('link', { name: 'Uusi Käyttäjä' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Uusi käyttäjä' })).toBeNull();
    // Issue 26: the addition is confirmed in words, in a polite status line.
    expect(screen.getByRole('status').textContent).toBe('Käyttäjä Uusi Käyttäjä lisättiin.');
  });

  it('shows a taken e-mail at its field', async () => {
    stubApi((call) => {
      if (call.path === 'v2.5/admin/teams') return { data: [] };
      if (call.method === 'GET') return { data: [admin] };
      return { status: 409, code: 'EMAIL_RESERVED' };
    });
    renderSection(<UsersSection rest={[]} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Uusi käyttäjä' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi käyttäjä' });
    fireEvent.change(within(dialog).getByLabelText(/^Nimi/), { target: { value: 'Aino Kaksi' } });
    fireEvent.change(within(dialog).getByLabelText(/^Sähköposti/), { target: { value: 'aino@esimerkki.fi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lisää käyttäjä' }));
    expect(await within(dialog).findByText(i18n.t('errors:EMAIL_RESERVED'))).toBeTruthy();
  });
});

describe('a user page', () => {
  it('sends only what changed, the logout time in seconds and SMS login with its number', async () => {
    let stored = user({});
    const calls = stubApi((call) => {
      if (call.path === 'v2.5/admin/users' && call.method === 'GET') return { data: [admin, stored] };
      if (call.path === 'v2.5/admin/users/u-1' && call.method === 'PUT') {
        stored = { ...stored, ...(call.body as object), autologout_timeout: 900 };
        return { data: stored };
      }
      return undefined;
    });
    renderSection(<UsersSection rest={['u-1']} />);
    expect(await screen.findByRole('heading', { name: 'Ulla Käyttäjä' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Automaattinen uloskirjaus/), { target: { value: '15' } });
    fireEvent.click(screen.getByLabelText('Kirjautuminen tekstiviestikoodilla'));
    fireEvent.click(screen.getByLabelText('Viikkoraportti sähköpostiin'));
    fireEvent.change(screen.getByLabelText('Tila'), { target: { value: 'passive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Anna numero, johon kirjautumiskoodi lähetetään.')).toBeTruthy();
    expect(changes(calls)).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Puhelinnumero tekstiviestikoodille/), { target: { value: '+358401234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toEqual({
      method: 'PUT',
      path: 'v2.5/admin/users/u-1',
      body: { is_active: false, use_mfauth: true, mfauth_tel: '+358401234567', autologout_timeout: 900, receive_weeklyreport: true },
    });
    expect(await screen.findByText('Muutokset tallennettiin.')).toBeTruthy();
  });

  it('does not offer removing one\'s own admin flag, and shows the service\'s refusal in words', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET') return { data: [admin] };
      return { status: 409, code: 'LAST_ADMIN' };
    });
    renderSection(<UsersSection rest={['admin-1']} />);
    const flag = (await screen.findByLabelText('Pääkäyttäjä')) as HTMLInputElement;
    expect(flag.disabled).toBe(true);
    expect(flag.checked).toBe(true);
    expect(screen.getByText(/Et voi poistaa omaa pääkäyttäjäoikeuttasi/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Poista käyttäjä' })).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Nimi/), { target: { value: 'Aino Pääkäyttäjä' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Virhe' });
    expect(within(refusal).getByText('Organisaatiolla on oltava vähintään yksi aktiivinen pääkäyttäjä.')).toBeTruthy();
    expect(changes(calls)).toEqual([{ method: 'PUT', path: 'v2.5/admin/users/admin-1', body: { name: 'Aino Pääkäyttäjä' } }]);
  });

  it('mails the user guide and says so; deletes only after asking, then goes back to the list', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET') return { data: [admin, user({})] };
      return { data: null };
    });
    renderSection(<UsersSection rest={['u-1']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä käyttöohje' }));
    const done = await screen.findByRole('dialog', { name: 'Valmis!' });
    expect(within(done).getByText('Käyttöohje lähetettiin osoitteeseen ulla@esimerkki.fi.')).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));

    fireEvent.click(screen.getByRole('button', { name: 'Poista käyttäjä' }));
    const ask = await screen.findByRole('dialog', { name: 'Poistetaanko käyttäjä?' });
    expect(changes(calls)).toEqual([{ method: 'POST', path: 'v2.5/admin/users/u-1/manual', body: undefined }]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Poista käyttäjä' }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/settings/users'));
    expect(changes(calls).at(-1)).toEqual({ method: 'DELETE', path: 'v2.5/admin/users/u-1', body: undefined });
  });
});
