import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setRemoteSectionProvider, type CardSectionModule } from '@tunne/app-kit';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import { CardSectionSlot } from './CardSectionSlot.tsx';

const descriptors = [{ name: 'mf_customers' }, { name: 'mf_alerts', cardSections: ['alerts'] }];

/** A stand-in for the alerts remote: writes into the element it is given and records its unmount. */
const fakeAlerts = () => {
  const calls: { section: string; props: unknown }[] = [];
  const unmounted = vi.fn();
  const module: CardSectionModule = {
    mountCardSection: (section, element, props) => {
      calls.push({ section, props });
      element.textContent = `alerts of ${props.customerId}`;
      return unmounted;
    },
  };
  return { module, calls, unmounted };
};

describe('card sections filled by other remotes', () => {
  beforeAll(() => setTestLanguage('en'));
  afterEach(() => {
    cleanup();
    setRemoteSectionProvider(null);
  });

  it('draws nothing while no deployed remote offers the section, and says so to the card', () => {
    const available = vi.fn();
    const { container } = render(<CardSectionSlot id="alerts" customerId="c1" onAvailable={available} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('button', { name: /Alerts/ })).toBeNull();
    expect(screen.queryByText('This section arrives with its own module.')).toBeNull();
    expect(available).toHaveBeenLastCalledWith('alerts', false);
  });

  it('loads the offering remote, mounts the section into its own element and unmounts it with the card', async () => {
    const alerts = fakeAlerts();
    const load = vi.fn(async () => alerts.module);
    setRemoteSectionProvider({ descriptors, load });
    const { unmount } = render(<CardSectionSlot id="alerts" customerId="c1" highlightId="a7" />);
    await waitFor(() => expect(screen.getByText('alerts of c1')).toBeTruthy());
    expect(load).toHaveBeenCalledWith('mf_alerts', 'CardSections');
    expect(alerts.calls).toEqual([{ section: 'alerts', props: { customerId: 'c1', highlightId: 'a7' } }]);
    expect(screen.queryByText('This section arrives with its own module.')).toBeNull();
    unmount();
    await act(async () => undefined);
    expect(alerts.unmounted).toHaveBeenCalledTimes(1);
  });

  it('appears when the shell publishes its remotes after the card rendered', async () => {
    const alerts = fakeAlerts();
    const available = vi.fn();
    render(<CardSectionSlot id="alerts" customerId="c2" onAvailable={available} />);
    expect(screen.queryByRole('button', { name: /Alerts/ })).toBeNull();
    act(() => setRemoteSectionProvider({ descriptors, load: async () => alerts.module }));
    await waitFor(() => expect(screen.getByText('alerts of c2')).toBeTruthy());
    expect(screen.getByRole('button', { name: /Alerts/ })).toBeTruthy();
    expect(available).toHaveBeenLastCalledWith('alerts', true);
  });

  it('says inline when the remote cannot be loaded, and tries again on request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alerts = fakeAlerts();
    const load = vi.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(alerts.module);
    setRemoteSectionProvider({ descriptors, load });
    render(<CardSectionSlot id="alerts" customerId="c3" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Loading the section failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('alerts of c3')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
