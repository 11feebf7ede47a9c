import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import { defaultRiskScoreSettings, type PepFunction, type User } from '@tunne/contracts';
import { mountSettingsSection } from '../../../remote.tsx';
import { serve } from '../../../test/fake-risk-service.ts';

// Issue 25 §8: admins keep the organisation's PEP function list in Settings › risk score settings.

const mounted: (() => void)[] = [];
beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ user: { id: 'u2', is_admin: true } as User, token: 'token' });
});
afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
  document.body.innerHTML = '';
});

describe('the PEP function list', () => {
  it('lists the functions, adds one and removes one after a confirmation', async () => {
    let list: PepFunction[] = [{ id: 'f1', name: 'Kansanedustaja', description: null, created_at: '2026-01-01T00:00:00.000Z' }];
    const calls = serve((call) => {
      if (call.url.endsWith('/eulists')) return { data: { current: null, versions: [] } };
      if (call.url.endsWith('/recalculation')) return { data: { running: false, processed: 0, started_at: null, finished_at: null } };
      if (call.url.endsWith('/riskscoresettings')) return { data: defaultRiskScoreSettings };
      if (call.url.endsWith('/admin/pepfunctions') && call.method === 'POST') {
        const added = { id: 'f2', created_at: '2026-01-02T00:00:00.000Z', ...(call.body as { name: string; description: string | null }) };
        list = [...list, added];
        return { data: added };
      }
      if (call.method === 'DELETE') return { data: null };
      if (call.url.endsWith('/pepfunctions')) return { data: list };
      return { data: [] };
    });
    const element = document.createElement('div');
    document.body.append(element);
    act(() => {
      mounted.push(mountSettingsSection('riskscore', element));
    });
    const panel = await screen.findByRole('region', { name: 'PEP-tehtäväluettelo' });
    expect(await within(panel).findByText('Kansanedustaja')).toBeTruthy();
    const form = within(panel).getByRole('form', { name: 'Lisää tehtävä' });
    fireEvent.click(within(form).getByRole('button', { name: 'Lisää tehtävä' }));
    expect(await within(form).findByText('Kirjoita tehtävä.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Tehtävä/), { target: { value: 'Suurlähettiläs' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lisää tehtävä' }));
    expect(await within(panel).findByText('Suurlähettiläs')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Suurlähettiläs', description: null });

    fireEvent.click(within(panel).getByRole('button', { name: 'Poista: Kansanedustaja' }));
    const confirm = await screen.findByRole('dialog', { name: 'Poistetaanko tehtävä?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(within(panel).queryByText('Kansanedustaja')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/admin/pepfunctions/f1'))).toBe(true);
  });
});
