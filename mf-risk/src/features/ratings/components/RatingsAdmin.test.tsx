import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { RiskRating, User } from '@tunne/contracts';
import { mountSettingsSection } from '../../../remote.tsx';
import { serve } from '../../../test/fake-risk-service.ts';

const rating: RiskRating = {
  id: '5a0e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', name: 'Korkea riski', number: 3, description: null, kycclock_expiration_days: 30,
  ask_kycclock: true, created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z',
} as RiskRating;

const mount = () => {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    mountSettingsSection('riskratings', element);
  });
};

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ user: { id: 'u2', is_admin: true } as User, token: 'token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
  document.body.innerHTML = '';
});

describe('the risk ratings admin', () => {
  it('lists the ratings, refuses what the service would and sends a new rating as numbers', async () => {
    let stored: RiskRating[] = [rating];
    const calls = serve((call) => {
      if (call.method !== 'POST') return { data: stored };
      const created = { ...rating, id: 'b1e2a3b4-4d5e-4f60-8a7b-9c0d1e2f3a4b', ...(call.body as object) } as RiskRating;
      stored = [...stored, created];
      return { data: created };
    });
    mount();
    expect(await screen.findByText('Korkea riski')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Uusi luokitus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi riskiluokitus' });

    fireEvent.change(within(dialog).getByLabelText(/^Numero/), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByLabelText('Käynnistä KYC-kello'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Nimi on pakollinen.')).toBeTruthy();
    expect(within(dialog).getByText('Anna kokonaisluku.')).toBeTruthy();
    expect(within(dialog).getByText('Anna päivät, jotka KYC-kello käy.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('KYC-kellon päivät'), { target: { value: '4000' } });
    expect(await within(dialog).findByText('Anna päivien määrä väliltä 1–3650.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Nimi/), { target: { value: ' Matala riski ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Numero/), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('KYC-kellon päivät'), { target: { value: '365' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v2.5/admin/riskratings',
      body: { name: 'Matala riski', number: 1, description: null, kycclock_expiration_days: 365, ask_kycclock: true },
    });
    expect(await screen.findByText('Matala riski')).toBeTruthy();
  });
});
