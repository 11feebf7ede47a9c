import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@tunne/app-kit';
import { addShellTexts, serve, type Answer } from '../test/fake-service.ts';
import { ForgotPage } from './ForgotPage.tsx';
import { ResetPage } from './ResetPage.tsx';

const answering = (path: string, answer: Answer) => serve((call) => (call.url === path ? answer : { status: 404, code: 'NOT_FOUND' }));
const errorAlert = () => screen.getAllByRole('alert').find((element) => element.textContent !== '');

beforeEach(async () => {
  addShellTexts();
  await i18n.changeLanguage('fi');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('ForgotPage: refusals beside the form', () => {
  const send = (email: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: /Sähköpostiosoite/ }), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä ohjeet' }));
  };

  it('tells a rate limit under the form, not in a dialog', async () => {
    answering('/api/v2.5/user/auth/forgot', { status: 429, code: 'RATE_LIMITED' });
    render(<ForgotPage />);
    send('aino@example.com');
    await waitFor(() => expect(errorAlert()?.textContent).toBe('Liian monta yritystä. Odota hetki ja yritä uudelleen.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tells an address the server refuses beside the field and keeps the cursor there', async () => {
    answering('/api/v2.5/user/auth/forgot', { status: 400, code: 'INVALID_EMAIL' });
    render(<ForgotPage />);
    send('aino@example');
    const field = screen.getByRole('textbox', { name: /Sähköpostiosoite/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Sähköpostiosoite on virheellinen.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('still confirms a sent link in the done dialog', async () => {
    answering('/api/v2.5/user/auth/forgot', { data: null });
    render(<ForgotPage />);
    send('aino@example.com');
    expect(await screen.findByRole('dialog', { name: 'Valmis!' })).toBeTruthy();
  });
});

describe('ResetPage: refusals beside the form', () => {
  const save = () => {
    for (const name of [/^Uusi salasana(?! uudelleen)/, /^Uusi salasana uudelleen/]) {
      fireEvent.change(screen.getByLabelText(name, { selector: 'input' }), { target: { value: 'Revontuli-Lumi-Koski-47' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna salasana' }));
  };

  it('tells an expired link under the form', async () => {
    window.history.replaceState(null, '', '/app/reset?token=old');
    answering('/api/v2.5/user/auth/reset', { status: 400, code: 'RESET_TOKEN_INVALID' });
    render(<ResetPage />);
    save();
    await waitFor(() => expect(errorAlert()?.textContent).toBe('Salasanan vaihtolinkki on virheellinen tai vanhentunut. Pyydä uusi linkki.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tells a password the server refuses beside the password field', async () => {
    window.history.replaceState(null, '', '/app/reset?token=fresh');
    answering('/api/v2.5/user/auth/reset', { status: 400, code: 'PASSWORD_SAME_AS_BEFORE' });
    render(<ResetPage />);
    save();
    const field = screen.getByLabelText(/^Uusi salasana(?! uudelleen)/, { selector: 'input' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Uusi salasana ei voi olla sama kuin aiempi.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says why the server found the password too weak (issue 26)', async () => {
    window.history.replaceState(null, '', '/app/reset?token=fresh');
    answering('/api/v2.5/user/auth/reset', { status: 400, code: 'PASSWORD_TOO_WEAK', data: { reason: 'common' } });
    render(<ResetPage />);
    save();
    expect(await screen.findByText('Salasana on liian heikko: se on yleisten ja vuotaneiden salasanojen listalla. Valitse jokin muu, esimerkiksi usean sanan lause.')).toBeTruthy();
  });
});

describe('ResetPage: language', () => {
  it('speaks the language the link carries (issue 26: it was Finnish for an English user)', async () => {
    window.history.replaceState(null, '', '/app/reset?token=fresh&lang=en');
    answering('/api/v2.5/user/auth/reset', { status: 400, code: 'PASSWORD_TOO_WEAK', data: { reason: 'personal' } });
    render(<ResetPage />);
    const submit = await screen.findByRole('button', { name: 'Save password' });
    for (const name of [/^New password(?! again)/, /^New password again/]) {
      fireEvent.change(screen.getByLabelText(name, { selector: 'input' }), { target: { value: 'Revontuli-Lumi-Koski-47' } });
    }
    fireEvent.click(submit);
    expect(await screen.findByText('The password is too weak: it contains your name or e-mail address. Choose one without them.')).toBeTruthy();
  });
});
