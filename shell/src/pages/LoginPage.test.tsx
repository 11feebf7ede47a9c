import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import { addShellTexts, serve, type Answer, type Call } from '../test/fake-service.ts';
import { resendCooldownSeconds } from '../second-factor/LoginCodeForm.tsx';
import { LoginPage } from './LoginPage.tsx';

const authPath = '/api/v2.5/user/auth';
const sms = { data: { jwt: null, id: null, mfauth: true, mfauth_method: 'sms' } };
const totp = { data: { jwt: null, id: null, mfauth: true, mfauth_method: 'totp' } };
const refused = (status: number, code: string): Answer => ({ status, code });

/** The identity service's login route, answering each POST in turn from `answers` (the last one repeats). */
const authService = (...answers: Answer[]): Call[] => {
  let index = 0;
  return serve((call) => {
    if (call.url !== authPath || call.method !== 'POST') return { status: 404, code: 'NOT_FOUND' };
    const answer = answers[Math.min(index, answers.length - 1)]!;
    index += 1;
    return answer;
  });
};

const email = () => screen.getByRole('textbox', { name: /Sähköpostiosoite/ });
const password = () => screen.getByLabelText(/^Salasana/, { selector: 'input' });
const codeField = () => screen.getByRole('textbox', { name: /^Koodi/ });
const resendButton = () => screen.getByRole('button', { name: 'Lähetä koodi uudelleen' });
const errorAlert = () => screen.getAllByRole('alert').find((element) => element.textContent !== '');

const logIn = async (address = 'aino@example.com', secret = 'Oikea-salasana-2026'): Promise<void> => {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.change(password(), { target: { value: secret } });
  fireEvent.click(screen.getByRole('button', { name: 'Kirjaudu' }));
};

/** The ids an element's aria-describedby names resolve to these texts. */
const descriptionOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id)?.textContent ?? '' : ''))
    .join(' ');

beforeEach(async () => {
  addShellTexts();
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ token: null, user: null, logoutReason: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginPage: refusals beside the form, not in a dialog', () => {
  it('shows a wrong e-mail or password under the form, marks both fields and puts the cursor in the password', async () => {
    const calls = authService(refused(401, 'LOGIN_FAILED'));
    render(<LoginPage />);
    await logIn();

    const alert = await waitFor(() => {
      const found = errorAlert();
      expect(found?.textContent).toBe('Kirjautuminen epäonnistui. Tarkista sähköpostiosoite ja salasana.');
      return found!;
    });
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const field of [email(), password()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
      expect(descriptionOf(field)).toContain('Kirjautuminen epäonnistui.');
    }
    expect(document.activeElement).toBe(password());
    // The next try clears the message; success logs in.
    authService({ data: { jwt: 'session-jwt', id: 'u1', mfauth: false } });
    await logIn();
    await waitFor(() => expect(useSessionStore.getState().token).toBe('session-jwt'));
  });

  it('says a rate limit or a locked account without marking the fields, and keeps focus in the form', async () => {
    authService(refused(429, 'RATE_LIMITED'));
    render(<LoginPage />);
    await logIn();
    await waitFor(() => expect(errorAlert()?.textContent).toBe('Liian monta yritystä. Odota hetki ja yritä uudelleen.'));
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(password().getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(password())).toContain('Liian monta yritystä.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows missing fields beside them without calling the server', async () => {
    const calls = authService(refused(401, 'LOGIN_FAILED'));
    render(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirjaudu' }));
    await screen.findByText('Anna sähköpostiosoite');
    expect(screen.getByText('Anna salasana')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email())).toContain('Anna sähköpostiosoite');
    expect(document.activeElement).toBe(email());
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a wrong SMS code under the code field, marks it and selects it for a new try', async () => {
    const calls = authService(sms, refused(400, 'INVALID_ACCESS_CODE'));
    render(<LoginPage />);
    await logIn();
    await screen.findByRole('heading', { name: 'Kertakäyttöinen koodi' });
    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista' }));

    await waitFor(() => expect(errorAlert()?.textContent).toBe('Kertakäyttöinen koodi on virheellinen.'));
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(codeField())).toContain('Kertakäyttöinen koodi on virheellinen.');
    expect(document.activeElement).toBe(codeField());
    expect(calls[1]!.body).toEqual({ email: 'aino@example.com', password: 'Oikea-salasana-2026', mfauth_password: '123456' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a wrong authenticator code the same way, and the authenticator step has no "send again"', async () => {
    authService(totp, refused(400, 'INVALID_TOTP_CODE'));
    render(<LoginPage />);
    await logIn();
    const field = await screen.findByRole('textbox', { name: /Todennuskoodi tai varakoodi/ });
    expect(screen.queryByRole('button', { name: 'Lähetä koodi uudelleen' })).toBeNull();
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vahvista' }));
    await waitFor(() => expect(errorAlert()?.textContent).toBe('Todennussovelluksen koodi tai varakoodi on virheellinen.'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('LoginPage: sending the SMS code again', () => {
  /** Lets the fake service's promise chain settle under fake timers. */
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 5; i += 1) await act(async () => Promise.resolve());
  };
  const tick = async (ms: number): Promise<void> => {
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
  };

  it('waits 30 seconds with a countdown, then asks the server for a new code and waits again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const calls = authService(sms);
    render(<LoginPage />);
    await logIn();
    await settle();
    expect(screen.getByRole('heading', { name: 'Kertakäyttöinen koodi' })).toBeTruthy();

    expect(resendCooldownSeconds).toBe(30);
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Voit pyytää uuden koodin 30 sekunnin kuluttua.')).toBeTruthy();
    await tick(1000);
    expect(screen.getByText('Voit pyytää uuden koodin 29 sekunnin kuluttua.')).toBeTruthy();
    fireEvent.click(resendButton());
    expect(calls).toHaveLength(1);

    await tick(29_000);
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/Voit pyytää uuden koodin/)).toBeNull();

    fireEvent.click(resendButton());
    await settle();
    // The login without a code: the server sends a new one (and counts it against its SMS limit).
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ method: 'POST', url: authPath, body: { email: 'aino@example.com', password: 'Oikea-salasana-2026' } });
    expect(screen.getByRole('status').textContent).toBe('Lähetimme uuden koodin puhelimeesi.');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Voit pyytää uuden koodin 30 sekunnin kuluttua.')).toBeTruthy();
    expect(document.activeElement).toBe(codeField());
    // Still the code step.
    expect(screen.getByRole('heading', { name: 'Kertakäyttöinen koodi' })).toBeTruthy();
  });

  it('shows the server\'s SMS limit inline when a new code is refused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    authService(sms, refused(429, 'RATE_LIMITED'));
    render(<LoginPage />);
    await logIn();
    await settle();
    await tick(resendCooldownSeconds * 1000);
    fireEvent.click(resendButton());
    await settle();
    expect(errorAlert()?.textContent).toBe('Liian monta yritystä. Odota hetki ja yritä uudelleen.');
    expect(codeField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
