import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { RiskQuestion, User } from '@tunne/contracts';
import { mountSettingsSection } from '../../../remote.tsx';
import { serve } from '../../../test/fake-risk-service.ts';

const saved: RiskQuestion = {
  id: '7c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', type: 'YESNO', question: 'Onko asiakas PEP?', recipient_question: null, headline: null, description: null, help: null,
  placeholder: null, conditional_riskquestions_id: null, conditional_value: null, points_yes: 25, points_no: 0, points_check: 0,
  allow_description: false, mandatory_description_yes: false, mandatory_description_no: false, options: [], mandatory: true, is_pep: false, sort: 1,
  created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z',
};

const mount = () => {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    mountSettingsSection('riskquestions', element);
  });
  return element;
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

describe('the risk questions admin', () => {
  it('refuses what the service would, with the dialog\'s words, and sends nothing until it is right', async () => {
    let stored: RiskQuestion[] = [];
    const calls = serve((call) => {
      if (call.method !== 'POST') return { data: stored };
      stored = [saved];
      return { data: saved };
    });
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Uusi kysymys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi riskikysymys' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Kirjoita kysymys.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Kysymys/), { target: { value: ' Onko asiakas PEP? ' } });
    const yes = within(dialog).getByLabelText('Pisteet kyllä-vastauksesta');
    fireEvent.change(yes, { target: { value: '1001' } });
    fireEvent.blur(yes);
    expect(await within(dialog).findByText('Anna kokonaisluku väliltä -1000–1000.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Kirjoita kysymys.')).toBeNull());
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    fireEvent.change(yes, { target: { value: '25' } });
    // Issue 26: the question as the recipient of a request reads it.
    fireEvent.change(within(dialog).getByLabelText('Sanamuoto vastaanottajalle'), { target: { value: ' Oletteko te PEP? ' } });
    fireEvent.click(within(dialog).getByLabelText('Pakollinen'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v2.5/admin/riskquestions',
      body: {
        type: 'YESNO', question: 'Onko asiakas PEP?', recipient_question: 'Oletteko te PEP?', points_yes: 25, points_no: 0, mandatory: true, options: [],
        conditional_riskquestions_id: null,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uusi riskikysymys' })).toBeNull());
    expect(await screen.findByText('Onko asiakas PEP?')).toBeTruthy();
  });

  it('shows the service\'s refusal at the field it concerns', async () => {
    const calls = serve((call) => (call.method === 'POST' ? { status: 409, code: 'RISKQUESTION_OPTIONS_MISSING' } : { data: [] }));
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Uusi kysymys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uusi riskikysymys' });
    fireEvent.change(within(dialog).getByLabelText('Tyyppi'), { target: { value: 'SELECT' } });
    fireEvent.change(within(dialog).getByLabelText(/^Kysymys/), { target: { value: 'Palvelut' } });
    fireEvent.change(within(dialog).getByLabelText('Vaihtoehdot'), { target: { value: 'Sijoitus' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    const options = within(dialog).getByLabelText('Vaihtoehdot');
    await waitFor(() => expect(options.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
