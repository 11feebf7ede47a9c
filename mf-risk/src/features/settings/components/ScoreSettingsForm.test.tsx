import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import { defaultRiskScoreSettings, type User } from '@tunne/contracts';
import { mountSettingsSection } from '../../../remote.tsx';
import { serve } from '../../../test/fake-risk-service.ts';

const mount = () => {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    mountSettingsSection('riskscore', element);
  });
};

const settingsService = () =>
  serve((call) => {
    if (call.url.endsWith('/eulists')) return { data: { current: null, versions: [] } };
    if (call.url.endsWith('/recalculation')) return { data: { running: false, processed: 3, started_at: null, finished_at: '2026-03-02T08:30:00.000Z' } };
    if (call.method === 'PUT') return { data: { ...defaultRiskScoreSettings, ...(call.body as object) } };
    return { data: defaultRiskScoreSettings };
  });

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ user: { id: 'u2', is_admin: true } as User, token: 'token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
  document.body.innerHTML = '';
});

describe('the risk score settings', () => {
  it('refuses a number the service refuses and falling limits, and sends numbers as numbers once right', async () => {
    const calls = settingsService();
    mount();
    const form = await screen.findByRole('form', { name: 'Riskipisteytyksen asetukset' });
    const pep = within(form).getByLabelText('Per PEP');
    fireEvent.change(pep, { target: { value: '-1' } });
    fireEvent.blur(pep);
    expect(await within(form).findByText('Anna sallittu kokonaisluku.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Keskitaso alkaen'), { target: { value: '-100000' } });
    expect(await within(form).findByText('Rajojen on noustava: matala ≤ keskitaso ≤ korkea.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(pep, { target: { value: ' 12 ' } });
    fireEvent.change(within(form).getByLabelText('Keskitaso alkaen'), { target: { value: String(defaultRiskScoreSettings.limit_regular) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/v2.5/admin/riskscoresettings',
      body: { points_pep: 12, limit_regular: defaultRiskScoreSettings.limit_regular, countries_high: '' },
    });
    expect(within(form).queryByText('Anna sallittu kokonaisluku.')).toBeNull();
  });
});
