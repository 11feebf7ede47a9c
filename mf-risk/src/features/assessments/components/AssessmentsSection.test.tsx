import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, onCustomerChange, useSessionStore } from '@tunne/app-kit';
import type { RiskAssessment, User } from '@tunne/contracts';
import { mountCardSection } from '../../../remote.tsx';
import { serve } from '../../../test/fake-risk-service.ts';

const stored: RiskAssessment = {
  id: 'a1', customers_id: 'c1', name: 'Vuosiarvio', description: 'Korkea riski', riskratings_id: null, expires_at: null, riskrating: null,
  users_id: 'u1', created_at: '2026-03-02T08:00:00.000Z', updated_at: '2026-03-02T08:00:00.000Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ user: { id: 'u1', is_admin: false } as User, token: 'token' });
});

afterEach(async () => {
  act(() => unmount?.());
  unmount = null;
  // What the announcement made the score panel read again settles before the fake service goes.
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  useSessionStore.setState({ user: null, token: null });
});

/** The lists the section reads; the automatic score is not calculated yet (its panel says so). */
const answer = (url: string, rows: RiskAssessment[]) =>
  url.includes('/riskscores') ? { status: 404, code: 'NOT_FOUND' } : { data: url.endsWith('/riskassessments') ? rows : [] };

/** What the card's header hears (app-kit customer-events), by topic. */
const listen = () => {
  const heard: string[] = [];
  const stops = (['risk', 'kycclock', 'customer'] as const).map((topic) => onCustomerChange(topic, 'c1', () => heard.push(topic)));
  return { heard, stop: () => stops.forEach((stop) => stop()) };
};

/** The section as the card mounts it (mf-customers draws the frame; the remote fills it). */
let unmount: (() => void) | null = null;
const mountSection = () => {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    unmount = mountCardSection('riskassessments', element, { customerId: 'c1' });
  });
};

describe('the manual risk assessments on the card', () => {
  it('tells the card that the risk and the KYC clock changed when an assessment is saved', async () => {
    let rows: RiskAssessment[] = [];
    serve((call) => {
      if (call.method === 'POST') {
        rows = [stored];
        return { status: 201, data: { ...stored, kycclock: { is_kycclock: true, kycclock_alarm_at: 1_800_000_000 } } };
      }
      return answer(call.url, rows);
    });
    const events = listen();
    mountSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää riskiarvio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi riskiarvio' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Kuvaus' }), { target: { value: 'Korkea riski' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(events.heard).toEqual(['risk', 'kycclock']));
    expect(await screen.findByText('Vuosiarvio')).toBeTruthy();
    events.stop();
  });

  it('tells the card that the risk changed when an assessment is deleted', async () => {
    let rows: RiskAssessment[] = [stored];
    const calls = serve((call) => {
      if (call.method === 'DELETE') {
        rows = [];
        return { data: null };
      }
      return answer(call.url, rows);
    });
    const events = listen();
    mountSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Poista: Vuosiarvio' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(events.heard).toEqual(['risk']));
    expect(await screen.findByText('Ei riskiarvioita.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/riskassessments/a1'))).toBe(true);
    events.stop();
  });
});
