import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Envelope } from '@tunne/contracts';
import fi from '../../../locales/fi.json';
import { EddBanner } from './EddBanner.tsx';

// Issue 25 §1 (A2 gap 3): the card header's freeze banner is amber until the notification to the authority is
// recorded (as the EDD section's freeze box), then red.

const serve = (notification: unknown) => {
  vi.stubGlobal('fetch', async () => new Response(
    JSON.stringify({ status: true, data: { frozen: { id: 'f1', frozen_at: '2026-03-01T10:00:00Z', notification } }, errors: [] } satisfies Envelope<unknown>),
    { headers: { 'content-type': 'application/json' } },
  ));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

beforeAll(() => {
  i18n.addResourceBundle('fi', 'customers', fi, true, true);
});

describe('the freeze banner', () => {
  it('is amber and says the authority is not notified until the notification is recorded', async () => {
    await i18n.changeLanguage('fi');
    useSessionStore.setState({ token: 'token' });
    serve(null);
    render(<EddBanner customer={{ id: 'c1', edd_state: 'REQUIRED', is_frozen: true }} />);
    const banner = screen.getByTestId('frozen-banner');
    expect(banner.getAttribute('data-notified')).toBe('false');
    await waitFor(() => expect(banner.textContent).toContain('Ilmoitusta viranomaiselle ei ole kirjattu.'));
  });

  it('is red once the notification is recorded', async () => {
    await i18n.changeLanguage('fi');
    useSessionStore.setState({ token: 'token' });
    serve({ authority: 'Ulosottolaitos', notified_on: '2026-03-02', reference: 'UO-1', recorded_by: 'u1', recorded_at: '2026-03-02T10:00:00Z' });
    render(<EddBanner customer={{ id: 'c1', edd_state: null, is_frozen: true }} />);
    const banner = screen.getByTestId('frozen-banner');
    await waitFor(() => expect(banner.getAttribute('data-notified')).toBe('true'));
    expect(banner.textContent).not.toContain('Ilmoitusta viranomaiselle ei ole kirjattu.');
  });
});
