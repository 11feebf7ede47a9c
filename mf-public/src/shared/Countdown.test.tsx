import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Countdown } from './Countdown.tsx';
import { i18n } from './i18n.ts';

beforeAll(async () => {
  await i18n.changeLanguage('fi');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const show = (countdown_seconds?: number) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Countdown organisation={{ name: 'Demo Oy', color: null, logo_url: null, ...(countdown_seconds === undefined ? {} : { countdown_seconds }) }} />
    </I18nextProvider>,
  );

describe('countdown after the recipient finished', () => {
  it('counts the organisation\'s seconds down and then closes the page', () => {
    vi.useFakeTimers();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    show(3);
    expect(screen.getByText('Sivu sulkeutuu 3 sekunnin kuluttua.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Sivu sulkeutuu 2 sekunnin kuluttua.')).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(close).toHaveBeenCalledOnce();
    expect(screen.queryByText(/sulkeutuu/)).toBeNull();
  });

  it('shows nothing when the organisation has no countdown', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    show(0);
    expect(screen.queryByText(/sulkeutuu/)).toBeNull();
    cleanup();
    show();
    expect(screen.queryByText(/sulkeutuu/)).toBeNull();
    expect(close).not.toHaveBeenCalled();
  });
});
