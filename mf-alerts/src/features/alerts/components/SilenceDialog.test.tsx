import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n, RemoteTestFrame, useSessionStore } from '@tunne/app-kit';
import type { Alert, Envelope, ScreeningSettings } from '@tunne/contracts';
// The remote registers its texts when it is created.
import '../../../remote.tsx';
import { SilenceDialog } from './SilenceDialog.tsx';

const alert = {
  id: 'a1', subject: 'customer', customers_id: 'c1', customer: { id: 'c1', name: 'Testi Oy', type: 'business', is_removed: false }, type: 'SANCTION',
  target: 'owners', target_id: 'o1', target_name: 'Ivan Testov', description: 'Ivan Testov – TESTOV, Ivan (OFAC)',
  metadata: { name2: 'TESTOV, Ivan', source: 'OFAC' }, is_silenced: false, silence: null, silenceclass: null, valid_at: null, users_id: null,
  closed: null, pending_silence: null, created_at: '2026-01-02T10:00:00.000Z', updated_at: '2026-01-02T10:00:00.000Z',
} as unknown as Alert;

const settings: ScreeningSettings = { sources: ['OFAC'], threshold: 0.85, notify_teams_id: null, four_eyes_sanction: false, evaluation_max_days: 30, updated_at: null };
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: true, data, errors: [] } satisfies Envelope<unknown>), { headers: { 'content-type': 'application/json' } });

let posted: unknown[] = [];
beforeEach(() => {
  posted = [];
  useSessionStore.setState({ token: 'token' });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://test'), init) : input;
    if (request.method === 'POST') {
      const body = (await request.json()) as { silenceclass: string };
      posted.push(body);
      return envelope({ ...alert, is_silenced: true, silenceclass: body.silenceclass });
    }
    return envelope(settings);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

const open = (onSaved = vi.fn(), given: Alert = alert) => {
  render(
    <RemoteTestFrame namespace="alerts">
      <SilenceDialog alert={given} onSaved={onSaved} onClose={vi.fn()} onError={vi.fn()} />
    </RemoteTestFrame>,
  );
  return onSaved;
};

describe('the silence dialog (issue 16 §6): a decision on the match for a sanction alert (issue 25 §3)', () => {
  it('starts with no decision chosen and asks for one in the user\'s language before sending anything', async () => {
    await i18n.changeLanguage('fi');
    const onSaved = open();
    expect(await screen.findByRole('dialog', { name: 'Päätä osumasta' })).toBeTruthy();
    const select = (await screen.findByRole('combobox', { name: /Päätös/ })) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.text).slice(1)).toEqual(['Vahvista osuma', 'Ei osuma', 'Vaatii selvitystä']);
    fireEvent.change(screen.getByRole('textbox', { name: /Perustelu/ }), { target: { value: 'Eri henkilö: syntymäaika ei täsmää.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna päätös' }));
    expect(await screen.findByText('Valitse, onko osuma vahvistettu, ei osuma vai vaatiiko se selvitystä.')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(select, { target: { value: 'FALSEPOSITIVE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna päätös' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted).toEqual([{ silenceclass: 'FALSEPOSITIVE', description: 'Eri henkilö: syntymäaika ei täsmää.', valid_at: expect.any(String) as string }]);
  });

  it('keeps the decision being changed, and says so in Swedish when none is chosen', async () => {
    await i18n.changeLanguage('se');
    open(vi.fn(), { ...alert, is_silenced: true, silenceclass: 'EVALUATION' });
    expect(((await screen.findByRole('combobox', { name: /Beslut/ })) as HTMLSelectElement).value).toBe('EVALUATION');
    cleanup();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Spara beslutet' }));
    expect(await screen.findByText('Välj om träffen är bekräftad, ingen träff eller kräver utredning.')).toBeTruthy();
  });

  it('ends "needs evaluation" within the organisation\'s longest evaluation and says so', async () => {
    await i18n.changeLanguage('en');
    const onSaved = open();
    const select = (await screen.findByRole('combobox', { name: /Decision/ })) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'EVALUATION' } });
    expect(await screen.findByText('"Needs evaluation" lasts at most 30 days; then the alert opens again.')).toBeTruthy();
    const day = screen.getByLabelText(/Valid until/) as HTMLInputElement;
    await waitFor(() => expect(day.max).not.toBe(''));
    expect(day.value).toBe(day.max);
    fireEvent.change(screen.getByRole('textbox', { name: /Grounds/ }), { target: { value: 'Checking the owners.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the decision' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted).toEqual([{ silenceclass: 'EVALUATION', description: 'Checking the owners.', valid_at: day.max }]);
  });
});
