import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@tunne/app-kit';
import { addShellTexts } from '../test/fake-service.ts';
import type { RemoteDescriptor } from './remote-manifest.ts';
import { RemoteOutlet } from './RemoteOutlet.tsx';
import { useRemoteStore } from './remote-store.ts';
import { remoteRootId } from './single-spa-setup.ts';

const alerts: RemoteDescriptor = { name: 'mf_alerts', entry: '/app/remotes/mf_alerts/mf-manifest.json', routes: ['/alerts', '/queries'] };

addShellTexts();

afterEach(() => {
  cleanup();
  act(() => useRemoteStore.setState({ status: {} }));
});

describe('the remote outlet', () => {
  it.each([
    ['fi', 'Tämä toiminto ei ole käytössä organisaatiossasi', 'Siirry etusivulle'],
    ['en', 'This feature is not in use in your organisation', 'Go to the home page'],
    ['se', 'Den här funktionen används inte i din organisation', 'Gå till startsidan'],
  ])('says a module not in use is not in use, with the way home (%s)', async (language, title, home) => {
    await i18n.changeLanguage(language);
    const { container } = render(<RemoteOutlet active={null} off />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe('/app/');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((container.querySelector(`#${remoteRootId}`) as HTMLElement).hidden).toBe(true);
  });

  it.each([
    ['fi', 'Tämä toiminto ei ole vielä saatavilla', 'Toiminto tulee käyttöön myöhemmin'],
    ['en', 'This feature is not available yet', 'The feature is coming later'],
    ['se', 'Den här funktionen är inte tillgänglig än', 'Funktionen kommer senare'],
  ])('says a feature no remote serves yet is not available yet, not that it is off (%s)', async (language, title, text) => {
    await i18n.changeLanguage(language);
    render(<RemoteOutlet active={null} off="unavailable" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByTestId('module-off').textContent).toContain(text);
    expect(screen.getByTestId('module-off').textContent).not.toMatch(/organisaatiossasi|your organisation|din organisation/);
  });

  it('still tells a remote that failed to load from one that is off', async () => {
    await i18n.changeLanguage('fi');
    act(() => useRemoteStore.setState({ status: { mf_alerts: 'error' } }));
    render(<RemoteOutlet active={alerts} />);
    expect(screen.getByRole('alert').textContent).toContain('Näkymän lataaminen epäonnistui');
    expect(screen.queryByTestId('module-off')).toBeNull();
  });
});
