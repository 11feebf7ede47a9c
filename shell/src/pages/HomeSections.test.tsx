import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { i18n, setRemoteSectionProvider, type HomeSectionModule } from '@tunne/app-kit';
import { HomeSections } from './HomeSections.tsx';
import { addShellTexts } from '../test/fake-service.ts';

/** A remote's home sections as plain DOM: each writes its title into the element it is given. */
const remoteModule = (drawn: Record<string, string>): HomeSectionModule => ({
  mountHomeSection: (section, element) => {
    element.textContent = drawn[section] ?? '';
    return () => {
      element.textContent = '';
    };
  },
});

addShellTexts();

afterEach(() => {
  cleanup();
  act(() => setRemoteSectionProvider(null));
});

describe('the home page\'s sections (issue 16 §6)', () => {
  it('lays every remote\'s sections out in one grid, holding each one\'s place while its module loads', async () => {
    await i18n.changeLanguage('fi');
    let release!: (module: HomeSectionModule) => void;
    const pending = new Promise<HomeSectionModule>((resolve) => {
      release = resolve;
    });
    const load = vi.fn((remoteName: string) =>
      remoteName === 'mf_alerts' ? pending : Promise.resolve(remoteModule({ reviewsdue: 'Erääntyvät tarkistukset', pending: '' })));
    setRemoteSectionProvider({
      descriptors: [{ name: 'mf_risk', homeSections: ['reviewsdue', 'pending'] }, { name: 'mf_alerts', homeSections: ['openalerts'] }],
      load,
    });
    const { container } = render(<HomeSections />);
    const grid = container.querySelector('[data-home-sections]')!;
    await waitFor(() => expect(grid.querySelector('[data-home-section="reviewsdue"]')?.textContent).toBe('Erääntyvät tarkistukset'));
    // Still loading: a placeholder of a summary's size, not a bare spinner that grows into a card.
    expect(grid.querySelector('[data-home-placeholder="openalerts"]')).toBeTruthy();
    expect(grid.querySelector('[data-home-placeholder="reviewsdue"]')).toBeNull();
    // A section that draws nothing stays an empty host (hidden by the grid's CSS, .host:empty).
    expect(grid.querySelector('[data-home-section="pending"]')!.textContent).toBe('');

    await act(async () => release(remoteModule({ openalerts: 'Avoimet hälytykset' })));
    await waitFor(() => expect(grid.querySelector('[data-home-section="openalerts"]')?.textContent).toBe('Avoimet hälytykset'));
    expect(grid.querySelector('[data-home-placeholder]')).toBeNull();
    expect([...grid.querySelectorAll('[data-home-section]')].map((host) => host.getAttribute('data-home-section'))).toEqual(['reviewsdue', 'pending', 'openalerts']);
  });

  it('says so when a remote\'s sections cannot be loaded', async () => {
    await i18n.changeLanguage('fi');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteSectionProvider({ descriptors: [{ name: 'mf_alerts', homeSections: ['openalerts'] }], load: () => Promise.reject(new Error('offline')) });
    render(<HomeSections />);
    expect((await screen.findByRole('alert')).textContent).toBe('Sovelluksen osaa ei saatu ladattua. Tarkista verkkoyhteys ja yritä uudelleen.');
  });

  it('draws nothing without sections', () => {
    const { container } = render(<HomeSections />);
    expect(container.innerHTML).toBe('');
  });
});
