import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import { avatarLimits, type Profile, type User } from '@tunne/contracts';
import { TopBar } from '../layout/TopBar.tsx';
import { useProfileStore } from '../profile/profile-store.ts';
import { addShellTexts, serve, type Call } from '../test/fake-service.ts';
import { ProfilePage } from './ProfilePage.tsx';

const user = {
  id: 'u1', organisations_id: 'o1', name: 'Aino Admin', email: 'aino@example.com', tel: null, language: 'fi', is_admin: true, is_active: true,
  restrictiontype: 'NONE', use_mfauth: false, disable_uilogin: false, autologout_timeout: null, force_passwordchange: false, prevlogin_at: null, teams: [],
} satisfies User;

const newAvatar = '/api/v2.5/public/avatar?key=k2';

/** The identity service as the profile page sees it: the stored profile, changed by the calls the page makes. */
const profileService = (initial: Profile) => {
  let stored = initial;
  return serve((call: Call) => {
    if (call.url === '/api/v2.5/user/users/me/profile') return { data: stored };
    if (call.url === '/api/v2.5/user/users/me/notifications' && call.method === 'PUT') {
      stored = { ...stored, ...(call.body as Partial<Profile>) };
      return { data: stored };
    }
    if (call.url === '/api/v2.5/user/users/me/avatar' && call.method === 'POST') {
      stored = { ...stored, avatar_url: newAvatar };
      return { data: stored };
    }
    if (call.url === '/api/v2.5/user/users/me/avatar' && call.method === 'DELETE') {
      stored = { ...stored, avatar_url: null };
      return { data: stored };
    }
    if (call.url === '/api/v2.5/user/users/me/totp') return { data: { enabled: false, confirmed_at: null, recovery_codes_left: 0, required: false } };
    if (call.url === '/api/v2.5/user/users/me/sessions') return { data: [] };
    return { status: 404, code: 'NOT_FOUND' };
  });
};

const renderProfile = () =>
  render(
    <>
      <TopBar />
      <ProfilePage />
    </>,
  );

const topBarAvatar = () => screen.getByRole('link', { name: 'Oma profiili (p): Aino Admin' });

const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText('Valitse kuva'), { target: { files: [file] } });

beforeEach(async () => {
  addShellTexts();
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ token: 'session-token', user });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, user: null });
  useProfileStore.setState({ usersId: null, load: 'idle', profile: null });
});

describe('the profile page', () => {
  it('shows the notification settings as stored and saves them with PUT users/me/notifications', async () => {
    const calls = profileService({ notify_alerts: true, notify_reminders: true, receive_weeklyreport: false, avatar_url: null });
    renderProfile();
    const form = await screen.findByRole('form', { name: 'Ilmoitusasetukset' });
    const alerts = within(form).getByRole('checkbox', { name: 'Uudet hälytykset' }) as HTMLInputElement;
    const reminders = within(form).getByRole('checkbox', { name: 'Muistutukset' }) as HTMLInputElement;
    const weekly = within(form).getByRole('checkbox', { name: 'Viikkoraportti' }) as HTMLInputElement;
    await waitFor(() => expect(alerts.checked).toBe(true));
    expect([reminders.checked, weekly.checked]).toEqual([true, false]);

    fireEvent.click(reminders);
    fireEvent.click(weekly);
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));

    const done = await screen.findByRole('dialog', { name: 'Valmis!' });
    expect(done.textContent).toContain('Ilmoitusasetuksesi on tallennettu.');
    expect(calls.filter((call) => call.method === 'PUT')).toMatchObject([
      { url: '/api/v2.5/user/users/me/notifications', body: { notify_alerts: true, notify_reminders: false, receive_weeklyreport: true } },
    ]);
    expect(useProfileStore.getState().profile).toMatchObject({ notify_reminders: false, receive_weeklyreport: true });
  });

  it('uploads a new avatar as a file form, and the top bar shows it without a reload', async () => {
    const calls = profileService({ notify_alerts: true, notify_reminders: true, receive_weeklyreport: false, avatar_url: null });
    renderProfile();
    await waitFor(() => expect(useProfileStore.getState().load).toBe('done'));
    // No picture yet: the initials.
    expect(topBarAvatar().textContent).toBe('AA');
    expect(topBarAvatar().querySelector('img')).toBeNull();

    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'aino.png', { type: 'image/png' });
    chooseFile(picture);
    fireEvent.click(screen.getByRole('button', { name: 'Lataa kuva' }));

    await waitFor(() => expect(topBarAvatar().querySelector('img')?.getAttribute('src')).toBe(newAvatar));
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.url).toBe('/api/v2.5/user/users/me/avatar');
    const sent = upload?.form?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('aino.png');
    expect([...(upload?.form?.keys() ?? [])]).toEqual(['file']);
    expect(screen.getByRole('img', { name: 'Profiilikuvasi' }).getAttribute('src')).toBe(newAvatar);
    expect(await screen.findByText('Profiilikuvasi on vaihdettu.')).toBeTruthy();
  });

  it('refuses a picture of another type or over the size limit before sending anything', async () => {
    const calls = profileService({ notify_alerts: true, notify_reminders: true, receive_weeklyreport: false, avatar_url: null });
    renderProfile();
    await screen.findByRole('form', { name: 'Ilmoitusasetukset' });

    chooseFile(new File(['GIF89a'], 'aino.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kuvan on oltava PNG- tai JPEG-tiedosto.');
    chooseFile(new File([new Uint8Array(avatarLimits.maxBytes + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kuva on liian suuri. Suurin sallittu koko on 2 Mt.');
    fireEvent.click(screen.getByRole('button', { name: 'Lataa kuva' }));

    expect(screen.getByRole('alert').textContent).toBe('Kuva on liian suuri. Suurin sallittu koko on 2 Mt.');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('removes the avatar after a confirmation; the top bar goes back to the initials', async () => {
    const calls = profileService({ notify_alerts: true, notify_reminders: true, receive_weeklyreport: false, avatar_url: '/api/v2.5/public/avatar?key=k1' });
    renderProfile();
    await waitFor(() => expect(topBarAvatar().querySelector('img')?.getAttribute('src')).toBe('/api/v2.5/public/avatar?key=k1'));

    fireEvent.click(screen.getByRole('button', { name: 'Poista kuva' }));
    const confirm = await screen.findByRole('dialog', { name: 'Poistetaanko profiilikuva?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Poista kuva' }));

    await waitFor(() => expect(topBarAvatar().textContent).toBe('AA'));
    expect(calls.filter((call) => call.method === 'DELETE')).toMatchObject([{ url: '/api/v2.5/user/users/me/avatar' }]);
    expect(screen.queryByRole('img', { name: 'Profiilikuvasi' })).toBeNull();
  });
});
