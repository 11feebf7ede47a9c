import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { RiskAnswer, RiskQuestion, User } from '@tunne/contracts';
import { mountCardSection } from '../../../remote.tsx';
import { serve } from '../../../test/fake-risk-service.ts';

const question: RiskQuestion = {
  id: '7c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', type: 'YESNO', question: 'Onko asiakas poliittisesti vaikutusvaltainen?', recipient_question: null, headline: null,
  description: null, help: null, placeholder: null, conditional_riskquestions_id: null, conditional_value: null, points_yes: 25, points_no: 0,
  points_check: 0, allow_description: true, mandatory_description_yes: true, mandatory_description_no: false, options: [], mandatory: true,
  is_pep: false, sort: 1, created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z',
};

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ user: { id: 'u1', is_admin: false } as User, token: 'token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
  document.body.innerHTML = '';
});

describe('the customer card\'s background questions', () => {
  it('asks for a mandatory answer and its explanation, counts the points, and sends the answers', async () => {
    let stored: RiskAnswer[] = [];
    const calls = serve((call) => {
      if (call.url.endsWith('/riskquestions')) return { data: [question] };
      if (call.method === 'PUT') {
        stored = [{ id: 'a1', riskquestions_id: question.id, answer: 'yes', description: 'Kansanedustaja', points: 25, users_id: 'u1', created_at: '2026-03-02T08:00:00.000Z' } as unknown as RiskAnswer];
        return { data: stored };
      }
      return { data: stored };
    });
    const element = document.createElement('div');
    document.body.append(element);
    act(() => {
      mountCardSection('riskanswers', element, { customerId: 'c1' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Vastaa kysymyksiin' }));
    const form = await screen.findByRole('form', { name: 'Taustakysymykset' });

    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna vastaukset' }));
    expect(await within(form).findByText('Tähän kysymykseen on vastattava.')).toBeTruthy();

    fireEvent.click(within(form).getByLabelText('Kyllä'));
    expect(within(form).getByTestId('risk-answers-total').textContent).toBe('Yhteensä 25 pistettä');
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna vastaukset' }));
    expect(await within(form).findByText('Tähän vastaukseen tarvitaan selvitys.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox'), { target: { value: ' Kansanedustaja ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna vastaukset' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/v2.5/user/customers/c1/riskanswers',
      body: { data: [{ riskquestions_id: question.id, answer: 'yes', description: 'Kansanedustaja' }] },
    });
  });

  it('shows every version of the answers: the overwritten yes stays with who and when (issue 25)', async () => {
    const answer = { id: 'a1', riskquestions_id: question.id, question: question.question, type: 'YESNO', answer: 'no', description: null, points: 0, users_id: 'u1', created_at: '2026-03-02T08:00:00.000Z' };
    const versions = [
      { id: '2', riskquestions_id: question.id, question: question.question, type: 'YESNO', answer: 'no', points: 0, description: null, action: 'UPDATE', changed_by: 'u1', source: 'RECIPIENT', changed_at: '2026-03-03T08:00:00.000Z' },
      { id: '1', riskquestions_id: question.id, question: question.question, type: 'YESNO', answer: 'yes', points: 25, description: 'Toimintaa Iranissa', action: 'INSERT', changed_by: 'u1', changed_at: '2026-03-02T08:00:00.000Z' },
    ];
    serve((call) => {
      if (call.url.endsWith('/riskquestions')) return { data: [question] };
      if (call.url.endsWith('/riskanswers/history')) return { data: versions };
      if (call.url.endsWith('/riskanswers')) return { data: [answer] };
      return { data: [] };
    });
    const element = document.createElement('div');
    document.body.append(element);
    act(() => {
      mountCardSection('riskanswers', element, { customerId: 'c1' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Näytä historia' }));
    const history = await screen.findByTestId('risk-answers-history');
    await waitFor(() => expect(history.querySelectorAll('[data-version]').length).toBe(2));
    const [newest, oldest] = [...history.querySelectorAll('[data-version]')].map((row) => row.textContent ?? '');
    expect(newest).toContain('Muutettu');
    // The recipient's answer through a request is credited to the recipient (issue 26).
    expect(newest).toContain('Vastaanottaja (selvityspyynnöllä');
    expect(oldest).not.toContain('Vastaanottaja');
    expect(oldest).toContain('Vastattu');
    expect(oldest).toContain('Kyllä');
    expect(oldest).toContain('Toimintaa Iranissa');
    expect(oldest).toContain('25');
  });
});
