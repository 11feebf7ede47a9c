import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Frame } from './Frame.tsx';
import { i18n } from './i18n.ts';

beforeAll(async () => {
  await i18n.changeLanguage('fi');
});
afterEach(cleanup);

function Probe() {
  const { t } = useTranslation('public');
  return <p>{t('actions.next')}</p>;
}

describe('frame', () => {
  it('switches the page language with the chooser', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Frame organisation={{ name: 'Demo Oy', color: '#ffdd00', logo_url: null }}>
          <Probe />
        </Frame>
      </I18nextProvider>,
    );
    expect(screen.getByText('Seuraava')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Kieli'), { target: { value: 'se' } });
    });
    expect(screen.getByText('Nästa')).toBeTruthy();
    expect(document.documentElement.lang).toBe('sv');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Språk'), { target: { value: 'no' } });
    });
    expect(screen.getByText('Neste')).toBeTruthy();
    expect(document.documentElement.lang).toBe('nb');
    // The error catalogue has no Norwegian: English, not Finnish.
    expect(i18n.t('errors:LINK_EXPIRED')).toMatch(/expired/);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Språk'), { target: { value: 'dk' } });
    });
    expect(screen.getByText('Næste')).toBeTruthy();
    expect(document.documentElement.lang).toBe('da');
    // A light organisation colour gets dark text on it.
    expect(document.documentElement.style.getPropertyValue('--tn-color-primary')).toBe('#ffdd00');
    expect(document.documentElement.style.getPropertyValue('--tn-color-primary-contrast')).toBe('#1a1f2b');
  });

  it('shows the organisation\'s logo in the header, named by the organisation, and its name when there is no logo', () => {
    const logo = '/api/v2.5/public/logo?key=abcdefghijklmnopqrstuvwxyz012345';
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <Frame organisation={{ name: 'Demo Oy', color: null, logo_url: logo }}>
          <Probe />
        </Frame>
      </I18nextProvider>,
    );
    const image = screen.getByRole('img', { name: 'Demo Oy' });
    expect(image.getAttribute('src')).toBe(logo);
    expect(screen.getByRole('banner').textContent).not.toContain('Demo Oy');
    unmount();
    render(
      <I18nextProvider i18n={i18n}>
        <Frame organisation={{ name: 'Demo Oy', color: null, logo_url: null }}>
          <Probe />
        </Frame>
      </I18nextProvider>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('Demo Oy');
  });
});
